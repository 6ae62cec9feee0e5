package hash

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the hash family's share of the transcript's budget: a hash is
// cheap, so it takes many steps, with messages growing to about 1 KiB.
const Steps = 64

// Sequence is the hash family's transcript sequence: steps hashes of
// messages of growing length (family.StepLen), each output (of each length
// of a variable output in turn) absorbed into c, which draws the next
// message, so that one wrong byte changes every later step.
func Sequence(s matrix.Spec, h matrix.Hash, c *family.Chain, steps int) error {
	for i := range steps {
		in := c.Draw(family.StepLen(i))
		out := make([]byte, family.StepOut(s, i))
		if err := h.Hash(out, in[0]); err != nil {
			return family.StepErr(i, "hash", err)
		}
		c.Absorb(out)
	}
	return nil
}
