package transcript

import (
	"crypto/ed25519"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// The transcript's sequences of the Curve25519 families: X25519 scalar
// multiplication, signatures and Ed25519-to-X25519 key conversion (see
// transcript_seq.go for what a sequence does).

// transcriptScalarMult feeds each step's shared secret in as the next
// step's point, SUPERCOP style. A multiple of a point that is not of low
// order is never of low order, so the chain never reaches a point that an
// implementation may refuse. The point's bit 255 is cleared: points with
// it set are a documented edge class (X25519Bit255Class) on which NaCl's
// ref implementation differs, and the transcript is the common ground that
// must be identical everywhere; the vectors cover the class.
func transcriptScalarMult(s matrix.Spec, op any, c *chain, steps int) error {
	sm := op.(matrix.ScalarMult)
	point := c.draw(s.Public)[0]
	for i := range steps {
		in := c.draw(s.Private, s.Private)
		pub, shared := make([]byte, s.Out), make([]byte, s.Out)
		if err := sm.ScalarBaseMult(pub, in[0]); err != nil {
			return stepErr(i, "scalar base mult", err)
		}
		point[len(point)-1] &= 0x7f
		if err := sm.ScalarMult(shared, in[1], point); err != nil {
			return stepErr(i, "scalar mult", err)
		}
		c.absorb(pub, shared)
		point = shared
	}
	return nil
}

// transcriptSignature derives a key pair, signs and verifies at every
// step, absorbing keys, signature and verdicts. An implementation without
// KeyFromSeed (matrix.LacksKeyFromSeed) has no transcript: keys made by another
// library would make its digest partly that library's, so its cell is
// marked unsupported instead (TranscriptCell.Unsupported) and takes no
// part in the agreement; the interop checks and vectors cover its signing
// and verification.
func transcriptSignature(s matrix.Spec, op any, c *chain, steps int) error {
	sg := op.(matrix.Signature)
	for i := range steps {
		in := c.draw(s.Seed, transcriptLen(i))
		seed, msg := in[0], in[1]
		pub, priv, sig := make([]byte, s.Public), make([]byte, s.Private), make([]byte, s.Sig)
		if err := sg.KeyFromSeed(pub, priv, seed); err != nil {
			if matrix.LacksKeyFromSeed(s, err) {
				return transcriptLacks{fmt.Errorf("key from seed: %w", err)}
			}
			return stepErr(i, "key from seed", err)
		}
		if err := sg.Sign(sig, msg, priv); err != nil {
			return stepErr(i, "sign", err)
		}
		ok, err := sg.Verify(sig, msg, pub)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		bad, err := sg.Verify(tamper.Flip(sig, i%len(sig)), msg, pub)
		if err != nil {
			return stepErr(i, "verify", err)
		}
		if !ok || bad {
			return broken(i, "verify: own signature accepted %v, signature with a flipped bit accepted %v", ok, bad)
		}
		c.absorb(pub, priv, sig)
		c.absorbBools(ok, bad)
	}
	return nil
}

// transcriptKeyConversion needs valid Ed25519 keys, which the interface
// cannot make: the harness derives them from the drawn seed with
// crypto/ed25519, as input preparation, the same for every implementation.
func transcriptKeyConversion(s matrix.Spec, op any, c *chain, steps int) error {
	kc := op.(matrix.KeyConversion)
	for i := range steps {
		priv := ed25519.NewKeyFromSeed(c.draw(ed25519.SeedSize)[0])
		pub := priv.Public().(ed25519.PublicKey)
		xpub, xpriv := make([]byte, s.Out), make([]byte, s.Out)
		if err := kc.PublicToX25519(xpub, pub); err != nil {
			return stepErr(i, "public key to X25519", err)
		}
		if err := kc.PrivateToX25519(xpriv, priv); err != nil {
			return stepErr(i, "private key to X25519", err)
		}
		c.absorb(xpub, xpriv)
	}
	return nil
}
