package pwhash

import (
	"bytes"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Steps is the password-hash family's share of the transcript's budget:
// every call fills its memory, so it takes eight calls of 8 to 64 KiB.
const Steps = 8

// Sequence is the password-hash family's transcript sequence. It hashes a
// password of growing length, from one byte, at a cost that cycles through
// 8, 16, 32 and 64 KiB and three or four passes, with tags of 16 to 127
// bytes (past 64, Argon2's H' chains BLAKE2b calls). It keeps to what every
// Argon2 implementation takes (a password of one byte or more, one lane, a
// 16-byte salt, three passes or more, no secret or associated data), so
// that every implementation has a digest to compare, and to small memory:
// the transcript runs under emulation on every architecture. Its own
// promise is that the tag depends on the passes: the step hashes again with
// one pass more, which must give another tag.
func Sequence(s matrix.Spec, h matrix.PasswordHash, c *family.Chain, steps int) error {
	for i := range steps {
		in := c.Draw(1+family.StepLen(i), s.Salt)
		password, salt := in[0], in[1]
		cost := matrix.Argon2Cost{Passes: 3 + uint64(i%2), MemoryKiB: 8 << (i % 4), Lanes: 1}
		tag := make([]byte, 16+i*37%112)
		if err := h.PasswordHash(tag, password, salt, nil, nil, cost); err != nil {
			return family.StepErr(i, "hash "+cost.String(), err)
		}
		more := cost
		more.Passes++
		other := make([]byte, len(tag))
		if err := h.PasswordHash(other, password, salt, nil, nil, more); err != nil {
			return family.StepErr(i, "hash "+more.String(), err)
		}
		if bytes.Equal(tag, other) {
			return family.StepBroken(i, "the tag with %d passes equals the tag with %d", more.Passes, cost.Passes)
		}
		c.Absorb(tag, other)
	}
	return nil
}
