package interop

import (
	"fmt"

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

// This file is temporary: the table of families the engine ranges over,
// until a shared list of families replaces it. It holds each family
// package's Cross, and its Remember and RememberNative where the family
// has them, typed by the family's interface; adapt is the one place where
// an operation, held as any by the registry, becomes that interface.

// crossCheck runs one family's check with a producing and b consuming,
// their calls remembered through m where the family says.
type crossCheck func(s matrix.Spec, a, b matrix.Provider[any], m *memo, in *family.Inputs) error

// crossFamilies maps each family to its check.
var crossFamilies = map[matrix.Family]crossCheck{
	matrix.FamilyHash:          adapt(hash.Cross, hash.Remember, hash.RememberNative),
	matrix.FamilyMAC:           adapt(mac.Cross, mac.Remember, mac.RememberNative),
	matrix.FamilyStream:        adapt(stream.Cross, stream.Remember, stream.RememberNative),
	matrix.FamilyCore:          adapt(core.Cross, core.Remember, core.RememberNative),
	matrix.FamilySecretBox:     adapt(secretbox.Cross, secretbox.Remember, secretbox.RememberNative),
	matrix.FamilyBox:           adapt(box.Cross, box.Remember, box.RememberNative),
	matrix.FamilySealedBox:     adapt(sealedbox.Cross, nil, false),
	matrix.FamilyScalarMult:    adapt(scalarmult.Cross, scalarmult.Remember, scalarmult.RememberNative),
	matrix.FamilySignature:     adapt(sign.Cross, sign.Remember, sign.RememberNative),
	matrix.FamilyAEAD:          adapt(aead.Cross, aead.Remember, aead.RememberNative),
	matrix.FamilyKeyConversion: adapt(keyconv.Cross, keyconv.Remember, keyconv.RememberNative),
	matrix.FamilyEqual:         adapt(verify.Cross, verify.Remember, verify.RememberNative),
	matrix.FamilySecretStream:  adapt(secretstream.Cross, nil, false),
	matrix.FamilyPasswordHash:  adapt(pwhash.Cross, pwhash.Remember, pwhash.RememberNative),
}

// adapt makes the check of a family of interface T: it asserts each side's
// operation to T, answering an error rather than a panic for a value that
// does not implement it, passes it through remember (nil: never) when
// native is true or the implementation is JavaScript (see memo), and runs
// cross on the typed pair.
func adapt[T any](
	cross func(s matrix.Spec, a, b matrix.Provider[T], in *family.Inputs) error,
	remember func(c family.MemoCalls, op T) T,
	native bool,
) crossCheck {
	return func(s matrix.Spec, a, b matrix.Provider[any], m *memo, in *family.Inputs) error {
		var pair [2]matrix.Provider[T]
		for i, side := range []struct {
			role string
			p    matrix.Provider[any]
		}{{"from", a}, {"to", b}} {
			op, ok := side.p.Op.(T)
			if !ok {
				return fmt.Errorf("%s: %s: %T does not implement the %s interface", side.p.Name(), s.ID(), side.p.Op, s.Family)
			}
			if remember != nil && (native || side.p.Impl.Language == matrix.LangJS) {
				op = remember(m.calls(side.role, s, side.p.Impl), op)
			}
			pair[i] = matrix.Provider[T]{Impl: side.p.Impl, Op: op}
		}
		return cross(s, pair[0], pair[1], in)
	}
}
