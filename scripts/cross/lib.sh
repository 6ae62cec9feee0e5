# lib.sh — shared by the scripts in scripts/cross/: the table of target
# architectures and small helpers. Source it after `set -eu`.

# The targets `make cross` knows, in the order CI and `make docker` walk them.
CROSS_ARCHES="amd64 arm64 armv7 386 riscv64 s390x ppc64le"

# The C libraries' packages and absences, from internal/libraries' records.
# BEGIN generated from internal/libraries by `go run ./internal/libraries/cmd/libs`: edit the records, not these lines
# CROSS_LIBS are the -dev packages of the C libraries that cross builds link
# from the target's sysroot (deps.sh installs the machine's own, for the
# native reference); SYSROOT_LIBS adds their dependencies' -dev packages,
# which sysroot.sh unpacks too (dpkg -x resolves no dependencies). The
# libraries whose archives a cross build rewrites are in neither.
CROSS_LIBS="libsodium-dev libssl-dev libb2-dev nettle-dev libbotan-2-dev libgcrypt20-dev libwolfssl-dev"
SYSROOT_LIBS="libsodium-dev libssl-dev libb2-dev nettle-dev libgmp-dev libbotan-2-dev libgcrypt20-dev libgpg-error-dev libwolfssl-dev"
# absent_libs DEBARCH prints the libraries a build for DEBARCH leaves out,
# each the word after naclcmp_no_ of its build tag: those Debian bookworm
# has no package of there.
absent_libs() {
	case "$1" in
	riscv64) echo "openssl nacl libb2 nettle botan gcrypt wolfssl tomcrypt argon2" ;;
	esac
}
# END generated from internal/libraries

# The test packages every target runs: the registry of bindings (bad input
# through every binding, C entry alignment, the pinned providers) and the
# checks. Each builds to build/ARCH/<package with / as ->.test.
CROSS_TEST_PKGS="impls compare/interop compare/kat compare/edge compare/transcript"

# test_bin PKG is the file name of PKG's test binary in build/ARCH/.
test_bin() {
	echo "$(echo "$1" | tr / -).test"
}

die() {
	echo "naclcmp: $*" >&2
	exit 1
}

# arch_vars ARCH sets, for one target:
#   GOARCH GOARM  what Go builds for
#   DEBARCH       Debian's architecture name (dpkg --add-architecture)
#   TRIPLET       GNU triplet of Debian's cross compiler (TRIPLET-gcc)
#   MULTIARCH     Debian's multiarch folder name (/usr/lib/MULTIARCH)
#   QEMU          qemu-user name (qemu-$QEMU-static); empty for amd64
#   QEMU_MIN      the oldest QEMU major version that runs ARCH's Go
#                 binaries, when bookworm's 7.2 does not (386: 10, the
#                 version seen to work); qemu.sh fetches it from backports
#   PLATFORM      OCI platform of the Docker image
#   DEB_LIBS      1 when Debian bookworm ships the C libraries' -dev
#                 packages for DEBARCH; riscv64 is not a release
#                 architecture of bookworm, so its libsodium is built from
#                 Debian's source package instead.
#   ABSENT_LIBS   the system libraries a build for ARCH leaves out, each
#                 through its build tag naclcmp_no_<lib>: absent_libs
#                 (generated above from the records' AbsentOn; riscv64
#                 has no bookworm packages of any but libsodium);
#                 `naclcmp list` says so, and the native reference
#                 transcript is built with the same tags.
arch_vars() {
	GOARM="" QEMU="" QEMU_MIN=0 DEB_LIBS=1 MULTIARCH=""
	case "$1" in
	amd64) GOARCH=amd64 DEBARCH=amd64 TRIPLET=x86_64-linux-gnu PLATFORM=linux/amd64 ;;
	arm64) GOARCH=arm64 DEBARCH=arm64 TRIPLET=aarch64-linux-gnu QEMU=aarch64 PLATFORM=linux/arm64 ;;
	armv7) GOARCH=arm GOARM=7 DEBARCH=armhf TRIPLET=arm-linux-gnueabihf QEMU=arm PLATFORM=linux/arm/v7 ;;
	386) GOARCH=386 DEBARCH=i386 TRIPLET=i686-linux-gnu QEMU=i386 QEMU_MIN=10 PLATFORM=linux/386 ;;
	riscv64) GOARCH=riscv64 DEBARCH=riscv64 TRIPLET=riscv64-linux-gnu QEMU=riscv64 PLATFORM=linux/riscv64 DEB_LIBS=0 ;;
	s390x) GOARCH=s390x DEBARCH=s390x TRIPLET=s390x-linux-gnu QEMU=s390x PLATFORM=linux/s390x ;;
	ppc64le) GOARCH=ppc64le DEBARCH=ppc64el TRIPLET=powerpc64le-linux-gnu QEMU=ppc64le PLATFORM=linux/ppc64le ;;
	"") die "ARCH: not set (want one of: $CROSS_ARCHES), e.g. make cross ARCH=arm64" ;;
	*) die "ARCH: unknown architecture \"$1\" (want one of: $CROSS_ARCHES)" ;;
	esac
	ABSENT_LIBS=$(absent_libs "$DEBARCH")
	# Debian's multiarch names are the triplets, except i386's.
	MULTIARCH=$TRIPLET
	[ "$DEBARCH" = i386 ] && MULTIARCH=i386-linux-gnu
	# The machine's own architecture runs its binaries without emulation.
	if [ "$DEBARCH" = "$(host_debarch)" ]; then
		QEMU=""
	fi
}

