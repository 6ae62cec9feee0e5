package sodium

/*
#include <stdlib.h>
#include <string.h>
#include <sodium.h>

// One state for any of the three incremental hashes. libsodium declares
// crypto_generichash_state 64-byte aligned, so the union is too, and
// naclcmp_sodium_digest_new allocates it with that alignment.
typedef union {
	crypto_hash_sha256_state sha256;
	crypto_hash_sha512_state sha512;
	crypto_generichash_state blake2b;
} naclcmp_sodium_digest;

enum { NACLCMP_SODIUM_SHA256 = 1, NACLCMP_SODIUM_SHA512 = 2, NACLCMP_SODIUM_BLAKE2B = 3 };

static naclcmp_sodium_digest *naclcmp_sodium_digest_new(void) {
	size_t n = (sizeof(naclcmp_sodium_digest) + 63) & ~(size_t)63;
	return aligned_alloc(64, n);
}

static void naclcmp_sodium_digest_free(naclcmp_sodium_digest *d) {
	sodium_memzero(d, sizeof *d);
	free(d);
}

static int naclcmp_sodium_digest_init(int alg, naclcmp_sodium_digest *d, size_t outlen) {
	switch (alg) {
	case NACLCMP_SODIUM_SHA256: return crypto_hash_sha256_init(&d->sha256);
	case NACLCMP_SODIUM_SHA512: return crypto_hash_sha512_init(&d->sha512);
	case NACLCMP_SODIUM_BLAKE2B: return crypto_generichash_init(&d->blake2b, NULL, 0, outlen);
	}
	return -1;
}

static int naclcmp_sodium_digest_update(int alg, naclcmp_sodium_digest *d, const unsigned char *in, unsigned long long n) {
	switch (alg) {
	case NACLCMP_SODIUM_SHA256: return crypto_hash_sha256_update(&d->sha256, in, n);
	case NACLCMP_SODIUM_SHA512: return crypto_hash_sha512_update(&d->sha512, in, n);
	case NACLCMP_SODIUM_BLAKE2B: return crypto_generichash_update(&d->blake2b, in, n);
	}
	return -1;
}

// naclcmp_sodium_digest_sum finalises a copy of the state, on the stack
// and wiped after, so that the stream can go on after a Sum.
static int naclcmp_sodium_digest_sum(int alg, const naclcmp_sodium_digest *d, unsigned char *out, size_t outlen) {
	naclcmp_sodium_digest tmp;
	int rc = -1;
	memcpy(&tmp, d, sizeof tmp);
	switch (alg) {
	case NACLCMP_SODIUM_SHA256: rc = crypto_hash_sha256_final(&tmp.sha256, out); break;
	case NACLCMP_SODIUM_SHA512: rc = crypto_hash_sha512_final(&tmp.sha512, out); break;
	case NACLCMP_SODIUM_BLAKE2B: rc = crypto_generichash_final(&tmp.blake2b, out, outlen); break;
	}
	sodium_memzero(&tmp, sizeof tmp);
	return rc;
}
*/
import "C"

import (
	"fmt"
	"hash"
	"runtime"
)

// digest is an incremental libsodium hash behind the hash.Hash interface
// (crypto_hash_sha256/sha512 and crypto_generichash init/update/final).
// The state lives in C memory, 64-byte aligned as libsodium declares
// BLAKE2b's, and is wiped and freed by a cleanup once the digest is
// unreachable; every method keeps the digest alive until its C call has
// returned, so the cleanup cannot free the state under a running call.
type digest struct {
	alg         C.int
	name        string
	size, block int
	st          *C.naclcmp_sodium_digest
}

func newDigest(alg C.int, name string, size, block int) (hash.Hash, error) {
	if err := initialize(); err != nil {
		return nil, err
	}
	st := C.naclcmp_sodium_digest_new()
	if st == nil {
		return nil, fmt.Errorf("sodium: %s: cannot allocate the hash state", name)
	}
	h := &digest{alg: alg, name: name, size: size, block: block, st: st}
	runtime.AddCleanup(h, func(st *C.naclcmp_sodium_digest) { C.naclcmp_sodium_digest_free(st) }, st)
	h.Reset()
	return h, nil
}

// Write hashes p. libsodium's update functions do not fail; an error
// would mean a state this package did not initialise.
func (h *digest) Write(p []byte) (int, error) {
	rc := C.naclcmp_sodium_digest_update(h.alg, h.st, ptr(p), ull(p))
	runtime.KeepAlive(h)
	if err := failed(rc, h.name+" update"); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finalising a
// copy of the state so that more data can follow.
func (h *digest) Sum(b []byte) []byte {
	out := make([]byte, h.size)
	rc := C.naclcmp_sodium_digest_sum(h.alg, h.st, ptr(out), csize(out))
	runtime.KeepAlive(h)
	if err := failed(rc, h.name+" final"); err != nil {
		// hash.Hash's Sum cannot fail; libsodium's final does not for a
		// state its init set up.
		panic(err)
	}
	return append(b, out...)
}

// Reset forgets the data written so far.
func (h *digest) Reset() {
	rc := C.naclcmp_sodium_digest_init(h.alg, h.st, C.size_t(h.size))
	runtime.KeepAlive(h)
	if err := failed(rc, h.name+" init"); err != nil {
		panic(err) // the lengths were checked by NewHash
	}
}

// Size is the digest length in bytes.
func (h *digest) Size() int { return h.size }

// BlockSize is the hash's block length in bytes.
func (h *digest) BlockSize() int { return h.block }

// NewHash returns an incremental SHA-256 (crypto_hash_sha256_init, _update,
// _final); outLen must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) {
	if outLen != C.crypto_hash_sha256_BYTES {
		return nil, fmt.Errorf("sodium: outLen: SHA-256 has a 32-byte digest, got %d", outLen)
	}
	return newDigest(C.NACLCMP_SODIUM_SHA256, "crypto_hash_sha256", outLen, 64)
}

// NewHash returns an incremental SHA-512 (crypto_hash_sha512_init, _update,
// _final); outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) {
	if outLen != C.crypto_hash_sha512_BYTES {
		return nil, fmt.Errorf("sodium: outLen: SHA-512 has a 64-byte digest, got %d", outLen)
	}
	return newDigest(C.NACLCMP_SODIUM_SHA512, "crypto_hash_sha512", outLen, 128)
}

// NewHash returns an incremental unkeyed BLAKE2b (crypto_generichash_init,
// _update, _final) with an outLen-byte digest, 16 to 64 bytes as Hash takes.
func (BLAKE2b) NewHash(outLen int) (hash.Hash, error) {
	if outLen < C.crypto_generichash_BYTES_MIN || outLen > C.crypto_generichash_BYTES_MAX {
		return nil, fmt.Errorf("sodium: outLen: want %d to %d bytes, got %d", C.crypto_generichash_BYTES_MIN, C.crypto_generichash_BYTES_MAX, outLen)
	}
	return newDigest(C.NACLCMP_SODIUM_BLAKE2B, "crypto_generichash", outLen, 128)
}
