package jamesruan

import js "github.com/jamesruan/sodium"

// X25519 is crypto_scalarmult through the binding's CryptoScalarmult and
// CryptoScalarmultBase.
type X25519 struct{}

// ScalarMult writes scalar·point to out. libsodium refuses a low-order
// point (all-zero result); the binding panics on that, and the panic is
// returned as an error with out unchanged.
func (X25519) ScalarMult(out, scalar, point []byte) (err error) {
	c := begin()
	c.Size("out", out, 32)
	c.Size("scalar", scalar, 32)
	c.Size("point", point, 32)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	copy(out, js.CryptoScalarmult(js.Scalar{Bytes: scalar}, js.Scalar{Bytes: point}).Bytes)
	return nil
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point.
func (X25519) ScalarBaseMult(out, scalar []byte) (err error) {
	c := begin()
	c.Size("out", out, 32)
	c.Size("scalar", scalar, 32)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	copy(out, js.CryptoScalarmultBase(js.Scalar{Bytes: scalar}).Bytes)
	return nil
}
