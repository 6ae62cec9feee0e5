package aead

import (
	"bytes"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the AEAD family's realistic bugs (see family.Breaker): the
// associated data dropped, an Open that skips the tag check or leaves the
// ciphertext behind, the tag in the wrong place, and a nonce copied short.
var Breakers = []family.Breaker[matrix.AEAD]{
	{Name: "ignores-ad", Wrap: func(_ matrix.Spec, op matrix.AEAD) matrix.AEAD { return brokenAEADNoAD{op} }},
	{Name: "open-skips-tag-check", Wrap: func(_ matrix.Spec, op matrix.AEAD) matrix.AEAD { return brokenAEADOpen{op, family.OpenLenient} },
		ProducerBlind: family.OnlyConsumes},
	{Name: "open-leaves-ct-behind", Wrap: func(_ matrix.Spec, op matrix.AEAD) matrix.AEAD { return brokenAEADOpen{op, family.OpenLeaves} },
		ProducerBlind: family.OnlyConsumes, TranscriptBlind: family.WipeUnread},
	{Name: "tag-first", Wrap: func(_ matrix.Spec, op matrix.AEAD) matrix.AEAD { return brokenAEADTagFirst{op} }},
	{Name: "nonce-tail-zeroed", Wrap: func(_ matrix.Spec, op matrix.AEAD) matrix.AEAD { return brokenAEADNonce{op} }},
}

// The AEAD breakers.
type (
	// brokenAEADNoAD seals and opens without the associated data: the
	// binding passes adlen 0.
	brokenAEADNoAD struct{ matrix.AEAD }
	// brokenAEADOpen breaks Open with one of the kit's openers.
	brokenAEADOpen struct {
		matrix.AEAD

		open family.Opener
	}
	// brokenAEADTagFirst puts the tag before the ciphertext, in
	// secretbox's order, and opens that format: consistent with itself,
	// not with the AEAD's definition.
	brokenAEADTagFirst struct{ matrix.AEAD }
	// brokenAEADNonce zeroes the nonce after its first 8 bytes: the
	// binding copies a 64-bit nonce, that of the original
	// ChaCha20-Poly1305.
	brokenAEADNonce struct{ matrix.AEAD }
)

func (b brokenAEADNoAD) Seal(ct, msg, ad, nonce, key []byte) error {
	return b.AEAD.Seal(ct, msg, ad[:0], nonce, key)
}

func (b brokenAEADNoAD) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return b.AEAD.Open(msg, ct, ad[:0], nonce, key)
}

func (b brokenAEADOpen) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	ok, err := b.AEAD.Open(msg, ct, ad, nonce, key)
	return b.open(ok, err, msg, ct)
}

func (b brokenAEADTagFirst) Seal(ct, msg, ad, nonce, key []byte) error {
	err := b.AEAD.Seal(ct, msg, ad, nonce, key)
	rotate(ct, len(msg))
	return err
}

func (b brokenAEADTagFirst) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	c := bytes.Clone(ct)
	if len(c) >= len(msg) {
		rotate(c, len(c)-len(msg))
	}
	return b.AEAD.Open(msg, c, ad, nonce, key)
}

// rotate moves b[:i] to the end of b.
func rotate(b []byte, i int) {
	c := append(bytes.Clone(b[i:]), b[:i]...)
	copy(b, c)
}

func (b brokenAEADNonce) Seal(ct, msg, ad, nonce, key []byte) error {
	return b.AEAD.Seal(ct, msg, ad, family.ZeroTail(nonce, 8), key)
}

func (b brokenAEADNonce) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return b.AEAD.Open(msg, ct, ad, family.ZeroTail(nonce, 8), key)
}
