package bench

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/matrix"
)

// keyConvCalls: converting an Ed25519 public key and private key (made with
// crypto/ed25519 from a seeded seed) to X25519.
func keyConvCalls(matrix.Spec) []benchCall {
	return []benchCall{
		{name: "pk", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
			kc := op.(matrix.KeyConversion)
			pub, out := ed25519.NewKeyFromSeed(in.bytes(ed25519.SeedSize)).Public().(ed25519.PublicKey), make([]byte, s.Out)
			return repeat(func() error { return kc.PublicToX25519(out, pub) }), [][]byte{out}, nil
		}},
		{name: "sk", prepare: func(s matrix.Spec, op any, _ int, in *benchRand) (func(int) error, [][]byte, error) {
			kc := op.(matrix.KeyConversion)
			priv, out := ed25519.NewKeyFromSeed(in.bytes(ed25519.SeedSize)), make([]byte, s.Out)
			return repeat(func() error { return kc.PrivateToX25519(out, priv) }), [][]byte{out}, nil
		}},
	}
}
