# naclcmp — two commands do everything on a Debian or Ubuntu machine with Go:
#
#   make compare   cross-check every implementation pair, run the vectors,
#                  then the quick benchmark; results in results/
#   make test      go vet, gofmt check and go test ./..., then the Go-side
#                  build's own checks (goside-test)
#
# Both first run `make deps`, which installs missing system packages (as
# root, or through sudo -n) or names them in one line.

GO ?= go
export CGO_ENABLED = 1

# BEGIN generated from internal/libraries by `go run ./internal/libraries/cmd/libs`: edit the records, not these lines
# The -dev packages of the C libraries compared, which a native build needs.
LIBRARY_PACKAGES = libsodium-dev libssl-dev libnacl-dev libb2-dev nettle-dev libbotan-2-dev libgcrypt20-dev libwolfssl-dev libtomcrypt-dev libargon2-dev
# END generated from internal/libraries

# System packages the native build needs: the C libraries compared
# (LIBRARY_PACKAGES, above), dpkg-dev for dpkg-source, which `make sources` uses to
# unpack the TweetNaCl and orlp/ed25519 sources, binutils for objcopy,
# which prefixes NaCl's, libtomcrypt's and libargon2's symbols, valgrind for the
# constant-time check, and g++ and python3 for node-gyp, which compiles the
# ed25519 node addon when node is present (mk/js.mk). The stream experiment's external tools (openssl,
# b2sum, raaz from haskell-raaz-utils) are optional: an absent one is
# reported as absent.
DEB_PACKAGES = gcc libc6-dev make pkg-config binutils dpkg-dev $(LIBRARY_PACKAGES) valgrind g++ python3
# node and npm run the JavaScript implementations (mk/js.mk). Debian's
# nodejs and npm (bookworm: node 18, npm 9) are installed only where the
# commands are missing: a node from elsewhere (nodesource, nvm) often
# bundles its own npm, which Debian's npm package would conflict with.
DEB_PACKAGES += $(if $(shell command -v node),,nodejs) $(if $(shell command -v npm),,npm)
# Chromium and Firefox ESR run the browsers' WebCrypto and four JavaScript
# packages in their pages (js/peer/browser.js), headless. Installed on amd64 only, where Debian builds both and CI runs
# the suite natively; elsewhere their implementations are reported as not
# installed and the rest runs. Firefox ESR before 153 lacks Ed25519 and
# X25519 in WebCrypto (js.Implementations): scripts/deps.sh upgrades an
# older one from the refreshed package lists (bookworm-security has 153).
DEB_PACKAGES += $(if $(filter x86_64,$(shell uname -m)),chromium firefox-esr>=153)

.PHONY: all deps compare interop test vet fmt-check gotest goside-test build clean

all: build

deps:
	@command -v $(GO) >/dev/null || { echo "naclcmp: Go is not on PATH (install Go 1.26 or newer)"; exit 1; }
	@sh scripts/deps.sh $(foreach p,$(DEB_PACKAGES),'$(p)')
	@$(MAKE) --no-print-directory sources
	@$(MAKE) --no-print-directory js-deps
	$(if $(ARCH),@$(MAKE) --no-print-directory deps-cross ARCH=$(ARCH))

build: deps
	$(GO) build -o build/naclcmp ./cmd/naclcmp

interop: build
	./build/naclcmp interop

compare: build
	./build/naclcmp interop
	./build/naclcmp bench --quick

test: deps vet fmt-check gotest goside-test

vet:
	$(GO) vet ./...

fmt-check:
	@files=$$(find . -name '*.go' -not -path './.cache/*' -not -path '*/node_modules/*' | xargs gofmt -l); \
	if [ -n "$$files" ]; then echo "gofmt needed on:"; echo "$$files"; exit 1; fi

# The checks over every implementation take minutes on 2 cores (the
# JavaScript port of TweetNaCl verifies in about 0.1 s): a package gets 20
# minutes rather than go test's default 10 before it is stopped.
gotest:
	$(GO) test -timeout 20m ./...

# The Go-side build (mk/bench.mk, make goside) compiles files no other
# build does: vet them, and check in that build that every C loop and its
# binding reach elided C functions and that only bench runs.
goside-test:
	$(GO) vet -tags naclcmp_goside ./compare/bench ./cmd/naclcmp ./cref/... ./internal/cloop
	$(GO) test -tags naclcmp_goside -run 'GoSideBuild' ./compare/bench ./cmd/naclcmp

clean:
	rm -rf build results

# Fragments: fetched C sources, benchmarks, fuzzing, cross builds.
include $(sort $(wildcard mk/*.mk))
