#!/bin/sh
# qemu.sh ARCH — print the path of a qemu-user binary that runs ARCH's Go
# binaries: the machine's qemu-<arch>-static when it is at least QEMU_MIN
# (see lib.sh), else QEMU from Debian's backports, fetched once.
#
# Bookworm's QEMU 7.2 kills every 386 Go binary at start ("morestack" fatal
# error, a plain hello world too); QEMU 10.0 runs them. Its qemu-user
# package, pinned by qemu.sha256, is downloaded from the release's
# backports suite with a private apt state (the machine's apt configuration
# is never changed, and nothing is installed): only the one interpreter is
# unpacked, into .cache/cross/qemu/.
set -eu
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/aptsrc.sh"

ARCH="${1:-}"
arch_vars "$ARCH"
[ -n "$QEMU" ] || die "qemu.sh: $ARCH runs natively here"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
PINS="$HERE/qemu.sha256"
VERSION=1:10.0.2+ds-2+deb13u1~bpo12+1

# major BINARY prints the major version BINARY reports, or 0.
major() {
	"$1" --version 2>/dev/null | sed -n '1s/.* version \([0-9][0-9]*\)\..*/\1/p' | grep . || echo 0
}

sys=$(command -v "qemu-$QEMU-static" 2>/dev/null || true)
if [ -n "$sys" ] && [ "$(major "$sys")" -ge "${QEMU_MIN:-0}" ]; then
	echo "$sys"
	exit 0
fi
[ "${QEMU_MIN:-0}" -gt 0 ] || die "qemu-$QEMU-static: not found (run: make deps-cross ARCH=$ARCH)"
cache=$(cross_cache "$ROOT")/qemu
bin="$cache/qemu-$QEMU"
if [ -x "$bin" ] && [ "$(cat "$cache/.stamp" 2>/dev/null)" = "$(sha256sum "$PINS" | cut -d' ' -f1)" ]; then
	echo "$bin"
	exit 0
fi

host=$(host_debarch)
file="qemu-user_$(echo "$VERSION" | sed 's/:/%3a/')_$host.deb"
grep -q " $file\$" "$PINS" ||
	die "qemu-$QEMU: ${sys:-no qemu-$QEMU-static} is older than QEMU $QEMU_MIN, and scripts/cross/qemu.sha256 pins no QEMU for a $host machine; install QEMU $QEMU_MIN or later"
mkdir -p "$cache"
log="$cache/fetch.log"
: >"$log"
echo "naclcmp: qemu-$QEMU: ${sys:+$sys is QEMU $(major "$sys"); }fetching qemu-user $VERSION from Debian's backports (log: $log)" >&2
aptsrc_init_backports "$cache/apt"
pkgs="$APTSRC_DIR/pkgs"
if ! (cd "$pkgs" && grep " $file\$" "$PINS" | sha256sum -c --quiet) >>"$log" 2>&1; then
	aptsrc_get -q update >>"$log" 2>&1 || true
	(cd "$pkgs" && aptsrc_get -q download "qemu-user=$VERSION") >>"$log" 2>&1 ||
		die "qemu-$QEMU: could not download qemu-user $VERSION from the backports suite (install QEMU $QEMU_MIN or later); see $log"
	(cd "$pkgs" && grep " $file\$" "$PINS" | sha256sum -c --quiet) >>"$log" 2>&1 ||
		die "qemu-user $VERSION: the download does not match scripts/cross/qemu.sha256; see $log"
fi
tmp=$(mktemp -d "$cache/x.XXXXXX")
dpkg-deb -x "$pkgs/$file" "$tmp" >>"$log" 2>&1 || { rm -rf "$tmp"; die "dpkg-deb -x $file failed; see $log"; }
[ -x "$tmp/usr/bin/qemu-$QEMU" ] || { rm -rf "$tmp"; die "$file has no usr/bin/qemu-$QEMU"; }
mv "$tmp/usr/bin/qemu-$QEMU" "$bin.new" && mv "$bin.new" "$bin"
rm -rf "$tmp"
sha256sum "$PINS" | cut -d' ' -f1 >"$cache/.stamp"
echo "naclcmp: qemu-$QEMU: QEMU $(major "$bin") from backports, in $bin" >&2
echo "$bin"
