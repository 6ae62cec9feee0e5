package box

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b precompute the same shared key, that a's box
// equals b's box sealed with the precomputed key (afternm), that b opens
// a's box through both interfaces, and that both refuse it, leaving no
// plaintext behind, with one bit flipped in the ciphertext, the tag, the
// nonce or a key. Key pairs come from family.Inputs.X25519Pair.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.Box], in *family.Inputs) error {
	xa, xb := a.Op, b.Op
	pubA, privA := in.X25519Pair()
	pubB, privB := in.X25519Pair()
	sharedA, sharedB := make([]byte, 32), make([]byte, 32)
	if err := xa.Precompute(sharedA, pubB, privA); err != nil {
		return family.CrossErrOp(a, "precompute", err)
	}
	if err := xb.Precompute(sharedB, pubA, privB); err != nil {
		return family.CrossErrOp(b, "precompute", err)
	}
	if !bytes.Equal(sharedB, sharedA) {
		return family.CrossMismatch("shared key (beforenm) of both sides", a, b, sharedB, sharedA)
	}
	for _, n := range in.Lengths() {
		nonce, msg := in.Bytes(s.Nonce), in.Bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		boxA, boxB := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := xa.Seal(boxA, msg, nonce, pubB, privA); err != nil {
			return family.CrossErrOp(a, what, err)
		}
		if err := xb.SealAfter(boxB, msg, nonce, sharedB); err != nil {
			return family.CrossErrOp(b, what+" afternm", err)
		}
		if !bytes.Equal(boxB, boxA) {
			return family.CrossMismatch(what+": box vs afternm box", a, b, boxB, boxA)
		}
		open := func(out []byte) (bool, error) { return xb.Open(out, boxA, nonce, pubA, privB) }
		if err := family.CrossCheckOpen(b, what+", "+a.Name()+"'s box", n, msg, open); err != nil {
			return err
		}
		openAfter := func(out []byte) (bool, error) { return xb.OpenAfter(out, boxA, nonce, sharedB) }
		if err := family.CrossCheckOpen(b, what+", "+a.Name()+"'s box, open_afternm", n, msg, openAfter); err != nil {
			return err
		}
		sb := family.CrossSealed{What: what, Msg: msg, Box: boxA}
		tms := family.CrossTamperings(sb, s.Overhead,
			family.CrossNamed{Name: "nonce", Buf: nonce}, family.CrossNamed{Name: "private key", Buf: privB}, family.CrossNamed{Name: "peer public key", Buf: pubA})
		if err := family.CrossRefuseTampered(
			b,
			what,
			n,
			tms,
			func(out, box []byte) (bool, error) { return xb.Open(out, box, nonce, pubA, privB) },
		); err != nil {
			return err
		}
		// The precomputed interface refuses the same forgeries, and
		// leaves no plaintext behind either.
		tms = family.CrossTamperings(sb, s.Overhead, family.CrossNamed{Name: "nonce", Buf: nonce}, family.CrossNamed{Name: "shared key", Buf: sharedB})
		if err := family.CrossRefuseTampered(
			b,
			what+", open_afternm",
			n,
			tms,
			func(out, box []byte) (bool, error) { return xb.OpenAfter(out, box, nonce, sharedB) },
		); err != nil {
			return err
		}
	}
	return nil
}

// RememberNative is true: the box's calls are public-key operations, which
// cost microseconds to milliseconds each, well above what digesting their
// arguments for the memo costs, so every implementation's are remembered.
const RememberNative = true

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.Box) matrix.Box { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.Box
}

func (x remembered) Seal(box, msg, nonce, peerPublic, private []byte) error {
	return x.Write("Seal", [][]byte{msg, nonce, peerPublic, private}, [][]byte{box}, func() error { return x.op.Seal(box, msg, nonce, peerPublic, private) })
}

func (x remembered) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	return x.Check(
		"Open",
		[][]byte{box, nonce, peerPublic, private},
		[][]byte{msg},
		func() (bool, error) { return x.op.Open(msg, box, nonce, peerPublic, private) },
	)
}

func (x remembered) Precompute(shared, peerPublic, private []byte) error {
	return x.Write("Precompute", [][]byte{peerPublic, private}, [][]byte{shared}, func() error { return x.op.Precompute(shared, peerPublic, private) })
}

func (x remembered) SealAfter(box, msg, nonce, shared []byte) error {
	return x.Write("SealAfter", [][]byte{msg, nonce, shared}, [][]byte{box}, func() error { return x.op.SealAfter(box, msg, nonce, shared) })
}

func (x remembered) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	return x.Check("OpenAfter", [][]byte{box, nonce, shared}, [][]byte{msg}, func() (bool, error) { return x.op.OpenAfter(msg, box, nonce, shared) })
}
