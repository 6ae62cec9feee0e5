package pwhash

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Def is the pwhash family as the engines range over it
// (compare/family/families.List).
var Def = family.Def[matrix.PasswordHash]{
	Name:           matrix.FamilyPasswordHash,
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
