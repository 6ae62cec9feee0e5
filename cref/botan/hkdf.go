package botan

// #include "naclcmp_botan.h"
import "C"

// hkdfAlg describes HKDF over one of Botan's HMACs: the botan_kdf
// algorithms of the whole derivation and of its two steps, each with the
// name errors give it.
type hkdfAlg struct {
	key, extract, expand             C.int
	keyName, extractName, expandName string
	size                             int // HashLen: the PRK's bytes
}

var (
	hkdfSHA256 = hkdfAlg{
		C.NACLCMP_BOTAN_HKDF_SHA256, C.NACLCMP_BOTAN_HKDF_EXTRACT_SHA256, C.NACLCMP_BOTAN_HKDF_EXPAND_SHA256,
		"HKDF(SHA-256)", "HKDF-Extract(SHA-256)", "HKDF-Expand(SHA-256)", 32,
	}
	hkdfSHA512 = hkdfAlg{
		C.NACLCMP_BOTAN_HKDF_SHA512, C.NACLCMP_BOTAN_HKDF_EXTRACT_SHA512, C.NACLCMP_BOTAN_HKDF_EXPAND_SHA512,
		"HKDF(SHA-512)", "HKDF-Extract(SHA-512)", "HKDF-Expand(SHA-512)", 64,
	}
)

// Every length is checked here, by argcheck's HKDF checks, before
// botan_kdf sees it: botan_kdf reports no count of bytes written, and
// Botan 2.19 cuts two lengths short with success, HKDF-Extract's output
// at HashLen bytes and HKDF-Expand's at 255 blocks, leaving the rest of
// out unwritten. What RFC 5869 allows and Botan 2 cannot take is the HMAC
// key over hmacMaxKey bytes, which the salt (extraction) and the PRK
// (expansion) are: that is a missing capability (errors.ErrUnsupported),
// as for HMACSHA256's key, since HMAC hashes a long key first.

// longHMACKey is why a salt or PRK over hmacMaxKey bytes is refused.
const longHMACKey = "Botan 2's HMAC, which HKDF keys with it, takes keys of at most 4096 bytes"

func (h *hkdfAlg) deriveKey(out, secret, salt, info []byte) error {
	c := begin()
	c.HKDFKeyArgs(out, secret, salt, info, h.size)
	if err := c.Err(); err != nil {
		return err
	}
	if len(salt) > hmacMaxKey {
		return c.Unsupported("salt", longHMACKey)
	}
	rc := C.naclcmp_botan_kdf(h.key, ptr(out), csize(out), ptr(secret), csize(secret), ptr(salt), csize(salt), ptr(info), csize(info))
	return failed(rc, h.keyName)
}

func (h *hkdfAlg) extractPRK(prk, secret, salt []byte) error {
	c := begin()
	c.HKDFExtractArgs(prk, secret, salt, h.size)
	if err := c.Err(); err != nil {
		return err
	}
	if len(salt) > hmacMaxKey {
		return c.Unsupported("salt", longHMACKey)
	}
	rc := C.naclcmp_botan_kdf(h.extract, ptr(prk), csize(prk), ptr(secret), csize(secret), ptr(salt), csize(salt), nil, 0)
	return failed(rc, h.extractName)
}

// expandPRK passes the PRK as botan_kdf's secret and info as its label,
// with no salt, which HKDF-Expand would read after the label.
func (h *hkdfAlg) expandPRK(out, prk, info []byte) error {
	c := begin()
	c.HKDFExpandArgs(out, prk, info, h.size)
	if err := c.Err(); err != nil {
		return err
	}
	if len(prk) > hmacMaxKey {
		return c.Unsupported("prk", longHMACKey)
	}
	rc := C.naclcmp_botan_kdf(h.expand, ptr(out), csize(out), ptr(prk), csize(prk), nil, 0, ptr(info), csize(info))
	return failed(rc, h.expandName)
}

// HKDFSHA256 is HKDF-SHA-256 (RFC 5869) through botan_kdf with
// "HKDF(SHA-256)", "HKDF-Extract(SHA-256)" and "HKDF-Expand(SHA-256)"
// (<botan/hkdf.h>), with every length RFC 5869 allows except a salt or
// PRK over 4096 bytes: an error wrapping errors.ErrUnsupported.
type HKDFSHA256 struct{}

// Key derives len(out) bytes, 1 to 8160, from secret, salt and info
// ("HKDF(SHA-256)": secret, salt, and info as the label).
func (HKDFSHA256) Key(out, secret, salt, info []byte) error {
	return hkdfSHA256.deriveKey(out, secret, salt, info)
}

// Extract writes the 32-byte PRK of secret under salt to prk
// ("HKDF-Extract(SHA-256)").
func (HKDFSHA256) Extract(prk, secret, salt []byte) error {
	return hkdfSHA256.extractPRK(prk, secret, salt)
}

// Expand derives len(out) bytes, 1 to 8160, from a PRK of 32 to 4096
// bytes and info ("HKDF-Expand(SHA-256)": the PRK as the secret, info as
// the label).
func (HKDFSHA256) Expand(out, prk, info []byte) error {
	return hkdfSHA256.expandPRK(out, prk, info)
}

// HKDFSHA512 is HKDF-SHA-512 (RFC 5869) through botan_kdf with the
// SHA-512 HKDFs, as HKDFSHA256.
type HKDFSHA512 struct{}

// Key derives len(out) bytes, 1 to 16320, from secret, salt and info
// ("HKDF(SHA-512)").
func (HKDFSHA512) Key(out, secret, salt, info []byte) error {
	return hkdfSHA512.deriveKey(out, secret, salt, info)
}

// Extract writes the 64-byte PRK of secret under salt to prk
// ("HKDF-Extract(SHA-512)").
func (HKDFSHA512) Extract(prk, secret, salt []byte) error {
	return hkdfSHA512.extractPRK(prk, secret, salt)
}

// Expand derives len(out) bytes, 1 to 16320, from a PRK of 64 to 4096
// bytes and info ("HKDF-Expand(SHA-512)").
func (HKDFSHA512) Expand(out, prk, info []byte) error {
	return hkdfSHA512.expandPRK(out, prk, info)
}
