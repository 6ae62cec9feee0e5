// Package gcrypt binds libgcrypt, the cryptographic library of GnuPG and
// systemd (the system library, Debian's libgcrypt20-dev), through cgo, one
// file per operation family, so that libgcrypt can be cross-checked and
// benchmarked beside libsodium, OpenSSL, the other C references and native
// Go.
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix:
//
//	var h gcrypt.SHA256
//	err := h.Hash(out, msg)
//
// What each type reaches:
//
//   - digests (gcry_md): SHA-256, SHA-512, BLAKE2b-512 and BLAKE2s-256, one
//     shot (gcry_md_hash_buffers) or incrementally through [SHA256.NewHash]
//     and its siblings;
//   - MACs: HMAC-SHA-256 and HMAC-SHA-512 with keys of any length and
//     Poly1305 (gcry_mac), keyed BLAKE2s-256 (gcry_md_setkey on a BLAKE2s
//     handle, BLAKE2's own key);
//   - ciphers (gcry_cipher): Salsa20, ChaCha20 with a 64-bit nonce and
//     with RFC 8439's 96-bit one, AES-128-CTR and AES-256-CTR, and the
//     ChaCha20-Poly1305 and AES-256-GCM AEADs;
//   - X25519 (gcry_ecc_mul_point) and Ed25519 (gcry_pk_sign and
//     gcry_pk_verify on S-expressions with the eddsa flag).
//
// libgcrypt's BLAKE2 digests have fixed lengths (BLAKE2b: 20, 32, 48 or 64
// bytes; BLAKE2s: 16, 20, 28 or 32), so the package offers BLAKE2b at 64
// bytes only ([BLAKE2b512]) and no keyed BLAKE2b: the catalogue's
// hash/blake2b and mac/blake2b take every length from 16 to 64 bytes.
// libgcrypt has no XSalsa20 and no XChaCha20.
//
// Conventions:
//
//   - Every length is checked before any C call. A wrong length returns an
//     error naming the parameter ("libgcrypt: nonce: want 12 bytes, got
//     8") and writes nothing. This is no formality with libgcrypt:
//     gcry_cipher_setiv given a nonce of another length reports success,
//     logs a warning and yields a keystream nobody else computes.
//   - The caller supplies every output buffer at its exact size; Go memory
//     is passed to C directly, and a call allocates nothing in Go.
//     libgcrypt allocates in C: each call opens and closes its handle as
//     libgcrypt's own one-shot functions do, and closing a cipher or MAC
//     handle is what wipes the key it held. Ed25519 goes through
//     S-expressions, which copy the key and the message.
//   - Authentication failures are not errors: Verify and Open return
//     false, and a failed Open zeroes its output.
//   - libgcrypt 1.10.1 aborts the process in gcry_pk_verify on the
//     Ed25519 public keys with a coordinate whose top limb is zero: a y
//     below 2^192 (2^224 with 32-bit limbs), which includes the
//     small-order (0, 1) and (sqrt(-1), 0), and (0, -1), whose x is zero;
//     [Ed25519.Verify] reports false for them without calling it. Its
//     S-expressions keep lengths in 16 bits,
//     so [Ed25519] takes messages of at most 65472 bytes and refuses
//     longer ones as unsupported (errors.ErrUnsupported): past that,
//     libgcrypt fails or aborts the process.
//   - X25519 refuses no point: a low-order point gives the all-zero
//     result with success, as RFC 7748's function does.
//
// The first call of any method initialises libgcrypt as its manual tells
// an application to (gcry_check_version, then secure memory disabled and
// the initialisation declared finished), unless something else in the
// process did so first. The version is that of the library linked at run
// time ([Version]).
package gcrypt

/*
// A static link needs libgpg-error named after libgcrypt (pkg-config
// --static --libs libgcrypt); the flags are spelled out so that the
// shared and the static link take the same ones.
#cgo LDFLAGS: -lgcrypt -lgpg-error
#include "naclcmp_gcrypt.h"
*/
import "C"

import (
	"errors"
	"sync"
	"sync/atomic"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// initialize runs libgcrypt's initialisation once, on the first call of any
// method (or of Init), and remembers the outcome: a run-time library older
// than the headers fails every call with the same error.
var initialize = sync.OnceValue(func() error {
	if C.naclcmp_gcry_init() == nil {
		return errors.New("libgcrypt: gcry_check_version: the library linked at run time (" +
			C.GoString(C.naclcmp_gcry_version()) + ") is older than the headers (" + C.GoString(C.naclcmp_gcry_header_version()) + ")")
	}
	initialized.Store(true)
	return nil
})

// initialized is set once initialize has succeeded, so that every call
// tests one atomic flag (see begin) instead of calling through the
// sync.OnceValue function.
var initialized atomic.Bool

// Init initialises libgcrypt if no method has done so yet and reports the
// outcome: nil on success, otherwise the error every method of this
// package returns.
func Init() error { return initialize() }

// Version returns the version of the libgcrypt linked at run time, from
// gcry_check_version(NULL), such as "libgcrypt 1.10.1".
func Version() string {
	Init() // gcry_check_version is libgcrypt's first call
	return "libgcrypt " + C.GoString(C.naclcmp_gcry_version())
}
