package box

import (
	"bytes"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the box family's share of the transcript's budget: public-key
// arithmetic costs TweetNaCl milliseconds per call even natively, so it
// takes few steps.
const Steps = 8

// Sequence is the box family's transcript sequence. It seals and opens with
// the same key pair arguments: both sides of crypto_box derive the same
// shared key from (peer public, private), so the box opens without the
// interface having to make keys. Random 32-byte public keys are never of
// low order in practice. Their bit 255 is cleared, as in
// scalarmult.Sequence: keys with it set are a documented X25519 edge class
// (X25519Bit255Class).
func Sequence(s matrix.Spec, b matrix.Box, c *family.Chain, steps int) error {
	for i := range steps {
		n := family.StepLen(i)
		in := c.Draw(s.Private, s.Public, s.Nonce, n)
		priv, peer, nonce, msg := in[0], in[1], in[2], in[3]
		peer[len(peer)-1] &= 0x7f
		box := make([]byte, n+s.Overhead)
		if err := b.Seal(box, msg, nonce, peer, priv); err != nil {
			return family.StepErr(i, "seal", err)
		}
		shared := make([]byte, s.Key)
		if err := b.Precompute(shared, peer, priv); err != nil {
			return family.StepErr(i, "precompute", err)
		}
		box2 := make([]byte, n+s.Overhead)
		if err := b.SealAfter(box2, msg, nonce, shared); err != nil {
			return family.StepErr(i, "seal after precompute", err)
		}
		ok, bad, err := family.StepOpens(i, msg, "box", "box with a flipped bit",
			"open", func(pt []byte) (bool, error) { return b.Open(pt, box, nonce, peer, priv) },
			"open after precompute", func(pt []byte) (bool, error) { return b.OpenAfter(pt, tamper.Flip(box, i%len(box)), nonce, shared) })
		if err != nil {
			return err
		}
		if !bytes.Equal(box2, box) {
			return family.StepBroken(i, "seal after precompute differs from seal")
		}
		c.Absorb(box, shared)
		c.AbsorbBools(ok, bad)
	}
	return nil
}
