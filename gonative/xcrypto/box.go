package xcrypto

import (
	naclbox "golang.org/x/crypto/nacl/box"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// Box is NaCl's crypto_box, Curve25519-XSalsa20-Poly1305, from
// x/crypto/nacl/box, in the combined format tag‖ciphertext. x/crypto builds
// it from its curve25519 (crypto/ecdh underneath), HSalsa20, XSalsa20 and
// Poly1305. Precompute does not refuse low-order public keys: their shared
// key is derived from an all-zero X25519 output.
type Box struct{}

// Seal encrypts and authenticates msg from private to peerPublic into box,
// which must be len(msg)+16 bytes, under the 24-byte nonce.
func (Box) Seal(box, msg, nonce, peerPublic, private []byte) error {
	c := begin()
	sealCheck(&c, "box", box, msg, nonce, 24)
	boxKeys(&c, box, "box", peerPublic, private)
	if err := c.Err(); err != nil {
		return err
	}
	naclbox.Seal(box[:0], msg, (*[24]byte)(nonce), (*[32]byte)(peerPublic), (*[32]byte)(private))
	return nil
}

// Open authenticates box from peerPublic to private and decrypts it into
// msg, which must be len(box)-16 bytes. It reports false, with msg zeroed,
// when box is not authentic.
func (Box) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	c := begin()
	openCheck(&c, msg, "box", box, nonce, 24)
	boxKeys(&c, msg, "msg", peerPublic, private)
	if err := c.Err(); err != nil {
		return false, err
	}
	_, ok := naclbox.Open(msg[:0], box, (*[24]byte)(nonce), (*[32]byte)(peerPublic), (*[32]byte)(private))
	return opened(msg, ok), nil
}

// Precompute writes the 32-byte shared key of peerPublic and private,
// crypto_boxbeforenm, to shared.
func (Box) Precompute(shared, peerPublic, private []byte) error {
	c := begin()
	c.Size("shared", shared, 32)
	boxKeys(&c, shared, "shared", peerPublic, private)
	if err := c.Err(); err != nil {
		return err
	}
	naclbox.Precompute((*[32]byte)(shared), (*[32]byte)(peerPublic), (*[32]byte)(private))
	return nil
}

// SealAfter is Seal with a shared key from Precompute.
func (Box) SealAfter(box, msg, nonce, shared []byte) error {
	c := begin()
	sealCheck(&c, "box", box, msg, nonce, 24)
	c.Size("shared", shared, 32)
	c.Disjoint("box", box, "shared", shared)
	if err := c.Err(); err != nil {
		return err
	}
	naclbox.SealAfterPrecomputation(box[:0], msg, (*[24]byte)(nonce), (*[32]byte)(shared))
	return nil
}

// OpenAfter is Open with a shared key from Precompute.
func (Box) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	c := begin()
	openCheck(&c, msg, "box", box, nonce, 24)
	c.Size("shared", shared, 32)
	c.Disjoint("msg", msg, "shared", shared)
	if err := c.Err(); err != nil {
		return false, err
	}
	_, ok := naclbox.OpenAfterPrecomputation(msg[:0], box, (*[24]byte)(nonce), (*[32]byte)(shared))
	return opened(msg, ok), nil
}

// boxKeys checks the two 32-byte keys and that the output named outName
// overlaps neither.
func boxKeys(c *argcheck.Checker, out []byte, outName string, peerPublic, private []byte) {
	c.Size("peerPublic", peerPublic, 32)
	c.Size("private", private, 32)
	c.Disjoint(outName, out, "peerPublic", peerPublic)
	c.Disjoint(outName, out, "private", private)
}
