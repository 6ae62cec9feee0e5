package verify

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a constant-time comparison:
// comparing two equal strings, the case that reads every byte.
func Bench(matrix.Spec) []family.BenchCall[matrix.Equal] {
	return []family.BenchCall[matrix.Equal]{{Name: "equal",
		Prepare: func(s matrix.Spec, e matrix.Equal, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			a := in.Bytes(s.In)
			b := append([]byte(nil), a...)
			return family.BenchRepeatAccept(func() (bool, error) { return e.Equal(a, b) }), nil, nil
		}}}
}

// Loop is the comparison its C loops time: two equal strings, Msg and
// AD, the case that reads every byte. Out stays empty; the loop fails on
// a difference.
var Loop = family.BenchLoop[matrix.Equal]{Call: "equal",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return 0, s.In, s.In },
	Prepare: func(s matrix.Spec, e matrix.Equal, a *cloop.Args) (func() error, error) {
		copy(a.AD, a.Msg)
		return func() error {
			if ok, err := e.Equal(a.Msg, a.AD); err != nil || !ok {
				return fmt.Errorf("equal strings compared unequal (%v)", err)
			}
			return nil
		}, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.Equal, what
// a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.Equal { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) Equal(_, _ []byte) (bool, error) { return true, c.Run() }
