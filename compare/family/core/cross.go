package core

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b give byte-identical output for the same random
// inputs and keys with the standard constant (sigma), and with a random
// constant where both take one.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.Core], in *family.Inputs) error {
	for i := range len(family.CrossMessageLengths) + family.CrossRandomCases {
		input, key := in.Bytes(s.In), in.Bytes(s.Key)
		what := fmt.Sprintf("random input %d", i)
		want, got := make([]byte, s.Out), make([]byte, s.Out)
		if err := a.Op.Core(want, input, key, []byte(matrix.Sigma)); err != nil {
			return family.CrossErrOp(a, what, err)
		}
		if err := b.Op.Core(got, input, key, []byte(matrix.Sigma)); err != nil {
			return family.CrossErrOp(b, what, err)
		}
		if !bytes.Equal(got, want) {
			return family.CrossMismatch(what, a, b, got, want)
		}
	}
	// A constant other than sigma, where both sides take one (x/crypto's
	// HChaCha20 refuses others as unsupported): a binding that drops the
	// constant (passing NULL, which libsodium reads as sigma) computes the
	// standard function and differs here.
	input, key, constant := in.Bytes(s.In), in.Bytes(s.Key), in.Bytes(s.Const)
	const what = "random input, random constant"
	want, got := make([]byte, s.Out), make([]byte, s.Out)
	errA, errB := a.Op.Core(want, input, key, constant), b.Op.Core(got, input, key, constant)
	switch {
	case errors.Is(errA, errors.ErrUnsupported) || errors.Is(errB, errors.ErrUnsupported):
		return nil
	case errA != nil:
		return family.CrossErrOp(a, what, errA)
	case errB != nil:
		return family.CrossErrOp(b, what, errB)
	case !bytes.Equal(got, want):
		return family.CrossMismatch(what, a, b, got, want)
	}
	return nil
}

// RememberNative is false: a core function costs nanoseconds in process,
// about what digesting its arguments for the memo costs, so only the
// calls of JavaScript implementations, each a round trip to a peer
// process, are remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.Core) matrix.Core { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.Core
}

func (x remembered) Core(dst, src, key, constant []byte) error {
	return x.Write("Core", [][]byte{src, key, constant}, [][]byte{dst}, func() error { return x.op.Core(dst, src, key, constant) })
}
