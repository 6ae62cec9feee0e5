package sodium

/*
#include <sodium.h>

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_sha512, crypto_hash_sha512(a->out, a->m, a->mlen))
*/
import "C"

// SHA256 is SHA-256 (crypto_hash_sha256).
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, C.crypto_hash_sha256_BYTES)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_hash_sha256(ptr(out), ptr(msg), ull(msg)), "crypto_hash_sha256")
}

// SHA512 is SHA-512 (crypto_hash_sha512).
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, C.crypto_hash_sha512_BYTES)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_hash_sha512(ptr(out), ptr(msg), ull(msg)), "crypto_hash_sha512")
}

// BLAKE2b is unkeyed BLAKE2b (crypto_generichash) with a caller-chosen
// digest length.
type BLAKE2b struct{}

// Hash writes the BLAKE2b digest of msg to out; len(out), 16 to 64 bytes, is
// the digest length, which BLAKE2b mixes into its parameter block (a short
// digest is not a prefix of a long one).
func (BLAKE2b) Hash(out, msg []byte) error {
	c := begin()
	c.Between("out", out, C.crypto_generichash_BYTES_MIN, C.crypto_generichash_BYTES_MAX)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_generichash(ptr(out), csize(out), ptr(msg), ull(msg), nil, 0), "crypto_generichash")
}
