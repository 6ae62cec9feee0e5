package nacl

/*
#include "naclglue.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_sha512, crypto_hash_sha512(a->out, a->m, a->mlen))
*/
import "C"

// SHA512 is crypto_hash, SHA-512 (crypto_hash_sha512).
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
