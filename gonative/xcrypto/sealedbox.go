package xcrypto

import (
	"fmt"

	naclbox "golang.org/x/crypto/nacl/box"
)

// SealedBox is libsodium's crypto_box_seal format from x/crypto/nacl/box's
// SealAnonymous and OpenAnonymous: ephemeral public key ‖ crypto_box under
// the nonce BLAKE2b-192(ephemeral public ‖ recipient public). Seal draws
// the ephemeral key from crypto/rand, so every sealed box of a message is
// different. Like Box, it does not refuse a low-order recipient key: it
// seals under the all-zero X25519 output.
type SealedBox struct{}

// sealedOverhead is the ephemeral public key and the Poly1305 tag.
const sealedOverhead = naclbox.AnonymousOverhead

// Seal encrypts msg to the recipient's 32-byte public key into box, which
// must be len(msg)+48 bytes and overlap neither input.
func (SealedBox) Seal(box, msg, public []byte) error {
	c := begin()
	c.Size("box", box, len(msg)+sealedOverhead)
	c.Size("public", public, 32)
	c.Disjoint("box", box, "msg", msg)
	c.Disjoint("box", box, "public", public)
	if err := c.Err(); err != nil {
		return err
	}
	// A nil reader is crypto/rand's; box has exactly the room SealAnonymous
	// appends, so it writes in place and allocates no new slice.
	if _, err := naclbox.SealAnonymous(box[:0], msg, (*[32]byte)(public), nil); err != nil {
		return fmt.Errorf("xcrypto: ephemeral key: %w", err)
	}
	return nil
}

// Open decrypts box with the recipient's key pair into msg, which must be
// len(box)-48 bytes. It reports false, with msg zeroed, when box is not
// authentic under the pair.
func (SealedBox) Open(msg, box, public, private []byte) (bool, error) {
	c := begin()
	c.AtLeast("box", box, sealedOverhead)
	c.Size("msg", msg, len(box)-sealedOverhead)
	c.Size("public", public, 32)
	c.Size("private", private, 32)
	c.Disjoint("msg", msg, "box", box)
	c.Disjoint("msg", msg, "public", public)
	c.Disjoint("msg", msg, "private", private)
	if err := c.Err(); err != nil {
		return false, err
	}
	_, ok := naclbox.OpenAnonymous(msg[:0], box, (*[32]byte)(public), (*[32]byte)(private))
	return opened(msg, ok), nil
}
