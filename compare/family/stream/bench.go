package stream

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a stream cipher: encrypting an
// n-byte message (keystream XOR message), what eBASC measures.
func Bench(matrix.Spec) []family.BenchCall[matrix.Stream] {
	return []family.BenchCall[matrix.Stream]{{Name: "xor", PerByte: true,
		Prepare: func(s matrix.Spec, c matrix.Stream, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, nonce, msg, out := in.Bytes(s.Key), in.Bytes(s.Nonce), in.Bytes(n), make([]byte, n)
			return family.BenchRepeat(func() error { return c.XOR(out, msg, nonce, key) }), [][]byte{out}, nil
		}}}
}

// Loop is the stream call its C loops time: Msg XOR the keystream of
// Nonce and Key, into Out.
var Loop = family.BenchLoop[matrix.Stream]{Call: "xor",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return n, n, 0 },
	Prepare: func(s matrix.Spec, c matrix.Stream, a *cloop.Args) (func() error, error) {
		nonce, key := a.Nonce[:s.Nonce], a.Key[:s.Key]
		return func() error { return c.XOR(a.Out, a.Msg, nonce, key) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.Stream,
// what a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.Stream { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) KeyStream(_, _, _ []byte) error { return c.Run() }
func (c benchCrossing) XOR(_, _, _, _ []byte) error    { return c.Run() }
