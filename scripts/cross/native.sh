#!/bin/sh
# native.sh ARCH — build naclcmp for this machine with the same set of
# implementations as a cross build for ARCH (the same naclcmp_no_<lib>
# tags, see ABSENT_LIBS in lib.sh), and print its path. Its transcript is
# the reference the cross build's must equal: same sources, same
# implementations, no emulation.
set -eu
. "$(dirname "$0")/lib.sh"

arch_vars "${1:-}"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GO="${GO:-go}"
tags=$(absent_tags)
dir="$ROOT/build/native${tags:+-$(echo "$tags" | tr ',' '-')}"
mkdir -p "$dir"
(cd "$ROOT" && CGO_ENABLED=1 "$GO" build ${tags:+-tags=$tags} -o "$dir/naclcmp" ./cmd/naclcmp) >&2 ||
	die "native build of naclcmp${tags:+ (tags $tags)} failed"
echo "$dir/naclcmp"
