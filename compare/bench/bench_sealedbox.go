package bench

import (
	"crypto/ecdh"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// sealedBoxCalls: sealing and opening a short message, per call, since two
// X25519 multiplications (the ephemeral key pair and its shared secret)
// dominate a seal and one an open; per byte a sealed box is crypto_box
// after precomputation, which the box family times. The recipient's key
// pair comes from crypto/ecdh, the same for every implementation.
//
// Seal draws a new ephemeral key every call, so its output is different
// every time and in every implementation: the workload has no digest
// (benchCall.random), and the setup opens the first sealed box instead,
// so that a Seal writing garbage is refused, not timed. Open gets a box
// the same implementation sealed; every correct one opens it to the same
// message, which is its digest.
func sealedBoxCalls(matrix.Spec) []benchCall {
	setup := func(s matrix.Spec, op any, n int, in *benchRand) (sb matrix.SealedBox, pub, priv, msg, box []byte, err error) {
		k, err := ecdh.X25519().NewPrivateKey(in.bytes(s.Private))
		if err != nil {
			return nil, nil, nil, nil, nil, err
		}
		sb, pub, priv, msg = op.(matrix.SealedBox), k.PublicKey().Bytes(), k.Bytes(), in.bytes(n)
		box = make([]byte, n+s.Overhead)
		if err := sb.Seal(box, msg, pub); err != nil {
			return nil, nil, nil, nil, nil, err
		}
		out := make([]byte, n)
		if ok, err := sb.Open(out, box, pub, priv); err != nil || !ok {
			return nil, nil, nil, nil, nil, fmt.Errorf("its own sealed box does not open (%w)", errOr(err, errRejected))
		}
		return sb, pub, priv, msg, box, nil
	}
	return []benchCall{
		{name: "seal", bytes: record.ShortMessage, random: true, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			sb, pub, _, msg, box, err := setup(s, op, n, in)
			return repeat(func() error { return sb.Seal(box, msg, pub) }), [][]byte{box}, err
		}},
		{name: "open", bytes: record.ShortMessage, prepare: func(s matrix.Spec, op any, n int, in *benchRand) (func(int) error, [][]byte, error) {
			sb, pub, priv, _, box, err := setup(s, op, n, in)
			out := make([]byte, n)
			return repeatAccept(func() (bool, error) { return sb.Open(out, box, pub, priv) }), [][]byte{out}, err
		}},
	}
}

// errOr returns err, or def when err is nil.
func errOr(err, def error) error {
	if err != nil {
		return err
	}
	return def
}
