#!/bin/sh
# run.sh ARCH BINARY [ARG...] — run a binary built for ARCH on this machine:
# directly when ARCH is the machine's own, when binfmt_misc has its qemu
# entry, or (for ARCH needing a newer QEMU than bookworm's) when the kernel
# runs it; else through the QEMU that qemu.sh names (qemu-<arch>-static,
# or a newer QEMU fetched where ARCH needs one).
set -eu
. "$(dirname "$0")/lib.sh"

ARCH="${1:-}"
arch_vars "$ARCH"
shift
[ $# -ge 1 ] || die "usage: run.sh ARCH BINARY [ARG...]"
[ -n "$QEMU" ] || exec "$@"
# The machine's node would run natively beside an emulated naclcmp and
# say nothing about ARCH, so the JavaScript implementations are left out.
export NACLCMP_JS=off
if [ "$QEMU_MIN" -gt 0 ]; then
	# The kernel may run ARCH itself (386 on most amd64 kernels, not all):
	# the build's naclcmp, asked for its usage, tells.
	probe="$(dirname "$1")/naclcmp"
	if [ -x "$probe" ] && "$probe" help >/dev/null 2>&1; then
		exec "$@"
	fi
elif [ -f "/proc/sys/fs/binfmt_misc/qemu-$QEMU" ] &&
	head -n 1 "/proc/sys/fs/binfmt_misc/qemu-$QEMU" | grep -qx enabled; then
	# binfmt_misc's interpreter is the machine's QEMU, recent enough here.
	exec "$@"
fi
q=$(sh "$(dirname "$0")/qemu.sh" "$ARCH")
exec "$q" "$@"
