// Package nacl binds djb's NaCl 20110221, the library TweetNaCl and
// libsodium descend from, as Debian ships it in libnacl-dev, through cgo,
// one file per operation family, so that it can be cross-checked and
// benchmarked beside its descendants and native Go.
//
// libnacl-dev has only a static archive. `make nacl` (run by `make deps`)
// rewrites it into a private copy under .cache/nacl/<GOARCH>/ in which
// every global symbol carries the naclcmp_libnacl_ prefix, so that NaCl
// coexists with libsodium in one binary, linked statically too, and each
// call reaches this library and no other (build-archive.sh says how). The
// package does not build before that step; [Version] and [Source] report
// the Debian version and the SHA-256 of the archive it linked.
//
// What it reaches, with the implementations Debian's build selected on
// amd64: crypto_hash (SHA-512) and crypto_hash_sha256; crypto_auth
// (HMAC-SHA-512-256) and crypto_auth_hmacsha256; crypto_onetimeauth
// (Poly1305); crypto_stream xsalsa20, salsa20, salsa2012, salsa208 and
// aes128ctr; crypto_core salsa20, salsa2012, salsa208 and hsalsa20;
// crypto_scalarmult (Curve25519); crypto_box; crypto_secretbox;
// crypto_verify_16 and _32; and crypto_sign, which in NaCl 20110221 is
// edwards25519sha512batch, a pre-Ed25519 signature scheme that is not
// Ed25519 and does not interoperate with it ([Edwards25519SHA512Batch]).
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix. Conventions:
//
//   - Every length is checked before any C call; a wrong one returns an
//     error naming the parameter ("nacl: key: want 32 bytes, got 31") and
//     writes nothing.
//   - NaCl's own formats are converted at the boundary: crypto_secretbox
//     and crypto_box take 32 zero bytes before the message and return 16
//     before tag ‖ ciphertext, and crypto_sign makes signed messages. The
//     methods speak the combined format of libsodium's _easy functions and
//     detached signatures, converting in C buffers from malloc that are
//     wiped before they are freed: a call allocates nothing in Go, and its
//     outputs may overlap its inputs.
//   - Authentication failures are not errors: Verify, Equal and Open
//     return false, and a failed Open zeroes its output.
//
// NaCl checks less than libsodium, and the binding does not hide it:
// X25519 and crypto_box accept low-order points.
package nacl

// #include "naclglue.h"
import "C"

import (
	_ "github.com/naclcmp/naclcmp/cref/internal/fetched" // one clear error when `make deps` has not run
	_ "github.com/naclcmp/naclcmp/internal/cstack"       // no C from the main thread on riscv64
)

// Version names the NaCl release and the Debian package it came from, such
// as "NaCl 20110221 (Debian libnacl-dev 20110221-12, amd64)".
func Version() string {
	return "NaCl 20110221 (Debian libnacl-dev " + generatedDebianVersion + ", " + generatedArch + ")"
}

// HasAES128CTR reports whether the linked archive has crypto_stream_aes128ctr.
// Debian builds NaCl with the implementations that pass NaCl's own tests
// on the build machine and drops a primitive none of whose implementations
// does: its armhf libnacl.a has no aes128ctr.
func HasAES128CTR() bool { return generatedHaveAES128CTR }

// Source says where the linked code comes from: Debian's libnacl.a, with
// its SHA-256, prefixed into a private archive by `make nacl`.
func Source() string {
	return "Debian libnacl-dev " + generatedDebianVersion + " (" + generatedArch + ") libnacl.a sha256:" +
		generatedArchiveSHA256 + ", symbols prefixed naclcmp_libnacl_"
}
