package hash

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a hash: a digest of an n-byte
// message, at the default output length.
func Bench(matrix.Spec) []family.BenchCall[matrix.Hash] {
	return []family.BenchCall[matrix.Hash]{{Name: "hash", PerByte: true,
		Prepare: func(s matrix.Spec, h matrix.Hash, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			msg, out := in.Bytes(n), make([]byte, s.Out)
			return family.BenchRepeat(func() error { return h.Hash(out, msg) }), [][]byte{out}, nil
		}}}
}

// Loop is the hash call its C loops time: Msg hashed into Out.
var Loop = family.BenchLoop[matrix.Hash]{Call: "hash",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return s.Out, n, 0 },
	Prepare: func(s matrix.Spec, h matrix.Hash, a *cloop.Args) (func() error, error) {
		return func() error { return h.Hash(a.Out, a.Msg) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.Hash, what
// a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.Hash { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) Hash(_, _ []byte) error { return c.Run() }
