// Package tomcrypt binds libtomcrypt 1.18.2 (Debian's libtomcrypt-dev), Tom
// St Denis's modular C toolkit, through cgo, one file per operation family,
// so that it can be cross-checked and benchmarked beside libsodium,
// OpenSSL, the other C libraries and native Go.
//
// libtomcrypt defines generic names that other C libraries of the suite
// define too (blake2b_init, sha3_256_init, …). `make tomcrypt` (run by
// `make deps`) therefore rewrites Debian's static archive into a private
// copy under .cache/tomcrypt/<GOARCH>/ in which every global symbol
// carries the naclcmp_tomcrypt_ prefix, so that each call reaches this
// library and no other, in a dynamic build and in the static one
// (build-archive.sh says how). The package does not build before that
// step; [Version] and [Source] report the release, the Debian version and
// the SHA-256 of the archive it linked.
//
// What it reaches:
//
//   - hashes: SHA-256, SHA-512, and unkeyed BLAKE2b (1 to 64-byte digests)
//     and BLAKE2s-256, one shot or incrementally ([SHA256.NewHash], …);
//   - MACs: HMAC-SHA-256 and HMAC-SHA-512 (hmac_memory), Poly1305
//     (poly1305_memory), keyed BLAKE2b and BLAKE2s (blake2bmac_memory,
//     blake2smac_memory);
//   - stream ciphers: ChaCha20 with its original 64-bit nonce and with
//     RFC 8439's 96-bit one (chacha_ivctr64 and chacha_ivctr32), AES-128
//     and AES-256 in counter mode (ctr_start with a big-endian counter);
//   - AEADs: ChaCha20-Poly1305 (RFC 8439) and AES-256-GCM, through the
//     incremental functions, the binding comparing the tag itself;
//   - HKDF-SHA-256 and HKDF-SHA-512 (RFC 5869), whole (hkdf) or as its
//     Extract and Expand steps (hkdf_extract, hkdf_expand).
//
// A bug of libtomcrypt 1.18.2 is worked around, not hidden: with an empty
// message, its ChaCha20-Poly1305 leaves out the zero padding of associated
// data whose length is not a multiple of 16, so its own
// chacha20poly1305_memory computes wrong tags for those inputs (Wycheproof
// chacha20_poly1305_test.json tcId 3). The glue adds the padding through
// libtomcrypt's poly1305_process, as its encryption does when there is a
// message; a test pins the library's own behaviour, so that a fixed
// libtomcrypt is noticed.
//
// libtomcrypt 1.18.2 has no Curve25519 (no X25519, no Ed25519) and no
// Salsa20 or XSalsa20; those operations are not registered.
//
// Every primitive is a struct whose methods match one operation interface
// of the comparison matrix. Conventions:
//
//   - Every length is checked before any C call; a wrong one returns an
//     error naming the parameter ("tomcrypt: key: want 32 bytes, got 31")
//     and writes nothing. libtomcrypt aborts the process on a NULL
//     pointer even with a zero length, so the glue never passes one.
//   - Go memory is passed to C directly, and a call allocates nothing in
//     Go (AES-256-GCM allocates its 64 KiB state in C, HKDF a copy of
//     its info and its pseudorandom key).
//   - Authentication failures are not errors: Verify and Open return
//     false, and a failed Open zeroes its output.
package tomcrypt

/*
#include "naclcmp_tomcrypt.h"
*/
import "C"

import (
	"fmt"
	"strings"

	_ "github.com/naclcmp/naclcmp/cref/internal/fetched" // one clear error when `make deps` has not run
	_ "github.com/naclcmp/naclcmp/internal/cstack"       // no C from the main thread on riscv64
)

// initErr is the outcome of registering SHA-256, SHA-512 and AES in
// libtomcrypt's tables, which hmac_memory and ctr_start index: done once,
// when the package is initialised, so that no call races another to do
// it. Every call that needs the tables reports it.
var initErr = func() error {
	if C.naclcmp_tc_init() != 0 {
		return fmt.Errorf("tomcrypt: register_hash/register_cipher failed")
	}
	return nil
}()

// version is the first line of crypt_build_settings, a string of the
// linked archive: "LibTomCrypt 1.18.2 (www.libtom.net)" gives
// "LibTomCrypt 1.18.2".
var version = func() string {
	s, _, _ := strings.Cut(C.GoString(C.naclcmp_tc_version()), "\n")
	s, _, _ = strings.Cut(s, " (")
	return strings.TrimSpace(s)
}()

// Version names the release the linked archive reports and the Debian
// package it came from, such as "LibTomCrypt 1.18.2 (Debian
// libtomcrypt-dev 1.18.2-6, amd64)".
func Version() string {
	return version + " (Debian libtomcrypt-dev " + generatedDebianVersion + ", " + generatedArch + ")"
}

// Source says where the linked code comes from: Debian's libtomcrypt.a,
// with its SHA-256, prefixed into a private archive by `make tomcrypt`.
func Source() string {
	return "Debian libtomcrypt-dev " + generatedDebianVersion + " (" + generatedArch + ") libtomcrypt.a sha256:" +
		generatedArchiveSHA256 + ", symbols prefixed naclcmp_tomcrypt_"
}
