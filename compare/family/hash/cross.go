package hash

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Cross checks that a and b give byte-identical digests of the same
// messages, at every output length the operation has.
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.Hash], in *family.Inputs) error {
	for _, n := range in.Lengths() {
		msg := in.Bytes(n)
		for _, outLen := range s.OutLengths() {
			what := fmt.Sprintf("msg len %d, out len %d", n, outLen)
			want, got := make([]byte, outLen), make([]byte, outLen)
			if err := a.Op.Hash(want, msg); err != nil {
				return family.CrossErrOp(a, what, err)
			}
			if err := b.Op.Hash(got, msg); err != nil {
				return family.CrossErrOp(b, what, err)
			}
			if !bytes.Equal(got, want) {
				return family.CrossMismatch(what, a, b, got, want)
			}
		}
	}
	return nil
}

// RememberNative is false: a hash costs nanoseconds in process, about
// what digesting its arguments for the memo costs, so only the calls of
// JavaScript implementations, each a round trip to a peer process, are
// remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.Hash) matrix.Hash { return remembered{c, op} }

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.Hash
}

func (x remembered) Hash(dst, msg []byte) error {
	return x.Write("Hash", [][]byte{msg}, [][]byte{dst}, func() error { return x.op.Hash(dst, msg) })
}
