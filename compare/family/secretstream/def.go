package secretstream

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Def is the secretstream family as the engines range over it
// (compare/family/families.List).
var Def = family.Def[matrix.SecretStream]{
	Name:        matrix.FamilySecretStream,
	Cross:       Cross,
	KAT:         KAT,
	Steps:       Steps,
	Sequence:    Sequence,
	Args:        Args,
	Bench:       Bench,
	Timing:      Timing,
	SecretCalls: SecretCalls,
	Loop:        &Loop,
	Crossing:    Crossing,
	Breakers:    Breakers,
}
