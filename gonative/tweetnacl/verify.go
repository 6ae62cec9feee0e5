package tweetnacl

// Verify16 is crypto_verify_16: equality of 16-byte strings, computed
// without a branch on their contents.
type Verify16 struct{}

// Equal reports whether a and b, both 16 bytes, are equal.
func (Verify16) Equal(a, b []byte) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, 16)
	if err := c.Err(); err != nil {
		return false, err
	}
	return crypto_verify_16(a, b) == 0, nil
}

// Verify32 is crypto_verify_32: equality of 32-byte strings, computed
// without a branch on their contents.
type Verify32 struct{}

// Equal reports whether a and b, both 32 bytes, are equal.
func (Verify32) Equal(a, b []byte) (bool, error) {
	c := begin()
	c.EqualArgs(a, b, 32)
	if err := c.Err(); err != nil {
		return false, err
	}
	return crypto_verify_32(a, b) == 0, nil
}
