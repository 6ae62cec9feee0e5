package pwhash

import (
	"math"

	"golang.org/x/crypto/argon2"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/matrix"
)

// Breakers are the password hash family's realistic bugs (see
// family.Breaker): the caller's passes ignored, the other Argon2 variant
// computed, a 64-byte tag truncated, and a password hashed one byte short.
var Breakers = []family.Breaker[matrix.PasswordHash]{
	{Name: "ignores-passes", Wrap: func(_ matrix.Spec, op matrix.PasswordHash) matrix.PasswordHash { return brokenPwhashPasses{op} }},
	{Name: "swaps-argon2i-and-argon2id", Wrap: func(s matrix.Spec, _ matrix.PasswordHash) matrix.PasswordHash { return brokenPwhashVariant(s) }},
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

// brokenPwhashVariant computes the other Argon2 variant than s: a binding
// that passes the wrong algorithm constant (ALG_ARGON2I13 for
// ALG_ARGON2ID13). The other variant is x/crypto's, a correct one.
func brokenPwhashVariant(s matrix.Spec) matrix.PasswordHash {
	if s.Primitive == "argon2id" {
		return xArgon2{argon2.Key}
	}
	return xArgon2{argon2.IDKey}
}

// xArgon2 is one variant of x/crypto/argon2 (Key for Argon2i, IDKey for
// Argon2id) with the limits of the x/crypto binding (gonative/xcrypto),
// which this package may not import: any salt length, up to 255 lanes, no
// secret or associated data (x/crypto's API takes neither).
type xArgon2 struct {
	derive func(password, salt []byte, time, memory uint32, threads uint8, keyLen uint32) []byte
}

// PasswordHash checks every argument before x/crypto sees it, as the
// binding does: x/crypto panics on zero passes or lanes, would silently
// truncate values beyond its 32-bit and 8-bit parameters, and allocates
// the memory in one slice.
func (x xArgon2) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	k := argcheck.New("xcrypto")
	k.PasswordHashArgs(out, password, salt, secret, ad, c, matrix.Argon2MaxLen, matrix.Argon2MaxLen)
	if err := k.Err(); err != nil {
		return err
	}
	switch {
	case len(secret) != 0:
		return k.Unsupported("secret", "x/crypto/argon2 takes no secret key")
	case len(ad) != 0:
		return k.Unsupported("ad", "x/crypto/argon2 takes no associated data")
	case c.Lanes > math.MaxUint8:
		return k.Unsupported("lanes", "x/crypto/argon2 takes at most 255 lanes")
	case c.MemoryKiB > math.MaxInt/1024:
		return k.Unsupported("memory", "more than this platform's address space")
	}
	copy(out, x.derive(password, salt, uint32(c.Passes), uint32(c.MemoryKiB), uint8(c.Lanes), uint32(len(out))))
	return nil
}
