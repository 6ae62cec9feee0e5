package openssl

/*
#include "naclcmp_openssl.h"
*/
import "C"

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// hkdfInfoMax is the longest info the linked provider's HKDF takes, found
// by naclcmp_ossl_init's probe (32 KiB since OpenSSL 3.0.8, 2048 bytes
// before); initialize sets it before any call can read it.
var hkdfInfoMax int

// hkdfAlg is OpenSSL's HKDF (EVP_KDF "HKDF", EVP_KDF-HKDF(7)) over one
// of the fetched digests, HashLen n.
type hkdfAlg struct {
	md   C.int
	name string // for errors
	n    int
}

var (
	hkdfSHA256 = hkdfAlg{C.NACLCMP_OSSL_SHA256, "HKDF-SHA2-256", 32}
	hkdfSHA512 = hkdfAlg{C.NACLCMP_OSSL_SHA512, "HKDF-SHA2-512", 64}
)

// info refuses, as unsupported, an info longer than OpenSSL's HKDF
// takes: RFC 5869 allows any length, so it is a missing capability, not
// a malformed argument, and OpenSSL would only fail the call.
func (h *hkdfAlg) info(c *argcheck.Checker, info []byte) error {
	if len(info) > hkdfInfoMax {
		return c.Unsupported("info", fmt.Sprintf("OpenSSL's HKDF takes at most %d bytes of info", hkdfInfoMax))
	}
	return nil
}

func (h *hkdfAlg) key(out, secret, salt, info []byte) error {
	c := begin()
	if c.HKDFKeyArgs(out, secret, salt, info, h.n); c.Err() != nil {
		return c.Err()
	}
	if err := h.info(&c, info); err != nil {
		return err
	}
	rc := C.naclcmp_ossl_hkdf(C.EVP_KDF_HKDF_MODE_EXTRACT_AND_EXPAND, h.md, ptr(out), csize(out),
		ptr(secret), csize(secret), ptr(salt), csize(salt), ptr(info), csize(info))
	return failed(rc, h.name)
}

func (h *hkdfAlg) extract(prk, secret, salt []byte) error {
	c := begin()
	if c.HKDFExtractArgs(prk, secret, salt, h.n); c.Err() != nil {
		return c.Err()
	}
	rc := C.naclcmp_ossl_hkdf(C.EVP_KDF_HKDF_MODE_EXTRACT_ONLY, h.md, ptr(prk), csize(prk),
		ptr(secret), csize(secret), ptr(salt), csize(salt), nil, 0)
	return failedStep(rc, h.name, "extract")
}

func (h *hkdfAlg) expand(out, prk, info []byte) error {
	c := begin()
	if c.HKDFExpandArgs(out, prk, info, h.n); c.Err() != nil {
		return c.Err()
	}
	if err := h.info(&c, info); err != nil {
		return err
	}
	rc := C.naclcmp_ossl_hkdf(C.EVP_KDF_HKDF_MODE_EXPAND_ONLY, h.md, ptr(out), csize(out),
		ptr(prk), csize(prk), nil, 0, ptr(info), csize(info))
	return failedStep(rc, h.name, "expand")
}

// HKDFSHA256 is HKDF-SHA-256 (RFC 5869) through OpenSSL's EVP_KDF "HKDF"
// with digest SHA2-256, in its three modes: EXTRACT_AND_EXPAND (Key),
// EXTRACT_ONLY (Extract) and EXPAND_ONLY (Expand). Secret and salt may
// have any length; info at most 32 KiB with OpenSSL 3.0.8 or later (2048
// bytes before), a longer one being an error wrapping
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

// HKDFSHA512 is HKDF-SHA-512 through EVP_KDF "HKDF" with digest
// SHA2-512, with the same modes and limits as [HKDFSHA256].
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
