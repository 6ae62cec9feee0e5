package hkdf

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Def is the hkdf family as the engines range over it
// (compare/family/families.List). It has no C loop: the binding cost of
// one cgo call is measured on the families that have one, and HKDF is
// a handful of HMAC calls.
var Def = family.Def[matrix.HKDF]{
	Name:           matrix.FamilyHKDF,
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
	Wycheproof:     &Wycheproof,
	Breakers:       Breakers,
}

// Wycheproof is how Wycheproof's hkdf_sha256_test.json and
// hkdf_sha512_test.json read as vectors: the input keying material ikm is
// the secret, okm the output, and size the output length, which an
// invalid case sets past 255·HashLen with an empty okm.
var Wycheproof = family.Wycheproof{
	Algorithms: map[string]string{"HKDF-SHA-256": "sha256", "HKDF-SHA-512": "sha512"},
	GroupType:  "HkdfTest",
	Group:      []string{"keySize"},
	Fields:     map[string]string{"ikm": "secret", "salt": "salt", "info": "info", "size": "size", "okm": "out"},
}
