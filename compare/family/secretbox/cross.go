package secretbox

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b seal the same message to the same bytes, that
// b opens a's box to the message, and that b refuses it, leaving no
// plaintext behind, with one bit flipped in the ciphertext, the tag, the
// nonce or the key.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.SecretBox], in *family.Inputs) error {
	for _, n := range in.Lengths() {
		key, nonce, msg := in.Bytes(s.Key), in.Bytes(s.Nonce), in.Bytes(n)
		what := fmt.Sprintf("msg len %d", n)
		boxA, boxB := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := a.Op.Seal(boxA, msg, nonce, key); err != nil {
			return family.CrossErrOp(a, what, err)
		}
		if err := b.Op.Seal(boxB, msg, nonce, key); err != nil {
			return family.CrossErrOp(b, what, err)
		}
		if !bytes.Equal(boxB, boxA) {
			return family.CrossMismatch(what+" sealed", a, b, boxB, boxA)
		}
		sb := family.CrossSealed{What: what, Msg: msg, Box: boxA}
		open := func(out []byte) (bool, error) { return b.Op.Open(out, boxA, nonce, key) }
		if err := family.CrossCheckOpen(b, what+", "+a.Name()+"'s box", n, msg, open); err != nil {
			return err
		}
		tms := family.CrossTamperings(sb, s.Overhead, family.CrossNamed{Name: "nonce", Buf: nonce}, family.CrossNamed{Name: "key", Buf: key})
		if err := family.CrossRefuseTampered(b, what, n, tms, func(out, box []byte) (bool, error) { return b.Op.Open(out, box, nonce, key) }); err != nil {
			return err
		}
	}
	return nil
}

// RememberNative is false: a secretbox costs nanoseconds per byte in
// process, about what digesting its arguments for the memo costs, so only
// the calls of JavaScript implementations, each a round trip to a peer
// process, are remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.SecretBox) matrix.SecretBox { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.SecretBox
}

func (x remembered) Seal(box, msg, nonce, key []byte) error {
	return x.Write("Seal", [][]byte{msg, nonce, key}, [][]byte{box}, func() error { return x.op.Seal(box, msg, nonce, key) })
}

func (x remembered) Open(msg, box, nonce, key []byte) (bool, error) {
	return x.Check("Open", [][]byte{box, nonce, key}, [][]byte{msg}, func() (bool, error) { return x.op.Open(msg, box, nonce, key) })
}
