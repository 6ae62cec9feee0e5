package secretbox

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: Seal equals out (tag ‖
// ciphertext) and Open recovers msg, and refuses the box with one tag bit
// flipped.
func KAT(s matrix.Spec, op matrix.SecretBox, v *vectors.Vector) error {
	if err := family.KATNeed("key", v.Key, "nonce", v.Nonce, "out", v.Out); err != nil {
		return err
	}
	open := func(msg, box []byte) (bool, error) { return op.Open(msg, box, v.Nonce, v.Key) }
	if v.Result == vectors.Invalid {
		ok, err := open(make([]byte, max(len(v.Out)-s.Overhead, 0)), v.Out)
		return family.KATExpectInvalid(family.KATRejected(ok, err), "Open accepted the box")
	}
	if err := family.KATNeed("msg", v.Msg); err != nil {
		return err
	}
	box := make([]byte, len(v.Msg)+s.Overhead)
	if err := op.Seal(box, v.Msg, v.Nonce, v.Key); err != nil {
		return fmt.Errorf("Seal: %w", err)
	}
	if err := family.KATDiff("box", box, v.Out); err != nil {
		return err
	}
	return family.KATOpen("Open", s.Overhead, v.Out, v.Msg, open)
}
