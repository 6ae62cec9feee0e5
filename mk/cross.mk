# cross.mk — every target architecture: static cross builds, tests under
# qemu-user, one Docker image per architecture.
#
#   make cross ARCH=arm64       build/arm64/naclcmp and the test binaries of the checks,
#                               statically linked (ARCH: amd64 arm64 armv7 386
#                               riscv64 s390x ppc64le)
#   make test-cross ARCH=arm64  run both under qemu-user, then compare
#                               `naclcmp transcript` with a native build's
#                               (386: QEMU 10 from bookworm-backports unless
#                               the kernel runs 386 binaries itself)
#   make cross-all              cross builds for every architecture
#   make test-cross-all         test-cross for every architecture
#   make docker                 images naclcmp:<arch> for DOCKER_ARCHES (or
#                               ARCH), FROM scratch, platform set, so that
#                               `docker run --rm naclcmp:arm64` just works
#   make image [PUSH=REF]       one OCI image index over IMAGE_ARCHES (default:
#                               all seven), written to build/oci/ and, with
#                               PUSH, pushed to a registry: `docker run REF`
#                               runs the machine's own platform, `docker run
#                               --platform linux/s390x REF` an emulated one
#   make image-check            make image pushed to Debian's docker-registry
#                               on a loopback port, then docker runs and pulls
#                               of it (scripts/cross/image-check.sh)
#   make deps-cross ARCH=arm64  Debian's cross compiler, libsodium-dev:<arch>
#                               and qemu-user-static (root or sudo -n)
#
# Each architecture needs its packages once (deps-cross, run by cross); a
# rerun with nothing to do is quiet.

CROSS_ROOT := $(patsubst %/mk/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
CROSS_ARCHES := amd64 arm64 armv7 386 riscv64 s390x ppc64le
DOCKER_ARCHES ?= $(if $(ARCH),$(ARCH),$(CROSS_ARCHES))
IMAGE_ARCHES ?= $(CROSS_ARCHES)
GO ?= go

.PHONY: deps-cross cross test-cross cross-all test-cross-all docker image image-check

deps-cross:
	@sh $(CROSS_ROOT)/scripts/cross/deps.sh "$(ARCH)"

# The fetched C sources (TweetNaCl, orlp) compile for any target through cgo,
# so `sources` is all a cross build needs beyond its own packages.
cross: deps-cross sources
	@GO="$(GO)" sh $(CROSS_ROOT)/scripts/cross/build.sh "$(ARCH)"

test-cross: cross
	@GO="$(GO)" sh $(CROSS_ROOT)/scripts/cross/test.sh "$(ARCH)"

cross-all:
	@set -e; for a in $(CROSS_ARCHES); do $(MAKE) --no-print-directory cross ARCH=$$a; done

test-cross-all:
	@set -e; for a in $(CROSS_ARCHES); do $(MAKE) --no-print-directory test-cross ARCH=$$a; done

docker: sources
	@set -e; for a in $(DOCKER_ARCHES); do NACLCMP_CROSS_BINARY_ONLY=1 $(MAKE) --no-print-directory cross ARCH=$$a; done
	@sh $(CROSS_ROOT)/scripts/cross/docker.sh $(DOCKER_ARCHES)

image: sources
	@set -e; for a in $(IMAGE_ARCHES); do NACLCMP_CROSS_BINARY_ONLY=1 $(MAKE) --no-print-directory cross ARCH=$$a; done
	@GO="$(GO)" sh $(CROSS_ROOT)/scripts/cross/image.sh $(if $(PUSH),--push $(PUSH)) $(IMAGE_ARCHES)

image-check: sources
	@set -e; for a in $(IMAGE_ARCHES); do NACLCMP_CROSS_BINARY_ONLY=1 $(MAKE) --no-print-directory cross ARCH=$$a; done
	@GO="$(GO)" bash $(CROSS_ROOT)/scripts/cross/image-check.sh $(IMAGE_ARCHES)
