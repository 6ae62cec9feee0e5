package jamesruan

import (
	js "github.com/jamesruan/sodium"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// Box is crypto_box through the binding's Bytes.Box
// and BoxOpen. The binding has no crypto_box_beforenm, so this type offers
// only Seal and Open and does not satisfy the matrix's Box interface; it is
// kept so the package covers what the binding has.
type Box struct{}

// maxBox is libsodium's crypto_box_MESSAGEBYTES_MAX, SODIUM_SIZE_MAX - 16.
const maxBox = uint64(^uintptr(0)) - 16

func (Box) checkKeys(c *argcheck.Checker, nonce, peerPublic, private []byte) {
	c.Size("nonce", nonce, 24)
	c.Size("peerPublic", peerPublic, 32)
	c.Size("private", private, 32)
}

// Seal encrypts and authenticates msg from private to peerPublic into box,
// len(box) = len(msg) + 16. A low-order peerPublic makes libsodium fail and
// the binding panic; that comes back as an error.
func (b Box) Seal(box, msg, nonce, peerPublic, private []byte) (err error) {
	c := begin()
	c.AtMost("msg", msg, maxBox)
	c.Size("box", box, len(msg)+16)
	b.checkKeys(&c, nonce, peerPublic, private)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	copy(box, js.Bytes(msg).Box(js.BoxNonce{Bytes: nonce}, js.BoxPublicKey{Bytes: peerPublic}, js.BoxSecretKey{Bytes: private}))
	return nil
}

// Open authenticates box from peerPublic to private and decrypts it into
// msg, len(msg) = len(box) - 16. It reports false, with msg zeroed, if box
// is not authentic or peerPublic is a low-order point.
func (b Box) Open(msg, box, nonce, peerPublic, private []byte) (ok bool, err error) {
	c := begin()
	c.AtLeast("box", box, 16)
	c.Size("msg", msg, len(box)-16)
	b.checkKeys(&c, nonce, peerPublic, private)
	if err := c.Err(); err != nil {
		return false, err
	}
	defer recovered(&err)
	m, openErr := js.Bytes(box).BoxOpen(js.BoxNonce{Bytes: nonce}, js.BoxPublicKey{Bytes: peerPublic}, js.BoxSecretKey{Bytes: private})
	if openErr != nil {
		clear(msg)
		return false, nil
	}
	copy(msg, m)
	return true, nil
}
