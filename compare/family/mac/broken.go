package mac

import (
	"crypto/subtle"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the MAC family's realistic bugs (see family.Breaker): a
// Verify that accepts too much, a key copied short, and the longest tag
// truncated where the length is a parameter.
var Breakers = []family.Breaker[matrix.MAC]{
	{Name: "verify-accepts-all", Wrap: func(_ matrix.Spec, op matrix.MAC) matrix.MAC { return brokenMAC{m: op} },
		ProducerBlind: family.OnlyConsumes},
	{Name: "verify-half-tag", Wrap: func(_ matrix.Spec, op matrix.MAC) matrix.MAC { return brokenMACHalfVerify{macOf{op}} },
		ProducerBlind: family.OnlyConsumes},
	{Name: "key-last-byte-zeroed", Wrap: func(_ matrix.Spec, op matrix.MAC) matrix.MAC { return brokenMACKeyTail{macOf{op}} }},
	{Name: "key-truncated-to-32", Applies: func(s matrix.Spec) bool { return s.KeyMax < 0 || s.KeyMax > 32 },
		Wrap: func(_ matrix.Spec, op matrix.MAC) matrix.MAC { return brokenMACKey32{macOf{op}} }},
	{Name: "truncates-longest-tag", Applies: matrix.Spec.VariableOut,
		Wrap: func(s matrix.Spec, op matrix.MAC) matrix.MAC { return brokenMACTruncates{macOf{op}, s.OutMax} }},
}

// The MAC breakers.
type (
	// brokenMAC's Verify accepts every tag: the binding turns the C
	// verify's -1 into true (or ignores it).
	brokenMAC struct{ m matrix.MAC }
	// brokenMACHalfVerify's Verify compares only the first half of the tag:
	// a length slip (16 bytes compared of a 32-byte tag).
	brokenMACHalfVerify struct{ macOf }
	// brokenMACKeyTail's MAC ignores the key's last byte: an off-by-one in
	// copying the key.
	brokenMACKeyTail struct{ macOf }
	// brokenMACKey32 truncates keys to 32 bytes: the binding calls an API
	// with fixed 32-byte keys (crypto_auth_hmacsha256) for an operation
	// that takes keys of any length.
	brokenMACKey32 struct{ macOf }
	// brokenMACTruncates computes the longest tag and truncates it (see
	// the hash family's truncates-longest-digest).
	brokenMACTruncates struct {
		macOf
		full int
	}
)

func (b brokenMAC) MAC(tag, msg, key []byte) error { return b.m.MAC(tag, msg, key) }

func (b brokenMAC) Verify(tag, msg, key []byte) (bool, error) { return true, nil }

// macOf forwards both calls to m: the other MAC breakers embed it and
// replace one.
type macOf struct{ m matrix.MAC }

func (w macOf) MAC(tag, msg, key []byte) error { return w.m.MAC(tag, msg, key) }

func (w macOf) Verify(tag, msg, key []byte) (bool, error) { return w.m.Verify(tag, msg, key) }

func (b brokenMACHalfVerify) Verify(tag, msg, key []byte) (bool, error) {
	want := make([]byte, len(tag))
	if err := b.m.MAC(want, msg, key); err != nil {
		return false, err
	}
	h := len(tag) / 2
	return subtle.ConstantTimeCompare(want[:h], tag[:h]) == 1, nil
}

func (b brokenMACKeyTail) MAC(tag, msg, key []byte) error {
	return b.m.MAC(tag, msg, family.ZeroTail(key, len(key)-1))
}

func (b brokenMACKey32) MAC(tag, msg, key []byte) error {
	return b.m.MAC(tag, msg, key[:min(len(key), 32)])
}

func (b brokenMACTruncates) MAC(tag, msg, key []byte) error {
	return family.Truncated(tag, b.full, func(full []byte) error { return b.m.MAC(full, msg, key) })
}
