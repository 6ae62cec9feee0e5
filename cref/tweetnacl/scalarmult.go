package tweetnacl

/*
#include "naclcmp_tweet.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_tweet_loop_x25519, naclcmp_tweet_crypto_scalarmult(a->out, a->sk, a->pk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of crypto_scalarmult_curve25519.
const (
	x25519Bytes       = 32
	x25519ScalarBytes = 32
)

// X25519 is Diffie-Hellman on Curve25519 (crypto_scalarmult). Scalars are
// clamped as RFC 7748 specifies.
type X25519 struct{}

// ScalarMult and ScalarBaseMult make the cgo call themselves, their
// argument checks inlined (argcheck's fast paths); the ordered checks run
// only to name a failure.

// ScalarMult writes scalar·point to out. TweetNaCl does not reject
// low-order points: for them out is all zero and the error is nil, where
// libsodium returns an error. Callers that need the check must compare out
// with zero themselves.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	if !(len(out) == x25519Bytes && len(scalar) == x25519ScalarBytes && len(point) == x25519Bytes && argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519ScalarBytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_tweet_crypto_scalarmult(ptr(out), ptr(scalar), ptr(point)), "crypto_scalarmult")
}

// ScalarBaseMult writes scalar·B to out, B the base point u = 9
// (crypto_scalarmult_base): the public key of scalar.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	if !(len(out) == x25519Bytes && len(scalar) == x25519ScalarBytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519ScalarBytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_tweet_crypto_scalarmult_base(ptr(out), ptr(scalar)), "crypto_scalarmult_base")
}
