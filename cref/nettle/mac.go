package nettle

/*
#include "naclcmp_nettle.h"

// The C loop of HMACSHA512.MAC for the benchmark (loops.go): the same call,
// n times, with the loop's 32-byte key.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nettle_loop_hmac_sha512, naclcmp_nettle_hmac(NACLCMP_NETTLE_SHA512, a->out, a->m, a->mlen, a->k, 32))
*/
import "C"

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// hmacAlg describes one of Nettle's HMACs, which take keys of any length.
type hmacAlg struct {
	alg  C.int
	name string
	size int // tag bytes
}

var (
	macHMACSHA256 = hmacAlg{C.NACLCMP_NETTLE_SHA256, "HMAC-SHA-256", 32}
	macHMACSHA512 = hmacAlg{C.NACLCMP_NETTLE_SHA512, "HMAC-SHA-512", 64}
)

func (m *hmacAlg) check(out bool, tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, m.size)
	if out {
		c.Disjoint("tag", tag, "msg", msg)
		c.Disjoint("tag", tag, "key", key)
	}
	return c.Err()
}

// mac and verify are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths);
// check runs only to name a failure. A key of any length passes.
func (m *hmacAlg) mac(tag, msg, key []byte) error {
	if !(len(tag) == m.size && argcheck.Apart(tag, msg, key)) {
		if err := m.check(true, tag, msg, key); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_nettle_hmac(m.alg, ptr(tag), ptr(msg), csize(msg), ptr(key), csize(key)), m.name)
}

func (m *hmacAlg) verify(tag, msg, key []byte) (bool, error) {
	if len(tag) != m.size {
		if err := m.check(false, tag, msg, key); err != nil {
			return false, err
		}
	}
	switch rc := C.naclcmp_nettle_hmac_verify(m.alg, ptr(tag), ptr(msg), csize(msg), ptr(key), csize(key)); rc {
	case C.NACLCMP_NETTLE_MATCH:
		return true, nil
	case C.NACLCMP_NETTLE_MISMATCH:
		return false, nil
	default:
		return false, fmt.Errorf("nettle: %s verification failed (%d)", m.name, int(rc))
	}
}

// HMACSHA256 is HMAC-SHA-256 with a key of any length (hmac_sha256_*).
type HMACSHA256 struct{}

// MAC writes the 32-byte HMAC-SHA-256 of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error { return macHMACSHA256.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-256 of msg under key,
// comparing in constant time (memeql_sec).
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA256.verify(tag, msg, key)
}

// HMACSHA512 is HMAC-SHA-512 with a key of any length (hmac_sha512_*).
type HMACSHA512 struct{}

// MAC writes the 64-byte HMAC-SHA-512 of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error { return macHMACSHA512.mac(tag, msg, key) }

// Verify reports whether tag is the HMAC-SHA-512 of msg under key,
// comparing in constant time (memeql_sec).
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	return macHMACSHA512.verify(tag, msg, key)
}
