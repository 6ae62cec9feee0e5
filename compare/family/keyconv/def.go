package keyconv

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Def is the keyconv family as the engines range over it
// (compare/family/families.List).
var Def = family.Def[matrix.KeyConversion]{
	Name:           matrix.FamilyKeyConversion,
	Cross:          Cross,
	Remember:       Remember,
	RememberNative: RememberNative,
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
