package gcrypt

/*
#include "naclcmp_gcrypt.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same
// call, n times (gcry_ecc_mul_point).
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_gcrypt_loop_x25519, naclcmp_gcry_x25519(a->out, a->sk, a->pk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// x25519Bytes is the size of X25519 scalars, points and results.
const x25519Bytes = 32

// X25519 is Diffie-Hellman on Curve25519 through gcry_ecc_mul_point
// (GCRY_ECC_CURVE25519), which takes and gives the byte strings of RFC
// 7748 and clamps the scalar as the RFC says.
type X25519 struct{}

// ScalarMult writes scalar·point to out. libgcrypt refuses no point: a
// low-order point gives the all-zero result, returned with success, as
// RFC 7748's function and TweetNaCl do; libsodium and OpenSSL refuse it.
// A caller that needs contributory behaviour checks out for zero.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	// The argument checks inlined (argcheck's fast paths), no call before
	// the cgo call; the ordered checks run only to name a failure.
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519Bytes && len(point) == x25519Bytes && argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_gcry_x25519(ptr(out), ptr(scalar), ptr(point)), "X25519 (gcry_ecc_mul_point)")
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point
// (gcry_ecc_mul_point with no point).
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	// As ScalarMult.
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519Bytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_gcry_x25519(ptr(out), ptr(scalar), nil), "X25519 base point (gcry_ecc_mul_point)")
}
