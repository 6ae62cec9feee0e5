package stdlib

import "crypto/subtle"

// Verify16 is crypto_verify_16 from crypto/subtle: a constant-time
// comparison of two 16-byte strings.
type Verify16 struct{}

// Equal reports whether a and b, both 16 bytes, are equal.
func (Verify16) Equal(a, b []byte) (bool, error) { return equal(a, b, 16) }

// Verify32 is crypto_verify_32 from crypto/subtle.
type Verify32 struct{}

// Equal reports whether a and b, both 32 bytes, are equal.
func (Verify32) Equal(a, b []byte) (bool, error) { return equal(a, b, 32) }

// Verify64 is crypto_verify_64 from crypto/subtle.
type Verify64 struct{}

// Equal reports whether a and b, both 64 bytes, are equal.
func (Verify64) Equal(a, b []byte) (bool, error) { return equal(a, b, 64) }

// equal checks the lengths first: ConstantTimeCompare returns 0 for
// different lengths, which would hide a caller's mistake as "not equal".
func equal(a, b []byte, n int) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, n)
	if err := c.Err(); err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(a, b) == 1, nil
}
