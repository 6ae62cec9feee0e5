package hkdf

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the hkdf family's realistic bugs (see family.Breaker): a
// salt or info lost on the way to the library, the blocks after the first
// derived wrongly, and Extract's HMAC keyed with the secret instead of the
// salt.
var Breakers = []family.Breaker[matrix.HKDF]{
	{Name: "key-ignores-salt", Wrap: func(_ matrix.Spec, op matrix.HKDF) matrix.HKDF { return brokenHKDF{h: op, noSalt: true} }},
	{Name: "ignores-info", Wrap: func(_ matrix.Spec, op matrix.HKDF) matrix.HKDF { return brokenHKDF{h: op, noInfo: true} }},
	{Name: "wrong-after-first-block", Wrap: func(s matrix.Spec, op matrix.HKDF) matrix.HKDF { return brokenHKDF{h: op, flipAfter: s.Key} }},
	// The transcript absorbs Key alone, so that an implementation
	// offering only Key has a digest; it checks Expand(Extract) against
	// Key, which a wrong Extract fails.
	{Name: "extract-swaps-salt-and-secret", Wrap: func(_ matrix.Spec, op matrix.HKDF) matrix.HKDF { return brokenHKDF{h: op, swapExtract: true} }},
}

// brokenHKDF is an HKDF with one bug: Key dropping the salt (noSalt),
// Key and Expand dropping info (noInfo), Key and Expand wrong from byte
// flipAfter on (a block counter off by one), or Extract keying its HMAC
// with the secret (swapExtract).
type brokenHKDF struct {
	h              matrix.HKDF
	noSalt, noInfo bool
	flipAfter      int
	swapExtract    bool
}

func (b brokenHKDF) Key(out, secret, salt, info []byte) error {
	if b.noSalt {
		salt = nil
	}
	if b.noInfo {
		info = nil
	}
	err := b.h.Key(out, secret, salt, info)
	b.flip(out)
	return err
}

func (b brokenHKDF) Extract(prk, secret, salt []byte) error {
	if b.swapExtract {
		secret, salt = salt, secret
	}
	return b.h.Extract(prk, secret, salt)
}

func (b brokenHKDF) Expand(out, prk, info []byte) error {
	if b.noInfo {
		info = nil
	}
	err := b.h.Expand(out, prk, info)
	b.flip(out)
	return err
}

// flip changes the byte at flipAfter, when set and within out.
func (b brokenHKDF) flip(out []byte) {
	if b.flipAfter > 0 && len(out) > b.flipAfter {
		out[b.flipAfter] ^= 1
	}
}
