package wolfssl

/*
#include "naclcmp_wolfssl.h"

// The C loop of SHA512.Hash for the benchmark (loops.go): the same call, n
// times, each initialising, feeding and finalising its wc_Sha512 on the C
// stack as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_wolfssl_loop_sha512, naclcmp_wc_digest(NACLCMP_WC_SHA512, a->out, 64, a->m, a->mlen))
*/
import "C"

// digestAlg describes one wolfCrypt digest.
type digestAlg struct {
	alg   C.int
	name  string // wolfCrypt's name, for errors
	size  int    // digest bytes
	block int    // block bytes, for hash.Hash
}

var (
	algSHA256 = digestAlg{C.NACLCMP_WC_SHA256, "SHA-256", 32, 64}
	algSHA512 = digestAlg{C.NACLCMP_WC_SHA512, "SHA-512", 64, 128}
)

func (d *digestAlg) hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, d.size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_wc_digest(d.alg, ptr(out), csize(out), ptr(msg), csize(msg)), d.name)
}

// SHA256 is SHA-256 (wc_InitSha256_ex, wc_Sha256Update, wc_Sha256Final).
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error { return algSHA256.hash(out, msg) }

// SHA512 is SHA-512 (wc_InitSha512_ex and its siblings).
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error { return algSHA512.hash(out, msg) }
