package xcrypto

import "golang.org/x/crypto/curve25519"

// X25519 is the X25519 function of RFC 7748 from x/crypto/curve25519. In
// current x/crypto, curve25519.X25519 delegates to crypto/ecdh, so this
// measures the standard library through the x/crypto API. Low-order points,
// whose product is all zeros, are refused with an error naming point.
type X25519 struct{}

// ScalarMult writes scalar·point to out; all three are 32 bytes.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	c := begin()
	c.ScalarMultArgs(out, scalar, point, curve25519.PointSize, curve25519.ScalarSize, curve25519.PointSize)
	if err := c.Err(); err != nil {
		return err
	}
	q, err := curve25519.X25519(scalar, point)
	if err != nil {
		return c.Wrap("point", err)
	}
	copy(out, q)
	return nil
}

// ScalarBaseMult writes scalar·9, the public key of scalar, to out.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	c := begin()
	c.ScalarBaseMultArgs(out, scalar, curve25519.PointSize, curve25519.ScalarSize)
	if err := c.Err(); err != nil {
		return err
	}
	// Passing curve25519.Basepoint itself, not a copy, lets x/crypto use its
	// fixed-base path.
	q, err := curve25519.X25519(scalar, curve25519.Basepoint)
	if err != nil {
		return c.Wrap("scalar", err)
	}
	copy(out, q)
	return nil
}
