package keyconv

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// Bench is what the benchmark times of a key conversion: converting an
// Ed25519 public key and private key (made with crypto/ed25519 from a
// seeded seed) to X25519.
func Bench(matrix.Spec) []family.BenchCall[matrix.KeyConversion] {
	return []family.BenchCall[matrix.KeyConversion]{
		{Name: "pk", Prepare: func(s matrix.Spec, kc matrix.KeyConversion, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			pub, out := ed25519.NewKeyFromSeed(in.Bytes(ed25519.SeedSize)).Public().(ed25519.PublicKey), make([]byte, s.Out)
			return family.BenchRepeat(func() error { return kc.PublicToX25519(out, pub) }), [][]byte{out}, nil
		}},
		{Name: "sk", Prepare: func(s matrix.Spec, kc matrix.KeyConversion, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
			priv, out := ed25519.NewKeyFromSeed(in.Bytes(ed25519.SeedSize)), make([]byte, s.Out)
			return family.BenchRepeat(func() error { return kc.PrivateToX25519(out, priv) }), [][]byte{out}, nil
		}},
	}
}

// Loop is the key conversion call its C loops time: Public is an Ed25519
// public key (crypto/ed25519, from the seed in Key) and Out its X25519
// form.
var Loop = family.BenchLoop[matrix.KeyConversion]{Call: "pk",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, 0 },
	Prepare: func(s matrix.Spec, kc matrix.KeyConversion, a *cloop.Args) (func() error, error) {
		copy(a.Public, ed25519.NewKeyFromSeed(a.Key).Public().(ed25519.PublicKey))
		return func() error { return kc.PublicToX25519(a.Out, a.Public) }, nil
	}}

// Crossing is the C loop once per call in the shape of
// matrix.KeyConversion, what a binding's crossing is measured against
// (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.KeyConversion { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) PublicToX25519(_, _ []byte) error  { return c.Run() }
func (c benchCrossing) PrivateToX25519(_, _ []byte) error { return c.Run() }
