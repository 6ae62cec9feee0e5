package tomcrypt

/*
#include "naclcmp_tomcrypt.h"

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n
// times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tomcrypt_loop_poly1305, naclcmp_tc_mac(NACLCMP_TC_POLY1305, a->out, 16, a->m, a->mlen, a->k, 32))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// macAlg describes one MAC of the glue with the lengths this binding
// accepts.
type macAlg struct {
	alg            C.int
	name           string // libtomcrypt's function, for errors
	tagMin, tagMax int
	keyMin, keyMax int // keyMax < 0: any length
}

var (
	macHMACSHA256 = macAlg{C.NACLCMP_TC_HMAC_SHA256, "hmac_memory", 32, 32, 0, -1}
	macHMACSHA512 = macAlg{C.NACLCMP_TC_HMAC_SHA512, "hmac_memory", 64, 64, 0, -1}
	macPoly1305   = macAlg{C.NACLCMP_TC_POLY1305, "poly1305_memory", 16, 16, 32, 32}
	// libtomcrypt's BLAKE2 MACs take keys and tags of 1 byte up to the
	// digest size, more than the catalogue requires.
	macBLAKE2b = macAlg{C.NACLCMP_TC_BLAKE2BMAC, "blake2bmac_memory", 1, 64, 1, 64}
	macBLAKE2s = macAlg{C.NACLCMP_TC_BLAKE2SMAC, "blake2smac_memory", 1, 32, 1, 32}
)

// mac and verify check their arguments in place rather than through a
// shared function: one call layer with three slices costs a few ns, a
// measurable share of a short MAC. size, when nonzero, fixes the tag
// length within the algorithm's range. They are the one function between
// the interface method and the cgo call, their argument checks inlined
// (argcheck's fast paths); the ordered checks run only to name a failure.
func (m *macAlg) mac(tag, msg, key []byte, size int) error {
	if !(initErr == nil && argcheck.OutLenOK(tag, size, m.tagMin, m.tagMax) && argcheck.KeyLenOK(key, m.keyMin, m.keyMax) && argcheck.Apart(tag, msg, key)) {
		c := begin()
		c.OutLen("tag", tag, size, m.tagMin, m.tagMax)
		if c.MACKeyArgs(true, tag, msg, key, m.keyMin, m.keyMax); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_tc_mac(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)), m.name)
}

func (m *macAlg) verify(tag, msg, key []byte, size int) (bool, error) {
	if !(initErr == nil && argcheck.OutLenOK(tag, size, m.tagMin, m.tagMax) && argcheck.KeyLenOK(key, m.keyMin, m.keyMax)) {
		c := begin()
		c.OutLen("tag", tag, size, m.tagMin, m.tagMax)
		if c.MACKeyArgs(false, tag, msg, key, m.keyMin, m.keyMax); c.Err() != nil {
			return false, c.Err()
		}
	}
	switch rc := C.naclcmp_tc_mac_verify(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)); rc {
	case C.NACLCMP_TC_MATCH:
		return true, nil
	case C.NACLCMP_TC_MISMATCH:
		return false, nil
	default:
		return false, callError(rc, m.name)
	}
}

// HMACSHA256 is HMAC-SHA-256 with a key of any length (hmac_memory over
// sha256_desc).
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error { return macHMACSHA256.mac(tag, msg, key, 0) }

// Verify reports whether tag is the HMAC-SHA-256 of msg under key,
// comparing in constant time (mem_neq).
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA256.verify(tag, msg, key, 0)
}

// HMACSHA512 is HMAC-SHA-512 with a key of any length (hmac_memory over
// sha512_desc).
type HMACSHA512 struct{}

// MAC writes the 64-byte HMAC-SHA-512 of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error { return macHMACSHA512.mac(tag, msg, key, 0) }

// Verify reports whether tag is the HMAC-SHA-512 of msg under key,
// comparing in constant time.
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA512.verify(tag, msg, key, 0)
}

// Poly1305 is the one-time authenticator Poly1305 (poly1305_memory) with a
// 32-byte key, which must authenticate a single message.
type Poly1305 struct{}

// MAC writes the 16-byte Poly1305 tag of msg under key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error { return macPoly1305.mac(tag, msg, key, 0) }

// Verify reports whether tag authenticates msg under key, comparing in
// constant time.
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	return macPoly1305.verify(tag, msg, key, 0)
}

// BLAKE2bMAC is keyed BLAKE2b (blake2bmac_memory): keys of 1 to 64 bytes,
// tags of 1 to 64 bytes chosen by len(tag) or fixed by Size.
type BLAKE2bMAC struct{ Size int }

// MAC writes the keyed BLAKE2b of msg to tag.
func (b BLAKE2bMAC) MAC(tag, msg, key []byte) error { return macBLAKE2b.mac(tag, msg, key, b.Size) }

// Verify reports whether tag is the keyed BLAKE2b of msg, comparing in
// constant time.
func (b BLAKE2bMAC) Verify(tag, msg, key []byte) (bool, error) {
	return macBLAKE2b.verify(tag, msg, key, b.Size)
}

// BLAKE2sMAC is keyed BLAKE2s (blake2smac_memory): keys of 1 to 32 bytes,
// tags of 1 to 32 bytes chosen by len(tag) or fixed by Size
// (BLAKE2sMAC{Size: 32} is keyed BLAKE2s-256).
type BLAKE2sMAC struct{ Size int }

// MAC writes the keyed BLAKE2s of msg to tag.
func (b BLAKE2sMAC) MAC(tag, msg, key []byte) error { return macBLAKE2s.mac(tag, msg, key, b.Size) }

// Verify reports whether tag is the keyed BLAKE2s of msg, comparing in
// constant time.
func (b BLAKE2sMAC) Verify(tag, msg, key []byte) (bool, error) {
	return macBLAKE2s.verify(tag, msg, key, b.Size)
}
