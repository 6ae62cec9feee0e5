package hkdf

import (
	"bytes"
	"errors"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the HKDF family's share of the transcript's budget: a
// derivation is a few HMAC calls, so it takes many steps, with secrets
// growing to about 600 bytes.
const Steps = 48

// Sequence is the HKDF family's transcript sequence: at each step a key
// of 1 to 4·HashLen bytes derived from a drawn secret, salt and info (each
// from empty to beyond a hash block, info within what node takes), which
// is absorbed. Its own promise is RFC 5869's construction: where the
// implementation has Extract and Expand, Expand of Extract's key must give
// the same bytes, and those calls are checked, not absorbed, so that an
// implementation offering only Key has a digest to compare with the
// others.
func Sequence(s matrix.Spec, op matrix.HKDF, c *family.Chain, steps int) error {
	n := s.Key
	for i := range steps {
		in := c.Draw(family.StepLen(i), i*13%150, i*29%300)
		secret, salt, info := in[0], in[1], in[2]
		key := make([]byte, 1+i*41%(4*n))
		if err := op.Key(key, secret, salt, info); err != nil {
			return family.StepErr(i, "key", err)
		}
		prk := make([]byte, n)
		err := op.Extract(prk, secret, salt)
		if err == nil {
			other := make([]byte, len(key))
			err = op.Expand(other, prk, info)
			if err == nil && !bytes.Equal(other, key) {
				return family.StepBroken(i, "Expand(Extract(secret, salt), info) differs from Key(secret, salt, info)")
			}
		}
		if err != nil && !errors.Is(err, errors.ErrUnsupported) {
			return family.StepErr(i, "extract and expand", err)
		}
		c.Absorb(key)
	}
	return nil
}
