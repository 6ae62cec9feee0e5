package verify

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Def is the verify family as the engines range over it
// (compare/family/families.List).
var Def = family.Def[matrix.Equal]{
	Name:           matrix.FamilyEqual,
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
