package nacl

// #include "naclglue.h"
import "C"

// x25519Bytes is the size of Curve25519 scalars, points and results.
const x25519Bytes = C.crypto_scalarmult_curve25519_BYTES

// X25519 is crypto_scalarmult, Diffie-Hellman on Curve25519
// (crypto_scalarmult_curve25519; on amd64 Debian's build selects Adam
// Langley's curve25519-donna-c64). NaCl does not refuse low-order points:
// the result is then all zero and no error is returned.
//
// The binding passes points to NaCl unchanged, so NaCl's answers are what
// the matrix sees. On amd64 that includes wrong shared secrets for points
// whose u-coordinate (top bit cleared) lies within a few units of
// 2^255-19: p-3 and p-2, and the non-canonical p+1 to p+4, which
// Wycheproof's x25519_test.json exercises (tcIds 31, 62, 75, 82, 84-87,
// 92-96 and 153; 62 and 153 are valid keys). Random keys reach them with
// probability about 2^-252.
type X25519 struct{}

// ScalarMult writes scalar·point to out.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	c := begin()
	c.Size("out", out, x25519Bytes)
	c.Size("scalar", scalar, C.crypto_scalarmult_curve25519_SCALARBYTES)
	c.Size("point", point, x25519Bytes)
	c.Disjoint("out", out, "scalar", scalar)
	c.Disjoint("out", out, "point", point)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_scalarmult_curve25519(ptr(out), ptr(scalar), ptr(point)), "crypto_scalarmult_curve25519")
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point
// (crypto_scalarmult_curve25519_base): the public key of scalar.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	c := begin()
	c.Size("out", out, x25519Bytes)
	c.Size("scalar", scalar, C.crypto_scalarmult_curve25519_SCALARBYTES)
	c.Disjoint("out", out, "scalar", scalar)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_scalarmult_curve25519_base(ptr(out), ptr(scalar)), "crypto_scalarmult_curve25519_base")
}
