package gcrypt

/*
#include "naclcmp_gcrypt.h"

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n
// times, each opening, keying and closing its gcry_mac handle as the
// binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_gcrypt_loop_poly1305, naclcmp_gcry_mac(GCRY_MAC_POLY1305, a->out, 16, a->m, a->mlen, a->k, 32))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// macAlg describes one MAC with the lengths this binding accepts.
type macAlg struct {
	algo           C.int
	name           string
	keyed          bool // a keyed hash (gcry_md_setkey), not a gcry_mac
	tag            int
	keyMin, keyMax int // keyMax < 0: any length
}

var (
	macHMACSHA256 = macAlg{C.GCRY_MAC_HMAC_SHA256, "HMAC_SHA256", false, 32, 0, -1}
	macHMACSHA512 = macAlg{C.GCRY_MAC_HMAC_SHA512, "HMAC_SHA512", false, 64, 0, -1}
	macPoly1305   = macAlg{C.GCRY_MAC_POLY1305, "POLY1305", false, 16, 32, 32}
	// BLAKE2s takes keys of 1 to 32 bytes; an empty key would be unkeyed
	// BLAKE2s.
	macBLAKE2s = macAlg{C.GCRY_MD_BLAKE2S_256, "BLAKE2S_256", true, 32, 1, 32}
)

// check validates the arguments of MAC (out true) or Verify.
func (m *macAlg) check(out bool, tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, m.tag)
	c.MACKeyArgs(out, tag, msg, key, m.keyMin, m.keyMax)
	return c.Err()
}

// mac and verify are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths);
// check runs only to name a failure.
func (m *macAlg) mac(tag, msg, key []byte) error {
	if !(initialized.Load() && len(tag) == m.tag && argcheck.KeyLenOK(key, m.keyMin, m.keyMax) && argcheck.Apart(tag, msg, key)) {
		if err := m.check(true, tag, msg, key); err != nil {
			return err
		}
	}
	if m.keyed {
		return failed(C.naclcmp_gcry_keyed_hash(m.algo, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)), m.name)
	}
	return failed(C.naclcmp_gcry_mac(m.algo, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)), m.name)
}

func (m *macAlg) verify(tag, msg, key []byte) (bool, error) {
	if !(initialized.Load() && len(tag) == m.tag && argcheck.KeyLenOK(key, m.keyMin, m.keyMax)) {
		if err := m.check(false, tag, msg, key); err != nil {
			return false, err
		}
	}
	var rc C.int
	if m.keyed {
		rc = C.naclcmp_gcry_keyed_hash_verify(m.algo, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key))
	} else {
		rc = C.naclcmp_gcry_mac_verify(m.algo, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key))
	}
	switch rc {
	case C.NACLCMP_GCRY_MATCH:
		return true, nil
	case C.NACLCMP_GCRY_MISMATCH:
		return false, nil
	default:
		return false, failed(rc, m.name)
	}
}

// HMACSHA256 is HMAC-SHA-256 with a key of any length, empty included
// (GCRY_MAC_HMAC_SHA256).
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error { return macHMACSHA256.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-256 of msg under key,
// comparing in constant time (gcry_mac_verify).
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA256.verify(tag, msg, key)
}

// HMACSHA512 is HMAC-SHA-512 with a key of any length (GCRY_MAC_HMAC_SHA512).
type HMACSHA512 struct{}

// MAC writes the 64-byte HMAC-SHA-512 of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error { return macHMACSHA512.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-512 of msg under key,
// comparing in constant time (gcry_mac_verify).
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA512.verify(tag, msg, key)
}

// Poly1305 is the one-time authenticator Poly1305 with a 32-byte key
// (GCRY_MAC_POLY1305, RFC 8439's r ‖ s), which must authenticate a single
// message.
type Poly1305 struct{}

// MAC writes the 16-byte Poly1305 tag of msg under key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error { return macPoly1305.mac(tag, msg, key) }

// Verify reports whether tag authenticates msg under key, comparing in
// constant time (gcry_mac_verify).
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	return macPoly1305.verify(tag, msg, key)
}

// BLAKE2sMAC is keyed BLAKE2s-256: a GCRY_MD_BLAKE2S_256 handle given a
// key of 1 to 32 bytes with gcry_md_setkey, which sets BLAKE2's own key
// (RFC 7693), not an HMAC. Tags are 32 bytes, libgcrypt's BLAKE2s lengths
// being fixed.
type BLAKE2sMAC struct{}

// MAC writes the 32-byte keyed BLAKE2s of msg to tag.
func (BLAKE2sMAC) MAC(tag, msg, key []byte) error { return macBLAKE2s.mac(tag, msg, key) }

// Verify reports whether tag is the keyed BLAKE2s of msg, comparing in
// constant time.
func (BLAKE2sMAC) Verify(tag, msg, key []byte) (bool, error) {
	return macBLAKE2s.verify(tag, msg, key)
}
