package xcrypto

import "golang.org/x/crypto/nacl/secretbox"

// SecretBox is NaCl's crypto_secretbox, XSalsa20-Poly1305, from
// x/crypto/nacl/secretbox, in the combined format tag‖ciphertext.
type SecretBox struct{}

// Seal encrypts and authenticates msg into box, which must be
// len(msg)+16 bytes, under the 24-byte nonce and the 32-byte key.
func (SecretBox) Seal(box, msg, nonce, key []byte) error {
	c := begin()
	sealCheck(&c, "box", box, msg, nonce, 24)
	c.Size("key", key, keySize)
	c.Disjoint("box", box, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	secretbox.Seal(box[:0], msg, (*[24]byte)(nonce), (*[keySize]byte)(key))
	return nil
}

// Open authenticates box and decrypts it into msg, which must be
// len(box)-16 bytes. It reports false, with msg zeroed, when box is not
// authentic.
func (SecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	c := begin()
	openCheck(&c, msg, "box", box, nonce, 24)
	c.Size("key", key, keySize)
	c.Disjoint("msg", msg, "key", key)
	if err := c.Err(); err != nil {
		return false, err
	}
	_, ok := secretbox.Open(msg[:0], box, (*[24]byte)(nonce), (*[keySize]byte)(key))
	return opened(msg, ok), nil
}
