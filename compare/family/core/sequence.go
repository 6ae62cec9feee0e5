package core

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the core family's share of the transcript's budget: a core is
// one block function, so it takes many steps.
const Steps = 64

// Sequence is the core family's transcript sequence: at each step the core
// of a drawn input block and key with the constant matrix.Sigma, absorbed.
// Its inputs have fixed sizes, so the steps differ by content only.
func Sequence(s matrix.Spec, co matrix.Core, c *family.Chain, steps int) error {
	for i := range steps {
		in := c.Draw(s.In, s.Key)
		out := make([]byte, s.Out)
		if err := co.Core(out, in[0], in[1], []byte(matrix.Sigma)); err != nil {
			return family.StepErr(i, "core", err)
		}
		c.Absorb(out)
	}
	return nil
}
