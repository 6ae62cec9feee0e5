#!/usr/bin/env bash
# ci-cross.sh — the cross-architecture part of CI, for .ci/run:
#
#  1. make test-cross for each of NACLCMP_CI_ARCHES (builds one at a time,
#     each architecture's run under QEMU started once it is built, while
#     the next builds, NACLCMP_CI_JOBS runs at a time) (default: arm64 armv7 386
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
#     cell with the native transcript (2 and 3: NACLCMP_CI_JOBS images at
#     a time).
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
# Architectures in NACLCMP_CI_NO_INTEROP leave `naclcmp interop` out: its
# pairs run on the others, and each implementation's known answers still
# run on them (compare/kat).
nointerop_arches=${NACLCMP_CI_NO_INTEROP-}
# parallel NAME CMD... runs CMD in the background, at most $njobs at a time,
# its output kept in build/ci-cross/NAME.log and its exit status in
# NAME.rc; `collect NAME...` (after `wait`) prints the logs in the given
# order and fails if any step failed. An emulated run keeps about one core
# busy (one test binary at a time, its tests mostly sequential), so a
# 2-core machine runs two of them at once (NACLCMP_CI_JOBS, default: the
# number of cores).
njobs=${NACLCMP_CI_JOBS:-$(nproc)}
logdir=build/ci-cross
rm -rf "$logdir"
mkdir -p "$logdir"
parallel() {
	local name=$1
	shift
	while (($(jobs -rp | wc -l) >= njobs)); do wait -n || true; done
	(
		t0=$SECONDS
		rc=0
		# A subshell of its own, so that a step's `fail` ends the step
		# and its status is still recorded.
		("$@") >"$logdir/$name.log" 2>&1 || rc=$?
		echo "$rc" >"$logdir/$name.rc"
		echo "ci-cross: $name finished ($((SECONDS - t0)) s, exit $rc)"
	) &
}
collect() {
	local name bad=""
	for name in "$@"; do
		cat "$logdir/$name.log"
		[ "$(cat "$logdir/$name.rc" 2>/dev/null)" = 0 ] || bad="$bad $name"
	done
	[ -z "$bad" ] || fail "failed:$bad (logs above and in $logdir/)"
}

# What must not run twice at once runs in the foreground, one architecture
# after the other: the cross builds (each uses every core), the packages
# they install, QEMU's registration (or, for 386, the check that the
# kernel runs it and else the fetch of a newer QEMU) and the native
# reference builds.
prepare() {
	local a=$1
	make --no-print-directory cross ARCH="$a"
	(
		. scripts/cross/lib.sh
		arch_vars "$a"
		if [ "$QEMU_MIN" -gt 0 ]; then
			sh scripts/cross/run.sh "$a" "build/$a/naclcmp" help >/dev/null
		elif [ -n "$QEMU" ]; then
			sh scripts/cross/binfmt.sh "$QEMU"
		fi
	)
	sh scripts/cross/native.sh "$a" >/dev/null
}

# Each architecture's run under emulation starts as soon as it is built,
# $njobs at a time, while the next one builds: an emulated run keeps about
# one core busy and a build's links use one, so building first and running
# after left a core idle for much of both (1566 s for the five, 947 of
# them building, on a 2-core machine). An architecture whose image is
# built below runs `naclcmp interop` there, under the same emulator with
# the same static binary: its test-cross leaves that step out
# (NACLCMP_CROSS_NO_INTEROP), so each pair runs once per architecture.
t0=$SECONDS
for a in $arches; do
	timed "build and prepare $a" prepare "$a"
	flags=""
	case $short in *" $a "*) flags="-test.short" ;; esac
	nointerop=""
	case " $images $nointerop_arches " in *" $a "*) nointerop=1 ;; esac
	[ -z "$flags" ] || echo "ci-cross: test-cross $a runs with $flags"
	NACLCMP_CROSS_NO_INTEROP="$nointerop" NACLCMP_CROSS_TESTFLAGS="$flags" parallel "test-cross-$a" \
		sh scripts/cross/test.sh "$a"
done
wait
# shellcheck disable=SC2046
collect $(for a in $arches; do echo "test-cross-$a"; done)
echo "ci-cross: builds and test-cross of $arches took $((SECONDS - t0)) s ($njobs runs at a time)"

if [ -z "${images// /}" ]; then
	echo "ci-cross: all cross-architecture checks passed in $((SECONDS - start)) s (no images)"
	exit 0
fi
# shellcheck disable=SC2086
timed "make docker ($images)" make --no-print-directory docker DOCKER_ARCHES="$images"

# The images have no node, so the native references below leave the
# JavaScript peers out too: an operation only they provide (node:crypto's
# BLAKE2b-512 where OpenSSL is absent, as on riscv64) would change the
# overall digest.
export NACLCMP_JS=off
# check_image ARCH NATIVE runs the image of ARCH and compares what it prints
# with NATIVE, the reference build of the same implementations.
check_image() {
	local a=$1 native=$2 want got out what t0=$SECONDS
	want=$("$native" transcript | sed -n 's/^transcript digest: //p')
	[ -n "$want" ] || fail "the native transcript has no digest"
	out=build/docker/$a.out
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
}
t0=$SECONDS
declare -A natives
for a in $images; do
	# The references are built first, one at a time (see prepare).
	natives[$a]=$(sh scripts/cross/native.sh "$a")
done
for a in $images; do
	parallel "image-$a" check_image "$a" "${natives[$a]}"
done
wait
# shellcheck disable=SC2046
collect $(for a in $images; do echo "image-$a"; done)
echo "ci-cross: the images of $images took $((SECONDS - t0)) s ($njobs at a time)"
echo "ci-cross: all cross-architecture checks passed in $((SECONDS - start)) s"
