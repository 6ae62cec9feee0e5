#!/bin/sh
# build.sh LIB... — rebuild, from Debian's source package, the PIC objects
# of a C library whose -dev archive is not the shared library's build, so
# that the constant-time check can name the library's static functions
# (compare/ct/names.go). libtool puts a library's own sources into the .a as
# non-PIC objects, compiled apart from the PIC ones the .so links, so the
# archive's code differs from the library's. Debian's builds are
# reproducible: the same source, configure flags and build flags give the
# same PIC objects, and compare/ct/names.go names a frame only where an object's
# code equals the installed library's byte for byte.
#
#   wolfssl    aes.c's object of libwolfssl.so: the static functions the
#              harness's findings land in (AES's T-table rounds, GHASH);
#              another wolfcrypt/ object is one more pattern in OBJFILTER
#              (all of them cost a minute more)
#   libgcrypt  src/'s objects of libgcrypt.so (its allocation and
#              S-expression helpers); mpi/ and cipher/ are convenience
#              libraries whose PIC objects Debian's libgcrypt.a already has
#
# The source packages are pinned by pins.sha256 and fetched with a private
# `apt-get source` (scripts/cross/aptsrc.sh). Each archive is built once,
# into .cache/ct-names/<stem>.a; a failure leaves no archive and says why
# (the frames then stay offsets, which is never wrong).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
. "$ROOT/scripts/cross/lib.sh"
. "$ROOT/scripts/cross/aptsrc.sh"
PINS="$HERE/pins.sha256"
OUT="$ROOT/.cache/ct-names"

# lib_vars LIB sets, for one library:
#   SRCPKG VERSION  the pinned source package: the installed -dev
#                   package's version where pins.sha256 has it, else the
#                   default pin (see pick_version)
#   DEVPKG          the -dev package whose version is installed
#   STEM            the shared library's name before .so (libwolfssl)
#   MAINT           DEB_BUILD_MAINT_OPTIONS of its debian/rules
#   CONFIGURE       the configure arguments of its debian/rules
#   BUILDDIR        where debian/rules configures, relative to the source
#   OBJDIR OBJVAR   the Makefile folder and variable listing the objects
#   OBJFILTER       which of those objects to build (a grep pattern)
lib_vars() {
	case "$1" in
	wolfssl)
		SRCPKG=wolfssl VERSION=5.5.4-2+deb12u2 DEVPKG=libwolfssl-dev STEM=libwolfssl MAINT=hardening=+all
		CONFIGURE="--enable-distro --enable-pkcs11 --disable-examples --disable-silent-rules"
		BUILDDIR=. OBJDIR=. OBJVAR=src_libwolfssl_la_OBJECTS OBJFILTER='^wolfcrypt/src/src_libwolfssl_la-aes\.lo$'
		;;
	libgcrypt)
		SRCPKG=libgcrypt20 VERSION=1.10.1-3+deb12u1 DEVPKG=libgcrypt20-dev STEM=libgcrypt MAINT=hardening=+bindnow
		CONFIGURE="--enable-noexecstack --enable-ld-version-script --enable-static"
		BUILDDIR=build OBJDIR=src OBJVAR=libgcrypt_la_OBJECTS OBJFILTER=.
		;;
	*) die "ct-names: unknown library '$1' (known: wolfssl libgcrypt)" ;;
	esac
	pick_version
}

# pick_version takes the installed version's source where it is pinned: a
# security update that changes the code (wolfSSL's +deb12u3 patches aes.c)
# is named only from its own source. Otherwise the default pin stays, and
# the byte-for-byte proof accepts or refuses each function (libgcrypt's
# src/ is the same in 1.10.1-3, no longer served, and +deb12u1).
pick_version() {
	installed=$(dpkg-query -W -f='${Version}' "$DEVPKG" 2>/dev/null || true)
	if [ -n "$installed" ] && grep -q " ${SRCPKG}_${installed}\.dsc\$" "$PINS"; then
		VERSION=$installed
	fi
}

[ "$(uname -m)" = x86_64 ] || {
	echo "naclcmp: ct-names: frames are named on x86-64 only; nothing to build on $(uname -m)" >&2
	exit 0
}
for t in dpkg-source dpkg-buildflags autoreconf libtoolize make; do
	command -v "$t" >/dev/null 2>&1 || die "$t: not found (run: make ct-names, which installs it)"
done
mkdir -p "$OUT"
aptsrc_init "$OUT/apt"
pkgs="$APTSRC_DIR/pkgs"

# stamp_key prints what an archive was built from: the pinned source and
# this script with its pins.
stamp_key() {
	echo "$SRCPKG $VERSION $(sha256sum "$PINS" "$0" | sha256sum | cut -d' ' -f1)"
}

