package wolfssl

/*
#include "naclcmp_wolfssl.h"

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n
// times, each keying, feeding and finalising its Poly1305 state on the C
// stack as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_wolfssl_loop_poly1305, naclcmp_wc_mac(NACLCMP_WC_POLY1305, a->out, 16, a->m, a->mlen, a->k, 32))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// macAlg describes one wolfCrypt MAC with the lengths this binding accepts.
type macAlg struct {
	alg  C.int
	name string
	tag  int // tag bytes
	key  int // key bytes; < 0: any length up to word32Max
}

var (
	macHMACSHA256 = macAlg{C.NACLCMP_WC_HMAC_SHA256, "HMAC-SHA-256", 32, -1}
	macHMACSHA512 = macAlg{C.NACLCMP_WC_HMAC_SHA512, "HMAC-SHA-512", 64, -1}
	macPoly1305   = macAlg{C.NACLCMP_WC_POLY1305, "Poly1305", 16, 32}
)

// check validates the arguments of MAC (out true) or Verify.
func (m *macAlg) check(out bool, tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, m.tag)
	if m.key < 0 {
		// wc_HmacSetKey takes the key length as a word32, and hashing a
		// longer key ourselves would be HMAC assembled outside wolfSSL.
		c.AtMost("key", key, word32Max)
	} else {
		c.Size("key", key, m.key)
	}
	if out {
		c.Disjoint("tag", tag, "msg", msg)
		c.Disjoint("tag", tag, "key", key)
	}
	return c.Err()
}

// keyOK reports whether check passes the key's length.
func (m *macAlg) keyOK(key []byte) bool {
	if m.key < 0 {
		return uint64(len(key)) <= word32Max
	}
	return len(key) == m.key
}

// mac and verify are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths);
// check runs only to name a failure.
func (m *macAlg) mac(tag, msg, key []byte) error {
	if !(initialized.Load() && len(tag) == m.tag && m.keyOK(key) && argcheck.Apart(tag, msg, key)) {
		if err := m.check(true, tag, msg, key); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_wc_mac(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)), m.name)
}

func (m *macAlg) verify(tag, msg, key []byte) (bool, error) {
	if !(initialized.Load() && len(tag) == m.tag && m.keyOK(key)) {
		if err := m.check(false, tag, msg, key); err != nil {
			return false, err
		}
	}
	switch rc := C.naclcmp_wc_mac_verify(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)); rc {
	case C.NACLCMP_WC_MATCH:
		return true, nil
	case C.NACLCMP_WC_MISMATCH:
		return false, nil
	default:
		return false, callError(rc, m.name)
	}
}

// HMACSHA256 is HMAC-SHA-256 (wc_HmacSetKey with WC_SHA256) with a key of
// any length up to 4 GiB − 1, wolfCrypt's word32.
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error { return macHMACSHA256.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-256 of msg under key,
// comparing in constant time (wolfCrypt has no verify call of its own;
// the glue compares).
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA256.verify(tag, msg, key)
}

// HMACSHA512 is HMAC-SHA-512 (wc_HmacSetKey with WC_SHA512) with a key of
// any length up to 4 GiB − 1.
type HMACSHA512 struct{}

// MAC writes the 64-byte HMAC-SHA-512 of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error { return macHMACSHA512.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-512 of msg under key,
// comparing in constant time.
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA512.verify(tag, msg, key)
}

// Poly1305 is the one-time authenticator Poly1305 (wc_Poly1305SetKey,
// wc_Poly1305Update, wc_Poly1305Final) with a 32-byte key, which must
// authenticate a single message.
type Poly1305 struct{}

// MAC writes the 16-byte Poly1305 tag of msg under key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error { return macPoly1305.mac(tag, msg, key) }

// Verify reports whether tag authenticates msg under key, comparing in
// constant time.
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) { return macPoly1305.verify(tag, msg, key) }
