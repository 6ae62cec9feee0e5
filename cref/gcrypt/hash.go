package gcrypt

/*
#include "naclcmp_gcrypt.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n
// times (gcry_md_hash_buffers, which opens and closes its handle).
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_gcrypt_loop_sha512, naclcmp_gcry_hash(GCRY_MD_SHA512, a->out, a->m, a->mlen))
*/
import "C"

// digestAlg describes one gcry_md digest.
type digestAlg struct {
	algo  C.int
	name  string // libgcrypt's name, for errors
	size  int    // digest bytes
	block int    // block bytes, for hash.Hash
}

var (
	algSHA256     = digestAlg{C.GCRY_MD_SHA256, "SHA256", 32, 64}
	algSHA512     = digestAlg{C.GCRY_MD_SHA512, "SHA512", 64, 128}
	algBLAKE2b512 = digestAlg{C.GCRY_MD_BLAKE2B_512, "BLAKE2B_512", 64, 128}
	algBLAKE2s256 = digestAlg{C.GCRY_MD_BLAKE2S_256, "BLAKE2S_256", 32, 64}
)

func (d *digestAlg) hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, d.size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_gcry_hash(d.algo, ptr(out), ptr(msg), csize(msg)), d.name)
}

// SHA256 is SHA-256 (GCRY_MD_SHA256).
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error { return algSHA256.hash(out, msg) }

// SHA512 is SHA-512 (GCRY_MD_SHA512).
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error { return algSHA512.hash(out, msg) }

// BLAKE2b512 is unkeyed BLAKE2b with a 64-byte digest
// (GCRY_MD_BLAKE2B_512). libgcrypt's BLAKE2b has four fixed lengths, not
// the 16 to 64 bytes of hash/blake2b, so this is hash/blake2b512.
type BLAKE2b512 struct{}

// Hash writes the 64-byte BLAKE2b digest of msg to out.
func (BLAKE2b512) Hash(out, msg []byte) error { return algBLAKE2b512.hash(out, msg) }

// BLAKE2s is unkeyed BLAKE2s with a 32-byte digest (GCRY_MD_BLAKE2S_256).
type BLAKE2s struct{}

// Hash writes the 32-byte BLAKE2s digest of msg to out.
func (BLAKE2s) Hash(out, msg []byte) error { return algBLAKE2s256.hash(out, msg) }
