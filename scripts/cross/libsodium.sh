#!/bin/sh
# libsodium.sh ARCH — build a static libsodium for ARCH from Debian's
# libsodium source package, for architectures whose Debian release has no
# libsodium-dev (riscv64 in bookworm). The source package is pinned by
# libsodium.sha256, fetched with a private `apt-get source`, unpacked with
# Debian's patches applied, and built once: the result is cached in
# .cache/cross/ARCH/libsodium (lib/libsodium.a, include/, lib/pkgconfig/);
# NACLCMP_CROSS_CACHE names another cache folder, one that outlives clones.
set -eu
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/aptsrc.sh"

ARCH="${1:-}"
arch_vars "$ARCH"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
PINS="$HERE/libsodium.sha256"
VERSION=1.0.18-1+deb12u1

cache=$(cross_cache "$ROOT")
prefix="$cache/$ARCH/libsodium"
log="$cache/$ARCH/libsodium.log"
key="$TRIPLET $(sha256sum "$PINS" | cut -d' ' -f1)"
if [ -f "$prefix/lib/libsodium.a" ] && [ "$(cat "$prefix/.stamp" 2>/dev/null)" = "$key" ]; then
	exit 0
fi
command -v "$TRIPLET-gcc" >/dev/null 2>&1 || die "$TRIPLET-gcc: not found (run: make deps-cross ARCH=$ARCH)"
for t in dpkg-source autoreconf libtoolize make; do
	command -v "$t" >/dev/null 2>&1 || die "$t: not found (run: make deps-cross ARCH=$ARCH)"
done

mkdir -p "$cache/$ARCH"
: >"$log"
echo "naclcmp: building libsodium $VERSION for $ARCH from Debian's source package (log: $log)" >&2
t0=$(date +%s)

aptsrc_init "$cache/apt"
pkgs="$APTSRC_DIR/pkgs"
if ! (cd "$pkgs" && grep -v '^#' "$PINS" | sha256sum -c --quiet) >>"$log" 2>&1; then
	aptsrc_download "libsodium=$VERSION" "$log"
	(cd "$pkgs" && grep -v '^#' "$PINS" | sha256sum -c --quiet) >>"$log" 2>&1 ||
		die "libsodium $VERSION: downloaded files do not match scripts/cross/libsodium.sha256; see $log"
fi

src="$cache/$ARCH/libsodium-src"
rm -rf "$src" "$prefix"
# dpkg-source checks the tarballs against the .dsc and applies Debian's
# patches, so the tree is the one Debian builds on its own architectures.
dpkg-source -x "$pkgs/libsodium_$VERSION.dsc" "$src" >>"$log" 2>&1 ||
	die "dpkg-source -x libsodium_$VERSION.dsc failed; see $log"
(
	cd "$src"
	# The orig tarball is a git tree without a configure script.
	./autogen.sh -s
	./configure --host="$TRIPLET" --disable-shared --prefix="$prefix"
	make -j"$(nproc)"
	make install
) >>"$log" 2>&1 || die "libsodium for $ARCH: build failed; see $log"
rm -rf "$src"
echo "$key" >"$prefix/.stamp"
echo "naclcmp: libsodium for $ARCH ready in $(($(date +%s) - t0)) s" >&2
