package sodium

/*
#include <sodium.h>

// The C loop of Verify32.Equal for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_verify32, crypto_verify_32(a->m, a->ad))
*/
import "C"

// Verify16 compares 16-byte strings in constant time (crypto_verify_16).
type Verify16 struct{}

// Equal reports whether a and b, 16 bytes each, are equal.
func (Verify16) Equal(a, b []byte) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, C.crypto_verify_16_BYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.crypto_verify_16(ptr(a), ptr(b)) == 0, nil
}

// Verify32 compares 32-byte strings in constant time (crypto_verify_32).
type Verify32 struct{}

// Equal reports whether a and b, 32 bytes each, are equal.
func (Verify32) Equal(a, b []byte) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, C.crypto_verify_32_BYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.crypto_verify_32(ptr(a), ptr(b)) == 0, nil
}

// Verify64 compares 64-byte strings in constant time (crypto_verify_64).
type Verify64 struct{}

// Equal reports whether a and b, 64 bytes each, are equal.
func (Verify64) Equal(a, b []byte) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, C.crypto_verify_64_BYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.crypto_verify_64(ptr(a), ptr(b)) == 0, nil
}
