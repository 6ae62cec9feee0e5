package scalarmult

import (
	"crypto/ecdh"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of X25519: a multiplication with a
// peer's public key (the point is a real public key, computed with
// crypto/ecdh) and with the base point.
func Bench(matrix.Spec) []family.BenchCall[matrix.ScalarMult] {
	return []family.BenchCall[matrix.ScalarMult]{
		{Name: "scalarmult", Prepare: func(s matrix.Spec, m matrix.ScalarMult, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			peer, err := ecdh.X25519().NewPrivateKey(in.Bytes(s.Private))
			if err != nil {
				return nil, nil, err
			}
			point, scalar, out := peer.PublicKey().Bytes(), in.Bytes(s.Private), make([]byte, s.Out)
			return family.BenchRepeat(func() error { return m.ScalarMult(out, scalar, point) }), [][]byte{out}, nil
		}},
		{Name: "base", Prepare: func(s matrix.Spec, m matrix.ScalarMult, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			scalar, out := in.Bytes(s.Private), make([]byte, s.Out)
			return family.BenchRepeat(func() error { return m.ScalarBaseMult(out, scalar) }), [][]byte{out}, nil
		}},
	}
}

// Loop is the X25519 call its C loops time: Public is a valid peer key
// (crypto/ecdh), Private's first half the scalar.
var Loop = family.BenchLoop[matrix.ScalarMult]{Call: "scalarmult",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, 0 },
	Prepare: func(s matrix.Spec, m matrix.ScalarMult, a *cloop.Args) (func() error, error) {
		peer, err := ecdh.X25519().NewPrivateKey(a.Public)
		if err != nil {
			return nil, err
		}
		copy(a.Public, peer.PublicKey().Bytes())
		scalar := a.Private[:s.Private]
		return func() error { return m.ScalarMult(a.Out, scalar, a.Public) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.ScalarMult,
// what a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.ScalarMult { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) ScalarMult(_, _, _ []byte) error  { return c.Run() }
func (c benchCrossing) ScalarBaseMult(_, _ []byte) error { return c.Run() }
