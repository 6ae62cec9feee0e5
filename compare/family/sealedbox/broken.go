package sealedbox

import (
	"bytes"
	"crypto/rand"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/internal/sealref"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the sealed box family's realistic bugs (see
// family.Breaker): a nonce derived without the recipient's key, one
// ephemeral key for every box, and an Open that skips the tag check or
// leaves the box behind.
var Breakers = []family.Breaker[matrix.SealedBox]{
	{Name: "nonce-without-recipient-key", Wrap: func(_ matrix.Spec, op matrix.SealedBox) matrix.SealedBox { return brokenSealedNonce{op} }},
	{Name: "fixed-ephemeral-key", Wrap: func(_ matrix.Spec, op matrix.SealedBox) matrix.SealedBox { return brokenSealedFixedKey{op} },
		ConsumerBlind: "the bug is in sealing, and its boxes open everywhere: checkPair(broken, good) catches the repeated ephemeral key"},
	{Name: "open-skips-tag-check", Wrap: func(_ matrix.Spec, op matrix.SealedBox) matrix.SealedBox {
		return brokenSealedOpen{op, family.OpenLenient}
	}, ProducerBlind: family.OnlyConsumes},
	{Name: "open-leaves-box-behind", Wrap: func(_ matrix.Spec, op matrix.SealedBox) matrix.SealedBox {
		return brokenSealedOpen{op, family.OpenLeaves}
	}, ProducerBlind: family.OnlyConsumes, TranscriptBlind: family.WipeUnread},
}

// The sealed box breakers. The first two seal with sealref, the
// construction from parts, under a key the binding draws itself, as a
// binding that builds sealed boxes from crypto_box would; each first calls
// the real method, so that its argument errors are the real ones.
type (
	// brokenSealedNonce derives the nonce from the ephemeral public key
	// alone, leaving the recipient's key out of the hash, in Seal and
	// Open alike: consistent with itself, not with libsodium.
	brokenSealedNonce struct{ matrix.SealedBox }
	// brokenSealedFixedKey seals every box under one ephemeral key pair,
	// as a binding whose random generator is seeded with a constant: its
	// boxes open everywhere, and whoever learns that key opens them all.
	brokenSealedFixedKey struct{ matrix.SealedBox }
	// brokenSealedOpen breaks Open with one of the kit's openers.
	brokenSealedOpen struct {
		matrix.SealedBox

		open family.Opener
	}
)

// ephemeralOnlyNonce is BLAKE2b-192 of the ephemeral public key alone.
func ephemeralOnlyNonce(ephemeralPublic, _ []byte) [24]byte {
	return sealref.Nonce(ephemeralPublic, nil)
}

// sealBroken runs the real Seal for its argument checks, then writes the
// sealed box that sealref makes under the ephemeral key esk and nonce.
func sealBroken(real matrix.SealedBox, box, msg, public, esk []byte, nonce sealref.NonceFunc) error {
	if err := real.Seal(box, msg, public); err != nil {
		return err
	}
	sealed, err := sealref.Seal(msg, public, esk, nonce)
	if err != nil {
		return err
	}
	copy(box, sealed)
	return nil
}

func (b brokenSealedNonce) Seal(box, msg, public []byte) error {
	esk := make([]byte, 32)
	rand.Read(esk)
	return sealBroken(b.SealedBox, box, msg, public, esk, ephemeralOnlyNonce)
}

func (b brokenSealedNonce) Open(msg, box, public, private []byte) (bool, error) {
	if _, err := b.SealedBox.Open(msg, box, public, private); err != nil {
		return false, err
	}
	m, ok := sealref.Open(box, public, private, ephemeralOnlyNonce)
	if !ok {
		clear(msg)
		return false, nil
	}
	copy(msg, m)
	return true, nil
}

func (b brokenSealedFixedKey) Seal(box, msg, public []byte) error {
	return sealBroken(b.SealedBox, box, msg, public, bytes.Repeat([]byte{0x42}, 32), sealref.Nonce)
}

func (b brokenSealedOpen) Open(msg, box, public, private []byte) (bool, error) {
	ok, err := b.SealedBox.Open(msg, box, public, private)
	return b.open(ok, err, msg, box)
}
