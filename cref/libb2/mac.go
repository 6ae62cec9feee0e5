package libb2

/*
#include "naclcmp_libb2.h"

// The C loop of BLAKE2bMAC.MAC for the benchmark (loops.go): the same call, n
// times, at mac/blake2b's 64-byte tag and 32-byte key.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_libb2_loop_blake2b_mac, naclcmp_b2_hash(NACLCMP_B2_BLAKE2B, a->out, 64, a->m, a->mlen, a->k, 32))
*/
import "C"

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

func (v *variant) check(out bool, tag, msg, key []byte, size int) error {
	c := begin()
	c.OutLen("tag", tag, size, 1, v.max)
	c.Between("key", key, 1, v.max)
	if out {
		c.Disjoint("tag", tag, "msg", msg)
		c.Disjoint("tag", tag, "key", key)
	}
	return c.Err()
}

// mac and verify are the one function between the interface method and
// the cgo call, their argument checks inlined (argcheck's fast paths);
// check runs only to name a failure.
func (v *variant) mac(tag, msg, key []byte, size int) error {
	if !(argcheck.OutLenOK(tag, size, 1, v.max) && argcheck.KeyLenOK(key, 1, v.max) && argcheck.Apart(tag, msg, key)) {
		if err := v.check(true, tag, msg, key, size); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_b2_hash(v.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)), v.name)
}

func (v *variant) verify(tag, msg, key []byte, size int) (bool, error) {
	if !(argcheck.OutLenOK(tag, size, 1, v.max) && argcheck.KeyLenOK(key, 1, v.max)) {
		if err := v.check(false, tag, msg, key, size); err != nil {
			return false, err
		}
	}
	switch rc := C.naclcmp_b2_verify(v.alg, ptr(tag), csize(tag), ptr(msg), csize(msg), ptr(key), csize(key)); rc {
	case 0:
		return true, nil
	case -1:
		return false, nil
	default:
		return false, fmt.Errorf("libb2: %s returned %d", v.name, int(rc))
	}
}

// BLAKE2bMAC is keyed BLAKE2b (blake2b with a key): keys of 1 to 64 bytes,
// tags of 1 to 64 bytes chosen by len(tag) or fixed by Size.
type BLAKE2bMAC struct{ Size int }

// MAC writes the keyed BLAKE2b of msg to tag.
func (b BLAKE2bMAC) MAC(tag, msg, key []byte) error { return varBLAKE2b.mac(tag, msg, key, b.Size) }

// Verify reports whether tag is the keyed BLAKE2b of msg, comparing in
// constant time.
func (b BLAKE2bMAC) Verify(tag, msg, key []byte) (bool, error) {
	return varBLAKE2b.verify(tag, msg, key, b.Size)
}

// BLAKE2sMAC is keyed BLAKE2s (blake2s with a key): keys of 1 to 32 bytes,
// tags of 1 to 32 bytes chosen by len(tag) or fixed by Size.
type BLAKE2sMAC struct{ Size int }

// MAC writes the keyed BLAKE2s of msg to tag.
func (b BLAKE2sMAC) MAC(tag, msg, key []byte) error { return varBLAKE2s.mac(tag, msg, key, b.Size) }

// Verify reports whether tag is the keyed BLAKE2s of msg, comparing in
// constant time.
func (b BLAKE2sMAC) Verify(tag, msg, key []byte) (bool, error) {
	return varBLAKE2s.verify(tag, msg, key, b.Size)
}
