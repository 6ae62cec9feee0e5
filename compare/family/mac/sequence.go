package mac

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the MAC family's share of the transcript's budget: a MAC is
// cheap, so it takes many steps, with messages growing to about 1 KiB.
const Steps = 64

// Sequence is the MAC family's transcript sequence: at each step a tag of
// a drawn message under a drawn key (of each key and tag length in turn),
// which Verify must accept and must refuse with one bit flipped. A MAC
// whose Verify accepts everything fails even if every implementation's
// does; the tag and both verdicts are absorbed.
func Sequence(s matrix.Spec, m matrix.MAC, c *family.Chain, steps int) error {
	for i := range steps {
		in := c.Draw(family.StepLen(i), family.StepKey(s, i))
		msg, key := in[0], in[1]
		tag := make([]byte, family.StepOut(s, i))
		if err := m.MAC(tag, msg, key); err != nil {
			return family.StepErr(i, "mac", err)
		}
		ok, err := m.Verify(tag, msg, key)
		if err != nil {
			return family.StepErr(i, "verify", err)
		}
		bad, err := m.Verify(tamper.Flip(tag, i%len(tag)), msg, key)
		if err != nil {
			return family.StepErr(i, "verify", err)
		}
		if !ok || bad {
			return family.StepBroken(i, "verify: own tag accepted %v, tag with a flipped bit accepted %v", ok, bad)
		}
		c.Absorb(tag)
		c.AbsorbBools(ok, bad)
	}
	return nil
}
