package jamesruan

import (
	"errors"

	js "github.com/jamesruan/sodium"
)

// Ed25519X25519 converts Ed25519 keys to X25519 keys through the binding's
// SignPublicKey.ToBox and SignSecretKey.ToBox.
type Ed25519X25519 struct{}

// PublicToX25519 writes the X25519 public key of an Ed25519 public key to
// out.
//
// The binding ignores the return code of
// crypto_sign_ed25519_pk_to_curve25519, which refuses invalid and
// small-order keys by returning before it writes, so a refused key comes
// back as the binding's freshly allocated all-zero buffer. A valid key never
// converts to zero (u = 0 needs y = −1, a point of order 2), so an all-zero
// result is reported as the refusal it is, with out unchanged.
func (Ed25519X25519) PublicToX25519(out, edPublic []byte) (err error) {
	c := begin()
	c.Size("out", out, 32)
	c.Size("edPublic", edPublic, 32)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	u := js.SignPublicKey{Bytes: edPublic}.ToBox().Bytes
	var acc byte
	for _, b := range u {
		acc |= b
	}
	if acc == 0 {
		return errors.New("jamesruan: edPublic: not a valid Ed25519 public key of the prime-order subgroup")
	}
	copy(out, u)
	return nil
}

// PrivateToX25519 writes the X25519 private key of a 64-byte seed‖public
// Ed25519 private key to out.
func (Ed25519X25519) PrivateToX25519(out, edPrivate []byte) (err error) {
	c := begin()
	c.Size("out", out, 32)
	c.Size("edPrivate", edPrivate, 64)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	copy(out, js.SignSecretKey{Bytes: edPrivate}.ToBox().Bytes)
	return nil
}
