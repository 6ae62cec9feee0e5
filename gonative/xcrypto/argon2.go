package xcrypto

import (
	"math"

	"golang.org/x/crypto/argon2"

	"github.com/naclcmp/naclcmp/matrix"
)

// Argon2id is Argon2id version 0x13 from x/crypto/argon2 (IDKey): any salt
// length, up to 255 lanes (computed by as many goroutines), no secret or
// associated data (its API takes neither).
type Argon2id struct{}

// PasswordHash writes the Argon2id tag of password to out (see
// matrix.PasswordHash).
func (Argon2id) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return passwordHash(out, password, salt, secret, ad, c, argon2.IDKey)
}

// Argon2i is Argon2i version 0x13 from x/crypto/argon2 (Key), with the
// same limits as Argon2id.
type Argon2i struct{}

// PasswordHash writes the Argon2i tag of password to out (see
// matrix.PasswordHash).
func (Argon2i) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	return passwordHash(out, password, salt, secret, ad, c, argon2.Key)
}

// maxLanes is the most lanes x/crypto's API takes: its threads are a uint8.
const maxLanes = math.MaxUint8

// passwordHash checks every argument before x/crypto sees it: x/crypto
// panics on zero passes or lanes, would silently truncate values beyond
// its 32-bit and 8-bit parameters, and allocates the m KiB in one slice,
// which on a 32-bit platform cannot exceed the address space.
func passwordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost,
	derive func(password, salt []byte, time, memory uint32, threads uint8, keyLen uint32) []byte) error {
	k := begin()
	k.PasswordHashArgs(out, password, salt, secret, ad, c, matrix.Argon2MaxLen, matrix.Argon2MaxLen)
	if err := k.Err(); err != nil {
		return err
	}
	switch {
	case len(secret) != 0:
		return k.Unsupported("secret", "x/crypto/argon2 takes no secret key")
	case len(ad) != 0:
		return k.Unsupported("ad", "x/crypto/argon2 takes no associated data")
	case c.Lanes > maxLanes:
		return k.Unsupported("lanes", "x/crypto/argon2 takes at most 255 lanes")
	case c.MemoryKiB > math.MaxInt/1024:
		return k.Unsupported("memory", "more than this platform's address space")
	}
	// x/crypto returns a new slice; it is copied only once complete, so
	// out is written by a successful call only.
	copy(out, derive(password, salt, uint32(c.Passes), uint32(c.MemoryKiB), uint8(c.Lanes), uint32(len(out))))
	return nil
}
