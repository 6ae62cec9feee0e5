package stdlib

import (
	"crypto/sha256"
	"crypto/sha512"
	"fmt"
	"hash"
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

// NewHash returns crypto/sha256's incremental SHA-256; outLen must be 32.
func (SHA256) NewHash(outLen int) (hash.Hash, error) {
	return fixedNew("crypto/sha256", outLen, sha256.Size, sha256.New)
}

// NewHash returns crypto/sha512's incremental SHA-512; outLen must be 64.
func (SHA512) NewHash(outLen int) (hash.Hash, error) {
	return fixedNew("crypto/sha512", outLen, sha512.Size, sha512.New)
}

// fixedNew returns newHash() for a digest of one size, or an error naming
// outLen.
func fixedNew(lib string, outLen, size int, newHash func() hash.Hash) (hash.Hash, error) {
	if outLen != size {
		return nil, fmt.Errorf("%s: outLen: want %d, got %d", lib, size, outLen)
	}
	return newHash(), nil
}
