package scalarmult

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: ScalarMult(scalar,
// point), or ScalarBaseMult(scalar) when the vector has no point, equals
// out; with iterations, RFC 7748 Section 5.2's loop k, u ← X25519(k, u),
// k ends with k = out.
func KAT(s matrix.Spec, op matrix.ScalarMult, v *vectors.Vector) error {
	if err := family.KATNeed("scalar", v.Scalar, "out", v.Out); err != nil {
		return err
	}
	if v.Iterations > family.KATMaxIterations {
		return family.KATSkip{Reason: fmt.Sprintf("%d iterations is above the runner's limit of %d", v.Iterations, family.KATMaxIterations)}
	}
	got := make([]byte, len(v.Out))
	var err error
	switch {
	case v.Point == nil && v.Iterations > 0:
		return fmt.Errorf("malformed vector: iterations without a point")
	case v.Point == nil:
		err = op.ScalarBaseMult(got, v.Scalar)
	case v.Iterations == 0:
		err = op.ScalarMult(got, v.Scalar, v.Point)
	default:
		k, u := bytes.Clone(v.Scalar), bytes.Clone(v.Point)
		for i := 0; i < v.Iterations && err == nil; i++ {
			next := make([]byte, len(k))
			if err = op.ScalarMult(next, k, u); err != nil {
				err = fmt.Errorf("iteration %d: %w", i+1, err)
			}
			k, u = next, k
		}
		copy(got, k)
	}
	return family.KATOutcome(v, "result", "scalar multiplication", got, err)
}
