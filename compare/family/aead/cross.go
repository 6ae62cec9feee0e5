package aead

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b seal the same message and associated data to
// the same bytes, that b opens a's ciphertext to the message, and that b
// refuses it, leaving no plaintext behind, with one bit flipped in the
// ciphertext, the tag, the nonce, the key or the associated data.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.AEAD], in *family.Inputs) error {
	for i, n := range in.Lengths() {
		key, nonce, msg := in.Bytes(s.Key), in.Bytes(s.Nonce), in.Bytes(n)
		ad := in.Bytes(i % 40) // empty, short and block-crossing associated data
		what := fmt.Sprintf("msg len %d, ad len %d", n, len(ad))
		ctA, ctB := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := a.Op.Seal(ctA, msg, ad, nonce, key); err != nil {
			return family.CrossErrOp(a, what, err)
		}
		if err := b.Op.Seal(ctB, msg, ad, nonce, key); err != nil {
			return family.CrossErrOp(b, what, err)
		}
		if !bytes.Equal(ctB, ctA) {
			return family.CrossMismatch(what+" sealed", a, b, ctB, ctA)
		}
		open := func(out []byte) (bool, error) { return b.Op.Open(out, ctA, ad, nonce, key) }
		if err := family.CrossCheckOpen(b, what+", "+a.Name()+"'s ciphertext", n, msg, open); err != nil {
			return err
		}
		sb := family.CrossSealed{What: what, Msg: msg, Box: ctA, Tag: n}
		tms := family.CrossTamperings(sb, s.Overhead,
			family.CrossNamed{Name: "nonce", Buf: nonce}, family.CrossNamed{Name: "key", Buf: key}, family.CrossNamed{Name: "associated data", Buf: ad})
		if err := family.CrossRefuseTampered(b, what, n, tms, func(out, ct []byte) (bool, error) { return b.Op.Open(out, ct, ad, nonce, key) }); err != nil {
			return err
		}
	}
	return nil
}

// RememberNative is false: an AEAD costs nanoseconds per byte in process,
// about what digesting its arguments for the memo costs, so only the calls
// of JavaScript implementations, each a round trip to a peer process, are
// remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.AEAD) matrix.AEAD { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.AEAD
}

func (x remembered) Seal(ct, msg, ad, nonce, key []byte) error {
	return x.Write("Seal", [][]byte{msg, ad, nonce, key}, [][]byte{ct}, func() error { return x.op.Seal(ct, msg, ad, nonce, key) })
}

func (x remembered) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return x.Check("Open", [][]byte{ct, ad, nonce, key}, [][]byte{msg}, func() (bool, error) { return x.op.Open(msg, ct, ad, nonce, key) })
}
