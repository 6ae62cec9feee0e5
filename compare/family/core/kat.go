package core

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: Core(in, key, const)
// equals out.
func KAT(s matrix.Spec, op matrix.Core, v *vectors.Vector) error {
	if err := family.KATNeed("key", v.Key, "in", v.In, "const", v.Const, "out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	err := op.Core(got, v.In, v.Key, v.Const)
	return family.KATOutcome(v, "core output", "Core", got, err)
}