# fetch LIB downloads LIB's pinned source package into the private apt
# state and checks it; one at a time, as they share that state.
fetch() {
	lib_vars "$1"
	log="$OUT/$1.log"
	: >"$log"
	# This version's files and the upstream tarball they share.
	files=$(grep -v '^#' "$PINS" | grep -F -e " ${SRCPKG}_${VERSION}." -e " ${SRCPKG}_${VERSION%-*}.orig" || true)
	[ -n "$files" ] || die "ct-names: no pins for $SRCPKG in $PINS"
	if ! (cd "$pkgs" && echo "$files" | sha256sum -c --quiet) >>"$log" 2>&1; then
		aptsrc_download "$SRCPKG=$VERSION" "$log"
		(cd "$pkgs" && echo "$files" | sha256sum -c --quiet) >>"$log" 2>&1 ||
			die "ct-names: $SRCPKG $VERSION: downloaded files do not match scripts/ct-names/pins.sha256; see $log"
	fi
}

# build LIB unpacks LIB's source, configures it as debian/rules does and
# packs the PIC objects into $OUT/<stem>.a.
build() {
	lib_vars "$1"
	log="$OUT/$1.log"
	t0=$(date +%s)
	# dpkg-source leaves the orig tarball beside the tree: both go in a
	# folder of their own, removed once the objects are packed.
	work="$OUT/$1-work"
	src="$work/src"
	rm -rf "$work"
	mkdir -p "$work"
	dpkg-source -x "$pkgs/${SRCPKG}_$VERSION.dsc" "$src" >>"$log" 2>&1 ||
		die "ct-names: dpkg-source -x ${SRCPKG}_$VERSION.dsc failed; see $log"
	(
		cd "$src"
		# debian/rules runs dh, which reconfigures (dh_autoreconf) and
		# takes its flags from dpkg-buildflags in the source folder (the
		# -ffile-prefix-map of reproducible builds names that folder).
		autoreconf -f -i
		eval "$(DEB_BUILD_MAINT_OPTIONS=$MAINT dpkg-buildflags --export=sh)"
		export CFLAGS CPPFLAGS CXXFLAGS LDFLAGS
		mkdir -p "$BUILDDIR"
		cd "$BUILDDIR"
		# dh_auto_configure's arguments, then the package's own.
		# shellcheck disable=SC2086
		"$src/configure" --build="$(dpkg-architecture -qDEB_BUILD_GNU_TYPE)" --prefix=/usr \
			--includedir='${prefix}/include' --mandir='${prefix}/share/man' --infodir='${prefix}/share/info' \
			--sysconfdir=/etc --localstatedir=/var --disable-option-checking --disable-silent-rules \
			--libdir="\${prefix}/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)" --runstatedir=/run \
			--disable-maintainer-mode --disable-dependency-tracking $CONFIGURE
		cd "$OBJDIR"
		objs=$(printf 'include Makefile\nnaclcmp-objs:\n\t@echo $(%s)\n' "$OBJVAR" | make -s -f - naclcmp-objs |
			tr ' ' '\n' | grep -e "$OBJFILTER")
		# shellcheck disable=SC2086
		make $objs
		pic=$(for o in $objs; do echo "$(dirname "$o")/.libs/$(basename "$o" .lo).o"; done)
		# shellcheck disable=SC2086
		ar rcs "$OUT/$STEM.a.tmp" $pic
	) >>"$log" 2>&1 || {
		rm -f "$OUT/$STEM.a.tmp"
		die "ct-names: rebuilding $1 failed; see $log"
	}
	mv "$OUT/$STEM.a.tmp" "$OUT/$STEM.a"
	stamp_key >"$OUT/$STEM.stamp"
	rm -rf "$work"
	echo "naclcmp: ct-names: $1's objects ready in $(($(date +%s) - t0)) s ($OUT/$STEM.a)" >&2
}

todo=""
for lib in "$@"; do
	lib_vars "$lib"
	if [ -f "$OUT/$STEM.a" ] && [ "$(cat "$OUT/$STEM.stamp" 2>/dev/null)" = "$(stamp_key)" ]; then
		continue
	fi
	rm -f "$OUT/$STEM.a" "$OUT/$STEM.stamp"
	echo "naclcmp: ct-names: rebuilding $lib's objects from Debian's $SRCPKG $VERSION (log: $OUT/$lib.log)" >&2
	fetch "$lib"
	todo="$todo $lib"
done
# The builds run side by side: each is mostly its configure script, one
# process at a time.
pids=""
for lib in $todo; do
	build "$lib" &
	pids="$pids $!"
done
failed=0
for pid in $pids; do
	wait "$pid" || failed=1
done
exit "$failed"
