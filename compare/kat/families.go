package kat

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/vectors"
)

// The known-answer check of each family: one function per family, each
// given one vector and one implementation; nil is a pass. They are in
// families_symmetric.go, families_boxes.go and families_curve25519.go; this
// file holds the judgement they share.

// katOutcome judges an output computed for vector v by call: an invalid
// vector must not give v.Out without an error; a valid one must give it.
func katOutcome(v *vectors.Vector, what, call string, got []byte, err error) error {
	if v.Result == vectors.Invalid {
		return katExpectInvalid(err != nil || !bytes.Equal(got, v.Out), what+" matches")
	}
	if err != nil {
		return fmt.Errorf("%s: %w", call, err)
	}
	return katDiff(what, got, v.Out)
}
