#!/bin/sh
# docker.sh ARCH... — build the images naclcmp:ARCH from build/ARCH/naclcmp
# (made by `make cross ARCH=…`) with docker/Dockerfile, the image platform
# set to ARCH's, so that `docker run --rm naclcmp:ARCH` needs no flags.
# Starts a Docker engine when none answers, and registers the qemu-user
# interpreters that foreign images need.
set -eu
. "$(dirname "$0")/lib.sh"

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || die "usage: docker.sh ARCH... (one or more of: $CROSS_ARCHES)"
sh "$HERE/dockerd.sh"

for ARCH in "$@"; do
	arch_vars "$ARCH"
	bin="$ROOT/build/$ARCH/naclcmp"
	[ -x "$bin" ] || die "build/$ARCH/naclcmp: not built (run: make cross ARCH=$ARCH)"
	[ -z "$QEMU" ] || sh "$HERE/binfmt.sh" "$QEMU"
	# The build context holds the binary alone: nothing else is sent to
	# the engine, and nothing else can end up in the image.
	ctx="$ROOT/build/docker/$ARCH"
	rm -rf "$ctx"
	mkdir -p "$ctx"
	cp "$bin" "$ctx/naclcmp"
	t0=$(date +%s)
	log="$ROOT/build/docker/$ARCH.log"
	if ! docker build -q --platform "$PLATFORM" --build-arg "ARCH=$ARCH" \
		-t "naclcmp:$ARCH" -f "$ROOT/docker/Dockerfile" "$ctx" >"$log" 2>&1; then
		tail -n 20 "$log" >&2
		die "docker build naclcmp:$ARCH failed"
	fi
	got=$(docker image inspect -f '{{.Os}}/{{.Architecture}}{{if .Variant}}/{{.Variant}}{{end}}' "naclcmp:$ARCH")
	[ "$got" = "$PLATFORM" ] || die "naclcmp:$ARCH: image platform is $got, want $PLATFORM"
	echo "docker: naclcmp:$ARCH built for $got ($(($(date +%s) - t0)) s)"
done
