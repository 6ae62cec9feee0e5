package sign

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Def is the sign family as the engines range over it
// (compare/family/families.List).
var Def = family.Def[matrix.Signature]{
	Name:           matrix.FamilySignature,
	Cross:          Cross,
	Remember:       Remember,
	RememberNative: RememberNative,
	KAT:            KAT,
	Steps:          Steps,
	Sequence:       Sequence,
	Args:           Args,
	Bench:          Bench,
	Timing:         Timing,
	SecretCalls:    SecretCalls,
	Loop:           &Loop,
	Crossing:       Crossing,
	Breakers:       Breakers,
}
