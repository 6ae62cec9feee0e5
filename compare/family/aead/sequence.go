package aead

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the AEAD family's share of the transcript's budget: an AEAD is
// cheap, so it takes many steps, with messages growing to about 1 KiB.
const Steps = 64

// Sequence is the AEAD family's transcript sequence: at each step a drawn
// message sealed with drawn associated data (0 to 40 bytes) under a drawn
// key and nonce, which must open to the message and must not open once
// tampered with. The ciphertext and both verdicts are absorbed.
func Sequence(s matrix.Spec, a matrix.AEAD, c *family.Chain, steps int) error {
	for i := range steps {
		n := family.StepLen(i)
		in := c.Draw(s.Key, s.Nonce, i*5%41, n)
		key, nonce, ad, msg := in[0], in[1], in[2], in[3]
		ct := make([]byte, n+s.Overhead)
		if err := a.Seal(ct, msg, ad, nonce, key); err != nil {
			return family.StepErr(i, "seal", err)
		}
		// Tamper with the associated data when there is some, else with
		// the ciphertext.
		badAD, badCT := ad, ct
		if len(ad) > 0 {
			badAD = tamper.Flip(ad, i%len(ad))
		} else {
			badCT = tamper.Flip(ct, i%len(ct))
		}
		ok, bad, err := family.StepOpens(i, msg, "ciphertext", "tampered one",
			"open", func(pt []byte) (bool, error) { return a.Open(pt, ct, ad, nonce, key) },
			"open", func(pt []byte) (bool, error) { return a.Open(pt, badCT, badAD, nonce, key) })
		if err != nil {
			return err
		}
		c.Absorb(ct)
		c.AbsorbBools(ok, bad)
	}
	return nil
}
