package sign

import (
	"crypto/ed25519"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// Bench is what the benchmark times of Ed25519: signing and verifying a
// short message per call, as eBATS reports; key generation from a seed;
// and signing and verifying n-byte messages, whose cost grows with the
// hashing. The key pair comes from crypto/ed25519 so every implementation
// gets the same key; Verify gets the signature the same implementation
// made (Ed25519 is deterministic, so the same for every correct
// implementation).
func Bench(matrix.Spec) []family.BenchCall[matrix.Signature] {
	sign := func(s matrix.Spec, sg matrix.Signature, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
		priv := ed25519.NewKeyFromSeed(in.Bytes(s.Seed))
		msg, sig := in.Bytes(n), make([]byte, s.Sig)
		return family.BenchRepeat(func() error { return sg.Sign(sig, msg, priv) }), [][]byte{sig}, nil
	}
	verify := func(s matrix.Spec, sg matrix.Signature, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
		priv := ed25519.NewKeyFromSeed(in.Bytes(s.Seed))
		pub := priv.Public().(ed25519.PublicKey)
		msg, sig := in.Bytes(n), make([]byte, s.Sig)
		if err := sg.Sign(sig, msg, priv); err != nil {
			return nil, nil, err
		}
		return family.BenchRepeatAccept(func() (bool, error) { return sg.Verify(sig, msg, pub) }), [][]byte{sig}, nil
	}
	return []family.BenchCall[matrix.Signature]{
		{Name: "sign", Bytes: record.ShortMessage, Prepare: sign},
		{Name: "verify", Bytes: record.ShortMessage, Prepare: verify},
		{Name: "keypair", Lacks: benchLacksKeyPair,
			Prepare: func(s matrix.Spec, sg matrix.Signature, _ int, in *family.BenchRand) (func(int) error, [][]byte, error) {
				seed, pub, priv := in.Bytes(s.Seed), make([]byte, s.Public), make([]byte, s.Private)
				return family.BenchRepeat(func() error { return sg.KeyFromSeed(pub, priv, seed) }), [][]byte{pub, priv}, nil
			}},
		{Name: "sign", PerByte: true, Prepare: sign},
		{Name: "verify", PerByte: true, Prepare: verify},
	}
}

// benchLacksKeyPair says why sg lacks the keypair call, or returns "".
// Ed25519's keypair call can be missing (matrix.LacksKeyFromSeed:
// ed25519_dalek derives no key pair from a seed); the implementation
// itself says so when asked for the key pair of an all-zero seed, which
// fails only after the lengths are checked.
func benchLacksKeyPair(s matrix.Spec, sg matrix.Signature) string {
	if err := sg.KeyFromSeed(make([]byte, s.Public), make([]byte, s.Private), make([]byte, s.Seed)); matrix.LacksKeyFromSeed(s, err) {
		return err.Error()
	}
	return ""
}

// Loop is the signing call its C loops time: Key is the seed; the binding
// derives Public and Private from it, in its own private-key format,
// which its loop then reads.
var Loop = family.BenchLoop[matrix.Signature]{Call: "sign",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return s.Sig, n, 0 },
	Prepare: func(s matrix.Spec, sg matrix.Signature, a *cloop.Args) (func() error, error) {
		private := a.Private[:s.Private]
		if err := sg.KeyFromSeed(a.Public[:s.Public], private, a.Key[:s.Seed]); err != nil {
			return nil, err
		}
		return func() error { return sg.Sign(a.Out, a.Msg, private) }, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.Signature,
// what a binding's crossing is measured against (family.BenchOnce). Its
// KeyFromSeed does nothing: the binding's own Loop.Prepare has already
// derived the key pair into the loop's buffers.
func Crossing(c *family.BenchOnce) matrix.Signature { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) KeyFromSeed(_, _, _ []byte) error    { return nil }
func (c benchCrossing) Sign(_, _, _ []byte) error           { return c.Run() }
func (c benchCrossing) Verify(_, _, _ []byte) (bool, error) { return true, c.Run() }
