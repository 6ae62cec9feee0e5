package stdlib

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"hash"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// HMACSHA256 is HMAC-SHA-256 (RFC 2104) from crypto/hmac, with a key of any
// length.
type HMACSHA256 struct{}

// MAC writes the 32-byte tag of msg under key to tag.
func (HMACSHA256) MAC(tag, msg, key []byte) error {
	return hmacTag(tag, msg, key, sha256.New, sha256.Size, -1)
}

// Verify reports whether tag is the tag of msg under key.
func (HMACSHA256) Verify(tag, msg, key []byte) (bool, error) {
	return hmacVerify(tag, msg, key, sha256.New, sha256.Size, -1)
}

// HMACSHA512 is HMAC-SHA-512 (RFC 2104) from crypto/hmac, with a key of any
// length.
type HMACSHA512 struct{}

// MAC writes the 64-byte tag of msg under key to tag.
func (HMACSHA512) MAC(tag, msg, key []byte) error {
	return hmacTag(tag, msg, key, sha512.New, sha512.Size, -1)
}

// Verify reports whether tag is the tag of msg under key.
func (HMACSHA512) Verify(tag, msg, key []byte) (bool, error) {
	return hmacVerify(tag, msg, key, sha512.New, sha512.Size, -1)
}

// HMACSHA512256 is NaCl's crypto_auth: HMAC-SHA-512 with a 32-byte key,
// truncated to its first 32 bytes. The standard library has no such
// function; the truncation is done here, on crypto/hmac's full tag.
type HMACSHA512256 struct{}

// MAC writes the 32-byte truncated tag of msg under the 32-byte key to tag.
func (HMACSHA512256) MAC(tag, msg, key []byte) error {
	return hmacTag(tag, msg, key, sha512.New, 32, 32)
}

// Verify reports whether tag is the truncated tag of msg under key.
func (HMACSHA512256) Verify(tag, msg, key []byte) (bool, error) {
	return hmacVerify(tag, msg, key, sha512.New, 32, 32)
}

// hmacCheck validates the arguments of an HMAC whose tag is size bytes and
// whose key is keyLen bytes, or of any length when keyLen is negative.
func hmacCheck(c *argcheck.Checker, tag, key []byte, size, keyLen int) {
	c.Size("tag", tag, size)
	if keyLen >= 0 {
		c.Size("key", key, keyLen)
	}
}

func hmacTag(tag, msg, key []byte, h func() hash.Hash, size, keyLen int) error {
	c := begin()
	hmacCheck(&c, tag, key, size, keyLen)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	var buf [sha512.Size]byte
	copy(tag, hmacSum(&buf, msg, key, h))
	return nil
}

func hmacVerify(tag, msg, key []byte, h func() hash.Hash, size, keyLen int) (bool, error) {
	c := begin()
	hmacCheck(&c, tag, key, size, keyLen)
	if err := c.Err(); err != nil {
		return false, err
	}
	var buf [sha512.Size]byte
	return hmac.Equal(hmacSum(&buf, msg, key, h)[:size], tag), nil
}

// hmacSum returns the full, untruncated HMAC of msg, stored in buf.
func hmacSum(buf *[sha512.Size]byte, msg, key []byte, h func() hash.Hash) []byte {
	m := hmac.New(h, key)
	m.Write(msg)
	return m.Sum(buf[:0])
}
