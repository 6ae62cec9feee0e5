# more.mk — djb's NaCl from Debian's libnacl-dev, and the stream experiment.
#
#   make nacl                  prefix the symbols of libnacl.a into a private
#                              archive for cref/nacl (.cache/nacl/<GOARCH>/);
#                              a no-op once done. `make sources` runs it.
#   make nacl ARCH=arm64       the same from libnacl-dev:arm64, downloaded
#                              with apt-get download and unpacked, for cross
#                              builds (GOARCH names: arm64 arm 386 riscv64
#                              s390x ppc64le)
#   make nacl-clean            forget the archives
#   make stream-bench          naclcmp bench --stream on STREAM_SIZE (1GiB):
#                              openssl dgst, raaz, b2sum and naclcmp sum side
#                              by side, digests cross-checked
#
# OpenSSL (libssl-dev) and libb2 (libb2-dev) are system libraries found
# through pkg-config and need no step here.

MORE_ROOT := $(patsubst %/mk/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
STREAM_SIZE ?= 1GiB
GO ?= go

.PHONY: nacl nacl-clean stream-bench

nacl:
	@sh $(MORE_ROOT)/cref/nacl/build-archive.sh $(filter-out armv7,$(ARCH))$(if $(filter armv7,$(ARCH)),arm)

nacl-clean:
	rm -rf $(MORE_ROOT)/.cache/nacl $(MORE_ROOT)/cref/nacl/zz_archive_*.go

# cref/nacl does not build without its archive, so every build that
# fetches the C sources prepares it too.
sources: nacl

stream-bench: build
	./build/naclcmp bench --stream --size $(STREAM_SIZE)
