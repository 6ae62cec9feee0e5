package keyconv

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the key-conversion family's share of the transcript's budget:
// public-key arithmetic costs TweetNaCl milliseconds per call even
// natively, so it takes few steps.
const Steps = 8

// Sequence is the key-conversion family's transcript sequence: at each step
// an Ed25519 key pair converted to X25519, both keys absorbed. It needs
// valid Ed25519 keys, which the interface cannot make: the harness derives
// them from the drawn seed with crypto/ed25519, as input preparation, the
// same for every implementation.
func Sequence(s matrix.Spec, kc matrix.KeyConversion, c *family.Chain, steps int) error {
	for i := range steps {
		priv := ed25519.NewKeyFromSeed(c.Draw(ed25519.SeedSize)[0])
		pub := priv.Public().(ed25519.PublicKey)
		xpub, xpriv := make([]byte, s.Out), make([]byte, s.Out)
		if err := kc.PublicToX25519(xpub, pub); err != nil {
			return family.StepErr(i, "public key to X25519", err)
		}
		if err := kc.PrivateToX25519(xpriv, priv); err != nil {
			return family.StepErr(i, "private key to X25519", err)
		}
		c.Absorb(xpub, xpriv)
	}
	return nil
}
