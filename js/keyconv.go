package js

import "errors"

// KeyConversion converts Ed25519 keys to X25519 keys in node. Whether a
// public key that is not a point of the prime-order subgroup is refused is
// the library's choice: libsodium refuses small-order points and points
// outside the subgroup, @stablelib/ed25519 only encodings that are not
// points.
type KeyConversion struct{ base }

// PublicToX25519 writes the X25519 public key (Montgomery u = (1+y)/(1-y))
// of an Ed25519 public key to out.
func (k KeyConversion) PublicToX25519(out, edPublic []byte) error {
	c := k.checker()
	c.Size("out", out, k.spec.Out)
	c.Size("edPublic", edPublic, k.spec.Public)
	if err := c.Err(); err != nil {
		return err
	}
	err := k.peer.outputs(k.op, "pk", [][]byte{out}, edPublic)
	// A library that refuses the key raises an error in node: the only
	// argument it can refuse is the key.
	var ce *CallError
	if errors.As(err, &ce) {
		return c.Wrap("edPublic", errors.New(ce.Msg))
	}
	return err
}

// PrivateToX25519 writes the X25519 private key of a 64-byte seed‖public
// Ed25519 private key to out: the clamped first half of SHA-512(seed).
func (k KeyConversion) PrivateToX25519(out, edPrivate []byte) error {
	c := k.checker()
	c.Size("out", out, k.spec.Out)
	c.Size("edPrivate", edPrivate, k.spec.Private)
	if err := c.Err(); err != nil {
		return err
	}
	return k.peer.outputs(k.op, "sk", [][]byte{out}, edPrivate)
}
