#!/bin/sh
# build.sh ARCH — statically linked naclcmp and test binaries (CROSS_TEST_PKGS) for ARCH
# in build/ARCH/, built with Debian's cross compiler and libsodium for ARCH.
# NACLCMP_CROSS_BINARY_ONLY=1 builds naclcmp alone (make image needs no
# test binaries).
# The fetched C sources (TweetNaCl, orlp/ed25519) are compiled by cgo for
# the target like any other package.
set -eu
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/env.sh"

ARCH="${1:-}"
arch_vars "$ARCH"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GO="${GO:-go}"
cross_env "$ROOT"

out="$ROOT/build/$ARCH"
mkdir -p "$out"
cd "$ROOT"
# netgo and osusergo keep glibc's NSS (which cannot be linked statically)
# out of the binary; -trimpath keeps the build machine's paths out of it.
# NACLCMP_CROSS_TAGS adds build tags (comma-separated).
absent=$(absent_tags)
flags="-trimpath -tags=netgo,osusergo${absent:+,$absent}${NACLCMP_CROSS_TAGS:+,$NACLCMP_CROSS_TAGS}"
# The static link warns that glibc's dlopen and getaddrinfo (reached from
# libcrypto and libgomp, never called here) would need shared libraries at
# run time: the output goes to a log, shown only when the build fails.
log="$out/build.log"
t0=$(date +%s)
# Each build returns on failure: `set -e` does not apply inside a function
# called as an if condition, so without the returns a failed build of
# naclcmp went unseen as long as the test binaries built.
# shellcheck disable=SC2086
build_all() {
	"$GO" build $flags -ldflags=-extldflags=-static -o "$out/naclcmp" ./cmd/naclcmp || return 1
	[ -z "${NACLCMP_CROSS_BINARY_ONLY:-}" ] || return 0
	for p in $CROSS_TEST_PKGS; do
		"$GO" test -c $flags -ldflags=-extldflags=-static -o "$out/$(test_bin "$p")" "./$p/" || return 1
	done
}
# shellcheck disable=SC2086
if ! build_all >"$log" 2>&1; then
	grep -v -e "warning: Using '" -e ': in function ' "$log" | tail -n 30 >&2
	die "cross build for $ARCH failed (log: build/$ARCH/build.log)"
fi
what="build/$ARCH/naclcmp and the test binaries of $CROSS_TEST_PKGS"
[ -z "${NACLCMP_CROSS_BINARY_ONLY:-}" ] || what="build/$ARCH/naclcmp"
echo "cross $ARCH: $what, static, $GOARCH${GOARM:+ v$GOARM}${ABSENT_LIBS:+, without $ABSENT_LIBS (no Debian packages)} ($(($(date +%s) - t0)) s)"
