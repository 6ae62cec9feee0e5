package bench

import (
	"crypto/ecdh"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// boxCalls: per call, the key agreement of crypto_box_beforenm and a whole
// crypto_box of a short message; per byte, sealing and opening with a
// precomputed key (crypto_box_afternm and _open_afternm). The peer's public
// key is computed with crypto/ecdh so every implementation gets the same
// valid key; the shared key is each implementation's own.
func boxCalls(matrix.Spec) []benchCall {
	keys := func(s matrix.Spec, op any, in *benchRand) (matrix.Box, []byte, []byte, error) {
		peer, err := ecdh.X25519().NewPrivateKey(in.bytes(s.Private))
		if err != nil {
			return nil, nil, nil, err
		}
		return op.(matrix.Box), peer.PublicKey().Bytes(), in.bytes(s.Private), nil
	}
	// after sets up an afternm workload: shared key, nonce, message, box.
	after := func(s matrix.Spec, op any, n int, in *benchRand) (b matrix.Box, shared, nonce, msg, box []byte, err error) {
		b, pub, priv, err := keys(s, op, in)
		if err != nil {
			return nil, nil, nil, nil, nil, err
		}
		shared, nonce, msg, box = make([]byte, s.Key), in.bytes(s.Nonce), in.bytes(n), make([]byte, n+s.Overhead)
		if err := b.Precompute(shared, pub, priv); err != nil {
			return nil, nil, nil, nil, nil, err
		}
		return b, shared, nonce, msg, box, b.SealAfter(box, msg, nonce, shared)
	}
	return []benchCall{
		{name: "beforenm", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
			b, pub, priv, err := keys(s, op, in)
			shared := make([]byte, s.Key)
			return repeat(func() error { return b.Precompute(shared, pub, priv) }), [][]byte{shared}, err
		}},
		{name: "seal", bytes: record.ShortMessage, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			b, pub, priv, err := keys(s, op, in)
			nonce, msg, box := in.bytes(s.Nonce), in.bytes(n), make([]byte, n+s.Overhead)
			return repeat(func() error { return b.Seal(box, msg, nonce, pub, priv) }), [][]byte{box}, err
		}},
		{name: "seal-afternm", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			b, shared, nonce, msg, box, err := after(s, op, n, in)
			return repeat(func() error { return b.SealAfter(box, msg, nonce, shared) }), [][]byte{box}, err
		}},
		{name: "open-afternm", perByte: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			b, shared, nonce, _, box, err := after(s, op, n, in)
			out := make([]byte, n)
			return repeatAccept(func() (bool, error) { return b.OpenAfter(out, box, nonce, shared) }), [][]byte{out}, err
		}},
	}
}
