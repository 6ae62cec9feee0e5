package tweetnacl

// #include "naclcmp_tweet.h"
import "C"

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
// len(box) = len(msg) + 16. The conversion from and to TweetNaCl's padded
// format is described in padding.go. Unlike libsodium, TweetNaCl does not
// refuse a low-order peer public key: the shared secret is then all zero
// and the box is sealed under a key anybody can compute.
type Box struct{}

// Seal encrypts and authenticates msg from private to peerPublic into box
// (crypto_box). box and msg may overlap.
func (Box) Seal(box, msg, nonce, peerPublic, private []byte) error {
	if !(len(box) == len(msg)+tagBytes && boxKeysOK(nonce, peerPublic, private)) {
		c := begin()
		c.Size("box", box, len(msg)+tagBytes)
		checkBoxKeys(&c, nonce, peerPublic, private)
		if err := c.Err(); err != nil {
			return err
		}
	}
	return padSeal(opBox, box, msg, nonce, peerPublic, private)
}

// Open checks and decrypts box from peerPublic to private into msg
// (crypto_box_open) and reports whether it was authentic; on false msg is
// zeroed. msg and box may overlap.
func (Box) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	if !(len(msg) == len(box)-tagBytes && boxKeysOK(nonce, peerPublic, private)) {
		c := begin()
		c.AtLeast("box", box, tagBytes)
		c.Size("msg", msg, len(box)-tagBytes)
		checkBoxKeys(&c, nonce, peerPublic, private)
		if err := c.Err(); err != nil {
			return false, err
		}
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
	return failed(C.naclcmp_tweet_crypto_box_beforenm(ptr(shared), ptr(peerPublic), ptr(private)), "crypto_box_beforenm")
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

// KeyPair writes a new random key pair to public and private
// (crypto_box_keypair, whose random bytes come from getrandom(2)).
func (Box) KeyPair(public, private []byte) error {
	c := begin()
	c.Size("public", public, boxPublicBytes)
	c.Size("private", private, boxPrivateBytes)
	c.Disjoint("public", public, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	// The random source is shared with seeded Ed25519 key generation.
	randMu.Lock()
	defer randMu.Unlock()
	return failed(C.naclcmp_tweet_crypto_box_keypair(ptr(public), ptr(private)), "crypto_box_keypair")
}

// boxKeysOK reports whether checkBoxKeys passes. Seal and Open test their
// arguments with it and their box and message lengths inline (for Open,
// len(msg) == len(box)-tagBytes implies that box holds a tag), and run the
// ordered checks, checkBoxKeys among them, only to name a failure:
// checkBoxKeys is not inlined, and a call before the cgo call costs more
// than the checks.
func boxKeysOK(nonce, peerPublic, private []byte) bool {
	return len(nonce) == boxNonceBytes && len(peerPublic) == boxPublicBytes && len(private) == boxPrivateBytes
}

// checkBoxKeys validates the nonce and keys of Seal and Open.
func checkBoxKeys(c *argcheck.Checker, nonce, peerPublic, private []byte) {
	c.Size("nonce", nonce, boxNonceBytes)
	c.Size("peerPublic", peerPublic, boxPublicBytes)
	c.Size("private", private, boxPrivateBytes)
}
