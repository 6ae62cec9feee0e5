package tomcrypt

/*
#include "naclcmp_tomcrypt.h"
*/
import "C"

// hkdfAlg is libtomcrypt's HKDF (hkdf, hkdf_extract, hkdf_expand;
// tomcrypt_misc.h, manual section 14.3) over one registered hash,
// HashLen n.
type hkdfAlg struct {
	md C.int
	n  int
}

var (
	hkdfSHA256 = hkdfAlg{C.NACLCMP_TC_SHA256, 32}
	hkdfSHA512 = hkdfAlg{C.NACLCMP_TC_SHA512, 64}
)

// Every length goes to libtomcrypt as an unsigned long, as wide as a Go
// int on Linux: no input RFC 5869 allows needs refusing here.

func (h *hkdfAlg) key(out, secret, salt, info []byte) error {
	c := begin()
	if c.HKDFKeyArgs(out, secret, salt, info, h.n); c.Err() != nil {
		return c.Err()
	}
	rc := C.naclcmp_tc_hkdf(C.NACLCMP_TC_HKDF_KEY, h.md, ptr(out), csize(out),
		ptr(secret), csize(secret), ptr(salt), csize(salt), ptr(info), csize(info))
	return failed(rc, "hkdf")
}

func (h *hkdfAlg) extract(prk, secret, salt []byte) error {
	c := begin()
	if c.HKDFExtractArgs(prk, secret, salt, h.n); c.Err() != nil {
		return c.Err()
	}
	rc := C.naclcmp_tc_hkdf(C.NACLCMP_TC_HKDF_EXTRACT, h.md, ptr(prk), csize(prk),
		ptr(secret), csize(secret), ptr(salt), csize(salt), nil, 0)
	return failed(rc, "hkdf_extract")
}

func (h *hkdfAlg) expand(out, prk, info []byte) error {
	c := begin()
	if c.HKDFExpandArgs(out, prk, info, h.n); c.Err() != nil {
		return c.Err()
	}
	rc := C.naclcmp_tc_hkdf(C.NACLCMP_TC_HKDF_EXPAND, h.md, ptr(out), csize(out),
		ptr(prk), csize(prk), nil, 0, ptr(info), csize(info))
	return failed(rc, "hkdf_expand")
}

// HKDFSHA256 is HKDF-SHA-256 (RFC 5869) over sha256_desc: Key is hkdf,
// Extract hkdf_extract and Expand hkdf_expand. Secret, salt and info may
// have any length. hkdf_expand copies info into a buffer it allocates,
// in C, on every call. A failed derivation zeroes its output.
type HKDFSHA256 struct{}

// Key writes len(out) bytes, 1 to 8160, of HKDF-SHA-256 of secret, salt
// and info to out.
func (HKDFSHA256) Key(out, secret, salt, info []byte) error {
	return hkdfSHA256.key(out, secret, salt, info)
}

// Extract writes the 32-byte pseudorandom key HMAC-SHA-256(salt, secret)
// to prk.
func (HKDFSHA256) Extract(prk, secret, salt []byte) error {
	return hkdfSHA256.extract(prk, secret, salt)
}

// Expand writes len(out) bytes, 1 to 8160, of HKDF-Expand of prk (at
// least 32 bytes) and info to out.
func (HKDFSHA256) Expand(out, prk, info []byte) error { return hkdfSHA256.expand(out, prk, info) }

// HKDFSHA512 is HKDF-SHA-512 over sha512_desc, through the same calls as
// [HKDFSHA256].
type HKDFSHA512 struct{}

// Key writes len(out) bytes, 1 to 16320, of HKDF-SHA-512 of secret, salt
// and info to out.
func (HKDFSHA512) Key(out, secret, salt, info []byte) error {
	return hkdfSHA512.key(out, secret, salt, info)
}

// Extract writes the 64-byte pseudorandom key HMAC-SHA-512(salt, secret)
// to prk.
func (HKDFSHA512) Extract(prk, secret, salt []byte) error {
	return hkdfSHA512.extract(prk, secret, salt)
}

// Expand writes len(out) bytes, 1 to 16320, of HKDF-Expand of prk (at
// least 64 bytes) and info to out.
func (HKDFSHA512) Expand(out, prk, info []byte) error { return hkdfSHA512.expand(out, prk, info) }
