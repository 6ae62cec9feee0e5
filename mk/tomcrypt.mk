# tomcrypt.mk — libtomcrypt from Debian's libtomcrypt-dev.
#
#   make tomcrypt              prefix the symbols of libtomcrypt.a into a
#                              private archive for cref/tomcrypt
#                              (.cache/tomcrypt/<GOARCH>/); a no-op once
#                              done. `make sources` runs it.
#   make tomcrypt ARCH=arm64   the same from libtomcrypt-dev:arm64,
#                              downloaded with apt-get download and unpacked,
#                              for cross builds (ARCH as for make cross)
#   make tomcrypt-clean        forget the archives

TOMCRYPT_ROOT := $(patsubst %/mk/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))

.PHONY: tomcrypt tomcrypt-clean

tomcrypt:
	@sh $(TOMCRYPT_ROOT)/cref/tomcrypt/build-archive.sh $(filter-out armv7,$(ARCH))$(if $(filter armv7,$(ARCH)),arm)

tomcrypt-clean:
	rm -rf $(TOMCRYPT_ROOT)/.cache/tomcrypt $(TOMCRYPT_ROOT)/cref/tomcrypt/zz_archive_*.go

# cref/tomcrypt does not build without its archive, so every build that
# fetches the C sources prepares it too (make deps, test, compare, cross,
# static-link-check).
sources: tomcrypt
