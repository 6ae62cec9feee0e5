package secretbox

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the secretbox family's share of the transcript's budget: a
// secretbox is cheap, so it takes many steps, with messages growing to
// about 1 KiB.
const Steps = 64

// Sequence is the secretbox family's transcript sequence: at each step a
// drawn message sealed under a drawn key and nonce, which must open to the
// message and must not open with one bit flipped. The box and both
// verdicts are absorbed.
func Sequence(s matrix.Spec, sb matrix.SecretBox, c *family.Chain, steps int) error {
	for i := range steps {
		n := family.StepLen(i)
		in := c.Draw(s.Key, s.Nonce, n)
		key, nonce, msg := in[0], in[1], in[2]
		box := make([]byte, n+s.Overhead)
		if err := sb.Seal(box, msg, nonce, key); err != nil {
			return family.StepErr(i, "seal", err)
		}
		ok, bad, err := family.StepOpens(i, msg, "box", "box with a flipped bit",
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, box, nonce, key) },
			"open", func(pt []byte) (bool, error) { return sb.Open(pt, tamper.Flip(box, i%len(box)), nonce, key) })
		if err != nil {
			return err
		}
		c.Absorb(box)
		c.AbsorbBools(ok, bad)
	}
	return nil
}
