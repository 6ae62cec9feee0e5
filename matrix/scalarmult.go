package matrix

// FamilyScalarMult is the scalarmult family (ScalarMult in this file).
const FamilyScalarMult Family = "scalarmult"

// ScalarMult is Diffie-Hellman on a Montgomery curve (X25519).
type ScalarMult interface {
	// ScalarMult computes out = scalar·point. Implementations that reject
	// low-order points (an all-zero result) return an error.
	ScalarMult(out, scalar, point []byte) error
	ScalarBaseMult(out, scalar []byte) error
}

// The scalarmult family's interface check and catalogue rows (Specs).
var _ = declare(FamilyScalarMult, is[ScalarMult], []Spec{
	{Family: FamilyScalarMult, Primitive: "x25519", Title: "X25519", Out: 32, Public: 32, Private: 32},
})
