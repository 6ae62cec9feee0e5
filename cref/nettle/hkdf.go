package nettle

// #include "naclcmp_nettle.h"
import "C"

// hkdfAlg describes HKDF over one of Nettle's HMACs. Errors name the
// derivation or its step with a string of its own, so that no call
// builds one.
type hkdfAlg struct {
	alg                        C.int
	name, extractName, expName string
	size                       int // HashLen: the PRK's bytes
}

var (
	hkdfSHA256 = hkdfAlg{C.NACLCMP_NETTLE_SHA256, "HKDF-SHA-256", "HKDF-SHA-256 extract", "HKDF-SHA-256 expand", 32}
	hkdfSHA512 = hkdfAlg{C.NACLCMP_NETTLE_SHA512, "HKDF-SHA-512", "HKDF-SHA-512 extract", "HKDF-SHA-512 expand", 64}
)

// The checks are argcheck's HKDF checks and nothing more: Nettle takes
// secrets, salts, infos and PRKs of any length (HMAC hashes a key longer
// than a block first). They are what stands between a caller and
// hkdf_expand's 8-bit block counter, which Nettle lets wrap past 255
// blocks, and its writing of each block to out before it reads info
// again.

func (h *hkdfAlg) key(out, secret, salt, info []byte) error {
	c := begin()
	c.HKDFKeyArgs(out, secret, salt, info, h.size)
	if err := c.Err(); err != nil {
		return err
	}
	rc := C.naclcmp_nettle_hkdf(h.alg, ptr(out), csize(out), ptr(secret), csize(secret), ptr(salt), csize(salt), ptr(info), csize(info))
	return failed(rc, h.name)
}

func (h *hkdfAlg) extract(prk, secret, salt []byte) error {
	c := begin()
	c.HKDFExtractArgs(prk, secret, salt, h.size)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_nettle_hkdf_extract(h.alg, ptr(prk), ptr(secret), csize(secret), ptr(salt), csize(salt)), h.extractName)
}

func (h *hkdfAlg) expand(out, prk, info []byte) error {
	c := begin()
	c.HKDFExpandArgs(out, prk, info, h.size)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_nettle_hkdf_expand(h.alg, ptr(out), csize(out), ptr(prk), csize(prk), ptr(info), csize(info)), h.expName)
}

// HKDFSHA256 is HKDF-SHA-256 (RFC 5869): hkdf_extract and hkdf_expand of
// <nettle/hkdf.h> over hmac_sha256_*, as Nettle's manual describes them
// ("HKDF: HMAC-based Extract-and-Expand"), with every length RFC 5869
// allows.
type HKDFSHA256 struct{}

// Key derives len(out) bytes, 1 to 8160, from secret, salt and info:
// hkdf_extract then hkdf_expand, since Nettle has no one-call HKDF.
func (HKDFSHA256) Key(out, secret, salt, info []byte) error {
	return hkdfSHA256.key(out, secret, salt, info)
}

// Extract writes the 32-byte PRK of secret under salt to prk
// (hkdf_extract, the HMAC keyed with the salt).
func (HKDFSHA256) Extract(prk, secret, salt []byte) error {
	return hkdfSHA256.extract(prk, secret, salt)
}

// Expand derives len(out) bytes, 1 to 8160, from a PRK of at least 32
// bytes and info (hkdf_expand, the HMAC keyed with the PRK).
func (HKDFSHA256) Expand(out, prk, info []byte) error {
	return hkdfSHA256.expand(out, prk, info)
}

// HKDFSHA512 is HKDF-SHA-512 (RFC 5869) over hmac_sha512_*, as
// HKDFSHA256.
type HKDFSHA512 struct{}

// Key derives len(out) bytes, 1 to 16320, from secret, salt and info.
func (HKDFSHA512) Key(out, secret, salt, info []byte) error {
	return hkdfSHA512.key(out, secret, salt, info)
}

// Extract writes the 64-byte PRK of secret under salt to prk.
func (HKDFSHA512) Extract(prk, secret, salt []byte) error {
	return hkdfSHA512.extract(prk, secret, salt)
}

// Expand derives len(out) bytes, 1 to 16320, from a PRK of at least 64
// bytes and info.
func (HKDFSHA512) Expand(out, prk, info []byte) error {
	return hkdfSHA512.expand(out, prk, info)
}
