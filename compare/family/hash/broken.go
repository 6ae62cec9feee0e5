package hash

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the hash family's realistic bugs (see family.Breaker): a
// wrong digest from the first block, after two blocks only, one byte
// short, or the longest digest truncated where the length is a parameter.
var Breakers = []family.Breaker[matrix.Hash]{
	{Name: "wrong-first-byte", Wrap: func(_ matrix.Spec, op matrix.Hash) matrix.Hash { return brokenHash{h: op} }},
	{Name: "wrong-after-two-blocks", Wrap: func(_ matrix.Spec, op matrix.Hash) matrix.Hash { return brokenHashLong{h: op} }},
	{Name: "drops-last-byte", Wrap: func(_ matrix.Spec, op matrix.Hash) matrix.Hash { return brokenHashShort{h: op} }},
	{Name: "truncates-longest-digest", Applies: matrix.Spec.VariableOut,
		Wrap: func(s matrix.Spec, op matrix.Hash) matrix.Hash { return brokenHashTruncates{op, s.OutMax} }},
}

// The hash breakers.
type (
	// brokenHash gets the first byte of every digest wrong: a wrong
	// initial value or a slip in the final output encoding.
	brokenHash struct{ h matrix.Hash }
	// brokenHashLong is wrong only for messages of more than 128 bytes: a
	// bug in the multi-block path of a buffering binding, which short test
	// vectors never reach.
	brokenHashLong struct{ h matrix.Hash }
	// brokenHashShort hashes one byte too few: an off-by-one in the length
	// handed to C.
	brokenHashShort struct{ h matrix.Hash }
	// brokenHashTruncates computes the longest digest and truncates it,
	// where BLAKE2 makes the length a parameter of the hash: the binding
	// does not pass the caller's output length on.
	brokenHashTruncates struct {
		h    matrix.Hash
		full int
	}
)

func (b brokenHash) Hash(out, msg []byte) error {
	err := b.h.Hash(out, msg)
	out[0] ^= 1
	return err
}

func (b brokenHashLong) Hash(out, msg []byte) error {
	err := b.h.Hash(out, msg)
	if len(msg) > 128 {
		out[len(out)-1] ^= 0x40
	}
	return err
}

func (b brokenHashShort) Hash(out, msg []byte) error { return b.h.Hash(out, family.DropLast(msg)) }

func (b brokenHashTruncates) Hash(out, msg []byte) error {
	return family.Truncated(out, b.full, func(full []byte) error { return b.h.Hash(full, msg) })
}
