package verify

import (
	"crypto/subtle"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the comparison family's realistic bugs (see
// family.Breaker): a loop bound that compares too few bytes, and
// crypto_verify's result read the wrong way round.
var Breakers = []family.Breaker[matrix.Equal]{
	{Name: "compares-first-byte-only", Wrap: func(_ matrix.Spec, op matrix.Equal) matrix.Equal {
		return brokenEqualPrefix{op, func(int) int { return 1 }}
	}},
	{Name: "ignores-last-byte", Wrap: func(_ matrix.Spec, op matrix.Equal) matrix.Equal {
		return brokenEqualPrefix{op, func(n int) int { return n - 1 }}
	}},
	{Name: "inverted", Wrap: func(_ matrix.Spec, op matrix.Equal) matrix.Equal { return brokenEqualInverted{op} }},
}

// The comparison breakers.
type (
	// brokenEqualPrefix compares only the first keep(n) of the n bytes:
	// a loop bound slip, from "the first byte only" to an off-by-one.
	brokenEqualPrefix struct {
		e    matrix.Equal
		keep func(n int) int
	}
	// brokenEqualInverted reads crypto_verify's 0 for "equal" as false.
	brokenEqualInverted struct{ e matrix.Equal }
)

func (b brokenEqualPrefix) Equal(x, y []byte) (bool, error) {
	if _, err := b.e.Equal(x, y); err != nil {
		return false, err
	}
	n := b.keep(len(x))
	return subtle.ConstantTimeCompare(x[:n], y[:n]) == 1, nil
}

func (b brokenEqualInverted) Equal(x, y []byte) (bool, error) {
	ok, err := b.e.Equal(x, y)
	return !ok && err == nil, err
}
