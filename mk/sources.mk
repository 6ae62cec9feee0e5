# sources.mk — the third-party C sources of cref/tweetnacl and cref/orlp.
#
#   make sources             fetch TweetNaCl (Debian zeromq3 4.3.4-6) and
#                            orlp/ed25519 (Debian olm 3.2.13~dfsg-1), check
#                            them against sources.sha256; a no-op once done
#   make sources-clean       forget them (the next `make sources` refetches)
#   make static-link-check   link the impls and binding test binaries fully
#                            statically: fails on any duplicate C symbol
#
# NACLCMP_TWEETNACL_DIR and NACLCMP_ORLP_DIR build against a copy of your own
# (see scripts/fetch-sources.sh). Also usable alone:
#   make -f mk/sources.mk sources

SOURCES_ROOT := $(patsubst %/mk/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
GO ?= go

.PHONY: sources sources-clean static-link-check

sources:
	@bash $(SOURCES_ROOT)/scripts/fetch-sources.sh

sources-clean:
	rm -rf $(SOURCES_ROOT)/.cache/src $(SOURCES_ROOT)/.cache/apt \
		$(SOURCES_ROOT)/cref/tweetnacl/zz_source.go $(SOURCES_ROOT)/cref/orlp/zz_source.go

# A static link puts libsodium.a, TweetNaCl and orlp in one symbol table, so
# an unprefixed global of a fetched library is a "multiple definition" error
# here instead of a silent interposition in the usual dynamic build
# (libargon2.a and libsodium.a both define initialize, finalize, …: hence
# cref/argon2's prefixed archive).
# The bindings are every package under cref/ with cgo files, as go list
# finds them, so a new C library joins the check without an edit here.
static-link-check: sources
	@d=$$(mktemp -d) && trap 'rm -rf "$$d"' EXIT && cd $(SOURCES_ROOT) && \
		bindings=$$($(GO) list -f '{{if .CgoFiles}}{{.ImportPath}}{{end}}' ./cref/... | grep -v /internal/) && \
		[ -n "$$bindings" ] && \
		CGO_ENABLED=1 $(GO) test -c -ldflags=-extldflags=-static -o "$$d/" ./impls/ $$bindings && \
		echo "static-link-check: the impls and C binding test binaries link statically:" $$(echo $$bindings | wc -w) "bindings"
