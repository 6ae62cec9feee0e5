package botan

/*
#include "naclcmp_botan.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n
// times, each creating and destroying its botan_hash_t as the binding's
// does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_botan_loop_sha512, naclcmp_botan_hash(NACLCMP_BOTAN_SHA512, a->out, 64, a->m, a->mlen))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// digestAlg describes one botan_hash_init digest.
type digestAlg struct {
	alg      C.int
	name     string // Botan's name, for errors
	min, max int    // digest bytes
	block    int    // block bytes, for hash.Hash
}

var (
	algSHA256 = digestAlg{C.NACLCMP_BOTAN_SHA256, "SHA-256", 32, 32, 64}
	algSHA512 = digestAlg{C.NACLCMP_BOTAN_SHA512, "SHA-512", 64, 64, 128}
	// Botan's BLAKE2b(bits) takes any multiple of 8 bits up to 512.
	algBLAKE2b = digestAlg{C.NACLCMP_BOTAN_BLAKE2B, "BLAKE2b", 1, 64, 128}
)

// outLen checks the length of a digest: the algorithm's range, and size
// when nonzero. A size outside the range is refused whatever it says, so
// that a wrong Size field cannot widen what C writes.
func (d *digestAlg) outLen(c *argcheck.Checker, name string, out []byte, size int) {
	switch {
	case d.min == d.max:
		c.Size(name, out, d.min)
	case size != 0:
		c.Size(name, out, size)
		c.Between(name, out, d.min, d.max)
	default:
		c.Between(name, out, d.min, d.max)
	}
}

func (d *digestAlg) hash(out, msg []byte, size int) error {
	c := begin()
	d.outLen(&c, "out", out, size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_botan_hash(d.alg, ptr(out), csize(out), ptr(msg), csize(msg)), d.name)
}

// SHA256 is SHA-256 (botan_hash_init "SHA-256").
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error { return algSHA256.hash(out, msg, 0) }

// SHA512 is SHA-512 (botan_hash_init "SHA-512").
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error { return algSHA512.hash(out, msg, 0) }

// BLAKE2b is unkeyed BLAKE2b (botan_hash_init "BLAKE2b(bits)"): digests of
// 1 to 64 bytes, the length chosen by len(out) or fixed by Size. BLAKE2b
// mixes the length into its parameter block, so a short digest is not a
// prefix of a long one.
type BLAKE2b struct{ Size int }

// Hash writes the BLAKE2b digest of msg to out.
func (b BLAKE2b) Hash(out, msg []byte) error { return algBLAKE2b.hash(out, msg, b.Size) }
