package openssl

/*
#include "naclcmp_openssl.h"

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n
// times, each making, keying and freeing its EVP_MAC_CTX as the binding's
// does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_openssl_loop_poly1305, naclcmp_ossl_mac(NACLCMP_OSSL_POLY1305, a->out, 16, a->m, a->mlen, a->k, 32))
*/
import "C"

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// macAlg describes one EVP_MAC with the lengths this binding accepts.
type macAlg struct {
	alg            C.int
	name           string
	tagMin, tagMax int
	keyMin, keyMax int // keyMax < 0: any length
}

var (
	macHMACSHA256 = macAlg{C.NACLCMP_OSSL_HMAC_SHA256, "HMAC-SHA2-256", 32, 32, 0, -1}
	macHMACSHA512 = macAlg{C.NACLCMP_OSSL_HMAC_SHA512, "HMAC-SHA2-512", 64, 64, 0, -1}
	macPoly1305   = macAlg{C.NACLCMP_OSSL_POLY1305, "POLY1305", 16, 16, 32, 32}
	// OpenSSL's BLAKE2 MACs take keys and tags of 1 byte up to the
	// digest size.
	macBLAKE2b = macAlg{C.NACLCMP_OSSL_BLAKE2BMAC, "BLAKE2BMAC", 1, 64, 1, 64}
	macBLAKE2s = macAlg{C.NACLCMP_OSSL_BLAKE2SMAC, "BLAKE2SMAC", 1, 32, 1, 32}
)

// check validates the arguments of MAC (out true) or Verify; size, when
// nonzero, fixes the tag length within the algorithm's range.
func (m *macAlg) check(out bool, tag, msg, key []byte, size int) error {
	c := begin()
	// A tag outside the algorithm's range is refused whatever size says,
	// so that a wrong Size field cannot lead to an overflow in C.
	switch {
	case m.tagMin == m.tagMax:
		c.Size("tag", tag, m.tagMin)
	case size != 0:
		c.Size("tag", tag, size)
		c.Between("tag", tag, m.tagMin, m.tagMax)
	default:
		c.Between("tag", tag, m.tagMin, m.tagMax)
	}
	c.MACKeyArgs(out, tag, msg, key, m.keyMin, m.keyMax)
	return c.Err()
}

// mac and verify are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths);
// check runs only to name a failure.

func (m *macAlg) mac(tag, msg, key []byte, size int) error {
	if !(initialized.Load() && argcheck.OutLenOK(tag, size, m.tagMin, m.tagMax) && argcheck.KeyLenOK(key, m.keyMin, m.keyMax) && argcheck.Apart(tag, msg, key)) {
		if err := m.check(true, tag, msg, key, size); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_ossl_mac(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)), m.name)
}

func (m *macAlg) verify(tag, msg, key []byte, size int) (bool, error) {
	if !(initialized.Load() && argcheck.OutLenOK(tag, size, m.tagMin, m.tagMax) && argcheck.KeyLenOK(key, m.keyMin, m.keyMax)) {
		if err := m.check(false, tag, msg, key, size); err != nil {
			return false, err
		}
	}
	switch rc := C.naclcmp_ossl_mac_verify(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)); rc {
	case C.NACLCMP_OSSL_MATCH:
		return true, nil
	case C.NACLCMP_OSSL_MISMATCH:
		return false, nil
	default:
		return false, fmt.Errorf("openssl: %s failed (%d)", m.name, int(rc))
	}
}

// HMACSHA256 is HMAC-SHA-256 with a key of any length (EVP_MAC "HMAC"
// with digest SHA2-256).
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error { return macHMACSHA256.mac(tag, msg, key, 0) }

// Verify reports whether tag is the HMAC-SHA-256 of msg under key,
// comparing in constant time (CRYPTO_memcmp).
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA256.verify(tag, msg, key, 0)
}

// HMACSHA512 is HMAC-SHA-512 with a key of any length (EVP_MAC "HMAC"
// with digest SHA2-512).
type HMACSHA512 struct{}

// MAC writes the 64-byte HMAC-SHA-512 of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error { return macHMACSHA512.mac(tag, msg, key, 0) }

// Verify reports whether tag is the HMAC-SHA-512 of msg under key,
// comparing in constant time.
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA512.verify(tag, msg, key, 0)
}

// Poly1305 is the one-time authenticator Poly1305 (EVP_MAC "POLY1305") with
// a 32-byte key, which must authenticate a single message.
type Poly1305 struct{}

// MAC writes the 16-byte Poly1305 tag of msg under key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error { return macPoly1305.mac(tag, msg, key, 0) }

// Verify reports whether tag authenticates msg under key, comparing in
// constant time.
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	return macPoly1305.verify(tag, msg, key, 0)
}

// BLAKE2bMAC is keyed BLAKE2b (EVP_MAC "BLAKE2BMAC"): keys of 1 to 64
// bytes, and tags of 1 to 64 bytes, the length chosen by len(tag). Size,
// when nonzero, fixes the tag length.
type BLAKE2bMAC struct{ Size int }

// MAC writes the keyed BLAKE2b of msg to tag.
func (b BLAKE2bMAC) MAC(tag, msg, key []byte) error { return macBLAKE2b.mac(tag, msg, key, b.Size) }

// Verify reports whether tag is the keyed BLAKE2b of msg, comparing in
// constant time.
func (b BLAKE2bMAC) Verify(tag, msg, key []byte) (bool, error) {
	return macBLAKE2b.verify(tag, msg, key, b.Size)
}

// BLAKE2sMAC is keyed BLAKE2s (EVP_MAC "BLAKE2SMAC"): keys of 1 to 32
// bytes, and tags of 1 to 32 bytes, the length chosen by len(tag). Size,
// when nonzero, fixes the tag length: BLAKE2sMAC{Size: 32} is keyed
// BLAKE2s-256.
type BLAKE2sMAC struct{ Size int }

// MAC writes the keyed BLAKE2s of msg to tag.
func (b BLAKE2sMAC) MAC(tag, msg, key []byte) error { return macBLAKE2s.mac(tag, msg, key, b.Size) }

// Verify reports whether tag is the keyed BLAKE2s of msg, comparing in
// constant time.
func (b BLAKE2sMAC) Verify(tag, msg, key []byte) (bool, error) {
	return macBLAKE2s.verify(tag, msg, key, b.Size)
}
