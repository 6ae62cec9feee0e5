package js

// SealedBox is libsodium's sealed box (crypto_box_seal) run in node:
// ephemeral public key ‖ crypto_box under the nonce BLAKE2b-192(ephemeral
// public ‖ recipient public). The peer draws the ephemeral key, so every
// seal differs.
type SealedBox struct{ base }

// Seal encrypts msg to the recipient's public key into box, len(box) =
// len(msg) + 48.
func (s SealedBox) Seal(box, msg, public []byte) error {
	c := s.checker()
	c.AtMost("msg", msg, MaxMessage)
	c.Size("box", box, len(msg)+s.spec.Overhead)
	c.Size("public", public, s.spec.Public)
	if err := c.Err(); err != nil {
		return err
	}
	return s.peer.outputs(s.op, "seal", [][]byte{box}, msg, public)
}

// Open decrypts box with the recipient's key pair into msg, len(msg) =
// len(box) - 48. It reports false, with msg zeroed, when box does not
// authenticate.
func (s SealedBox) Open(msg, box, public, private []byte) (bool, error) {
	c := s.checker()
	c.Between("box", box, s.spec.Overhead, MaxMessage)
	c.Size("msg", msg, len(box)-s.spec.Overhead)
	c.Size("public", public, s.spec.Public)
	c.Size("private", private, s.spec.Private)
	if err := c.Err(); err != nil {
		return false, err
	}
	return s.peer.open(s.op, "open", msg, box, public, private)
}
