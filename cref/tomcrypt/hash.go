package tomcrypt

/*
#include "naclcmp_tomcrypt.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n
// times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tomcrypt_loop_sha512, naclcmp_tc_hash(NACLCMP_TC_SHA512, a->out, 64, a->m, a->mlen))
*/
import "C"

// hashAlg describes one hash of the glue (naclcmp_tc_hash).
type hashAlg struct {
	alg    C.int
	name   string // libtomcrypt's functions, for errors
	lo, hi int    // digest lengths libtomcrypt takes (SHA-2: one)
	block  int    // bytes consumed per compression step, for hash.Hash
}

var (
	hashSHA256  = hashAlg{C.NACLCMP_TC_SHA256, "sha256", 32, 32, 64}
	hashSHA512  = hashAlg{C.NACLCMP_TC_SHA512, "sha512", 64, 64, 128}
	hashBLAKE2b = hashAlg{C.NACLCMP_TC_BLAKE2B, "blake2b", 1, 64, 128}
	hashBLAKE2s = hashAlg{C.NACLCMP_TC_BLAKE2S, "blake2s", 1, 32, 64}
)

func (h *hashAlg) hash(out, msg []byte, size int) error {
	c := begin()
	c.OutLen("out", out, size, h.lo, h.hi)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_tc_hash(h.alg, ptr(out), csize(out), ptr(msg), csize(msg)), h.name)
}

// SHA256 is SHA-256 (sha256_init/process/done).
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error { return hashSHA256.hash(out, msg, 0) }

// SHA512 is SHA-512 (sha512_init/process/done).
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error { return hashSHA512.hash(out, msg, 0) }

// BLAKE2b is unkeyed BLAKE2b (blake2b_init with no key): digests of 1 to
// 64 bytes, the length chosen by len(out) or fixed by Size. BLAKE2 mixes
// the length into its parameter block, so a short digest is not a prefix
// of a long one.
type BLAKE2b struct{ Size int }

// Hash writes the BLAKE2b digest of msg to out.
func (b BLAKE2b) Hash(out, msg []byte) error { return hashBLAKE2b.hash(out, msg, b.Size) }

// BLAKE2s is unkeyed BLAKE2s (blake2s_init with no key): digests of 1 to
// 32 bytes, the length chosen by len(out) or fixed by Size (BLAKE2s{Size:
// 32} is BLAKE2s-256).
type BLAKE2s struct{ Size int }

// Hash writes the BLAKE2s digest of msg to out.
func (b BLAKE2s) Hash(out, msg []byte) error { return hashBLAKE2s.hash(out, msg, b.Size) }
