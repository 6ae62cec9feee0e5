#!/bin/sh
# deps.sh ARCH — install what `make cross ARCH=…` and `make test-cross
# ARCH=…` need: Debian's cross compiler and C library for ARCH, Debian's
# multiarch libsodium-dev:<arch> (riscv64: libsodium built from Debian's
# source package by libsodium.sh), and qemu-user-static to run the result.
# Quiet and quick when everything is already there.
set -eu
. "$(dirname "$0")/lib.sh"

arch_vars "${1:-}"
command -v dpkg >/dev/null 2>&1 || die "cross builds need a Debian or Ubuntu machine (dpkg and apt-get)"

# The C libraries the cgo bindings link, found through pkg-config
# (CROSS_LIBS, lib.sh; the prefixed archives of NaCl, libtomcrypt and
# libargon2 are prepared by `make sources`). The native ones build the
# binary that test-cross checks transcripts against.
pkgs="gcc libc6-dev make pkg-config $CROSS_LIBS"
if [ "$DEBARCH" != "$(host_debarch)" ]; then
	# Botan is C++: its static archive needs the target's libstdc++.a.
	pkgs="$pkgs gcc-$TRIPLET libc6-dev-$DEBARCH-cross libstdc++-12-dev-$DEBARCH-cross"
fi
if [ -n "$QEMU" ]; then
	# binfmt-support provides update-binfmts, which registers the qemu
	# interpreters so that foreign binaries (and docker images) just run.
	pkgs="$pkgs qemu-user-static binfmt-support"
fi
if [ "$DEB_LIBS" = 1 ]; then
	if [ "$DEBARCH" != "$(host_debarch)" ]; then
		if ! dpkg --print-foreign-architectures | grep -qx "$DEBARCH"; then
			# sysroot.sh fetches the new architecture's package lists.
			as_root dpkg --add-architecture "$DEBARCH"
		fi
	fi
else
	# Building libsodium from its Debian source package.
	pkgs="$pkgs dpkg-dev autoconf automake libtool make"
fi
# shellcheck disable=SC2086
apt_install $pkgs

if [ "$DEB_LIBS" = 0 ]; then
	sh "$(dirname "$0")/libsodium.sh" "$1"
elif [ "$DEBARCH" != "$(host_debarch)" ]; then
	sh "$(dirname "$0")/sysroot.sh" "$1"
fi
