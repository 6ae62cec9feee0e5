package box

import (
	"crypto/ecdh"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// Bench is what the benchmark times of a box: per call, the key agreement
// of crypto_box_beforenm and a whole crypto_box of a short message; per
// byte, sealing and opening with a precomputed key (crypto_box_afternm and
// _open_afternm). The peer's public key is computed with crypto/ecdh so
// every implementation gets the same valid key; the shared key is each
// implementation's own.
func Bench(matrix.Spec) []family.BenchCall[matrix.Box] {
	keys := func(s matrix.Spec, in *family.BenchRand) ([]byte, []byte, error) {
		peer, err := ecdh.X25519().NewPrivateKey(in.Bytes(s.Private))
		if err != nil {
			return nil, nil, err
		}
		return peer.PublicKey().Bytes(), in.Bytes(s.Private), nil
	}
	// after sets up an afternm workload: shared key, nonce, message, box.
	after := func(s matrix.Spec, b matrix.Box, n int, in *family.BenchRand) (shared, nonce, msg, box []byte, err error) {
		pub, priv, err := keys(s, in)
		if err != nil {
			return nil, nil, nil, nil, err
		}
		shared, nonce, msg, box = make([]byte, s.Key), in.Bytes(s.Nonce), in.Bytes(n), make([]byte, n+s.Overhead)
		if err := b.Precompute(shared, pub, priv); err != nil {
			return nil, nil, nil, nil, err
		}
		return shared, nonce, msg, box, b.SealAfter(box, msg, nonce, shared)
	}
	return []family.BenchCall[matrix.Box]{
		{Name: "beforenm", Prepare: func(s matrix.Spec, b matrix.Box, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			pub, priv, err := keys(s, in)
			shared := make([]byte, s.Key)
			return family.BenchRepeat(func() error { return b.Precompute(shared, pub, priv) }), [][]byte{shared}, err
		}},
		{Name: "seal", Bytes: record.ShortMessage, Prepare: func(s matrix.Spec, b matrix.Box, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			pub, priv, err := keys(s, in)
			nonce, msg, box := in.Bytes(s.Nonce), in.Bytes(n), make([]byte, n+s.Overhead)
			return family.BenchRepeat(func() error { return b.Seal(box, msg, nonce, pub, priv) }), [][]byte{box}, err
		}},
		{Name: "seal-afternm", PerByte: true, Prepare: func(s matrix.Spec, b matrix.Box, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			shared, nonce, msg, box, err := after(s, b, n, in)
			return family.BenchRepeat(func() error { return b.SealAfter(box, msg, nonce, shared) }), [][]byte{box}, err
		}},
		{Name: "open-afternm", PerByte: true, Prepare: func(s matrix.Spec, b matrix.Box, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			shared, nonce, _, box, err := after(s, b, n, in)
			out := make([]byte, n)
			return family.BenchRepeatAccept(func() (bool, error) { return b.OpenAfter(out, box, nonce, shared) }), [][]byte{out}, err
		}},
	}
}

// Loop is the box call its C loops time, crypto_box_afternm: Msg sealed
// under Nonce and Key, the precomputed shared key, into Out.
var Loop = family.BenchLoop[matrix.Box]{Call: "seal-afternm",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
	Prepare: func(s matrix.Spec, b matrix.Box, a *cloop.Args) (func() error, error) {
		nonce, shared := a.Nonce[:s.Nonce], a.Key[:s.Key]
		return func() error { return b.SealAfter(a.Out, a.Msg, nonce, shared) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.Box, what a
// binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.Box { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) Seal(_, _, _, _, _ []byte) error         { return c.Run() }
func (c benchCrossing) Open(_, _, _, _, _ []byte) (bool, error) { return true, c.Run() }
func (c benchCrossing) Precompute(_, _, _ []byte) error         { return c.Run() }
func (c benchCrossing) SealAfter(_, _, _, _ []byte) error       { return c.Run() }
func (c benchCrossing) OpenAfter(_, _, _, _ []byte) (bool, error) {
	return true, c.Run()
}
