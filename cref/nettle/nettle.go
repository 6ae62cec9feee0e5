// Package nettle binds GNU Nettle (Debian's nettle-dev: libnettle and
// libhogweed, its public-key half, the cryptography under GnuTLS) through
// cgo, one file per operation family, so that Nettle can be
// cross-checked and benchmarked beside libsodium, OpenSSL, the other C
// references and native Go.
//
// Every primitive is a zero-size struct whose methods match one operation
// interface of the comparison matrix:
//
//	var h nettle.SHA256
//	err := h.Hash(out, msg)
//
// What each type reaches, each through the functions Nettle offers for it:
//
//   - digests: SHA-256 and SHA-512, one shot or incrementally through
//     [SHA256.NewHash] and [SHA512.NewHash];
//   - MACs: HMAC-SHA-256 and HMAC-SHA-512 with keys of any length;
//   - stream ciphers: Salsa20 and Salsa20/12 (8-byte nonce), ChaCha20 with
//     its original 64-bit nonce and as in RFC 8439 (12-byte nonce), and
//     AES-128-CTR and AES-256-CTR (ctr_crypt over Nettle's AES);
//   - AEADs: ChaCha20-Poly1305 (RFC 8439) and AES-256-GCM;
//   - hogweed: X25519 (curve25519_mul) and Ed25519
//     (ed25519_sha512_*);
//   - HKDF-SHA-256 and HKDF-SHA-512 (RFC 5869): hkdf_extract and
//     hkdf_expand over the HMACs, and the whole derivation as the one
//     followed by the other, Nettle having no call for it.
//
// Left out, because Nettle has no function for them as such: XSalsa20
// (it would have to be assembled from Salsa20's core), Poly1305 alone
// (Nettle has only poly1305-aes, Poly1305 keyed through AES, which is
// not crypto_onetimeauth), and BLAKE2, which Nettle 3.8 lacks.
//
// Nettle reports no errors: its functions return nothing, and
// curve25519_mul returns the all-zero result of a low-order point as it
// is. [X25519.ScalarMult] does the same, as TweetNaCl's binding does,
// where libsodium and OpenSSL refuse such a point.
//
// Conventions:
//
//   - Every length is checked before any C call. A wrong length returns an
//     error naming the parameter ("nettle: key: want 32 bytes, got 31")
//     and writes nothing.
//   - The caller supplies every output buffer at its exact size; Go memory
//     is passed to C directly, and a one-shot call allocates nothing, in
//     Go or in C: Nettle's contexts are structs on the C stack, wiped
//     before each call returns since Nettle never clears them.
//   - Authentication failures are not errors: Verify and Open return
//     false, and a failed Open zeroes its output. Tags are compared with
//     Nettle's memeql_sec, in time independent of where they differ.
//
// The version is Nettle's nettle_version_major and nettle_version_minor,
// with the file that provides Nettle at run time ([Version]).
package nettle

/*
// hogweed needs GMP and Nettle: the libraries are spelled out, in link
// order, instead of coming from pkg-config, whose --libs (without
// --static) leaves out -lgmp, which a fully static link needs.
#cgo LDFLAGS: -lhogweed -lnettle -lgmp
#include "naclcmp_nettle.h"
*/
import "C"

import (
	"fmt"
	"path/filepath"
	"strings"

	_ "github.com/naclcmp/naclcmp/internal/cstack" // no C from the main thread on riscv64
)

// version is computed once: the major and minor version Nettle reports at
// run time (it reports no patch level), and the file it came from, whose
// name carries the soname's own minor number.
var version = func() string {
	v := fmt.Sprintf("Nettle %d.%d", int(C.naclcmp_nettle_version_major()), int(C.naclcmp_nettle_version_minor()))
	path := C.GoString(C.naclcmp_nettle_object())
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	if base := filepath.Base(path); strings.HasPrefix(base, "libnettle.so") {
		return v + " (" + base + ")"
	}
	return v + " (linked statically)"
}()

// Version returns the Nettle linked at run time, such as "Nettle 3.8
// (libnettle.so.8.6)" (Debian bookworm's Nettle 3.8.1), or says that it
// was linked statically.
func Version() string { return version }
