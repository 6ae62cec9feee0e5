package jamesruan

import (
	js "github.com/jamesruan/sodium"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// SecretBox is crypto_secretbox through the binding's
// Bytes.SecretBox and SecretBoxOpen, in the combined format (16-byte tag,
// then the ciphertext).
type SecretBox struct{}

// maxSecretBox is libsodium's crypto_secretbox_MESSAGEBYTES_MAX,
// SODIUM_SIZE_MAX - 16.
const maxSecretBox = uint64(^uintptr(0)) - 16

func (SecretBox) checkKey(c *argcheck.Checker, nonce, key []byte) {
	c.Size("nonce", nonce, 24)
	c.Size("key", key, 32)
}

// Seal encrypts and authenticates msg into box, len(box) = len(msg) + 16.
func (s SecretBox) Seal(box, msg, nonce, key []byte) (err error) {
	c := begin()
	c.AtMost("msg", msg, maxSecretBox)
	c.Size("box", box, len(msg)+16)
	s.checkKey(&c, nonce, key)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	copy(box, js.Bytes(msg).SecretBox(js.SecretBoxNonce{Bytes: nonce}, js.SecretBoxKey{Bytes: key}))
	return nil
}

// Open authenticates box and decrypts it into msg, len(msg) = len(box) - 16.
// It reports false, with msg zeroed, if box is not authentic.
func (s SecretBox) Open(msg, box, nonce, key []byte) (ok bool, err error) {
	c := begin()
	c.AtLeast("box", box, 16)
	c.Size("msg", msg, len(box)-16)
	s.checkKey(&c, nonce, key)
	if err := c.Err(); err != nil {
		return false, err
	}
	defer recovered(&err)
	m, openErr := js.Bytes(box).SecretBoxOpen(js.SecretBoxNonce{Bytes: nonce}, js.SecretBoxKey{Bytes: key})
	if openErr != nil {
		clear(msg)
		return false, nil
	}
	copy(msg, m)
	return true, nil
}
