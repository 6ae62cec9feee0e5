package pwhash

import (
	"math"

	"golang.org/x/crypto/argon2"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the password hash family's realistic bugs (see
// family.Breaker): the caller's passes ignored, the other Argon2 variant
// computed, a 64-byte tag truncated, and a password hashed one byte short.
var Breakers = []family.Breaker[matrix.PasswordHash]{
	{Name: "ignores-passes", Wrap: func(_ matrix.Spec, op matrix.PasswordHash) matrix.PasswordHash { return brokenPwhashPasses{op} }},
	{Name: "swaps-argon2i-and-argon2id", Wrap: brokenPwhashVariantOf},
	{Name: "truncates-a-64-byte-tag", Wrap: func(_ matrix.Spec, op matrix.PasswordHash) matrix.PasswordHash { return brokenPwhashTruncates{op} }},
	{Name: "drops-last-password-byte", Wrap: func(_ matrix.Spec, op matrix.PasswordHash) matrix.PasswordHash { return brokenPwhashPassword{op} }},
}

// The password hash breakers.
type (
	// brokenPwhashPasses always makes three passes, whatever it is asked:
	// a binding that passes libsodium's default opslimit instead of the
	// caller's.
	brokenPwhashPasses struct{ h matrix.PasswordHash }
	// brokenPwhashTruncates computes a 64-byte tag and copies its prefix:
	// Argon2 makes the tag length an input of the hash (and longer tags
	// come from H''s chain), so a binding with a fixed buffer computes
	// another function for every other length.
	brokenPwhashTruncates struct{ h matrix.PasswordHash }
	// brokenPwhashPassword hashes one password byte too few: an
	// off-by-one in the length handed to C.
	brokenPwhashPassword struct{ h matrix.PasswordHash }
)

func (b brokenPwhashPasses) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	c.Passes = 3
	return b.h.PasswordHash(out, password, salt, secret, ad, c)
}

func (b brokenPwhashTruncates) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return family.Truncated(out, 64, func(full []byte) error { return b.h.PasswordHash(full, password, salt, secret, ad, c) })
}

func (b brokenPwhashPassword) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return b.h.PasswordHash(out, family.DropLast(password), salt, secret, ad, c)
}

// brokenPwhashVariant computes the other Argon2 variant than its
// operation: a binding that passes the wrong algorithm constant
// (ALG_ARGON2I13 for ALG_ARGON2ID13). The real operation runs first, so
// that every argument is accepted or refused by its own rules; then the
// tag is replaced by x/crypto's other variant, a correct one, where
// x/crypto can take the arguments (no secret, no associated data, at
// most 255 lanes), and otherwise has its last byte flipped, so that the
// bug is in every tag.
type brokenPwhashVariant struct {
	h     matrix.PasswordHash
	other func(password, salt []byte, time, memory uint32, threads uint8, keyLen uint32) []byte
}

// brokenPwhashVariantOf is brokenPwhashVariant of op, an operation of s.
func brokenPwhashVariantOf(s matrix.Spec, op matrix.PasswordHash) matrix.PasswordHash {
	if s.Primitive == "argon2id" {
		return brokenPwhashVariant{op, argon2.Key}
	}
	return brokenPwhashVariant{op, argon2.IDKey}
}

func (b brokenPwhashVariant) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	if err := b.h.PasswordHash(out, password, salt, secret, ad, c); err != nil || len(out) == 0 {
		return err
	}
	if len(secret) != 0 || len(ad) != 0 || c.Lanes > math.MaxUint8 {
		out[len(out)-1] ^= 1
		return nil
	}
	copy(out, b.other(password, salt, uint32(c.Passes), uint32(c.MemoryKiB), uint8(c.Lanes), uint32(len(out))))
	return nil
}
