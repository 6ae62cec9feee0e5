package tweetnacl

// Sizes of crypto_secretbox_xsalsa20poly1305.
const (
	secretboxKeyBytes   = 32
	secretboxNonceBytes = 24
)

// SecretBox is authenticated secret-key encryption with XSalsa20 and
// Poly1305 (crypto_secretbox), in the combined format tag‖ciphertext of
// golang.org/x/crypto/nacl/secretbox and libsodium's crypto_secretbox_easy:
// len(box) = len(msg) + 16. The conversion from and to the port's padded
// format is described in padding.go. Nonces must never repeat under a key.
type SecretBox struct{}

// Seal encrypts and authenticates msg into box. box and msg may overlap.
func (SecretBox) Seal(box, msg, nonce, key []byte) error {
	c := begin()
	c.Size("box", box, len(msg)+tagBytes)
	c.Size("nonce", nonce, secretboxNonceBytes)
	c.Size("key", key, secretboxKeyBytes)
	if err := c.Err(); err != nil {
		return err
	}
	return padSeal(opSecretBox, box, msg, nonce, key, nil)
}

// Open checks and decrypts box into msg and reports whether box was
// authentic; on false msg is zeroed. msg and box may overlap.
func (SecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	c := begin()
	c.AtLeast("box", box, tagBytes)
	c.Size("msg", msg, len(box)-tagBytes)
	c.Size("nonce", nonce, secretboxNonceBytes)
	c.Size("key", key, secretboxKeyBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	return padOpen(opSecretBox, msg, box, nonce, key, nil), nil
}
