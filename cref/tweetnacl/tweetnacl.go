// Package tweetnacl binds TweetNaCl 20140427, the 100-tweet C
// implementation of NaCl by Bernstein, van Gastel, Janssen, Lange,
// Schwabe and Smetsers, through cgo, one file per operation family, so that
// it can be cross-checked and benchmarked beside libsodium and native Go.
//
// The C source is not part of this repository: `make sources` fetches the
// copy Debian ships in libzmq (zeromq3 4.3.4-6, src/tweetnacl.c, the
// original with warning fixes), checks it against pinned SHA-256 values and
// generates zz_source.go, from which [Version] and [Source] report what was
// compiled. NACLCMP_TWEETNACL_DIR builds upstream TweetNaCl instead.
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix:
//
//	var box tweetnacl.SecretBox
//	err := box.Seal(out, msg, nonce, key)
//
// Conventions:
//
//   - Every length is checked before any C call. A wrong length returns an
//     error naming the parameter ("tweetnacl: key: want 32 bytes, got 31")
//     and writes nothing.
//   - Authentication failures are not errors: Verify, Equal and Open return
//     false, and a failed Open zeroes its output.
//   - TweetNaCl speaks NaCl's zero-padded API: crypto_secretbox and
//     crypto_box take 32 zero bytes before the message and return 16 zero
//     bytes before the tag, and crypto_sign works on signed messages sig‖msg.
//     The methods take and return the combined format of libsodium's _easy
//     functions and golang.org/x/crypto/nacl (tag‖ciphertext) and detached
//     signatures, converting through pooled scratch buffers: each call
//     copies its input in and its output out, and zeroes the scratch space
//     afterwards, but allocates nothing once the pool holds a large enough
//     buffer. Because of that copy, those outputs may overlap their inputs.
//   - All global C symbols of TweetNaCl are renamed to naclcmp_tweet_*
//     (tweet_names.h), so the library coexists with libsodium and
//     orlp/ed25519 in one binary, linked statically too.
//
// TweetNaCl checks less than libsodium, and this binding does not hide it:
// X25519 and crypto_box_beforenm accept low-order points (the shared secret
// is then all zero), and Ed25519 verification accepts a non-canonical S
// (S ≥ L). Comparison reports show those differences instead of faking
// errors.
package tweetnacl

// #cgo CFLAGS: -I${SRCDIR}/../../.cache/src/tweetnacl
// #include "naclcmp_tweet.h"
import "C"

import (
	"strings"

	"github.com/naclcmp/naclcmp/cref/internal/csource"

	_ "github.com/naclcmp/naclcmp/cref/internal/fetched" // one clear error when `make deps` has not run
	_ "github.com/naclcmp/naclcmp/internal/cstack"       // no C from the main thread on riscv64
)

// SourceFile is one compiled C file: its path in the source it was taken
// from and its SHA-256 (hex).
type SourceFile = csource.File

// Version names the TweetNaCl release that was compiled in, such as
// "TweetNaCl 20140427 (libzmq 4.3.4 copy)".
func Version() string { return generatedVersion }

// Files lists the compiled C files with their SHA-256, as written by the
// fetch (or copied from NACLCMP_TWEETNACL_DIR).
func Files() []SourceFile { return csource.InDir(generatedDir, generatedFiles) }

// Source says where the compiled code comes from, with the SHA-256 of every
// file: "zeromq3 4.3.4-6 src/tweetnacl.c sha256:05de…, src/tweetnacl.h
// sha256:1f66…". A copy from NACLCMP_TWEETNACL_DIR is marked unpinned.
func Source() string {
	var b strings.Builder
	b.WriteString(generatedOrigin)
	for i, f := range Files() {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(" " + f.Name + " sha256:" + f.SHA256)
	}
	return b.String()
}
