package box

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the box family's realistic bugs (see family.Breaker): a
// wrong shared key, a nonce lost in every call or in the precomputed path
// only, and either Open skipping the tag check or leaving the box behind.
var Breakers = []family.Breaker[matrix.Box]{
	{Name: "precompute-wrong", Wrap: func(_ matrix.Spec, op matrix.Box) matrix.Box { return brokenBox{op} }},
	{Name: "ignores-nonce", Wrap: func(_ matrix.Spec, op matrix.Box) matrix.Box { return brokenBoxNoNonce{op} }},
	{Name: "sealafter-ignores-nonce", Wrap: func(_ matrix.Spec, op matrix.Box) matrix.Box { return brokenBoxSealAfter{op} },
		ProducerBlind: "box.Cross's producer seals with Seal only, its consumer with SealAfter: the good → broken direction catches it"},
	{Name: "open-skips-tag-check", Wrap: func(_ matrix.Spec, op matrix.Box) matrix.Box { return brokenBoxOpen{Box: op, open: family.OpenLenient} },
		ProducerBlind:   family.OnlyConsumes,
		TranscriptBlind: "box.Sequence (the transcript) opens only the intact box with Open, tampered ones with OpenAfter: checkPair catches it"},
	{Name: "openafter-skips-tag-check", Wrap: func(_ matrix.Spec, op matrix.Box) matrix.Box {
		return brokenBoxOpen{Box: op, after: family.OpenLenient}
	},
		ProducerBlind: family.OnlyConsumes},
	{Name: "open-leaves-box-behind", Wrap: func(_ matrix.Spec, op matrix.Box) matrix.Box { return brokenBoxOpen{Box: op, open: family.OpenLeaves} },
		ProducerBlind:   family.OnlyConsumes,
		TranscriptBlind: "box.Sequence (the transcript) opens only the intact box with Open: checkPair's family.CrossCheckOpen catches it"},
	{Name: "openafter-leaves-box-behind", Wrap: func(_ matrix.Spec, op matrix.Box) matrix.Box { return brokenBoxOpen{Box: op, after: family.OpenLeaves} },
		ProducerBlind:   family.OnlyConsumes,
		TranscriptBlind: "box.Sequence (the transcript) does not read the buffer of the refused OpenAfter: checkPair's family.CrossCheckOpen catches it"},
}

// The box breakers.
type (
	// brokenBox's Precompute gets the shared key wrong.
	brokenBox struct{ matrix.Box }
	// brokenBoxNoNonce uses an all-zero nonce in every call.
	brokenBoxNoNonce struct{ matrix.Box }
	// brokenBoxSealAfter's SealAfter uses an all-zero nonce, Seal the
	// right one: a bug in the precomputed path only.
	brokenBoxSealAfter struct{ matrix.Box }
	// brokenBoxOpen breaks Open with open or OpenAfter with after, one
	// of the kit's openers; the method left nil stays right.
	brokenBoxOpen struct {
		matrix.Box

		open, after family.Opener
	}
)

func (b brokenBox) Precompute(shared, peerPublic, private []byte) error {
	err := b.Box.Precompute(shared, peerPublic, private)
	shared[0] ^= 1
	return err
}

func (b brokenBoxNoNonce) Seal(box, msg, nonce, peerPublic, private []byte) error {
	return b.Box.Seal(box, msg, make([]byte, len(nonce)), peerPublic, private)
}

func (b brokenBoxNoNonce) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	return b.Box.Open(msg, box, make([]byte, len(nonce)), peerPublic, private)
}

func (b brokenBoxNoNonce) SealAfter(box, msg, nonce, shared []byte) error {
	return b.Box.SealAfter(box, msg, make([]byte, len(nonce)), shared)
}

func (b brokenBoxNoNonce) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	return b.Box.OpenAfter(msg, box, make([]byte, len(nonce)), shared)
}

func (b brokenBoxSealAfter) SealAfter(box, msg, nonce, shared []byte) error {
	return b.Box.SealAfter(box, msg, make([]byte, len(nonce)), shared)
}

func (b brokenBoxOpen) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	ok, err := b.Box.Open(msg, box, nonce, peerPublic, private)
	if b.open == nil {
		return ok, err
	}
	return b.open(ok, err, msg, box)
}

func (b brokenBoxOpen) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	ok, err := b.Box.OpenAfter(msg, box, nonce, shared)
	if b.after == nil {
		return ok, err
	}
	return b.after(ok, err, msg, box)
}
