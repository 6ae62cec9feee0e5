package verify

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b, each in turn, find equal buffers equal and
// tell apart buffers that differ in the first, the middle or the last
// byte, or everywhere.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.Equal], in *family.Inputs) error {
	x := in.Bytes(s.In)
	cases := []struct {
		name string
		y    []byte
		want bool
	}{
		{"equal", append([]byte(nil), x...), true},
		{"first byte differs", tamper.Flip(x, 0), false},
		{"middle byte differs", tamper.Flip(x, s.In/2), false},
		{"last byte differs", tamper.Flip(x, s.In-1), false},
		{"random", in.Bytes(s.In), false},
	}
	for _, c := range cases {
		for _, p := range []matrix.Provider[matrix.Equal]{a, b} {
			if err := family.CrossExpectVerify(p, c.name, c.want, func() (bool, error) { return p.Op.Equal(x, c.y) }); err != nil {
				return err
			}
		}
	}
	return nil
}

// RememberNative is false: a comparison costs nanoseconds in process,
// about what digesting its arguments for the memo costs, so only the
// calls of JavaScript implementations, each a round trip to a peer
// process, are remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.Equal) matrix.Equal { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.Equal
}

func (x remembered) Equal(a, b []byte) (bool, error) {
	return x.Check("Equal", [][]byte{a, b}, nil, func() (bool, error) { return x.op.Equal(a, b) })
}
