package xcrypto

import (
	"crypto/cipher"

	"golang.org/x/crypto/chacha20poly1305"
)

// ChaCha20Poly1305 is the ChaCha20-Poly1305 AEAD of RFC 8439 (12-byte
// nonce) from x/crypto/chacha20poly1305, libsodium's
// crypto_aead_chacha20poly1305_ietf.
type ChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, which must be
// len(msg)+16 bytes, under the 12-byte nonce and the 32-byte key.
func (ChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) error {
	return aeadSeal(ct, msg, ad, nonce, key, chacha20poly1305.New, chacha20poly1305.NonceSize)
}

// Open authenticates ct and ad and decrypts ct into msg, which must be
// len(ct)-16 bytes. It reports false, with msg zeroed, when they are not
// authentic.
func (ChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return aeadOpen(msg, ct, ad, nonce, key, chacha20poly1305.New, chacha20poly1305.NonceSize)
}

// XChaCha20Poly1305 is the XChaCha20-Poly1305 AEAD (24-byte nonce,
// draft-irtf-cfrg-xchacha) from x/crypto/chacha20poly1305, libsodium's
// crypto_aead_xchacha20poly1305_ietf.
type XChaCha20Poly1305 struct{}

// Seal encrypts msg and authenticates it with ad into ct, which must be
// len(msg)+16 bytes, under the 24-byte nonce and the 32-byte key.
func (XChaCha20Poly1305) Seal(ct, msg, ad, nonce, key []byte) error {
	return aeadSeal(ct, msg, ad, nonce, key, chacha20poly1305.NewX, chacha20poly1305.NonceSizeX)
}

// Open authenticates ct and ad and decrypts ct into msg, which must be
// len(ct)-16 bytes. It reports false, with msg zeroed, when they are not
// authentic.
func (XChaCha20Poly1305) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return aeadOpen(msg, ct, ad, nonce, key, chacha20poly1305.NewX, chacha20poly1305.NonceSizeX)
}

// aeadMax is the longest plaintext x/crypto accepts; it panics beyond.
const aeadMax = chachaMax - 64

func aeadSeal(ct, msg, ad, nonce, key []byte, newAEAD func([]byte) (cipher.AEAD, error), nonceSize int) error {
	c := begin()
	sealCheck(&c, "ct", ct, msg, nonce, nonceSize)
	c.Size("key", key, keySize)
	c.AtMost("msg", msg, aeadMax)
	c.Disjoint("ct", ct, "ad", ad)
	c.Disjoint("ct", ct, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	a, err := newAEAD(key)
	if err != nil {
		return c.Wrap("key", err)
	}
	a.Seal(ct[:0], nonce, msg, ad)
	return nil
}

func aeadOpen(msg, ct, ad, nonce, key []byte, newAEAD func([]byte) (cipher.AEAD, error), nonceSize int) (bool, error) {
	c := begin()
	openCheck(&c, msg, "ct", ct, nonce, nonceSize)
	c.Size("key", key, keySize)
	c.AtMost("msg", msg, aeadMax)
	c.Disjoint("msg", msg, "ad", ad)
	c.Disjoint("msg", msg, "key", key)
	if err := c.Err(); err != nil {
		return false, err
	}
	a, err := newAEAD(key)
	if err != nil {
		return false, c.Wrap("key", err)
	}
	_, err = a.Open(msg[:0], nonce, ct, ad)
	return opened(msg, err == nil), nil
}
