package xcrypto

import (
	"fmt"
	"hash"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
)

// BLAKE2b is unkeyed BLAKE2b (RFC 7693) from x/crypto/blake2b, libsodium's
// crypto_generichash, with an output of 16 to 64 bytes.
type BLAKE2b struct{}

// Hash writes the BLAKE2b digest of msg to out; len(out), 16 to 64, is the
// digest length, which is a parameter of BLAKE2b and not a truncation.
func (BLAKE2b) Hash(out, msg []byte) error {
	c := begin()
	c.Between("out", out, 16, blake2b.Size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	// Sum512 and Sum256 are blake2b.New's code without its allocation.
	switch len(out) {
	case blake2b.Size:
		sum := blake2b.Sum512(msg)
		copy(out, sum[:])
	case blake2b.Size256:
		sum := blake2b.Sum256(msg)
		copy(out, sum[:])
	default:
		h, err := blake2b.New(len(out), nil)
		if err != nil {
			return c.Wrap("out", err)
		}
		h.Write(msg)
		h.Sum(out[:0])
	}
	return nil
}

// BLAKE2s is unkeyed BLAKE2s-256 (RFC 7693) from x/crypto/blake2s.
type BLAKE2s struct{}

// Hash writes the 32-byte BLAKE2s-256 digest of msg to out.
func (BLAKE2s) Hash(out, msg []byte) error {
	c := begin()
	c.Size("out", out, blake2s.Size)
	c.Disjoint("out", out, "msg", msg)
	if err := c.Err(); err != nil {
		return err
	}
	sum := blake2s.Sum256(msg)
	copy(out, sum[:])
	return nil
}

// NewHash returns x/crypto's incremental BLAKE2b with an outLen-byte
// digest. blake2b.New takes 1 to 64 bytes, more than Hash compares (16 to
// 64, libsodium's range), which `naclcmp sum -l` uses for b2sum's short
// lengths.
func (BLAKE2b) NewHash(outLen int) (hash.Hash, error) {
	if outLen < 1 || outLen > blake2b.Size {
		return nil, fmt.Errorf("x/crypto/blake2b: outLen: want 1 to %d, got %d", blake2b.Size, outLen)
	}
	return blake2b.New(outLen, nil)
}

// NewHash returns x/crypto's incremental BLAKE2s-256; outLen must be 32.
func (BLAKE2s) NewHash(outLen int) (hash.Hash, error) {
	if outLen != blake2s.Size {
		return nil, fmt.Errorf("x/crypto/blake2s: outLen: want %d, got %d", blake2s.Size, outLen)
	}
	return blake2s.New256(nil)
}
