package xcrypto

import (
	"crypto/subtle"
	"hash"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
	"golang.org/x/crypto/nacl/auth"
	"golang.org/x/crypto/poly1305"
)

// HMACSHA512256 is NaCl's crypto_auth, HMAC-SHA-512 truncated to 32 bytes,
// from x/crypto/nacl/auth, which wraps crypto/hmac and crypto/sha512.
type HMACSHA512256 struct{}

// MAC writes the 32-byte tag of msg under the 32-byte key to tag.
func (HMACSHA512256) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, auth.Size)
	c.Size("key", key, auth.KeySize)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	copy(tag, auth.Sum(msg, (*[auth.KeySize]byte)(key))[:])
	return nil
}

// Verify reports whether tag is the tag of msg under key.
func (HMACSHA512256) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, auth.Size)
	c.Size("key", key, auth.KeySize)
	if err := c.Err(); err != nil {
		return false, err
	}
	return auth.Verify(tag, msg, (*[auth.KeySize]byte)(key)), nil
}

// Poly1305 is the one-time authenticator Poly1305, NaCl's
// crypto_onetimeauth, from x/crypto/poly1305. A key must authenticate one
// message only.
type Poly1305 struct{}

// MAC writes the 16-byte tag of msg under the 32-byte one-time key to tag.
func (Poly1305) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, poly1305.TagSize)
	c.Size("key", key, keySize)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	poly1305.Sum((*[poly1305.TagSize]byte)(tag), msg, (*[keySize]byte)(key))
	return nil
}

// Verify reports, in constant time, whether tag is the tag of msg under key.
func (Poly1305) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, poly1305.TagSize)
	c.Size("key", key, keySize)
	if err := c.Err(); err != nil {
		return false, err
	}
	return poly1305.Verify((*[poly1305.TagSize]byte)(tag), msg, (*[keySize]byte)(key)), nil
}

// BLAKE2bMAC is BLAKE2b in its keyed mode (RFC 7693), libsodium's
// crypto_generichash with a key, from x/crypto/blake2b: keys of 1 to 64
// bytes, tags of 16 to 64 bytes.
type BLAKE2bMAC struct{}

// MAC writes the tag of msg under key to tag; len(tag) is the BLAKE2b
// output length.
func (BLAKE2bMAC) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Between("tag", tag, 16, blake2b.Size)
	c.Between("key", key, 1, blake2b.Size)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	h, err := blake2b.New(len(tag), key)
	if err != nil {
		return c.Wrap("key", err)
	}
	h.Write(msg)
	h.Sum(tag[:0])
	return nil
}

// Verify reports, in constant time, whether tag is the tag of msg under key.
func (BLAKE2bMAC) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Between("tag", tag, 16, blake2b.Size)
	c.Between("key", key, 1, blake2b.Size)
	if err := c.Err(); err != nil {
		return false, err
	}
	h, err := blake2b.New(len(tag), key)
	if err != nil {
		return false, c.Wrap("key", err)
	}
	return verifySum(h, msg, tag), nil
}

// BLAKE2sMAC is BLAKE2s-256 in its keyed mode (RFC 7693) from
// x/crypto/blake2s: keys of 1 to 32 bytes, 32-byte tags.
type BLAKE2sMAC struct{}

// MAC writes the 32-byte tag of msg under key to tag.
func (BLAKE2sMAC) MAC(tag, msg, key []byte) error {
	c := begin()
	c.Size("tag", tag, blake2s.Size)
	c.Between("key", key, 1, blake2s.Size)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	h, err := blake2s.New256(key)
	if err != nil {
		return c.Wrap("key", err)
	}
	h.Write(msg)
	h.Sum(tag[:0])
	return nil
}

// Verify reports, in constant time, whether tag is the tag of msg under key.
func (BLAKE2sMAC) Verify(tag, msg, key []byte) (bool, error) {
	c := begin()
	c.Size("tag", tag, blake2s.Size)
	c.Between("key", key, 1, blake2s.Size)
	if err := c.Err(); err != nil {
		return false, err
	}
	h, err := blake2s.New256(key)
	if err != nil {
		return false, c.Wrap("key", err)
	}
	return verifySum(h, msg, tag), nil
}

// verifySum hashes msg with h and compares the sum with tag in constant
// time; x/crypto's BLAKE2 packages have no verification function.
func verifySum(h hash.Hash, msg, tag []byte) bool {
	var buf [blake2b.Size]byte
	h.Write(msg)
	return subtle.ConstantTimeCompare(h.Sum(buf[:0]), tag) == 1
}
