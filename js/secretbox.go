package js

// SecretBox is crypto_secretbox (XSalsa20-Poly1305) run in node, in the
// combined format: tag, then ciphertext.
type SecretBox struct{ base }

// Seal encrypts and authenticates msg into box, len(box) = len(msg) + 16.
func (s SecretBox) Seal(box, msg, nonce, key []byte) error {
	c := s.checker()
	s.sealArgs(&c, box, msg, nonce)
	c.Size("key", key, s.spec.Key)
	if err := c.Err(); err != nil {
		return err
	}
	return s.peer.outputs(s.op, "seal", [][]byte{box}, msg, nonce, key)
}

// Open checks and decrypts box into msg, len(msg) = len(box) - 16. It
// reports false, with msg zeroed, when box does not authenticate.
func (s SecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	c := s.checker()
	s.openArgs(&c, msg, box, nonce)
	c.Size("key", key, s.spec.Key)
	if err := c.Err(); err != nil {
		return false, err
	}
	return s.peer.open(s.op, "open", msg, box, nonce, key)
}
