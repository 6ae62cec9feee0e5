package tweetnacl

/*
#include "naclcmp_tweet.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tweet_loop_x25519, naclcmp_tweet_crypto_scalarmult(a->out, a->sk, a->pk))
*/
import "C"

// Sizes of crypto_scalarmult_curve25519.
const (
	x25519Bytes       = 32
	x25519ScalarBytes = 32
)

// X25519 is Diffie-Hellman on Curve25519 (crypto_scalarmult). Scalars are
// clamped as RFC 7748 specifies.
type X25519 struct{}

// ScalarMult writes scalar·point to out. TweetNaCl does not reject
// low-order points: for them out is all zero and the error is nil, where
// libsodium returns an error. Callers that need the check must compare out
// with zero themselves.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	c := begin()
	c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519ScalarBytes, x25519Bytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_tweet_crypto_scalarmult(ptr(out), ptr(scalar), ptr(point)), "crypto_scalarmult")
}

// ScalarBaseMult writes scalar·B to out, B the base point u = 9
// (crypto_scalarmult_base): the public key of scalar.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	c := begin()
	c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519ScalarBytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_tweet_crypto_scalarmult_base(ptr(out), ptr(scalar)), "crypto_scalarmult_base")
}
