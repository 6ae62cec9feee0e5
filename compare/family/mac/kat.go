package mac

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: MAC equals tag, Verify
// accepts it and rejects it with one bit flipped.
func KAT(s matrix.Spec, op matrix.MAC, v *vectors.Vector) error {
	if err := family.KATNeed("key", v.Key, "msg", v.Msg, "tag", v.Tag); err != nil {
		return err
	}
	if v.Result == vectors.Invalid {
		ok, err := op.Verify(v.Tag, v.Msg, v.Key)
		return family.KATExpectInvalid(family.KATRejected(ok, err), "Verify accepted the tag")
	}
	got := make([]byte, len(v.Tag))
	if err := op.MAC(got, v.Msg, v.Key); err != nil {
		return fmt.Errorf("MAC: %w", err)
	}
	if err := family.KATDiff("tag", got, v.Tag); err != nil {
		return err
	}
	return family.KATVerifiesOnly("tag", v.Tag, func(tag []byte) (bool, error) { return op.Verify(tag, v.Msg, v.Key) })
}
