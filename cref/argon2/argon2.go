// Package argon2 binds libargon2, the reference C implementation of
// Argon2 by its designers (Debian's libargon2-dev, the release of
// 2017-12-27), through cgo, so that Argon2 can be cross-checked and
// benchmarked beside libsodium's crypto_pwhash and x/crypto/argon2 on the
// whole input space of RFC 9106.
//
// Every primitive is a zero-size struct whose method matches the
// matrix.PasswordHash interface of the comparison matrix:
//
//	var h argon2.Argon2id
//	err := h.PasswordHash(out, password, salt, secret, ad, matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 4})
//
// What it reaches: Argon2id ([Argon2id]) and Argon2i ([Argon2i]), version
// 0x13, through argon2_ctx with an argon2_context, the one entry point
// that takes all of RFC 9106's inputs: a secret key (K) and associated
// data (X), which libsodium and x/crypto lack, any number of lanes (p)
// and a tag of any length from 4 bytes on. The lanes run on threads of
// libargon2's own, one a lane up to the number of CPUs.
//
// Left out: Argon2d, which the suite's catalogue does not have (RFC 9106
// recommends Argon2id), and libargon2's encoded strings
// (argon2id_hash_encoded, argon2_verify), a storage format with no
// counterpart in the other implementations. Of RFC 9106's input space
// libargon2 cannot take a salt of fewer than 8 bytes
// (ARGON2_MIN_SALT_LENGTH; RFC 9106 only recommends 16) nor, on a 32-bit
// platform, more memory than ARGON2_MAX_MEMORY (2^21 KiB): both are
// refused as unsupported (errors.ErrUnsupported), naming the parameter,
// before anything is computed.
//
// libargon2's static archive defines generic global names (initialize,
// fill_memory_blocks, blake2b_init, …) that libsodium, libb2 and wolfSSL
// define too. `make argon2` (run by `make deps`) therefore rewrites
// Debian's libargon2.a into a private copy under .cache/argon2/<GOARCH>/
// in which every global carries the naclcmp_libargon2_ prefix, so that
// each call reaches this library and no other, in a dynamic build and in
// the static one (build-archive.sh says how), as cref/tomcrypt does. The
// package does not build before that step.
//
// Conventions:
//
//   - Every argument is checked before the C call. What RFC 9106 does not
//     allow is an error naming the parameter ("argon2: out: want at least
//     4 bytes, got 3"); what it allows and libargon2 cannot take wraps
//     errors.ErrUnsupported. libargon2 keeps every length and cost in a
//     uint32_t, so no larger value reaches it.
//   - Go memory is passed to C directly; a call allocates nothing in Go.
//     libargon2 allocates the m KiB in C, per call, and wipes them before
//     freeing them; it never writes the password or the secret
//     (ARGON2_DEFAULT_FLAGS).
//   - out is written only by a successful call: a failure (the system
//     refused the memory or a thread) is an error naming libargon2's
//     message, and out is left as it was.
//
// libargon2 exports no version of its own ([Version] reports the release
// and the Debian package of the archive linked, [Source] its SHA-256).
package argon2

/*
#include "naclcmp_argon2.h"
*/
import "C"

import (
	_ "github.com/naclcmp/naclcmp/cref/internal/fetched" // one clear error when `make deps` has not run
	_ "github.com/naclcmp/naclcmp/internal/cstack"       // no C from the main thread on riscv64
)

// Version names the release of the linked archive and the Debian package
// it came from, such as "libargon2 20171227 (Debian libargon2-dev
// 0~20171227-0.3+deb12u1, amd64)": libargon2 exports no version string,
// and its one version constant, ARGON2_VERSION_NUMBER, is Argon2's (0x13),
// not the library's.
func Version() string {
	return "libargon2 " + generatedUpstreamVersion + " (Debian libargon2-dev " + generatedDebianVersion + ", " + generatedArch + ")"
}

// Source says where the linked code comes from: Debian's libargon2.a, with
// its SHA-256, prefixed into a private archive by `make argon2`.
func Source() string {
	return "Debian libargon2-dev " + generatedDebianVersion + " (" + generatedArch + ") libargon2.a sha256:" +
		generatedArchiveSHA256 + ", symbols prefixed naclcmp_libargon2_"
}
