// Package siphash is SipHash-2-4 from github.com/dchest/siphash, the Go
// counterpart of libsodium's crypto_shorthash (crypto_shorthash_siphash24)
// in the comparison matrix: a keyed 64-bit PRF, used as a MAC here.
//
// Every length is checked first: a wrong one returns an error naming the
// parameter ("siphash: key: want 16 bytes, got 15") and writes nothing.
// The package reads the 16-byte key as two little-endian 64-bit words and
// writes the 64-bit result little-endian, as the SipHash paper and
// libsodium do, so that the bytes compare with libsodium's.
package siphash

import (
	"crypto/subtle"
	"encoding/binary"

	dchest "github.com/dchest/siphash"

	"github.com/naclcmp/naclcmp/gonative/internal/buildinfo"
	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// Sizes of SipHash-2-4.
const (
	keySize = 16
	tagSize = 8
)

// Version is the version of github.com/dchest/siphash in the build.
func Version() string { return buildinfo.ModuleVersion("github.com/dchest/siphash") }

func begin() argcheck.Checker { return argcheck.New("siphash") }

// SipHash24 is SipHash-2-4 with a 16-byte key and an 8-byte output
// (dchest/siphash.Hash).
type SipHash24 struct{}

// MAC writes the 8-byte SipHash-2-4 of msg under key to tag.
func (SipHash24) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, tagSize)
	c.Size("key", key, keySize)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	binary.LittleEndian.PutUint64(tag, sum(msg, key))
	return nil
}

// Verify reports, in constant time, whether tag is the SipHash-2-4 of msg
// under key.
func (SipHash24) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, tagSize)
	c.Size("key", key, keySize)
	if err := c.Err(); err != nil {
		return false, err
	}
	var want [tagSize]byte
	binary.LittleEndian.PutUint64(want[:], sum(msg, key))
	return subtle.ConstantTimeCompare(tag, want[:]) == 1, nil
}

func sum(msg, key []byte) uint64 {
	return dchest.Hash(binary.LittleEndian.Uint64(key), binary.LittleEndian.Uint64(key[8:]), msg)
}
