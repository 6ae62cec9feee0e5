package stdlib

import (
	"crypto/aes"
	"crypto/cipher"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// Sizes of AES-256-GCM.
const (
	gcmKeySize   = 32
	gcmNonceSize = 12
	gcmTagSize   = 16
	// gcmMax is NIST SP 800-38D's plaintext limit, 2^39-256 bits, which
	// crypto/cipher enforces by panicking.
	gcmMax = 1<<36 - 32
)

// AES256GCM is AES-256 in Galois/Counter Mode (NIST SP 800-38D) from
// crypto/aes and crypto/cipher.NewGCM: 32-byte key, 12-byte nonce,
// ciphertext followed by a 16-byte tag. Each call builds its block cipher
// and GCM, which the standard library allocates: it has no API for a key
// that changes with every call. A nonce must never repeat under one key.
type AES256GCM struct{}

// Seal encrypts msg and authenticates it with ad into ct, len(ct) =
// len(msg) + 16. ct must not overlap any input.
func (AES256GCM) Seal(ct, msg, ad, nonce, key []byte) error {
	c := begin()
	c.AtMost("msg", msg, gcmMax)
	c.Size("ct", ct, len(msg)+gcmTagSize)
	gcmCheck(&c, "ct", ct, "msg", msg, ad, nonce, key)
	if err := c.Err(); err != nil {
		return err
	}
	newGCM(key).Seal(ct[:0], nonce, msg, ad)
	return nil
}

// Open authenticates ct with ad and decrypts it into msg, len(msg) =
// len(ct) - 16. It reports false, with msg zeroed, if ct or ad is not
// authentic. msg must not overlap any input.
func (AES256GCM) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	c := begin()
	c.AtLeast("ct", ct, gcmTagSize)
	c.AtMost("ct", ct, gcmMax+gcmTagSize)
	c.Size("msg", msg, len(ct)-gcmTagSize)
	gcmCheck(&c, "msg", msg, "ct", ct, ad, nonce, key)
	if err := c.Err(); err != nil {
		return false, err
	}
	if _, err := newGCM(key).Open(msg[:0], nonce, ct, ad); err != nil {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// gcmCheck adds the checks Seal and Open share: the nonce and key sizes,
// and an output that overlaps no input.
func gcmCheck(c *argcheck.Checker, outName string, out []byte, inName string, in, ad, nonce, key []byte) {
	c.Size("nonce", nonce, gcmNonceSize)
	c.Size("key", key, gcmKeySize)
	c.Disjoint(outName, out, inName, in)
	c.Disjoint(outName, out, "ad", ad)
	c.Disjoint(outName, out, "nonce", nonce)
	c.Disjoint(outName, out, "key", key)
}

// newGCM returns AES-256-GCM under key, whose size the caller checked.
func newGCM(key []byte) cipher.AEAD {
	block, err := aes.NewCipher(key)
	if err != nil {
		panic("stdlib: " + err.Error())
	}
	g, err := cipher.NewGCM(block)
	if err != nil {
		panic("stdlib: " + err.Error())
	}
	return g
}
