package sign

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the signature family's realistic bugs (see
// family.Breaker): a Verify that accepts everything or refuses long
// messages, a message signed one byte short, and a seed copied short.
var Breakers = []family.Breaker[matrix.Signature]{
	{Name: "verify-accepts-all", Wrap: func(_ matrix.Spec, op matrix.Signature) matrix.Signature { return brokenSign{op} },
		ProducerBlind: family.OnlyConsumes},
	{Name: "sign-drops-last-byte", Wrap: func(_ matrix.Spec, op matrix.Signature) matrix.Signature { return brokenSignShort{op} }},
	{Name: "seed-last-byte-zeroed", Wrap: func(_ matrix.Spec, op matrix.Signature) matrix.Signature { return brokenSignSeed{op} }},
	{Name: "verify-refuses-long-messages", Wrap: func(_ matrix.Spec, op matrix.Signature) matrix.Signature { return brokenSignLong{op} },
		ProducerBlind:   family.OnlyConsumes,
		TranscriptBlind: "the transcript's 8 signature steps sign messages of at most 19 bytes (sign.Steps, family.StepLen): checkPair catches it"},
}

// The signature breakers.
type (
	// brokenSign's Verify accepts every signature (see the MAC family's
	// verify-accepts-all).
	brokenSign struct{ matrix.Signature }
	// brokenSignShort derives keys right but signs one byte too few of
	// the message: an off-by-one in the length handed to C.
	brokenSignShort struct{ matrix.Signature }
	// brokenSignSeed derives the key pair from the seed without its last
	// byte: a 31-byte copy. Keys, signatures and verification agree with
	// each other, not with anyone else.
	brokenSignSeed struct{ matrix.Signature }
	// brokenSignLong's Verify refuses messages of more than 192 bytes: the
	// binding builds NaCl's signature ‖ message in a fixed 256-byte buffer
	// and reports the overflow as a bad signature.
	brokenSignLong struct{ matrix.Signature }
)

func (b brokenSign) Verify(sig, msg, public []byte) (bool, error) { return true, nil }

func (b brokenSignShort) Sign(sig, msg, private []byte) error {
	return b.Signature.Sign(sig, family.DropLast(msg), private)
}

func (b brokenSignSeed) KeyFromSeed(public, private, seed []byte) error {
	return b.Signature.KeyFromSeed(public, private, family.ZeroTail(seed, len(seed)-1))
}

func (b brokenSignLong) Verify(sig, msg, public []byte) (bool, error) {
	ok, err := b.Signature.Verify(sig, msg, public)
	return ok && len(msg) <= 192, err
}
