// Package wolfssl binds wolfCrypt, the cryptography of wolfSSL (the system
// library, Debian's libwolfssl), through its wc_* API, one file per
// operation family, so that wolfSSL can be cross-checked and benchmarked
// beside libsodium, OpenSSL, the other C references and native Go.
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix:
//
//	var h wolfssl.SHA256
//	err := h.Hash(out, msg)
//
// What each type reaches:
//
//   - digests: SHA-256 and SHA-512, one shot or incrementally through
//     [SHA256.NewHash] and [SHA512.NewHash];
//   - MACs: HMAC-SHA-256 and HMAC-SHA-512, Poly1305;
//   - stream ciphers: ChaCha20 (RFC 8439), XChaCha20, AES-128-CTR and
//     AES-256-CTR;
//   - AEADs: ChaCha20-Poly1305, XChaCha20-Poly1305 and AES-256-GCM;
//   - X25519 and Ed25519;
//   - HKDF-SHA-256 and HKDF-SHA-512, whole (wc_HKDF) or as its Extract
//     and Expand steps (wc_HKDF_Extract, wc_HKDF_Expand).
//
// wolfSSL has no ChaCha20 with a 64-bit nonce and no Salsa20, so neither
// is here. Its BLAKE2b and BLAKE2s are left out too: the objects that hold
// them (blake2b.c, blake2s.c) define unprefixed globals, blake2b_init,
// blake2s_update and the rest, which libb2 defines as well, so the suite's
// fully static binary, which links both libraries, would not link.
// Reaching them needs a copy of libwolfssl.a with those symbols prefixed,
// as cref/nacl prefixes NaCl's.
//
// Conventions:
//
//   - Every length is checked before any C call. A wrong length returns an
//     error naming the parameter ("wolfssl: key: want 32 bytes, got 31")
//     and writes nothing.
//   - The caller supplies every output buffer at its exact size; Go memory
//     is passed to C directly, and a call allocates nothing in Go.
//     wolfCrypt's contexts are plain C structs: each call keeps its own on
//     the C stack and wipes it, so a one-shot call allocates nothing at
//     all.
//   - wolfCrypt takes lengths as 32-bit words; the C glue feeds longer
//     inputs in chunks through the incremental calls, except where
//     wolfSSL has none (Ed25519 signing): there a longer message is an
//     error naming it. HKDF has none either: an input over 4 GiB − 1,
//     which RFC 5869 allows, is refused as unsupported
//     (errors.ErrUnsupported).
//   - Authentication failures are not errors: Verify and Open return
//     false, and a failed Open zeroes its output.
//
// Where wolfSSL differs from the other implementations it is not hidden:
// X25519 returns the all-zero product of a low-order point as a success,
// and refuses a point whose top bit is set, which RFC 7748 says to
// ignore ([X25519]).
//
// The version is wolfSSL_lib_version() of the library linked at run time
// ([Version]).
package wolfssl

/*
// wolfssl.pc says only -lwolfssl, even with --static, but libwolfssl.a
// uses pow and log (its DH key generation): a fully static link needs
// libm after it, an order cgo keeps only within one directive.
#cgo LDFLAGS: -lwolfssl -lm
#include "naclcmp_wolfssl.h"
*/
import "C"

import (
	"fmt"
	"sync"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// initialize runs wolfCrypt_Init once, on the first call of any method (or
// of Init), and remembers the outcome, so that a failure is the error of
// every call instead of undefined behaviour later.
var initialize = sync.OnceValue(func() error {
	if rc := C.naclcmp_wc_init(); rc != 0 {
		return fmt.Errorf("wolfssl: wolfCrypt_Init failed (%d)", int(rc))
	}
	return nil
})

// Init initialises wolfCrypt if no method has done so yet and reports the
// outcome: nil on success, otherwise the error every method returns.
func Init() error { return initialize() }

// version caches wolfSSL_lib_version(), which needs no initialisation and
// never changes at run time.
var version = "wolfSSL " + C.GoString(C.naclcmp_wc_version())

// Version returns the version of the libwolfssl linked at run time, such
// as "wolfSSL 5.5.4".
func Version() string { return version }
