package js

// Sizes shared by secretbox and box: XSalsa20-Poly1305.
const (
	boxNonce    = 24
	boxKey      = 32
	boxOverhead = 16
)

// SecretBox is crypto_secretbox (XSalsa20-Poly1305) run in node, in the
// combined format: tag, then ciphertext.
type SecretBox struct{ base }

// Seal encrypts and authenticates msg into box, len(box) = len(msg) + 16.
func (s SecretBox) Seal(box, msg, nonce, key []byte) error {
	c := s.checker()
	c.AtMost("msg", msg, MaxMessage)
	c.Size("box", box, len(msg)+boxOverhead)
	c.Size("nonce", nonce, boxNonce)
	c.Size("key", key, boxKey)
	if err := c.Err(); err != nil {
		return err
	}
	return s.peer.outputs(s.op, "seal", [][]byte{box}, msg, nonce, key)
}

// Open checks and decrypts box into msg, len(msg) = len(box) - 16. It
// reports false, with msg zeroed, when box does not authenticate.
func (s SecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	c := s.checker()
	c.Between("box", box, boxOverhead, MaxMessage)
	c.Size("msg", msg, len(box)-boxOverhead)
	c.Size("nonce", nonce, boxNonce)
	c.Size("key", key, boxKey)
	if err := c.Err(); err != nil {
		return false, err
	}
	return s.peer.open(s.op, "open", msg, box, nonce, key)
}
