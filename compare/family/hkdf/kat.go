package hkdf

import (
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op. A valid vector's out is
// what Key derives from its secret, salt and info; Extract must write its
// prk (where the vector gives one; else Extract's own key is used) and
// Expand of that key must give out again. An invalid vector asks for size
// bytes, more than 255·HashLen (Wycheproof's SizeTooLarge), which Key
// must refuse. An implementation that offers only Key passes on Key
// alone, and the result names the calls left unchecked.
func KAT(s matrix.Spec, op matrix.HKDF, v *vectors.Vector) error {
	if err := family.KATNeed("secret", v.Secret, "salt", v.Salt, "info", v.Info); err != nil {
		return err
	}
	secret, salt, info := v.Secret, v.Salt, v.Info
	if v.Result == vectors.Invalid {
		size := max(v.Size, len(v.Out))
		if size == 0 {
			return fmt.Errorf("malformed vector: an invalid HKDF vector needs a size or an out")
		}
		got := make([]byte, size)
		// Only a refusal counts: there is no output to differ from.
		err := op.Key(got, secret, salt, info)
		return family.KATExpectInvalid(err != nil, fmt.Sprintf("Key derived a %d-byte key", size))
	}
	if err := family.KATNeed("out", v.Out); err != nil {
		return err
	}
	got := make([]byte, len(v.Out))
	if err := op.Key(got, secret, salt, info); err != nil {
		if errors.Is(err, errors.ErrUnsupported) {
			return family.KATLacks{What: "lacks what the vector needs: " + err.Error()}
		}
		return fmt.Errorf("Key: %w", err)
	}
	if err := family.KATDiff("key", got, v.Out); err != nil {
		return err
	}
	prk := make([]byte, s.Key)
	switch err := op.Extract(prk, secret, salt); {
	case errors.Is(err, errors.ErrUnsupported) && v.PRK == nil:
		return family.KATPartial{Unchecked: "Extract and Expand unchecked: the implementation lacks Extract and the vector has no prk"}
	case errors.Is(err, errors.ErrUnsupported):
		prk = v.PRK
		err = expands(op, prk, info, v.Out)
		if errors.Is(err, errors.ErrUnsupported) {
			return family.KATPartial{Unchecked: "Extract and Expand unchecked: the implementation lacks them"}
		}
		if err != nil {
			return err
		}
		return family.KATPartial{Unchecked: "Extract unchecked: the implementation lacks it"}
	case err != nil:
		return fmt.Errorf("Extract: %w", err)
	case v.PRK != nil:
		if err := family.KATDiff("prk", prk, v.PRK); err != nil {
			return err
		}
	}
	err := expands(op, prk, info, v.Out)
	if errors.Is(err, errors.ErrUnsupported) {
		return family.KATPartial{Unchecked: "Expand unchecked: the implementation lacks it"}
	}
	return err
}

// expands checks that Expand of prk and info gives want; an
// errors.ErrUnsupported error is returned as it is.
func expands(op matrix.HKDF, prk, info, want []byte) error {
	got := make([]byte, len(want))
	if err := op.Expand(got, prk, info); err != nil {
		if errors.Is(err, errors.ErrUnsupported) {
			return err
		}
		return fmt.Errorf("Expand: %w", err)
	}
	return family.KATDiff("expanded key", got, want)
}
