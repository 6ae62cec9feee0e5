package stdlib

import "crypto/ecdh"

// X25519 is the X25519 function of RFC 7748 from crypto/ecdh, NaCl's
// crypto_scalarmult. crypto/ecdh refuses low-order points, whose product is
// all zeros: ScalarMult returns that refusal as an error naming point.
type X25519 struct{}

// ScalarMult writes scalar·point to out; all three are 32 bytes.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	c := begin()
	c.ScalarMultArgs(out, scalar, point, 32, 32, 32)
	if err := c.Err(); err != nil {
		return err
	}
	priv, err := ecdh.X25519().NewPrivateKey(scalar)
	if err != nil {
		return c.Wrap("scalar", err)
	}
	pub, err := ecdh.X25519().NewPublicKey(point)
	if err != nil {
		return c.Wrap("point", err)
	}
	shared, err := priv.ECDH(pub)
	if err != nil {
		return c.Wrap("point", err)
	}
	copy(out, shared)
	return nil
}

// ScalarBaseMult writes scalar·9, the public key of scalar, to out.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	c := begin()
	c.ScalarBaseMultArgs(out, scalar, 32, 32)
	if err := c.Err(); err != nil {
		return err
	}
	priv, err := ecdh.X25519().NewPrivateKey(scalar)
	if err != nil {
		return c.Wrap("scalar", err)
	}
	copy(out, priv.PublicKey().Bytes())
	return nil
}
