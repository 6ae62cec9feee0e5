package hash

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: Hash into len(out)
// bytes equals out (the length is the vector's, so that variable-length
// hashes are checked at the size the source published).
func KAT(s matrix.Spec, op matrix.Hash, v *vectors.Vector) error {
	if err := family.KATNeed("msg", v.Msg, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Hash(got, v.Msg)
	return family.KATOutcome(v, "digest", "Hash", got, err)
}
