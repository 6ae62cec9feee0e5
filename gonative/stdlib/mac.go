package stdlib

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"hash"
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
func hmacCheck(tag, key []byte, size, keyLen int) error {
	var keyErr error
	if keyLen >= 0 {
		keyErr = chk.Len("key", key, keyLen)
	}
	return first(chk.Len("tag", tag, size), keyErr)
}

func hmacTag(tag, msg, key []byte, h func() hash.Hash, size, keyLen int) error {
	if err := first(hmacCheck(tag, key, size, keyLen),
		chk.Disjoint("tag", tag, "msg", msg), chk.Disjoint("tag", tag, "key", key)); err != nil {
		return err
	}
	var buf [sha512.Size]byte
	copy(tag, hmacSum(&buf, msg, key, h))
	return nil
}

func hmacVerify(tag, msg, key []byte, h func() hash.Hash, size, keyLen int) (bool, error) {
	if err := hmacCheck(tag, key, size, keyLen); err != nil {
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
