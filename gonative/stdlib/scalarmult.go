package stdlib

import "crypto/ecdh"

// X25519 is the X25519 function of RFC 7748 from crypto/ecdh, NaCl's
// crypto_scalarmult. crypto/ecdh refuses low-order points, whose product is
// all zeros: ScalarMult returns that refusal as an error naming point.
type X25519 struct{}

// ScalarMult writes scalar·point to out; all three are 32 bytes.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	c := begin()
	c.Size("out", out, 32)
	c.Size("scalar", scalar, 32)
	c.Size("point", point, 32)
	c.Disjoint("out", out, "scalar", scalar)
	c.Disjoint("out", out, "point", point)
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
	c.Size("out", out, 32)
	c.Size("scalar", scalar, 32)
	c.Disjoint("out", out, "scalar", scalar)
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
