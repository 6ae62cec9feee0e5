// Package openssl binds OpenSSL 3 libcrypto (the system library, found
// through pkg-config) through its EVP interfaces, one file per operation
// family, so that OpenSSL can be cross-checked and benchmarked beside
// libsodium, the other C references and native Go.
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix:
//
//	var h openssl.SHA256
//	err := h.Hash(out, msg)
//
// What each type reaches:
//
//   - digests (EVP_MD): SHA-256, SHA-512, BLAKE2b-512 and BLAKE2s-256, one
//     shot or incrementally through [SHA256.NewHash] and its siblings;
//   - MACs (EVP_MAC): HMAC-SHA-256 and HMAC-SHA-512 with keys of any
//     length, Poly1305, keyed BLAKE2b and BLAKE2s;
//   - ciphers (EVP_CIPHER): ChaCha20 (RFC 8439), AES-128-CTR and
//     AES-256-CTR, and the ChaCha20-Poly1305 AEAD;
//   - raw keys (EVP_PKEY): X25519 and Ed25519;
//   - key derivation (EVP_KDF): HKDF-SHA-256 and HKDF-SHA-512, whole or
//     as its Extract and Expand steps.
//
// OpenSSL 3.0's BLAKE2b digest has a fixed 64-byte output (a settable
// length came with OpenSSL 3.2), so [BLAKE2b512] takes exactly 64 bytes;
// keyed BLAKE2b ([BLAKE2bMAC]) takes any length OpenSSL does. Its HKDF
// takes an info of at most 32 KiB (2048 bytes before OpenSSL 3.0.8); a
// longer one is refused as unsupported ([HKDFSHA256]).
//
// Conventions:
//
//   - Every length is checked before any C call. A wrong length returns an
//     error naming the parameter ("openssl: key: want 32 bytes, got 31")
//     and writes nothing.
//   - The caller supplies every output buffer at its exact size; Go memory
//     is passed to C directly, and a call allocates nothing in Go.
//     OpenSSL allocates in C: each call creates and frees its context
//     (EVP_MD_CTX, EVP_MAC_CTX, EVP_CIPHER_CTX, EVP_PKEY, EVP_KDF_CTX) as
//     OpenSSL's own one-shot functions do, and freeing it is what wipes
//     the key it held. The algorithms themselves are fetched once, on
//     first use, so that no call pays for a lookup by name; HKDF alone
//     names its digest on every call, as OpenSSL 3.0 cannot copy a
//     prepared HKDF context.
//   - Authentication failures are not errors: Verify and Open return
//     false, and a failed Open zeroes its output.
//
// The version is OpenSSL_version(OPENSSL_VERSION) of the library linked at
// run time ([Version]).
package openssl

/*
#cgo pkg-config: libcrypto
#include "naclcmp_openssl.h"
*/
import "C"

import (
	"fmt"
	"sync"
	"sync/atomic"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// initialize fetches every algorithm once, on the first call of any method
// (or of Init), and remembers the outcome: a library built without one of
// them fails every call with the same error instead of crashing on a NULL
// algorithm.
var initialize = sync.OnceValue(func() error {
	if rc := C.naclcmp_ossl_init(); rc != 0 {
		return fmt.Errorf("openssl: cannot fetch %s from the default provider", C.GoString(C.naclcmp_ossl_name(rc-1)))
	}
	hkdfInfoMax = int(C.naclcmp_ossl_hkdf_info_max())
	initialized.Store(true)
	return nil
})

// initialized is set once initialize has succeeded. Every method tests it
// (see begin), so that the common case is one atomic load that the
// compiler inlines, where calling the sync.OnceValue function costs an
// indirect call more beside a cgo crossing of some thirty nanoseconds.
var initialized atomic.Bool

// Init fetches OpenSSL's algorithms if no method has done so yet and
// reports the outcome: nil on success, otherwise the error every method of
// this package returns.
func Init() error { return initialize() }

// version caches OpenSSL_version(OPENSSL_VERSION), which needs no
// initialisation and never changes at run time.
var version = C.GoString(C.naclcmp_ossl_version())

// Version returns the version of the libcrypto linked at run time, such as
// "OpenSSL 3.0.17 1 Jul 2025".
func Version() string { return version }
