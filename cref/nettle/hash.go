package nettle

/*
#include "naclcmp_nettle.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n
// times (sha512_init, sha512_update and sha512_digest on a stack context).
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nettle_loop_sha512, naclcmp_nettle_hash(NACLCMP_NETTLE_SHA512, a->out, a->m, a->mlen))
*/
import "C"

import (
	"fmt"
	"hash"
)

// digestAlg describes one of Nettle's digests.
type digestAlg struct {
	alg   C.int
	name  string // for errors
	size  int    // digest bytes
	block int    // block bytes, for hash.Hash
}

var (
	algSHA256 = digestAlg{C.NACLCMP_NETTLE_SHA256, "SHA-256", 32, 64}
	algSHA512 = digestAlg{C.NACLCMP_NETTLE_SHA512, "SHA-512", 64, 128}
)

func (d *digestAlg) hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, d.size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_nettle_hash(d.alg, ptr(out), ptr(msg), csize(msg)), d.name)
}

// SHA256 is SHA-256 (sha256_init, sha256_update, sha256_digest).
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error { return algSHA256.hash(out, msg) }

// NewHash returns an incremental SHA-256 over Nettle's sha256_update;
// outLen must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) { return algSHA256.newHash(outLen) }

// SHA512 is SHA-512 (sha512_init, sha512_update, sha512_digest).
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error { return algSHA512.hash(out, msg) }

// NewHash returns an incremental SHA-512; outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) { return algSHA512.newHash(outLen) }

// digest is an incremental Nettle digest behind the hash.Hash interface.
// Nettle's context is a plain struct without pointers, so it lives in Go
// memory, inside digest, and needs no cleanup.
type digest struct {
	alg *digestAlg
	st  C.naclcmp_nettle_hash_state
}

func (d *digestAlg) newHash(outLen int) (hash.Hash, error) {
	if outLen != d.size {
		return nil, fmt.Errorf("nettle: outLen: %s has a %d-byte digest, got %d", d.name, d.size, outLen)
	}
	h := &digest{alg: d}
	h.Reset()
	return h, nil
}

// Write hashes p; it never fails.
func (h *digest) Write(p []byte) (int, error) {
	C.naclcmp_nettle_hash_update(h.alg.alg, &h.st, ptr(p), csize(p))
	return len(p), nil
}

// Sum appends the digest of the data written so far to b, finishing a
// copy of the context so that more data can follow.
func (h *digest) Sum(b []byte) []byte {
	out := make([]byte, h.alg.size)
	C.naclcmp_nettle_hash_sum(h.alg.alg, &h.st, ptr(out))
	return append(b, out...)
}

// Reset forgets the data written so far.
func (h *digest) Reset() { C.naclcmp_nettle_hash_init(h.alg.alg, &h.st) }

// Size is the digest length in bytes.
func (h *digest) Size() int { return h.alg.size }

// BlockSize is the hash's block length in bytes.
func (h *digest) BlockSize() int { return h.alg.block }
