package mac

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a MAC: the tag of an n-byte
// message under a key of the canonical size. Verification costs the same
// computation plus a comparison, so it is left to the interop tests.
func Bench(matrix.Spec) []family.BenchCall[matrix.MAC] {
	return []family.BenchCall[matrix.MAC]{{Name: "mac", PerByte: true,
		Prepare: func(s matrix.Spec, m matrix.MAC, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, msg, tag := in.Bytes(s.Key), in.Bytes(n), make([]byte, s.Out)
			return family.BenchRepeat(func() error { return m.MAC(tag, msg, key) }), [][]byte{tag}, nil
		}}}
}

// Loop is the MAC call its C loops time: the tag of Msg under Key, into
// Out.
var Loop = family.BenchLoop[matrix.MAC]{Call: "mac",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return s.Out, n, 0 },
	Prepare: func(s matrix.Spec, m matrix.MAC, a *cloop.Args) (func() error, error) {
		key := a.Key[:s.Key]
		return func() error { return m.MAC(a.Out, a.Msg, key) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.MAC, what a
// binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.MAC { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) MAC(_, _, _ []byte) error            { return c.Run() }
func (c benchCrossing) Verify(_, _, _ []byte) (bool, error) { return true, c.Run() }
