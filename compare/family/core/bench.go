package core

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a core function: one evaluation
// with the standard constant, per call.
func Bench(matrix.Spec) []family.BenchCall[matrix.Core] {
	return []family.BenchCall[matrix.Core]{{Name: "core",
		Prepare: func(s matrix.Spec, c matrix.Core, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			input, key, out := in.Bytes(s.In), in.Bytes(s.Key), make([]byte, s.Out)
			constant := []byte(matrix.Sigma)
			return family.BenchRepeat(func() error { return c.Core(out, input, key, constant) }), [][]byte{out}, nil
		}}}
}

// Loop is the core call its C loops time. The core's input is the
// nonce's prefix and its constant, in AD, the standard one.
var Loop = family.BenchLoop[matrix.Core]{Call: "core",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, len(matrix.Sigma) },
	Prepare: func(s matrix.Spec, c matrix.Core, a *cloop.Args) (func() error, error) {
		input, key := a.Nonce[:s.In], a.Key[:s.Key]
		copy(a.AD, matrix.Sigma)
		return func() error { return c.Core(a.Out, input, key, a.AD) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.Core, what
// a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.Core { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) Core(_, _, _, _ []byte) error { return c.Run() }
