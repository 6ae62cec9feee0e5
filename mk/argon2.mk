# argon2.mk — libargon2 from Debian's libargon2-dev.
#
#   make argon2              prefix the symbols of libargon2.a into a
#                            private archive for cref/argon2
#                            (.cache/argon2/<GOARCH>/); a no-op once done.
#                            `make sources` runs it.
#   make argon2 ARCH=arm64   the same from libargon2-dev:arm64, downloaded
#                            with apt-get download and unpacked, for cross
#                            builds (ARCH as for make cross)
#   make argon2-clean        forget the archives

ARGON2_ROOT := $(patsubst %/mk/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))

.PHONY: argon2 argon2-clean

argon2:
	@sh $(ARGON2_ROOT)/cref/argon2/build-archive.sh $(filter-out armv7,$(ARCH))$(if $(filter armv7,$(ARCH)),arm)

argon2-clean:
	rm -rf $(ARGON2_ROOT)/.cache/argon2 $(ARGON2_ROOT)/cref/argon2/zz_archive_*.go

# cref/argon2 does not build without its archive, so every build that
# fetches the C sources prepares it too (make deps, test, compare, cross,
# static-link-check).
sources: argon2
