#!/bin/sh
# registry.sh — print the path of Debian's docker-registry (the
# distribution registry), for the image checks that push naclcmp's image
# index to a registry on a loopback port (image-check.sh).
#
# The package is not installed: installing it would start a system
# service listening on every address. Its .deb, pinned by registry.sha256,
# is downloaded with the machine's apt sources (apt-get download, which
# needs no root) and only the binary is unpacked, into
# .cache/cross/registry/.
set -eu
. "$(dirname "$0")/lib.sh"

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
PINS="$HERE/registry.sha256"
VERSION=2.8.2+ds1-1

cache=$(cross_cache "$ROOT")/registry
bin="$cache/docker-registry"
stamp=$(sha256sum "$PINS" | cut -d' ' -f1)
if [ -x "$bin" ] && [ "$(cat "$cache/.stamp" 2>/dev/null)" = "$stamp" ]; then
	echo "$bin"
	exit 0
fi
host=$(host_debarch)
file="docker-registry_${VERSION}_$host.deb"
grep -q " $file\$" "$PINS" ||
	die "docker-registry: scripts/cross/registry.sha256 pins no docker-registry for a $host machine"
command -v apt-get >/dev/null 2>&1 || die "docker-registry: no apt-get here to fetch Debian's docker-registry"
mkdir -p "$cache"
log="$cache/fetch.log"
: >"$log"
echo "naclcmp: fetching Debian's docker-registry $VERSION (log: $log)" >&2
if ! (cd "$cache" && grep " $file\$" "$PINS" | sha256sum -c --quiet) >>"$log" 2>&1; then
	if ! (cd "$cache" && apt-get -q download "docker-registry=$VERSION") >>"$log" 2>&1; then
		# A machine whose package lists were never fetched knows no
		# package at all.
		as_root apt-get update -qq -o DPkg::Lock::Timeout=300 >>"$log" 2>&1 || true
		(cd "$cache" && apt-get -q download "docker-registry=$VERSION") >>"$log" 2>&1 ||
			die "docker-registry: could not download docker-registry $VERSION; see $log"
	fi
	(cd "$cache" && grep " $file\$" "$PINS" | sha256sum -c --quiet) >>"$log" 2>&1 ||
		die "docker-registry $VERSION: the download does not match scripts/cross/registry.sha256; see $log"
fi
tmp=$(mktemp -d "$cache/x.XXXXXX")
dpkg-deb -x "$cache/$file" "$tmp" >>"$log" 2>&1 || { rm -rf "$tmp"; die "dpkg-deb -x $file failed; see $log"; }
[ -x "$tmp/usr/bin/docker-registry" ] || { rm -rf "$tmp"; die "$file has no usr/bin/docker-registry"; }
mv "$tmp/usr/bin/docker-registry" "$bin.new" && mv "$bin.new" "$bin"
rm -rf "$tmp"
echo "$stamp" >"$cache/.stamp"
echo "$bin"
