package stdlib

import (
	"crypto/sha256"
	"crypto/sha512"
)

// SHA256 is SHA-256 (FIPS 180-4) from crypto/sha256.
type SHA256 struct{}

// Hash writes the 32-byte SHA-256 digest of msg to out.
func (SHA256) Hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, sha256.Size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	sum := sha256.Sum256(msg)
	copy(out, sum[:])
	return nil
}

// SHA512 is SHA-512 (FIPS 180-4) from crypto/sha512, NaCl's crypto_hash.
type SHA512 struct{}

// Hash writes the 64-byte SHA-512 digest of msg to out.
func (SHA512) Hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, sha512.Size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	sum := sha512.Sum512(msg)
	copy(out, sum[:])
	return nil
}
