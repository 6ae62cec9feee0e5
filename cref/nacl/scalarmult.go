package nacl

/*
#include "naclglue.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_x25519, crypto_scalarmult_curve25519(a->out, a->sk, a->pk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// x25519Bytes is the size of Curve25519 scalars, points and results.
const x25519Bytes = C.crypto_scalarmult_curve25519_BYTES

// x25519ScalarBytes is the size of a scalar, as NaCl's header states it.
const x25519ScalarBytes = C.crypto_scalarmult_curve25519_SCALARBYTES

// X25519Implementation names the implementation of crypto_scalarmult that
// Debian's build selected for this architecture, as NaCl's header says:
// "crypto_scalarmult/curve25519/donna_c64" on amd64,
// "crypto_scalarmult/curve25519/ref" on armhf and s390x.
func X25519Implementation() string {
	return C.GoString(C.naclcmp_nacl_x25519_implementation())
}

// X25519 is crypto_scalarmult, Diffie-Hellman on Curve25519
// (crypto_scalarmult_curve25519; [X25519Implementation] names the code
// Debian's build selected). NaCl does not refuse low-order points: the
// result is then all zero and no error is returned.
//
// The binding passes points to NaCl unchanged, so NaCl's answers are what
// the matrix sees. The ref implementation (armhf, s390x) keeps bit 255 of
// the u-coordinate, which RFC 7748 Section 5 says to clear, so points with
// that bit set give other results than every other implementation's. On
// amd64 (donna_c64) the answers include wrong shared secrets for points
// whose u-coordinate (top bit cleared) lies within a few units of
// 2^255-19: p-3 and p-2, and the non-canonical p+1 to p+4, which
// Wycheproof's x25519_test.json exercises (tcIds 31, 62, 75, 82, 84-87,
// 92-96 and 153; 62 and 153 are valid keys). Random keys reach them with
// probability about 2^-252.
type X25519 struct{}

// ScalarMult and ScalarBaseMult make the cgo call themselves, their
// argument checks inlined (argcheck's fast paths); the ordered checks run
// only to name a failure.

// ScalarMult writes scalar·point to out.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	if !(len(out) == x25519Bytes && len(scalar) == x25519ScalarBytes && len(point) == x25519Bytes && argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519ScalarBytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.crypto_scalarmult_curve25519(ptr(out), ptr(scalar), ptr(point)), "crypto_scalarmult_curve25519")
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point
// (crypto_scalarmult_curve25519_base): the public key of scalar.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	if !(len(out) == x25519Bytes && len(scalar) == x25519ScalarBytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519ScalarBytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.crypto_scalarmult_curve25519_base(ptr(out), ptr(scalar)), "crypto_scalarmult_curve25519_base")
}
