package js

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Box is crypto_box (X25519, HSalsa20, XSalsa20-Poly1305) run in node, in
// the combined format, with its precomputation interface.
type Box struct{ base }

// sealArgs checks the arguments that Seal of secretbox and box share.
func (b base) sealArgs(c *argcheck.Checker, box, msg, nonce []byte) {
	c.AtMost("msg", msg, MaxMessage)
	c.Size("box", box, len(msg)+b.spec.Overhead)
	c.Size("nonce", nonce, b.spec.Nonce)
}

// openArgs checks the arguments that Open of secretbox and box share.
func (b base) openArgs(c *argcheck.Checker, msg, box, nonce []byte) {
	c.Between("box", box, b.spec.Overhead, MaxMessage)
	c.Size("msg", msg, len(box)-b.spec.Overhead)
	c.Size("nonce", nonce, b.spec.Nonce)
}

// keys checks the key pair of a box.
func (b Box) keys(c *argcheck.Checker, peerPublic, private []byte) {
	c.Size("peerPublic", peerPublic, b.spec.Public)
	c.Size("private", private, b.spec.Private)
}

// Seal encrypts and authenticates msg from private to peerPublic into box,
// len(box) = len(msg) + 16.
func (b Box) Seal(box, msg, nonce, peerPublic, private []byte) error {
	c := b.checker()
	b.sealArgs(&c, box, msg, nonce)
	b.keys(&c, peerPublic, private)
	if err := c.Err(); err != nil {
		return err
	}
	return b.peer.outputs(b.op, "seal", [][]byte{box}, msg, nonce, peerPublic, private)
}

// Open checks and decrypts box from peerPublic to private into msg; false,
// with msg zeroed, when it does not authenticate.
func (b Box) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	c := b.checker()
	b.openArgs(&c, msg, box, nonce)
	b.keys(&c, peerPublic, private)
	if err := c.Err(); err != nil {
		return false, err
	}
	return b.peer.open(b.op, "open", msg, box, nonce, peerPublic, private)
}

// Precompute writes the shared key of peerPublic and private to shared
// (crypto_box_beforenm).
func (b Box) Precompute(shared, peerPublic, private []byte) error {
	c := b.checker()
	c.Size("shared", shared, b.spec.Key)
	b.keys(&c, peerPublic, private)
	if err := c.Err(); err != nil {
		return err
	}
	return b.peer.outputs(b.op, "beforenm", [][]byte{shared}, peerPublic, private)
}

// SealAfter is Seal with a precomputed shared key.
func (b Box) SealAfter(box, msg, nonce, shared []byte) error {
	c := b.checker()
	b.sealArgs(&c, box, msg, nonce)
	c.Size("shared", shared, b.spec.Key)
	if err := c.Err(); err != nil {
		return err
	}
	return b.peer.outputs(b.op, "seal-afternm", [][]byte{box}, msg, nonce, shared)
}

// OpenAfter is Open with a precomputed shared key.
func (b Box) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	c := b.checker()
	b.openArgs(&c, msg, box, nonce)
	c.Size("shared", shared, b.spec.Key)
	if err := c.Err(); err != nil {
		return false, err
	}
	return b.peer.open(b.op, "open-afternm", msg, box, nonce, shared)
}
