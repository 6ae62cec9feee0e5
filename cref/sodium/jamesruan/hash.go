package jamesruan

import (
	"fmt"
	"hash"

	js "github.com/jamesruan/sodium"
)

// BLAKE2b is unkeyed BLAKE2b through the binding's hash.Hash
// (NewGenericHash), with a caller-chosen digest length.
type BLAKE2b struct{}

// Hash writes the BLAKE2b digest of msg to out; len(out), 16 to 64 bytes, is
// the digest length.
func (BLAKE2b) Hash(out, msg []byte) (err error) {
	c := begin()
	c.Between("out", out, 16, 64)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	h := js.NewGenericHash(len(out))
	h.Write(msg)
	copy(out, h.Sum(nil))
	return nil
}

// NewHash returns the binding's incremental BLAKE2b (libsodium's
// crypto_generichash_init/update/final) with an outLen-byte digest, 16 to
// 64 bytes. NewGenericHash panics outside that range, so the length is
// checked first.
func (BLAKE2b) NewHash(outLen int) (hash.Hash, error) {
	if outLen < 16 || outLen > 64 {
		return nil, fmt.Errorf("jamesruan/sodium: outLen: want 16 to 64, got %d", outLen)
	}
	return js.NewGenericHash(outLen), nil
}
