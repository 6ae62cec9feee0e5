# env.sh — source after lib.sh and `arch_vars ARCH`: exports the Go and cgo
# settings of a static cross build for that architecture.

# cross_env ROOT exports GOOS, GOARCH, GOARM, CC and the pkg-config search
# path that finds libsodium for the target rather than for the machine.
cross_env() {
	export CGO_ENABLED=1 GOOS=linux GOARCH="$GOARCH"
	if [ -n "$GOARM" ]; then export GOARM; else unset GOARM; fi
	if [ "$DEBARCH" = "$(host_debarch)" ]; then
		export CC="${CC_NATIVE:-gcc}"
	else
		export CC="$TRIPLET-gcc"
		command -v "$CC" >/dev/null 2>&1 || die "$CC: not found (run: make deps-cross ARCH=$ARCH)"
	fi
	# PKG_CONFIG_LIBDIR replaces pkg-config's default search path, so the
	# machine's own .pc files can never leak into a foreign build.
	cache=$(cross_cache "$1")
	if [ "$DEBARCH" = "$(host_debarch)" ]; then
		PKG_CONFIG_LIBDIR="/usr/lib/$MULTIARCH/pkgconfig:/usr/share/pkgconfig"
	elif [ "$DEB_LIBS" = 1 ]; then
		# Debian's packages unpacked by sysroot.sh: pkg-config prefixes
		# their /usr paths with the sysroot, and the headers come first.
		sysroot="$cache/$ARCH/sysroot"
		PKG_CONFIG_LIBDIR="$sysroot/usr/lib/$MULTIARCH/pkgconfig"
		export PKG_CONFIG_SYSROOT_DIR="$sysroot"
		# Botan's headers are in a folder of their own, which its binding
		# names for the machine (/usr/include/botan-2): the target's come
		# first.
		export CGO_CFLAGS="-O2 -g -I$sysroot/usr/include/$MULTIARCH -I$sysroot/usr/include -I$sysroot/usr/include/botan-2"
	else
		PKG_CONFIG_LIBDIR="$cache/$ARCH/libsodium/lib/pkgconfig"
	fi
	[ -f "${PKG_CONFIG_LIBDIR%%:*}/libsodium.pc" ] || die "libsodium for $ARCH: ${PKG_CONFIG_LIBDIR%%:*}/libsodium.pc not found (run: make deps-cross ARCH=$ARCH)"
	export PKG_CONFIG_LIBDIR PKG_CONFIG_PATH=""
}
