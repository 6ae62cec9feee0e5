package secretbox

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a secretbox: sealing and opening an
// n-byte message. Open gets the box the same implementation sealed; Seal
// is deterministic, so that is the same box for every correct
// implementation.
func Bench(matrix.Spec) []family.BenchCall[matrix.SecretBox] {
	setup := func(s matrix.Spec, sb matrix.SecretBox, n int, in *family.BenchRand) (key, nonce, msg, box []byte, err error) {
		key, nonce, msg = in.Bytes(s.Key), in.Bytes(s.Nonce), in.Bytes(n)
		box = make([]byte, n+s.Overhead)
		return key, nonce, msg, box, sb.Seal(box, msg, nonce, key)
	}
	return []family.BenchCall[matrix.SecretBox]{
		{Name: "seal", PerByte: true, Prepare: func(s matrix.Spec, sb matrix.SecretBox, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, nonce, msg, box, err := setup(s, sb, n, in)
			return family.BenchRepeat(func() error { return sb.Seal(box, msg, nonce, key) }), [][]byte{box}, err
		}},
		{Name: "open", PerByte: true, Prepare: func(s matrix.Spec, sb matrix.SecretBox, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			key, nonce, _, box, err := setup(s, sb, n, in)
			out := make([]byte, n)
			return family.BenchRepeatAccept(func() (bool, error) { return sb.Open(out, box, nonce, key) }), [][]byte{out}, err
		}},
	}
}

// Loop is the secretbox call its C loops time: Msg sealed under Nonce and
// Key into Out.
var Loop = family.BenchLoop[matrix.SecretBox]{Call: "seal",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
	Prepare: func(s matrix.Spec, sb matrix.SecretBox, a *cloop.Args) (func() error, error) {
		nonce, key := a.Nonce[:s.Nonce], a.Key[:s.Key]
		return func() error { return sb.Seal(a.Out, a.Msg, nonce, key) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.SecretBox,
// what a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.SecretBox { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) Seal(_, _, _, _ []byte) error         { return c.Run() }
func (c benchCrossing) Open(_, _, _, _ []byte) (bool, error) { return true, c.Run() }
