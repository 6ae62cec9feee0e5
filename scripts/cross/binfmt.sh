#!/bin/sh
# binfmt.sh QEMU... — register Debian's qemu-user-static interpreters
# (qemu-aarch64, qemu-arm, …) with the kernel's binfmt_misc, so that foreign
# binaries and the per-architecture Docker images run as if native.
#
# Best effort: it mounts binfmt_misc when needed and enables Debian's entries
# with update-binfmts, falling back to the registration lines in
# /usr/lib/binfmt.d. Where neither is allowed (an unprivileged container),
# it says so once and exits 0: run.sh then calls qemu-<arch>-static itself.
# Debian's entries carry the F flag, so the kernel keeps the interpreter open
# and images without qemu inside them run too.
set -eu
. "$(dirname "$0")/lib.sh"

dir=/proc/sys/fs/binfmt_misc

# registered NAME reports whether the kernel has an enabled entry NAME.
registered() {
	[ -f "$dir/$1" ] && head -n 1 "$dir/$1" | grep -qx enabled
}

# Debian ships no entry for architectures the host runs itself (i386 on
# amd64): those are left alone, and run.sh calls qemu directly if needed.
todo=""
for q in "$@"; do
	[ -f "/usr/share/binfmts/qemu-$q" ] || [ -f "/usr/lib/binfmt.d/qemu-$q.conf" ] || continue
	registered "qemu-$q" || todo="$todo $q"
done
[ -z "$todo" ] && exit 0

if [ ! -w "$dir/register" ]; then
	as_root mount -t binfmt_misc binfmt_misc "$dir" 2>/dev/null || true
fi
for q in $todo; do
	if command -v update-binfmts >/dev/null 2>&1 && [ -f "/usr/share/binfmts/qemu-$q" ]; then
		as_root update-binfmts --enable "qemu-$q" >/dev/null 2>&1 || true
	fi
	if ! registered "qemu-$q" && [ -f "/usr/lib/binfmt.d/qemu-$q.conf" ] && [ -w "$dir/register" ]; then
		grep -v '^#' "/usr/lib/binfmt.d/qemu-$q.conf" >"$dir/register" 2>/dev/null || true
	fi
	if ! registered "qemu-$q"; then
		echo "naclcmp: binfmt_misc: cannot register qemu-$q here; calling qemu-$q-static directly (docker images of that architecture will not run)" >&2
	fi
done
