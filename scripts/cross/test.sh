#!/bin/sh
# test.sh ARCH — run what `make cross ARCH=…` built, under qemu-user unless
# ARCH is the machine's own: the test binaries of CROSS_TEST_PKGS, `naclcmp interop`, and
# `naclcmp transcript`, whose digests must equal those of a native build.
# Each step prints one line; a failure prints the end of its log
# (build/ARCH/*.log) and names what differs.
set -eu
. "$(dirname "$0")/lib.sh"

ARCH="${1:-}"
arch_vars "$ARCH"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
GO="${GO:-go}"
out="$ROOT/build/$ARCH"
for f in naclcmp $(for p in $CROSS_TEST_PKGS; do test_bin "$p"; done); do
	[ -x "$out/$f" ] || die "build/$ARCH/$f: not built (run: make cross ARCH=$ARCH)"
done
if [ -z "$QEMU" ]; then
	how="natively"
elif [ "$QEMU_MIN" -gt 0 ]; then
	# run.sh makes the same choice: the kernel itself if it runs ARCH,
	# else a QEMU new enough (fetched here, once, when the machine's is not).
	if "$out/naclcmp" help >/dev/null 2>&1; then
		how="natively (this kernel runs $ARCH binaries)"
	else
		q=$(sh "$HERE/qemu.sh" "$ARCH")
		how="under qemu-$QEMU $("$q" --version | sed -n '1s/.* version \([^ ]*\).*/\1/p')"
	fi
else
	sh "$HERE/binfmt.sh" "$QEMU"
	how="under qemu-$QEMU"
fi

# step NAME LOG CMD... runs one step, timing it and keeping its output. A
# failed step is reported and the next steps still run, so that one run
# shows every check that fails on ARCH; the script fails at the end.
failed=""
step() {
	name=$1 log=$2
	shift 2
	t0=$(date +%s)
	if "$@" >"$log" 2>&1; then
		echo "test-cross $ARCH: $name passed $how ($(($(date +%s) - t0)) s)"
	else
		grep -E -- '--- FAIL|_test\.go:[0-9]+: |✗|^FAIL|panic:|fatal error' "$log" | tail -n 40 >&2 || tail -n 40 "$log" >&2
		echo "test-cross $ARCH: $name FAILED $how ($(($(date +%s) - t0)) s, log: build/$ARCH/$(basename "$log"))" >&2
		failed="$failed, $name"
	fi
}

# Each test binary runs in its package folder, as go test would run it.
# NACLCMP_CROSS_TESTFLAGS adds flags (-test.short, -test.run=…) to budget
# the time under emulation. Two tests are left to the native run:
# TestBrokenImplementationsCaught tests the checks' own Go logic against
# deliberately broken wrappers, the same on every architecture; and
# TestInterop checks every pair of implementations, which the `naclcmp
# interop` step below does again through the binary itself (a minute or
# more each under emulation).
for p in $CROSS_TEST_PKGS; do
	bin=$(test_bin "$p")
	# shellcheck disable=SC2086
	step "$p tests" "$out/${bin%.test}.log" sh -c 'root=$1 here=$2 pkg=$3; shift 3; cd "$root/$pkg" && exec sh "$here/run.sh" "$@"' \
		_ "$ROOT" "$HERE" "$p" "$ARCH" "$out/$bin" -test.count=1 -test.v -test.skip='^(TestBrokenImplementationsCaught|TestInterop)$' ${NACLCMP_CROSS_TESTFLAGS:-}
done
logs=$(for p in $CROSS_TEST_PKGS; do b=$(test_bin "$p"); echo "$out/${b%.test}.log"; done)
# shellcheck disable=SC2086
echo "test-cross $ARCH: $(cat $logs | grep -c '^--- PASS') tests and $(cat $logs | grep -c '^    --- PASS') subtests passed, $(cat $logs | grep -c '^--- FAIL') tests failed"
# NACLCMP_CROSS_NO_INTEROP=1 leaves this step out: scripts/ci-cross.sh
# sets it for the architectures whose Docker image runs `naclcmp interop`
# with the same static binary under the same emulator, and for those of
# NACLCMP_CI_NO_INTEROP (minutes each under emulation).
if [ -n "${NACLCMP_CROSS_NO_INTEROP:-}" ]; then
	echo "test-cross $ARCH: interop left out (NACLCMP_CROSS_NO_INTEROP)"
else
	step "interop" "$out/interop.log" sh "$HERE/run.sh" "$ARCH" "$out/naclcmp" interop
	grep -E '^(pairs|vectors):' "$out/interop.log" | sed "s/^/test-cross $ARCH: interop /"
fi

# The transcript's own verdict (exit 1 when implementations disagree) is
# left to the comparison below, which names every differing cell.
t0=$(date +%s)
sh "$HERE/run.sh" "$ARCH" "$out/naclcmp" transcript --json >"$out/transcript.json" 2>"$out/transcript.log" || true
echo "test-cross $ARCH: transcript ran $how ($(($(date +%s) - t0)) s)"

# The reference: the same sources and implementations built for this
# machine, without emulation. run.sh leaves the JavaScript peers out of a
# foreign ARCH's run, so the reference leaves them out too.
[ -z "$QEMU" ] || export NACLCMP_JS=off
native=$(GO="$GO" sh "$HERE/native.sh" "$ARCH")
if "$native" transcript --against "$out/transcript.json" >"$out/transcript-diff.log" 2>&1; then
	sed "s/^/test-cross $ARCH: /" "$out/transcript-diff.log"
else
	cat "$out/transcript.log" "$out/transcript-diff.log" >&2
	echo "test-cross $ARCH: the transcript of $ARCH differs from the native one (above: operation, implementation and digest per architecture)" >&2
	failed="$failed, transcript"
fi
[ -z "$failed" ] || die "test-cross $ARCH: failed:${failed#,}"
