// Package botan binds Botan 2 (the system library, Debian's libbotan-2-dev)
// through its C FFI, <botan/ffi.h>, one file per operation family, so that Botan can be cross-checked and benchmarked
// beside libsodium, OpenSSL, the other C references and native Go.
//
// Every primitive is a zero-size struct (or one with a Size field) whose
// methods match one operation interface of the comparison matrix:
//
//	var h botan.SHA256
//	err := h.Hash(out, msg)
//
// What each type reaches:
//
//   - digests (botan_hash_*): SHA-256, SHA-512 and unkeyed BLAKE2b of 1 to
//     64 bytes ("BLAKE2b(bits)"), one shot or incrementally through
//     [SHA256.NewHash] and its siblings;
//   - MACs (botan_mac_*): HMAC-SHA-256 and HMAC-SHA-512 with keys of up
//     to 4096 bytes, and Poly1305;
//   - ciphers (botan_cipher_*): Salsa20, XSalsa20, ChaCha20 with a 64-bit
//     and with a 96-bit nonce, XChaCha20, AES-128-CTR and AES-256-CTR as
//     stream ciphers, and the ChaCha20-Poly1305, XChaCha20-Poly1305 and
//     AES-256-GCM AEADs;
//   - public keys (botan_privkey_*, botan_pk_op_*): X25519 by key
//     agreement with the "Raw" KDF, and Ed25519 ("Pure");
//   - KDFs (botan_kdf): HKDF-SHA-256 and HKDF-SHA-512 whole
//     ("HKDF(SHA-256)"), and their extraction and expansion
//     ("HKDF-Extract(SHA-256)", "HKDF-Expand(SHA-256)"), with salts and
//     PRKs of up to 4096 bytes, as HMAC keys.
//
// Botan 2.19 has no keyed BLAKE2b (BLAKE2bMAC came with Botan 3) and no
// BLAKE2s, so neither is here.
//
// The FFI is built around objects that each call creates, uses and
// destroys (botan_hash_t, botan_mac_t, botan_cipher_t, botan_privkey_t,
// botan_pk_op_*): that is its design, and this binding follows it, keeping
// nothing across calls. Each one-shot call therefore allocates in C++
// (the object, and for a cipher a copy of the whole input, which the FFI
// takes before it processes it); destroying the object is what wipes the
// key it held. The incremental hashes keep their botan_hash_t, which holds
// no secret, for as long as the hash.Hash lives.
//
// Conventions:
//
//   - Every length is checked before any C call. A wrong length returns an
//     error naming the parameter ("botan: key: want 32 bytes, got 31")
//     and writes nothing.
//   - The caller supplies every output buffer at its exact size; Go memory
//     is passed to C directly, and a call allocates nothing in Go.
//   - Authentication failures are not errors: Verify and Open return
//     false, and a failed Open zeroes its output. Botan reports a bad
//     signature with the positive code BOTAN_FFI_INVALID_VERIFIER, which
//     becomes false.
//   - Botan is C++: the FFI catches every exception inside each entry
//     point and returns a BOTAN_FFI_ERROR_* code instead, so none unwinds
//     through cgo; an error names the code with botan_error_description.
//
// The version is botan_version_string() of the library linked at run time
// ([Version]).
package botan

/*
// The flags are spelled out instead of coming from pkg-config: Debian's
// botan-2.pc puts -fstack-protector among its --libs, which cgo refuses,
// and pkg-config --static would add libraries (libtspi among them) that
// Debian ships only as shared objects, though the FFI needs none of them.
// Botan is a C++ library: a static link needs the C++ runtime, which cgo
// (linking with gcc) does not add by itself, after -lbotan-2. Cross builds
// put their sysroot's include folders first in CGO_CFLAGS.
#cgo CFLAGS: -I/usr/include/botan-2
#cgo LDFLAGS: -lbotan-2 -lstdc++ -lm
#include "naclcmp_botan.h"
*/
import "C"

import (
	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// version caches botan_version_string(), which needs no initialisation and
// never changes at run time.
var version = C.GoString(C.naclcmp_botan_version())

// Version returns the version of the Botan linked at run time, such as
// "Botan 2.19.3 (unreleased, revision unknown, distribution Debian)".
func Version() string { return version }
