#!/usr/bin/env bash
# ci-cross.sh — the cross-architecture part of CI, for .ci/run:
#
#  1. make test-cross for each of NACLCMP_CI_ARCHES (default: arm64 armv7 386
#     s390x riscv64): the tests of impls and the checks, interop and the transcript under
#     qemu-user, the transcript compared cell by cell with a native build
#     (NACLCMP_CI_SHORT: arches whose tests run with -test.short);
#  2. make docker for each of NACLCMP_CI_IMAGES (default: s390x armv7
#     riscv64), then `docker run --rm naclcmp:<arch>` with no flags for
#     each of NACLCMP_CI_IMAGE_BENCH (default: all of them): exit 0, an
#     interop with no failure, the native transcript digest, and a
#     benchmark marked emulated (QEMU user mode detected); the other
#     images run `naclcmp interop`;
#  3. `docker run --rm naclcmp:<arch> transcript --json` compared cell by
#     cell with the native transcript.
#
# Every step prints its duration, so that CI's budget can be checked.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"

arches=${NACLCMP_CI_ARCHES-arm64 armv7 386 s390x riscv64}
images=${NACLCMP_CI_IMAGES-s390x armv7 riscv64}
# The images that run the full default (interop, transcript and the quick
# benchmark under QEMU); the others run interop and their transcript is
# compared. Default: every image.
image_bench=${NACLCMP_CI_IMAGE_BENCH-$images}
start=$SECONDS

timed() {
	local what=$1 t0=$SECONDS
	shift
	"$@"
	echo "ci-cross: $what took $((SECONDS - t0)) s"
}

fail() {
	echo "ci-cross: $*" >&2
	exit 1
}

# Architectures in NACLCMP_CI_SHORT run the tests with -test.short,
# which leaves out only the external suites fetched through the module
# proxy (Wycheproof, ed25519vectors: minutes under 32-bit emulation); the
# interop checks, the vectors in vectors/ and the transcript still run.
short=" ${NACLCMP_CI_SHORT-} "
# An architecture whose image is built below runs `naclcmp interop` there,
# under the same emulator with the same static binary: its test-cross
# leaves that step out (NACLCMP_CROSS_NO_INTEROP), so each pair runs once
# per architecture.
for a in $arches; do
	flags=""
	case $short in *" $a "*) flags="-test.short" ;; esac
	nointerop=""
	case " $images " in *" $a "*) nointerop=1 ;; esac
	NACLCMP_CROSS_NO_INTEROP="$nointerop" NACLCMP_CROSS_TESTFLAGS="$flags" timed "make test-cross ARCH=$a${flags:+ ($flags)}" \
		make --no-print-directory test-cross ARCH="$a"
done

# shellcheck disable=SC2086
timed "make docker ($images)" make --no-print-directory docker DOCKER_ARCHES="$images"

# The images have no node, so the native references below leave the
# JavaScript peers out too: an operation only they provide (node:crypto's
# BLAKE2b-512 where OpenSSL is absent, as on riscv64) would change the
# overall digest.
export NACLCMP_JS=off
for a in $images; do
	# The reference: a native build with the image's implementations.
	native=$(sh scripts/cross/native.sh "$a")
	want=$("$native" transcript | sed -n 's/^transcript digest: //p')
	[ -n "$want" ] || fail "the native transcript has no digest"
	out=build/docker/$a.out
	t0=$SECONDS
	case " $image_bench " in
	*" $a "*)
		# Exactly what a user types: no flags (interop, transcript and
		# the quick benchmark).
		if ! docker run --rm "naclcmp:$a" >"$out" 2>"$out.err"; then
			tail -n 30 "$out" "$out.err" >&2
			fail "docker run --rm naclcmp:$a failed (output: $out)"
		fi
		# The image runs under QEMU here: the benchmark must have detected
		# it (bench.DetectEmulation, which the native `make test` checks
		# the other way with NACLCMP_EXPECT_EMULATED=no).
		grep -q '^EMULATED: measured under an emulator' "$out" || fail "naclcmp:$a: the benchmark under QEMU was not marked emulated (see $out)"
		got=$(sed -n 's/^transcript digest: //p' "$out")
		[ "$got" = "$want" ] || fail "naclcmp:$a: transcript digest ${got:-none}, native $want (see $out)"
		what="no flags: interop all ✓, transcript digest $got = native, benchmark marked emulated"
		;;
	*)
		# The interop of the image's binary; its transcript is compared
		# cell by cell below, and the emulated benchmark, whose figures are
		# not comparable anyway, runs in the images of NACLCMP_CI_IMAGE_BENCH.
		if ! docker run --rm "naclcmp:$a" interop >"$out" 2>"$out.err"; then
			tail -n 30 "$out" "$out.err" >&2
			fail "docker run --rm naclcmp:$a interop failed (output: $out)"
		fi
		what="interop: all ✓"
		;;
	esac
	grep -q '^pairs: [0-9]* passed, 0 failed$' "$out" || fail "naclcmp:$a: interop pairs failed (see $out)"
	grep -q '^vectors: [0-9]* passed, 0 failed' "$out" || fail "naclcmp:$a: known-answer vectors failed (see $out)"
	# The legend of the part-by-part tables ("✓ passed, ✗ failed, …")
	# names the mark; any other ✗ is a failure.
	grep -v '^ *✓ passed, ✗ failed' "$out" | grep -q '✗' && fail "naclcmp:$a: a ✗ in the output (see $out)"
	echo "ci-cross: docker run --rm naclcmp:$a, $what ($((SECONDS - t0)) s)"

	docker run --rm "naclcmp:$a" transcript --json >"build/docker/$a.transcript.json" 2>/dev/null || true
	"$native" transcript --against "build/docker/$a.transcript.json" |
		sed "s/^/ci-cross: naclcmp:$a /" || fail "naclcmp:$a: transcript differs from the native one (above)"
done
echo "ci-cross: all cross-architecture checks passed in $((SECONDS - start)) s"
