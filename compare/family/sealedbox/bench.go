package sealedbox

import (
	"bytes"
	"crypto/ecdh"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// Bench is what the benchmark times of a sealed box: sealing and opening
// a short message, per call, since two X25519 multiplications (the
// ephemeral key pair and its shared secret) dominate a seal and one an
// open; per byte a sealed box is crypto_box after precomputation, which
// the box family times. The recipient's key pair comes from crypto/ecdh,
// the same for every implementation.
//
// Seal draws a new ephemeral key every call, so its output is different
// every time and in every implementation: the workload has no digest
// (family.BenchCall.Random), and the setup opens the first sealed box
// instead, so that a Seal writing garbage is refused, not timed. Open gets
// a box the same implementation sealed; every correct one opens it to the
// same message, which is its digest.
func Bench(matrix.Spec) []family.BenchCall[matrix.SealedBox] {
	setup := func(s matrix.Spec, sb matrix.SealedBox, n int, in *family.BenchRand) (pub, priv, msg, box []byte, err error) {
		k, err := ecdh.X25519().NewPrivateKey(in.Bytes(s.Private))
		if err != nil {
			return nil, nil, nil, nil, err
		}
		pub, priv, msg = k.PublicKey().Bytes(), k.Bytes(), in.Bytes(n)
		box = make([]byte, n+s.Overhead)
		if err := sb.Seal(box, msg, pub); err != nil {
			return nil, nil, nil, nil, err
		}
		out := make([]byte, n)
		if ok, err := sb.Open(out, box, pub, priv); err != nil || !ok {
			return nil, nil, nil, nil, fmt.Errorf("its own sealed box does not open (%w)", benchErrOr(err, family.BenchErrRejected))
		}
		return pub, priv, msg, box, nil
	}
	return []family.BenchCall[matrix.SealedBox]{
		{Name: "seal", Bytes: record.ShortMessage, Random: true,
			Prepare: func(s matrix.Spec, sb matrix.SealedBox, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
				pub, _, msg, box, err := setup(s, sb, n, in)
				return family.BenchRepeat(func() error { return sb.Seal(box, msg, pub) }), [][]byte{box}, err
			}},
		{Name: "open", Bytes: record.ShortMessage,
			Prepare: func(s matrix.Spec, sb matrix.SealedBox, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
				pub, priv, _, box, err := setup(s, sb, n, in)
				out := make([]byte, n)
				return family.BenchRepeatAccept(func() (bool, error) { return sb.Open(out, box, pub, priv) }), [][]byte{out}, err
			}},
	}
}

// benchErrOr returns err, or def when err is nil.
func benchErrOr(err, def error) error {
	if err != nil {
		return err
	}
	return def
}

// Loop is the sealed box call its C loops time, crypto_box_seal_open:
// Public and Private's first half are the recipient's key pair
// (crypto/ecdh), and Msg holds a box the binding sealed of a random
// message. Seal has no loop: every call draws a new ephemeral key, so no
// loop can be shown to write what the binding writes.
var Loop = family.BenchLoop[matrix.SealedBox]{Call: "open",
	Sizes: func(s matrix.Spec, n int) (int, int, int) { return n, n + s.Overhead, 0 },
	Prepare: func(s matrix.Spec, sb matrix.SealedBox, a *cloop.Args) (func() error, error) {
		k, err := ecdh.X25519().NewPrivateKey(a.Private[:s.Private])
		if err != nil {
			return nil, err
		}
		public, private := a.Public[:s.Public], a.Private[:s.Private]
		copy(public, k.PublicKey().Bytes())
		if err := sb.Seal(a.Msg, bytes.Clone(a.Msg[:len(a.Out)]), public); err != nil {
			return nil, err
		}
		return func() error {
			ok, err := sb.Open(a.Out, a.Msg, public, private)
			if err == nil && !ok {
				err = family.BenchErrRejected
			}
			return err
		}, nil
	}}

// Crossing is the C loop once per call in the shape of matrix.SealedBox,
// what a binding's crossing is measured against (family.BenchOnce).
func Crossing(c *family.BenchOnce) matrix.SealedBox { return benchCrossing{c} }

type benchCrossing struct{ *family.BenchOnce }

func (c benchCrossing) Seal(_, _, _ []byte) error            { return c.Run() }
func (c benchCrossing) Open(_, _, _, _ []byte) (bool, error) { return true, c.Run() }
