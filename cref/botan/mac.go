package botan

/*
#include "naclcmp_botan.h"

// The C loop of Poly1305.MAC for the benchmark (loops.go): the same call, n
// times, each creating, keying and destroying its botan_mac_t as the
// binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_botan_loop_poly1305, naclcmp_botan_mac(NACLCMP_BOTAN_POLY1305, a->out, 16, a->m, a->mlen, a->k, 32))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// hmacMaxKey is the longest key Botan 2's HMAC takes (its key_spec,
// "to support very long lengths for things like PBKDF2"): a longer one
// would be BOTAN_FFI_ERROR_INVALID_KEY_LENGTH.
const hmacMaxKey = 4096

// macAlg describes one botan_mac_init MAC.
type macAlg struct {
	alg    C.int
	name   string
	tag    int
	keyLen int // 0: any length up to hmacMaxKey
}

var (
	macHMACSHA256 = macAlg{C.NACLCMP_BOTAN_HMAC_SHA256, "HMAC(SHA-256)", 32, 0}
	macHMACSHA512 = macAlg{C.NACLCMP_BOTAN_HMAC_SHA512, "HMAC(SHA-512)", 64, 0}
	macPoly1305   = macAlg{C.NACLCMP_BOTAN_POLY1305, "Poly1305", 16, 32}
)

// check validates the arguments of MAC (out true) or Verify. An HMAC key
// longer than Botan takes is well formed (HMAC hashes it first), so it is
// a missing capability, not a wrong argument.
func (m *macAlg) check(out bool, tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, m.tag)
	if m.keyLen != 0 {
		c.Size("key", key, m.keyLen)
	}
	if out {
		c.Disjoint("tag", tag, "msg", msg)
		c.Disjoint("tag", tag, "key", key)
	}
	if err := c.Err(); err != nil {
		return err
	}
	if m.keyLen == 0 && len(key) > hmacMaxKey {
		return c.Unsupported("key", "Botan 2's HMAC takes keys of at most 4096 bytes")
	}
	return nil
}

// keyMax is the longest key check passes: keyLen, or hmacMaxKey for an
// HMAC (keyLen 0, any length up to it).
func (m *macAlg) keyMax() int {
	if m.keyLen != 0 {
		return m.keyLen
	}
	return hmacMaxKey
}

// mac and verify are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths);
// check runs only to name a failure. The key's range, keyLen to keyMax,
// holds both check's length and Botan's HMAC limit.
func (m *macAlg) mac(tag, msg, key []byte) error {
	if !(len(tag) == m.tag && argcheck.KeyLenOK(key, m.keyLen, m.keyMax()) && argcheck.Apart(tag, msg, key)) {
		if err := m.check(true, tag, msg, key); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_botan_mac(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)), m.name)
}

func (m *macAlg) verify(tag, msg, key []byte) (bool, error) {
	if !(len(tag) == m.tag && argcheck.KeyLenOK(key, m.keyLen, m.keyMax())) {
		if err := m.check(false, tag, msg, key); err != nil {
			return false, err
		}
	}
	switch rc := C.naclcmp_botan_mac_verify(m.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)); rc {
	case 0:
		return true, nil
	case C.NACLCMP_BOTAN_MISMATCH:
		return false, nil
	default:
		return false, failed(rc, m.name)
	}
}

// HMACSHA256 is HMAC-SHA-256 (botan_mac_init "HMAC(SHA-256)") with a key of
// up to 4096 bytes, Botan 2's limit; a longer key is an error wrapping
// errors.ErrUnsupported.
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error { return macHMACSHA256.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-256 of msg under key,
// comparing in constant time (botan_constant_time_compare).
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA256.verify(tag, msg, key)
}

// HMACSHA512 is HMAC-SHA-512 (botan_mac_init "HMAC(SHA-512)") with a key of
// up to 4096 bytes, as HMACSHA256.
type HMACSHA512 struct{}

// MAC writes the 64-byte HMAC-SHA-512 of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error { return macHMACSHA512.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-512 of msg under key,
// comparing in constant time.
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA512.verify(tag, msg, key)
}

// Poly1305 is the one-time authenticator Poly1305 (botan_mac_init
// "Poly1305") with a 32-byte key, which must authenticate a single message.
type Poly1305 struct{}

// MAC writes the 16-byte Poly1305 tag of msg under key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error { return macPoly1305.mac(tag, msg, key) }

// Verify reports whether tag authenticates msg under key, comparing in
// constant time.
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	return macPoly1305.verify(tag, msg, key)
}
