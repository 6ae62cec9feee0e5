package mac

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/tamper"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b compute the same tags for the same messages
// and keys, at every key and tag length the operation has, that b accepts
// a's tag, and that b refuses it with one bit flipped in the tag or the
// message.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.MAC], in *family.Inputs) error {
	for _, n := range in.Lengths() {
		msg := in.Bytes(n)
		for _, keyLen := range crossKeyLengths(s) {
			key := in.Bytes(keyLen)
			for _, outLen := range s.OutLengths() {
				what := fmt.Sprintf("msg len %d, key len %d, tag len %d", n, keyLen, outLen)
				want, got := make([]byte, outLen), make([]byte, outLen)
				if err := a.Op.MAC(want, msg, key); err != nil {
					return family.CrossErrOp(a, what, err)
				}
				if err := b.Op.MAC(got, msg, key); err != nil {
					return family.CrossErrOp(b, what, err)
				}
				if !bytes.Equal(got, want) {
					return family.CrossMismatch(what, a, b, got, want)
				}
				if err := family.CrossExpectVerify(b, what+", "+a.Name()+"'s tag", true, func() (bool, error) { return b.Op.Verify(want, msg, key) }); err != nil {
					return err
				}
				bad := tamper.Flip(want, n%outLen)
				if err := family.CrossExpectVerify(b, what+", tag with a flipped bit", false, func() (bool, error) { return b.Op.Verify(bad, msg, key) }); err != nil {
					return err
				}
				if n > 0 {
					badMsg := tamper.Flip(msg, n/2)
					verify := func() (bool, error) { return b.Op.Verify(want, badMsg, key) }
					if err := family.CrossExpectVerify(b, what+", message with a flipped bit", false, verify); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// crossKeyLengths returns the key lengths to check: the canonical one, plus for
// primitives with a range its ends (HMAC: empty, and longer than a block).
func crossKeyLengths(s matrix.Spec) []int {
	ks := []int{s.Key}
	switch {
	case s.KeyMax < 0:
		ks = append(ks, 0, 131) // RFC 4231 uses 131-byte keys
	case s.KeyMax > s.KeyMin:
		ks = append(ks, s.KeyMin, s.KeyMax)
	}
	return ks
}

// RememberNative is false: a MAC costs nanoseconds in process, about what
// digesting its arguments for the memo costs, so only the calls of
// JavaScript implementations, each a round trip to a peer process, are
// remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.MAC) matrix.MAC { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.MAC
}

func (x remembered) MAC(tag, msg, key []byte) error {
	return x.Write("MAC", [][]byte{msg, key}, [][]byte{tag}, func() error { return x.op.MAC(tag, msg, key) })
}

func (x remembered) Verify(tag, msg, key []byte) (bool, error) {
	return x.Check("Verify", [][]byte{tag, msg, key}, nil, func() (bool, error) { return x.op.Verify(tag, msg, key) })
}
