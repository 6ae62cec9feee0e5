package scalarmult

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the X25519 family's realistic bugs (see family.Breaker): a
// wrong public key, the point ignored, and a scalar copied short.
var Breakers = []family.Breaker[matrix.ScalarMult]{
	{Name: "base-wrong-byte", Wrap: func(_ matrix.Spec, op matrix.ScalarMult) matrix.ScalarMult { return brokenX25519{x: op} }},
	{Name: "ignores-point", Wrap: func(_ matrix.Spec, op matrix.ScalarMult) matrix.ScalarMult { return brokenX25519NoPoint{op} }},
	{Name: "scalar-last-byte-zeroed", Wrap: func(_ matrix.Spec, op matrix.ScalarMult) matrix.ScalarMult { return brokenX25519Scalar{op} }},
}

// The X25519 breakers.
type (
	// brokenX25519's ScalarBaseMult gets one byte wrong.
	brokenX25519 struct{ x matrix.ScalarMult }
	// brokenX25519NoPoint's ScalarMult ignores the point and multiplies
	// the base point: the binding calls crypto_scalarmult_base for both.
	brokenX25519NoPoint struct{ x matrix.ScalarMult }
	// brokenX25519Scalar ignores the scalar's last byte: a 31-byte copy.
	brokenX25519Scalar struct{ x matrix.ScalarMult }
)

func (b brokenX25519) ScalarMult(out, scalar, point []byte) error {
	return b.x.ScalarMult(out, scalar, point)
}

func (b brokenX25519) ScalarBaseMult(out, scalar []byte) error {
	err := b.x.ScalarBaseMult(out, scalar)
	out[5] ^= 1
	return err
}

func (b brokenX25519NoPoint) ScalarMult(out, scalar, point []byte) error {
	return b.x.ScalarBaseMult(out, scalar)
}

func (b brokenX25519NoPoint) ScalarBaseMult(out, scalar []byte) error {
	return b.x.ScalarBaseMult(out, scalar)
}

func (b brokenX25519Scalar) ScalarMult(out, scalar, point []byte) error {
	return b.x.ScalarMult(out, family.ZeroTail(scalar, len(scalar)-1), point)
}

func (b brokenX25519Scalar) ScalarBaseMult(out, scalar []byte) error {
	return b.x.ScalarBaseMult(out, family.ZeroTail(scalar, len(scalar)-1))
}