# absent_tags prints the build tags that leave out ABSENT_LIBS, comma-
# separated, or nothing.
absent_tags() {
	tags=""
	for l in $ABSENT_LIBS; do
		tags="$tags,naclcmp_no_$l"
	done
	echo "${tags#,}"
}

host_debarch() {
	if command -v dpkg >/dev/null 2>&1; then
		dpkg --print-architecture
	else
		case "$(uname -m)" in
		x86_64) echo amd64 ;; aarch64) echo arm64 ;; *) uname -m ;;
		esac
	fi
}

# as_root CMD... runs CMD as root, through `sudo -n` when needed, or stops
# naming what could not be done.
as_root() {
	if [ "$(id -u)" -eq 0 ]; then
		"$@"
	elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
		sudo -n "$@"
	else
		die "needs root to run: $*"
	fi
}

# missing_pkgs PKG... prints the packages that are not installed.
missing_pkgs() {
	for p in "$@"; do
		case "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" in
		*"install ok installed"*) ;;
		*) printf ' %s' "$p" ;;
		esac
	done
}

# apt_install PKG... installs what is missing, quietly; it refreshes the
# package lists only when the install fails with the lists the machine has.
apt_install() {
	missing=$(missing_pkgs "$@")
	[ -z "$missing" ] && return 0
	command -v apt-get >/dev/null 2>&1 || die "missing system packages:$missing (no apt-get here)"
	echo "naclcmp: installing$missing" >&2
	export DEBIAN_FRONTEND=noninteractive
	log=$(mktemp)
	# shellcheck disable=SC2086
	if ! as_root apt-get install -y -qq -o DPkg::Lock::Timeout=300 --no-install-recommends $missing >"$log" 2>&1; then
		# A failed index (a mirror caught mid-sync) need not stop the
		# install: the packages may well come from the other indexes.
		as_root apt-get update -qq -o DPkg::Lock::Timeout=300 >"$log.update" 2>&1 || true
		# shellcheck disable=SC2086
		if ! as_root apt-get install -y -qq -o DPkg::Lock::Timeout=300 --no-install-recommends $missing >"$log" 2>&1; then
			grep '^E:' "$log.update" >&2 || true
			rm -f "$log.update"
			tail -n 5 "$log" >&2
			rm -f "$log"
			die "could not install:$missing"
		fi
	fi
	rm -f "$log" "$log.update"
}

# cross_cache ROOT prints the folder that caches what cross builds make
# (libsodium for riscv64): NACLCMP_CROSS_CACHE, else ROOT/.cache/cross.
cross_cache() {
	mkdir -p "${NACLCMP_CROSS_CACHE:-$1/.cache/cross}"
	cd "${NACLCMP_CROSS_CACHE:-$1/.cache/cross}" && pwd
}
