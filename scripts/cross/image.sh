#!/bin/sh
# image.sh [--push REF] ARCH... — naclcmp's multi-architecture image: one
# OCI image index over the FROM-scratch images of build/ARCH/naclcmp (made
# by `make cross ARCH=…`), each with its platform, written as the OCI image
# layout build/oci/ and, with --push, pushed to REF
# (127.0.0.1:5000/naclcmp:latest). cmd/naclcmp-image does the work; this
# script gives it each architecture's platform (lib.sh) and the labels
# from git: the commit, `git describe`, and the commit's time as the
# creation time, so that the same commit gives the same digests.
set -eu
. "$(dirname "$0")/lib.sh"

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GO=${GO:-go}
push=""
if [ "${1:-}" = "--push" ]; then
	[ $# -ge 2 ] && [ -n "$2" ] || die "usage: image.sh [--push REF] ARCH..."
	push=$2
	shift 2
fi
[ $# -ge 1 ] || die "usage: image.sh [--push REF] ARCH... (one or more of: $CROSS_ARCHES)"

pairs=""
for ARCH in "$@"; do
	arch_vars "$ARCH"
	bin="$ROOT/build/$ARCH/naclcmp"
	[ -x "$bin" ] || die "build/$ARCH/naclcmp: not built (run: make cross ARCH=$ARCH)"
	pairs="$pairs $PLATFORM=$bin"
done

revision="" version="" created=""
if git -C "$ROOT" rev-parse HEAD >/dev/null 2>&1; then
	revision=$(git -C "$ROOT" rev-parse HEAD)
	version=$(git -C "$ROOT" describe --tags --always --dirty)
	created=$(git -C "$ROOT" log -1 --format=%cI)
fi
tool="$ROOT/build/naclcmp-image"
(cd "$ROOT" && CGO_ENABLED=0 "$GO" build -o "$tool" ./cmd/naclcmp-image) || die "building cmd/naclcmp-image failed"
t0=$(date +%s)
# shellcheck disable=SC2086
"$tool" --layout "$ROOT/build/oci" ${push:+--push "$push"} \
	--source https://github.com/naclcmp/naclcmp ${revision:+--revision "$revision"} \
	${version:+--version "$version"} ${created:+--created "$created"} $pairs
echo "image: the index of $# platforms in build/oci${push:+, pushed to $push} ($(($(date +%s) - t0)) s)"
