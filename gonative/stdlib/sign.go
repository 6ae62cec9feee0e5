package stdlib

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/gonative/internal/edsign"
)

// Ed25519 is the Ed25519 signature scheme (RFC 8032) from crypto/ed25519.
// Private keys are 64 bytes, seed followed by public key.
type Ed25519 struct{}

// KeyFromSeed derives the 32-byte public key and the 64-byte private key of
// the 32-byte seed.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	return edsign.KeyFromSeed(&c, public, private, seed)
}

// Sign writes the 64-byte signature of msg under private to sig.
func (Ed25519) Sign(sig, msg, private []byte) error {
	c := begin()
	edsign.CheckSign(&c, sig, msg, private)
	if err := c.Err(); err != nil {
		return err
	}
	copy(sig, ed25519.Sign(private, msg))
	return nil
}

// Verify reports whether sig is a valid signature of msg under public.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	edsign.CheckVerify(&c, sig, public)
	if err := c.Err(); err != nil {
		return false, err
	}
	return ed25519.Verify(public, msg, sig), nil
}
