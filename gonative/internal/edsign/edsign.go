// Package edsign holds what the gonative Ed25519 signers share: the
// argument checks of the Signature methods and the derivation of a key pair
// from a seed by crypto/ed25519, which x/crypto's nacl/sign relies on too.
// Keys are crypto/ed25519's: 32-byte public keys and 64-byte private keys,
// seed followed by public key.
package edsign

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// KeyFromSeed checks the arguments of KeyFromSeed on c and, if they pass,
// writes the 32-byte public key and the 64-byte private key of the 32-byte
// seed.
func KeyFromSeed(c *argcheck.Checker, public, private, seed []byte) error {
	c.KeyFromSeedArgs(public, private, seed, ed25519.PublicKeySize, ed25519.PrivateKeySize, ed25519.SeedSize)
	if err := c.Err(); err != nil {
		return err
	}
	priv := ed25519.NewKeyFromSeed(seed)
	copy(private, priv)
	copy(public, priv[ed25519.SeedSize:])
	return nil
}

// CheckSign checks the arguments of Sign on c: a 64-byte sig that overlaps
// neither msg nor the 64-byte private key.
func CheckSign(c *argcheck.Checker, sig, msg, private []byte) {
	c.SignArgs(sig, msg, private, ed25519.SignatureSize, ed25519.PrivateKeySize)
}

// CheckVerify checks the arguments of Verify on c: a 64-byte sig and a
// 32-byte public key.
func CheckVerify(c *argcheck.Checker, sig, public []byte) {
	c.VerifyArgs(sig, public, ed25519.SignatureSize, ed25519.PublicKeySize)
}
