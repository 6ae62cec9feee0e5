// Package fetched stops a build that lacks the fetched C sources with one
// line that says what to run.
//
// TweetNaCl, orlp/ed25519 and djb's NaCl are compiled from sources that
// `make deps` fetches from Debian's source packages into .cache/ (never
// committed). A fresh clone therefore cannot build those bindings until it
// has run `make deps`. Each of them imports this package first, so that go
// build reaches this package's #error before any of their own C
// files or generated Go files and, the dependency having failed, compiles
// none of them: the newcomer sees one message instead of a page of missing
// headers and undefined names.
package fetched

// #cgo CFLAGS: -I${SRCDIR}/../../../.cache
// #if !__has_include("src/tweetnacl/tweetnacl.c") || !__has_include("src/orlp/fe.c")
// #error "naclcmp: the fetched C sources (TweetNaCl, orlp/ed25519) are missing: run 'make deps' first"
// #endif
import "C"
