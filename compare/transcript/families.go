package transcript

import (
	"fmt"
	"reflect"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/aead"
	"github.com/naclcmp/naclcmp/compare/family/box"
	"github.com/naclcmp/naclcmp/compare/family/core"
	"github.com/naclcmp/naclcmp/compare/family/hash"
	"github.com/naclcmp/naclcmp/compare/family/keyconv"
	"github.com/naclcmp/naclcmp/compare/family/mac"
	"github.com/naclcmp/naclcmp/compare/family/pwhash"
	"github.com/naclcmp/naclcmp/compare/family/scalarmult"
	"github.com/naclcmp/naclcmp/compare/family/sealedbox"
	"github.com/naclcmp/naclcmp/compare/family/secretbox"
	"github.com/naclcmp/naclcmp/compare/family/secretstream"
	"github.com/naclcmp/naclcmp/compare/family/sign"
	"github.com/naclcmp/naclcmp/compare/family/stream"
	"github.com/naclcmp/naclcmp/compare/family/verify"
	"github.com/naclcmp/naclcmp/matrix"
)

// The transcript's view of the families, until a shared list of families
// replaces it: each family's sequence (compare/family/<name>, Sequence)
// and step budget (Steps), which runTranscriptCell looks up by the
// operation's family. The budgets keep a whole transcript to seconds under
// qemu-user: the byte functions take many steps with messages growing to
// about 1 KiB, the public-key families (where TweetNaCl's arithmetic costs
// milliseconds per call even natively) take few, and password hashing,
// whose every call fills its memory, eight calls of 8 to 64 KiB.

// sequence is one family's transcript: run makes steps chained calls of
// op, an operation of spec s.
type sequence struct {
	steps int
	run   func(s matrix.Spec, op any, c *family.Chain, steps int) error
}

// sequences maps each family to its sequence; a family missing here fails
// its cells with "no transcript for family".
var sequences = map[matrix.Family]sequence{
	matrix.FamilyHash:          typed(hash.Steps, hash.Sequence),
	matrix.FamilyMAC:           typed(mac.Steps, mac.Sequence),
	matrix.FamilyStream:        typed(stream.Steps, stream.Sequence),
	matrix.FamilyCore:          typed(core.Steps, core.Sequence),
	matrix.FamilySecretBox:     typed(secretbox.Steps, secretbox.Sequence),
	matrix.FamilyBox:           typed(box.Steps, box.Sequence),
	matrix.FamilySealedBox:     typed(sealedbox.Steps, sealedbox.Sequence),
	matrix.FamilyScalarMult:    typed(scalarmult.Steps, scalarmult.Sequence),
	matrix.FamilySignature:     typed(sign.Steps, sign.Sequence),
	matrix.FamilyAEAD:          typed(aead.Steps, aead.Sequence),
	matrix.FamilyKeyConversion: typed(keyconv.Steps, keyconv.Sequence),
	matrix.FamilyEqual:         typed(verify.Steps, verify.Sequence),
	matrix.FamilySecretStream:  typed(secretstream.Steps, secretstream.Sequence),
	matrix.FamilyPasswordHash:  typed(pwhash.Steps, pwhash.Sequence),
}

// typed adapts a family's Sequence, written against the family's interface
// T, to the registry's untyped operations: an operation that does not
// implement T (a registry filed under the wrong family) fails its cell with
// an error naming both, before any call.
func typed[T any](steps int, run func(matrix.Spec, T, *family.Chain, int) error) sequence {
	return sequence{steps: steps, run: func(s matrix.Spec, op any, c *family.Chain, steps int) error {
		t, ok := op.(T)
		if !ok {
			return fmt.Errorf("%T does not implement %s, the interface of family %s", op, reflect.TypeFor[T](), s.Family)
		}
		return run(s, t, c, steps)
	}}
}
