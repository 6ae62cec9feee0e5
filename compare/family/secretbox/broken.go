package secretbox

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the secretbox family's realistic bugs (see
// family.Breaker): a wrong box, an Open that skips the tag check or leaves
// the box behind, and a nonce lost.
var Breakers = []family.Breaker[matrix.SecretBox]{
	{Name: "seal-wrong-last-byte", Wrap: func(_ matrix.Spec, op matrix.SecretBox) matrix.SecretBox { return brokenSecret{op} }},
	{Name: "open-skips-tag-check", Wrap: func(_ matrix.Spec, op matrix.SecretBox) matrix.SecretBox {
		return brokenSecretOpen{op, family.OpenLenient}
	}, ProducerBlind: family.OnlyConsumes},
	{Name: "open-leaves-box-behind", Wrap: func(_ matrix.Spec, op matrix.SecretBox) matrix.SecretBox {
		return brokenSecretOpen{op, family.OpenLeaves}
	}, ProducerBlind: family.OnlyConsumes, TranscriptBlind: family.WipeUnread},
	{Name: "ignores-nonce", Wrap: func(_ matrix.Spec, op matrix.SecretBox) matrix.SecretBox { return brokenSecretNoNonce{op} }},
}

// The secretbox breakers.
type (
	// brokenSecret's Seal gets the last byte of the box wrong.
	brokenSecret struct{ matrix.SecretBox }
	// brokenSecretOpen breaks Open with one of the kit's openers: the tag
	// check skipped (family.OpenLenient) or the box left behind
	// (family.OpenLeaves).
	brokenSecretOpen struct {
		matrix.SecretBox

		open family.Opener
	}
	// brokenSecretNoNonce seals and opens with an all-zero nonce.
	brokenSecretNoNonce struct{ matrix.SecretBox }
)

func (b brokenSecret) Seal(box, msg, nonce, key []byte) error {
	return family.FlipLast(box, b.SecretBox.Seal(box, msg, nonce, key))
}

func (b brokenSecretOpen) Open(msg, box, nonce, key []byte) (bool, error) {
	ok, err := b.SecretBox.Open(msg, box, nonce, key)
	return b.open(ok, err, msg, box)
}

func (b brokenSecretNoNonce) Seal(box, msg, nonce, key []byte) error {
	return b.SecretBox.Seal(box, msg, make([]byte, len(nonce)), key)
}

func (b brokenSecretNoNonce) Open(msg, box, nonce, key []byte) (bool, error) {
	return b.SecretBox.Open(msg, box, make([]byte, len(nonce)), key)
}
