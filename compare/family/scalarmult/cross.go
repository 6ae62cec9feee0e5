package scalarmult

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b compute the same public points from random
// scalars, reach the same Diffie-Hellman secret, and give the same result
// for a scalar and a random point.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.ScalarMult], in *family.Inputs) error {
	xa, xb := a.Op, b.Op
	for i := range len(family.CrossMessageLengths) + family.CrossRandomCases {
		skA, skB := in.Bytes(s.Private), in.Bytes(s.Private)
		what := fmt.Sprintf("random scalars %d", i)
		pubA, pubB, check := make([]byte, s.Out), make([]byte, s.Out), make([]byte, s.Out)
		if err := xa.ScalarBaseMult(pubA, skA); err != nil {
			return family.CrossErrOp(a, what+" base", err)
		}
		if err := xb.ScalarBaseMult(check, skA); err != nil {
			return family.CrossErrOp(b, what+" base", err)
		}
		if !bytes.Equal(check, pubA) {
			return family.CrossMismatch(what+" scalarmult_base", a, b, check, pubA)
		}
		if err := xb.ScalarBaseMult(pubB, skB); err != nil {
			return family.CrossErrOp(b, what+" base", err)
		}
		// Diffie-Hellman: each side combines its scalar with the other's
		// public point, and both must reach the same secret.
		sharedA, sharedB := make([]byte, s.Out), make([]byte, s.Out)
		if err := xa.ScalarMult(sharedA, skA, pubB); err != nil {
			return family.CrossErrOp(a, what+" scalarmult", err)
		}
		if err := xb.ScalarMult(sharedB, skB, pubA); err != nil {
			return family.CrossErrOp(b, what+" scalarmult", err)
		}
		if !bytes.Equal(sharedB, sharedA) {
			return family.CrossMismatch(what+" shared secret", a, b, sharedB, sharedA)
		}
		// The same scalar and point give the same result, including for a
		// random u-coordinate that need not be on the curve's main subgroup.
		// Bit 255 is cleared: points with it set are a documented edge
		// class (X25519Bit255Class), which the vectors cover.
		point := in.Bytes(s.Public)
		point[len(point)-1] &= 0x7f
		ra, rb := make([]byte, s.Out), make([]byte, s.Out)
		errA, errB := xa.ScalarMult(ra, skA, point), xb.ScalarMult(rb, skA, point)
		if errA != nil || errB != nil {
			return fmt.Errorf("%s: random point: %s: %v, %s: %v", what, a.Name(), errA, b.Name(), errB)
		}
		if !bytes.Equal(rb, ra) {
			return family.CrossMismatch(what+" random point", a, b, rb, ra)
		}
	}
	return nil
}

// RememberNative is true: scalar multiplications cost microseconds to
// milliseconds each (0.1 s for TweetNaCl's JavaScript port, more under
// emulation), well above what digesting their arguments for the memo
// costs, so every implementation's are remembered.
const RememberNative = true

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.ScalarMult) matrix.ScalarMult { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.ScalarMult
}

func (x remembered) ScalarMult(dst, scalar, point []byte) error {
	return x.Write("ScalarMult", [][]byte{scalar, point}, [][]byte{dst}, func() error { return x.op.ScalarMult(dst, scalar, point) })
}

func (x remembered) ScalarBaseMult(dst, scalar []byte) error {
	return x.Write("ScalarBaseMult", [][]byte{scalar}, [][]byte{dst}, func() error { return x.op.ScalarBaseMult(dst, scalar) })
}
