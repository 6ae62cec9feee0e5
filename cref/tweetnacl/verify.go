package tweetnacl

/*
#include "naclcmp_tweet.h"

// The C loop of Verify32.Equal for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tweet_loop_verify32, naclcmp_tweet_crypto_verify_32(a->m, a->ad))
*/
import "C"

// Verify16 is crypto_verify_16: constant-time equality of 16-byte strings.
type Verify16 struct{}

// Equal reports whether a and b, both 16 bytes, are equal.
func (Verify16) Equal(a, b []byte) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, 16)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.naclcmp_tweet_crypto_verify_16(ptr(a), ptr(b)) == 0, nil
}

// Verify32 is crypto_verify_32: constant-time equality of 32-byte strings.
type Verify32 struct{}

// Equal reports whether a and b, both 32 bytes, are equal.
func (Verify32) Equal(a, b []byte) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, 32)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.naclcmp_tweet_crypto_verify_32(ptr(a), ptr(b)) == 0, nil
}
