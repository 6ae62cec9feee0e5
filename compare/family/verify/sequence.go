package verify

import (
	"bytes"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the constant-time equality family's share of the transcript's
// budget: a comparison is cheap, so it takes many steps.
const Steps = 64

// Sequence is the constant-time equality family's transcript sequence: at
// each step a drawn string must equal a copy of itself and differ from
// itself with one bit flipped. The output is only the two verdicts, so the
// promise is the check; the verdicts are absorbed.
func Sequence(s matrix.Spec, e matrix.Equal, c *family.Chain, steps int) error {
	for i := range steps {
		a := c.Draw(s.In)[0]
		same, err := e.Equal(a, bytes.Clone(a))
		if err != nil {
			return family.StepErr(i, "equal", err)
		}
		differ, err := e.Equal(a, tamper.Flip(a, i%len(a)))
		if err != nil {
			return family.StepErr(i, "equal", err)
		}
		if !same || differ {
			return family.StepBroken(i, "equal: equal strings %v, strings one bit apart %v", same, differ)
		}
		c.AbsorbBools(same, differ)
	}
	return nil
}
