package pwhash

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// KAT checks one known-answer vector against op: PasswordHash of
// password under salt, the secret and the associated data (empty when
// absent) at the vector's cost equals tag. An implementation that cannot
// take what the vector needs (a secret key, several lanes, another salt
// length: errors.ErrUnsupported) lacks it, and the result says what it
// lacks; it does not fail.
func KAT(s matrix.Spec, op matrix.PasswordHash, v *vectors.Vector) error {
	if err := family.KATNeed("password", v.Password, "salt", v.Salt, "tag", v.Tag); err != nil {
		return err
	}
	if v.MemoryKiB > family.KATMaxMemoryKiB {
		return family.KATSkip{Reason: fmt.Sprintf("%d KiB of memory is above the runner's limit of %d KiB", v.MemoryKiB, family.KATMaxMemoryKiB)}
	}
	c := matrix.Argon2Cost{Passes: v.Passes, MemoryKiB: v.MemoryKiB, Lanes: v.Lanes}
	got := make([]byte, len(v.Tag))
	err := op.PasswordHash(got, v.Password, v.Salt, family.KATOr(v.Secret), family.KATOr(v.AD), c)
	if errors.Is(err, errors.ErrUnsupported) {
		return family.KATLacks{What: "lacks what the vector needs: " + err.Error()}
	}
	if v.Result == vectors.Invalid {
		return family.KATExpectInvalid(err != nil || !bytes.Equal(got, v.Tag), "tag matches")
	}
	if err != nil {
		return fmt.Errorf("PasswordHash: %w", err)
	}
	return family.KATDiff("tag", got, v.Tag)
}
