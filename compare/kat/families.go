package kat

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family/aead"
	"github.com/naclcmp/naclcmp/compare/family/box"
	"github.com/naclcmp/naclcmp/compare/family/core"
	"github.com/naclcmp/naclcmp/compare/family/hash"
	"github.com/naclcmp/naclcmp/compare/family/mac"
	"github.com/naclcmp/naclcmp/compare/family/pwhash"
	"github.com/naclcmp/naclcmp/compare/family/scalarmult"
	"github.com/naclcmp/naclcmp/compare/family/sealedbox"
	"github.com/naclcmp/naclcmp/compare/family/secretbox"
	"github.com/naclcmp/naclcmp/compare/family/secretstream"
	"github.com/naclcmp/naclcmp/compare/family/sign"
	"github.com/naclcmp/naclcmp/compare/family/stream"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// katFamilies is the known-answer check of each family, from its package
// under compare/family. It is temporary: a shared list of the families
// replaces it, and the adapter below, once every engine ranges over them.
// A family missing here (key conversion, equality) fails its vectors in
// katGroup rather than letting them pass unseen.
var katFamilies = map[matrix.Family]katCheck{
	matrix.FamilyHash: katFor(hash.KAT), matrix.FamilyMAC: katFor(mac.KAT), matrix.FamilyStream: katFor(stream.KAT),
	matrix.FamilyCore: katFor(core.KAT), matrix.FamilySecretBox: katFor(secretbox.KAT), matrix.FamilyBox: katFor(box.KAT),
	matrix.FamilySealedBox:  katFor(sealedbox.KAT),
	matrix.FamilyScalarMult: katFor(scalarmult.KAT), matrix.FamilySignature: katFor(sign.KAT), matrix.FamilyAEAD: katFor(aead.KAT),
	matrix.FamilySecretStream: katFor(secretstream.KAT),
	matrix.FamilyPasswordHash: katFor(pwhash.KAT),
}

// katFor adapts a family's check, typed by the family interface T, to the
// table: it asserts the operation to T once, and an operation that does
// not implement T fails its vector with an error saying so rather than
// panicking the run.
func katFor[T any](check func(s matrix.Spec, op T, v *vectors.Vector) error) katCheck {
	return func(s matrix.Spec, op any, v *vectors.Vector) error {
		t, ok := op.(T)
		if !ok {
			return fmt.Errorf("%T does not implement the %s interface", op, s.Family)
		}
		return check(s, t, v)
	}
}
