package bench

import (
	"crypto/ecdh"

	"github.com/naclcmp/naclcmp/matrix"
)

// scalarMultCalls: X25519 with a peer's public key (the point is a real
// public key, computed with crypto/ecdh) and with the base point.
func scalarMultCalls(matrix.Spec) []benchCall {
	return []benchCall{
		{name: "scalarmult", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
			m := op.(matrix.ScalarMult)
			peer, err := ecdh.X25519().NewPrivateKey(in.bytes(s.Private))
			if err != nil {
				return nil, nil, err
			}
			point, scalar, out := peer.PublicKey().Bytes(), in.bytes(s.Private), make([]byte, s.Out)
			return repeat(func() error { return m.ScalarMult(out, scalar, point) }), [][]byte{out}, nil
		}},
		{name: "base", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
			m := op.(matrix.ScalarMult)
			scalar, out := in.bytes(s.Private), make([]byte, s.Out)
			return repeat(func() error { return m.ScalarBaseMult(out, scalar) }), [][]byte{out}, nil
		}},
	}
}
