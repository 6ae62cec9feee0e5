package edwards25519

import (
	"crypto/sha512"

	ed "filippo.io/edwards25519"
)

// Ed25519X25519 converts Ed25519 keys to X25519 keys.
//
// PublicToX25519 decodes the Edwards point with (*Point).SetBytes and
// returns the u-coordinate u = (1+y)/(1−y) of the birationally equivalent
// Montgomery point, by (*Point).BytesMontgomery. SetBytes accepts every
// point on the curve, including small-order points and non-canonical
// encodings, and refuses only encodings of no point; libsodium additionally
// refuses small-order points and points outside the prime-order subgroup,
// so the two may disagree on such keys, which the comparison shows.
//
// PrivateToX25519 computes the X25519 scalar from the seed as Ed25519 does
// (RFC 8032, section 5.1.5) and libsodium's crypto_sign_ed25519_sk_to_curve25519
// returns it: the first 32 bytes of SHA-512(seed), clamped as RFC 7748
// requires (bits 0-2 and 255 cleared, bit 254 set). This half uses only
// crypto/sha512: the construction is a hash, not a group operation.
type Ed25519X25519 struct{}

// PublicToX25519 writes the 32-byte X25519 public key of the 32-byte
// Ed25519 public key edPublic to out. An encoding that is not a point on the
// curve is an error naming edPublic.
func (Ed25519X25519) PublicToX25519(out, edPublic []byte) error {
	c := begin()
	c.Size("out", out, 32)
	c.Size("edPublic", edPublic, 32)
	c.Disjoint("out", out, "edPublic", edPublic)
	if err := c.Err(); err != nil {
		return err
	}
	var p ed.Point
	if _, err := p.SetBytes(edPublic); err != nil {
		return c.Wrap("edPublic", err)
	}
	copy(out, p.BytesMontgomery())
	return nil
}

// PrivateToX25519 writes the 32-byte X25519 private key of the 64-byte
// Ed25519 private key edPrivate (seed‖public) to out. Only the seed is used;
// the public half is not checked against it, as in libsodium.
func (Ed25519X25519) PrivateToX25519(out, edPrivate []byte) error {
	c := begin()
	c.Size("out", out, 32)
	c.Size("edPrivate", edPrivate, 64)
	c.Disjoint("out", out, "edPrivate", edPrivate)
	if err := c.Err(); err != nil {
		return err
	}
	h := sha512.Sum512(edPrivate[:32])
	h[0] &= 248
	h[31] &= 127
	h[31] |= 64
	copy(out, h[:32])
	clear(h[:]) // the hash is secret key material
	return nil
}
