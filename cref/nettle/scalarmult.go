package nettle

/*
#include "naclcmp_nettle.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call,
// n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nettle_loop_x25519, naclcmp_nettle_x25519(a->out, a->sk, a->pk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// x25519Bytes is the size of X25519 scalars, points and results.
const x25519Bytes = 32

// X25519 is Diffie-Hellman on Curve25519 through hogweed's curve25519_mul
// and curve25519_mul_g. Nettle clamps scalars and ignores bit 255 of the
// point, as RFC 7748 says.
type X25519 struct{}

// ScalarMult writes scalar·point to out. Nettle does not reject low-order
// points: curve25519_mul reports nothing, and for such a point out is all
// zero and the error is nil, where libsodium and OpenSSL return an error.
// Callers that need the check must compare out with zero themselves.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	// This method is the one function between the interface and the cgo
	// call, its argument checks inlined (argcheck's fast paths); the
	// ordered checks run only to name a failure. So is ScalarBaseMult.
	if !(len(out) == x25519Bytes && len(scalar) == x25519Bytes && len(point) == x25519Bytes && argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_nettle_x25519(ptr(out), ptr(scalar), ptr(point)), "curve25519_mul")
}

// ScalarBaseMult writes scalar·B to out, B the base point u = 9
// (curve25519_mul_g): the public key of scalar.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	if !(len(out) == x25519Bytes && len(scalar) == x25519Bytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_nettle_x25519_base(ptr(out), ptr(scalar)), "curve25519_mul_g")
}
