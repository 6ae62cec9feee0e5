package scalarmult

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the scalar-multiplication family's share of the transcript's
// budget: public-key arithmetic costs TweetNaCl milliseconds per call even
// natively, so it takes few steps.
const Steps = 8

// Sequence is the scalar-multiplication family's transcript sequence. It
// feeds each step's shared secret in as the next step's point, SUPERCOP
// style. A multiple of a point that is not of low order is never of low
// order, so the chain never reaches a point that an implementation may
// refuse. The point's bit 255 is cleared: points with it set are a
// documented edge class (X25519Bit255Class) on which NaCl's ref
// implementation differs, and the transcript is the common ground that must
// be identical everywhere; the vectors cover the class.
func Sequence(s matrix.Spec, sm matrix.ScalarMult, c *family.Chain, steps int) error {
	point := c.Draw(s.Public)[0]
	for i := range steps {
		in := c.Draw(s.Private, s.Private)
		pub, shared := make([]byte, s.Out), make([]byte, s.Out)
		if err := sm.ScalarBaseMult(pub, in[0]); err != nil {
			return family.StepErr(i, "scalar base mult", err)
		}
		point[len(point)-1] &= 0x7f
		if err := sm.ScalarMult(shared, in[1], point); err != nil {
			return family.StepErr(i, "scalar mult", err)
		}
		c.Absorb(pub, shared)
		point = shared
	}
	return nil
}
