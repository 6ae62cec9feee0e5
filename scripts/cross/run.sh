#!/bin/sh
# run.sh ARCH BINARY [ARG...] — run a binary built for ARCH on this machine:
# directly when ARCH is the machine's own or binfmt_misc has its qemu entry,
# else through qemu-<arch>-static.
set -eu
. "$(dirname "$0")/lib.sh"

ARCH="${1:-}"
arch_vars "$ARCH"
shift
[ $# -ge 1 ] || die "usage: run.sh ARCH BINARY [ARG...]"
# The machine's node would run natively beside an emulated naclcmp and
# say nothing about ARCH, so the JavaScript implementations are left out.
if [ -n "$QEMU" ]; then
	export NACLCMP_JS=off
fi
if [ -z "$QEMU" ] || { [ -f "/proc/sys/fs/binfmt_misc/qemu-$QEMU" ] &&
	head -n 1 "/proc/sys/fs/binfmt_misc/qemu-$QEMU" | grep -qx enabled; }; then
	exec "$@"
fi
command -v "qemu-$QEMU-static" >/dev/null 2>&1 || die "qemu-$QEMU-static: not found (run: make deps-cross ARCH=$ARCH)"
exec "qemu-$QEMU-static" "$@"
