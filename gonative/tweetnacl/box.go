package tweetnacl

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of crypto_box_curve25519xsalsa20poly1305.
const (
	boxPublicBytes  = 32
	boxPrivateBytes = 32
	boxSharedBytes  = 32
	boxNonceBytes   = 24
)

// Box is public-key authenticated encryption with Curve25519, XSalsa20
// and Poly1305 (crypto_box), in the combined format tag‖ciphertext:
// len(box) = len(msg) + 16. The conversion from and to the port's padded
// format is described in padding.go. As in TweetNaCl, a low-order peer
// public key is not refused: the shared secret is then all zero and the
// box is sealed under a key anybody can compute.
type Box struct{}

// Seal encrypts and authenticates msg from private to peerPublic into box
// (crypto_box). box and msg may overlap.
func (Box) Seal(box, msg, nonce, peerPublic, private []byte) error {
	c := begin()
	c.Size("box", box, len(msg)+tagBytes)
	checkBoxKeys(&c, nonce, peerPublic, private)
	if err := c.Err(); err != nil {
		return err
	}
	return padSeal(opBox, box, msg, nonce, peerPublic, private)
}

// Open checks and decrypts box from peerPublic to private into msg
// (crypto_box_open) and reports whether it was authentic; on false msg is
// zeroed. msg and box may overlap.
func (Box) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	c := begin()
	c.AtLeast("box", box, tagBytes)
	c.Size("msg", msg, len(box)-tagBytes)
	checkBoxKeys(&c, nonce, peerPublic, private)
	if err := c.Err(); err != nil {
		return false, err
	}
	return padOpen(opBox, msg, box, nonce, peerPublic, private), nil
}

// Precompute writes the shared key of peerPublic and private to shared
// (crypto_box_beforenm): HSalsa20 of their X25519 product.
func (Box) Precompute(shared, peerPublic, private []byte) error {
	c := begin()
	c.Size("shared", shared, boxSharedBytes)
	c.Size("peerPublic", peerPublic, boxPublicBytes)
	c.Size("private", private, boxPrivateBytes)
	c.Disjoint("shared", shared, "peerPublic", peerPublic)
	c.Disjoint("shared", shared, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(crypto_box_beforenm(shared, peerPublic, private), "crypto_box_beforenm")
}

// SealAfter is Seal with a key from Precompute (crypto_box_afternm).
func (Box) SealAfter(box, msg, nonce, shared []byte) error {
	c := begin()
	c.Size("box", box, len(msg)+tagBytes)
	c.Size("nonce", nonce, boxNonceBytes)
	c.Size("shared", shared, boxSharedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	return padSeal(opBoxAfter, box, msg, nonce, shared, nil)
}

// OpenAfter is Open with a key from Precompute (crypto_box_open_afternm).
func (Box) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	c := begin()
	c.AtLeast("box", box, tagBytes)
	c.Size("msg", msg, len(box)-tagBytes)
	c.Size("nonce", nonce, boxNonceBytes)
	c.Size("shared", shared, boxSharedBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	return padOpen(opBoxAfter, msg, box, nonce, shared, nil), nil
}

// checkBoxKeys validates the nonce and keys of Seal and Open.
func checkBoxKeys(c *argcheck.Checker, nonce, peerPublic, private []byte) {
	c.Size("nonce", nonce, boxNonceBytes)
	c.Size("peerPublic", peerPublic, boxPublicBytes)
	c.Size("private", private, boxPrivateBytes)
}
