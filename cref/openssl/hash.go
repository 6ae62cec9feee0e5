package openssl

/*
#include "naclcmp_openssl.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n
// times, each making and freeing its EVP_MD_CTX as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_openssl_loop_sha512, naclcmp_ossl_digest(NACLCMP_OSSL_SHA512, a->out, 64, a->m, a->mlen))
*/
import "C"

// digestAlg describes one EVP_MD digest.
type digestAlg struct {
	alg   C.int
	name  string // OpenSSL's name, for errors
	size  int    // digest bytes
	block int    // block bytes, for hash.Hash
}

var (
	algSHA256     = digestAlg{C.NACLCMP_OSSL_SHA256, "SHA2-256", 32, 64}
	algSHA512     = digestAlg{C.NACLCMP_OSSL_SHA512, "SHA2-512", 64, 128}
	algBLAKE2b512 = digestAlg{C.NACLCMP_OSSL_BLAKE2B512, "BLAKE2B-512", 64, 128}
	algBLAKE2s256 = digestAlg{C.NACLCMP_OSSL_BLAKE2S256, "BLAKE2S-256", 32, 64}
)

func (d *digestAlg) hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, d.size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_ossl_digest(d.alg, ptr(out), csize(out), ptr(msg), csize(msg)), d.name)
}

// SHA256 is SHA-256 (EVP_MD "SHA2-256").
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error { return algSHA256.hash(out, msg) }

// SHA512 is SHA-512 (EVP_MD "SHA2-512").
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error { return algSHA512.hash(out, msg) }

// BLAKE2b512 is unkeyed BLAKE2b with a 64-byte digest (EVP_MD
// "BLAKE2B-512"), the only BLAKE2b digest length OpenSSL 3.0 offers.
type BLAKE2b512 struct{}

// Hash writes the 64-byte BLAKE2b digest of msg to out.
func (BLAKE2b512) Hash(out, msg []byte) error { return algBLAKE2b512.hash(out, msg) }

// BLAKE2s is unkeyed BLAKE2s with a 32-byte digest (EVP_MD
// "BLAKE2S-256").
type BLAKE2s struct{}

// Hash writes the 32-byte BLAKE2s digest of msg to out.
func (BLAKE2s) Hash(out, msg []byte) error { return algBLAKE2s256.hash(out, msg) }
