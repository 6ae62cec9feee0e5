package wolfssl

/*
#include "naclcmp_wolfssl.h"
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// hkdfAlg is wolfCrypt's HKDF (wc_HKDF, wc_HKDF_Extract, wc_HKDF_Expand
// of wolfssl/wolfcrypt/hmac.h) over one digest, HashLen n.
type hkdfAlg struct {
	md C.int
	n  int
	// The names of Key, Extract and Expand in errors, whole strings so
	// that no call joins them.
	name, extractName, expandName string
}

var (
	hkdfSHA256 = hkdfAlg{C.NACLCMP_WC_SHA256, 32, "HKDF-SHA-256", "HKDF-SHA-256 extract", "HKDF-SHA-256 expand"}
	hkdfSHA512 = hkdfAlg{C.NACLCMP_WC_SHA512, 64, "HKDF-SHA-512", "HKDF-SHA-512 extract", "HKDF-SHA-512 expand"}
)

// word32 refuses, as unsupported, an input longer than wolfCrypt's
// word32 lengths hold. RFC 5869 allows it, and HKDF has no incremental
// call to feed it in chunks through, as the glue does for hashes and
// MACs: a missing capability, not a malformed argument.
func word32(c *argcheck.Checker, name string, b []byte) error {
	if uint64(len(b)) > word32Max {
		return c.Unsupported(name, "wolfCrypt's HKDF takes lengths of at most 4 GiB − 1 (word32)")
	}
	return nil
}

// inputs checks the inputs of one call against word32, in parameter
// order; secretName is "secret", or "prk" for Expand.
func inputs(c *argcheck.Checker, secretName string, secret, salt, info []byte) error {
	if err := word32(c, secretName, secret); err != nil {
		return err
	}
	if err := word32(c, "salt", salt); err != nil {
		return err
	}
	return word32(c, "info", info)
}

func (h *hkdfAlg) key(out, secret, salt, info []byte) error {
	c := begin()
	if c.HKDFKeyArgs(out, secret, salt, info, h.n); c.Err() != nil {
		return c.Err()
	}
	if err := inputs(&c, "secret", secret, salt, info); err != nil {
		return err
	}
	rc := C.naclcmp_wc_hkdf(C.NACLCMP_WC_HKDF_KEY, h.md, ptr(out), csize(out),
		ptr(secret), csize(secret), ptr(salt), csize(salt), ptr(info), csize(info))
	return failed(rc, h.name)
}

func (h *hkdfAlg) extract(prk, secret, salt []byte) error {
	c := begin()
	if c.HKDFExtractArgs(prk, secret, salt, h.n); c.Err() != nil {
		return c.Err()
	}
	if err := inputs(&c, "secret", secret, salt, nil); err != nil {
		return err
	}
	rc := C.naclcmp_wc_hkdf(C.NACLCMP_WC_HKDF_EXTRACT, h.md, ptr(prk), csize(prk),
		ptr(secret), csize(secret), ptr(salt), csize(salt), nil, 0)
	return failed(rc, h.extractName)
}

func (h *hkdfAlg) expand(out, prk, info []byte) error {
	c := begin()
	if c.HKDFExpandArgs(out, prk, info, h.n); c.Err() != nil {
		return c.Err()
	}
	if err := inputs(&c, "prk", prk, nil, info); err != nil {
		return err
	}
	rc := C.naclcmp_wc_hkdf(C.NACLCMP_WC_HKDF_EXPAND, h.md, ptr(out), csize(out),
		ptr(prk), csize(prk), nil, 0, ptr(info), csize(info))
	return failed(rc, h.expandName)
}

// HKDFSHA256 is HKDF-SHA-256 (RFC 5869) with WC_SHA256: Key is wc_HKDF,
// Extract wc_HKDF_Extract and Expand wc_HKDF_Expand. Secret, salt, info
// and the pseudorandom key may have any length up to 4 GiB − 1
// (wolfCrypt's word32); a longer one is an error wrapping
// errors.ErrUnsupported. A failed derivation zeroes its output.
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

// HKDFSHA512 is HKDF-SHA-512 with WC_SHA512, through the same calls and
// with the same limits as [HKDFSHA256].
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
