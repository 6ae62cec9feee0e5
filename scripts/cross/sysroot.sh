#!/bin/sh
# sysroot.sh ARCH — unpack Debian's -dev packages of the C libraries the
# cgo bindings link (SYSROOT_LIBS of lib.sh, from internal/libraries'
# records: libsodium, OpenSSL's libcrypto, libgcrypt with libgpg-error,
# Nettle with GMP, …) for ARCH into a private folder,
# .cache/cross/ARCH/sysroot, with `apt-get download` and `dpkg -x`.
# Nothing is installed: Multi-Arch "same" packages must have the machine's
# exact version, which a mirror mid-update may not offer for every
# architecture, and the static libraries need no installation.
# Once unpacked it is kept (remove the folder to take newer packages).
set -eu
. "$(dirname "$0")/lib.sh"

ARCH="${1:-}"
arch_vars "$ARCH"
[ "$DEB_LIBS" = 1 ] || die "sysroot.sh: Debian has no libraries for $ARCH (see libsodium.sh)"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# libtomcrypt, NaCl and libargon2 (libargon2-dev, Multi-Arch: same) are not
# in SYSROOT_LIBS: their build-archive.sh downloads and rewrites their
# archives itself.

dir="$(cross_cache "$ROOT")/$ARCH"
sysroot="$dir/sysroot"

# candidates prints "package=version" for each library, as apt would pick.
# One apt-cache call asks for all of them: where apt keeps no package cache
# (Debian's container images), each call reads every package list again,
# some 15 s with several architectures.
candidates() {
	# shellcheck disable=SC2046
	out=$(apt-cache policy $(for p in $SYSROOT_LIBS; do printf '%s:%s ' "$p" "$DEBARCH"; done) 2>/dev/null) || return 1
	for p in $SYSROOT_LIBS; do
		v=$(printf '%s\n' "$out" | awk -v p="$p:$DEBARCH:" '$0 == p { f = 1; next } /^[^ ]/ { f = 0 } f && $1 == "Candidate:" { print $2; exit }')
		[ -n "$v" ] && [ "$v" != "(none)" ] || return 1
		printf '%s:%s=%s\n' "$p" "$DEBARCH" "$v"
	done
}

# A sysroot unpacked earlier is kept if it has every package of
# SYSROOT_LIBS (a newer checkout may link more libraries: then it is
# unpacked again).
if [ -f "$sysroot/.stamp" ]; then
	complete=1
	for p in $SYSROOT_LIBS; do
		grep -q "^$p:" "$sysroot/.stamp" || complete=0
	done
	[ "$complete" = 0 ] || exit 0
fi
if ! want=$(candidates); then
	# The machine's package lists lack the architecture: refresh them once.
	# An index that fails (a mirror mid-sync) is tolerated if the packages
	# are found anyway.
	as_root apt-get update -qq >/dev/null 2>&1 || true
	want=$(candidates) || die "Debian packages $SYSROOT_LIBS for $DEBARCH: not found in the machine's apt sources"
fi
echo "naclcmp: unpacking $(echo "$want" | tr '\n' ' ')into $sysroot" >&2
rm -rf "$dir/debs" "$sysroot"
mkdir -p "$dir/debs" "$sysroot"
# shellcheck disable=SC2086
(cd "$dir/debs" && apt-get download -qq $want) >"$dir/download.log" 2>&1 || {
	tail -n 5 "$dir/download.log" >&2
	die "apt-get download for $DEBARCH failed"
}
for deb in "$dir"/debs/*.deb; do
	dpkg -x "$deb" "$sysroot"
done
rm -rf "$dir/debs"
echo "$want" >"$sysroot/.stamp"
