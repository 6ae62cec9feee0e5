package keyconv

import (
	"bytes"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the key conversion family's realistic bugs (see
// family.Breaker): the Edwards-to-Montgomery map left out, and the halves
// of the private key confused.
var Breakers = []family.Breaker[matrix.KeyConversion]{
	{Name: "public-is-edwards-y", Wrap: func(_ matrix.Spec, op matrix.KeyConversion) matrix.KeyConversion { return brokenKeyConvY{op} }},
	{Name: "private-is-seed", Wrap: func(_ matrix.Spec, op matrix.KeyConversion) matrix.KeyConversion {
		return brokenKeyConvPrivate{op, true}
	}},
	{Name: "private-hashes-public-half", Wrap: func(_ matrix.Spec, op matrix.KeyConversion) matrix.KeyConversion {
		return brokenKeyConvPrivate{op, false}
	}},
}

// The key conversion breakers.
type (
	// brokenKeyConvY returns the Edwards y-coordinate of the public key
	// (its sign bit cleared) instead of the Montgomery u = (1+y)/(1−y):
	// the map left out.
	brokenKeyConvY struct{ matrix.KeyConversion }
	// brokenKeyConvPrivate confuses the halves of the seed ‖ public
	// private key: with seed set it returns the seed itself, unhashed and
	// unclamped; without, it converts the public half as if it were the
	// seed.
	brokenKeyConvPrivate struct {
		matrix.KeyConversion

		seed bool
	}
)

func (b brokenKeyConvY) PublicToX25519(out, edPublic []byte) error {
	if err := b.KeyConversion.PublicToX25519(out, edPublic); err != nil {
		return err
	}
	copy(out, edPublic)
	out[len(out)-1] &= 0x7f
	return nil
}

func (b brokenKeyConvPrivate) PrivateToX25519(out, edPrivate []byte) error {
	if err := b.KeyConversion.PrivateToX25519(out, edPrivate); err != nil || len(edPrivate) != 64 {
		return err
	}
	if b.seed {
		copy(out, edPrivate[:32])
		return nil
	}
	half := append(bytes.Clone(edPrivate[32:]), edPrivate[32:]...)
	return b.KeyConversion.PrivateToX25519(out, half)
}
