package nettle

/*
#include "naclcmp_nettle.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call,
// n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nettle_loop_x25519, naclcmp_nettle_x25519(a->out, a->sk, a->pk))
*/
import "C"

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
	c := begin()
	c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519Bytes, x25519Bytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_nettle_x25519(ptr(out), ptr(scalar), ptr(point)), "curve25519_mul")
}

// ScalarBaseMult writes scalar·B to out, B the base point u = 9
// (curve25519_mul_g): the public key of scalar.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	c := begin()
	c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519Bytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.naclcmp_nettle_x25519_base(ptr(out), ptr(scalar)), "curve25519_mul_g")
}
