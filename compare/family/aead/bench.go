package aead

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of an AEAD: sealing and opening an
// n-byte message with no associated data. Open gets the ciphertext the
// same implementation sealed.
func Bench(matrix.Spec) []family.BenchCall[matrix.AEAD] {
	setup := func(s matrix.Spec, a matrix.AEAD, n int, in *family.BenchRand) (key, nonce, msg, ad, ct []byte, err error) {
		key, nonce, msg, ad = in.Bytes(s.Key), in.Bytes(s.Nonce), in.Bytes(n), in.Bytes(0)
		ct = make([]byte, n+s.Overhead)
		return key, nonce, msg, ad, ct, a.Seal(ct, msg, ad, nonce, key)
	}
	return []family.BenchCall[matrix.AEAD]{
		{Name: "seal", PerByte: true, Prepare: func(s matrix.Spec, a matrix.AEAD, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, nonce, msg, ad, ct, err := setup(s, a, n, in)
			return family.BenchRepeat(func() error { return a.Seal(ct, msg, ad, nonce, key) }), [][]byte{ct}, err
		}},
		{Name: "open", PerByte: true, Prepare: func(s matrix.Spec, a matrix.AEAD, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, nonce, _, ad, ct, err := setup(s, a, n, in)
			out := make([]byte, n)
			return family.BenchRepeatAccept(func() (bool, error) { return a.Open(out, ct, ad, nonce, key) }), [][]byte{out}, err
		}},
	}
}

// Loop is the AEAD call its C loops time: Msg sealed under Nonce and Key
// into Out, with no associated data, as the workloads.
var Loop = family.BenchLoop[matrix.AEAD]{Call: "seal",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
	Prepare: func(s matrix.Spec, ae matrix.AEAD, a *cloop.Args) (func() error, error) {
		nonce, key := a.Nonce[:s.Nonce], a.Key[:s.Key]
		return func() error { return ae.Seal(a.Out, a.Msg, a.AD, nonce, key) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.AEAD, what
// a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.AEAD { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) Seal(_, _, _, _, _ []byte) error         { return c.Run() }
func (c benchCrossing) Open(_, _, _, _, _ []byte) (bool, error) { return true, c.Run() }
