package jamesruan

import (
	js "github.com/jamesruan/sodium"
)

// SealedBox is crypto_box_seal and crypto_box_seal_open through the
// binding's Bytes.SealedBox and Bytes.SealedBoxOpen, which allocate the
// sealed box or the message and are copied into the caller's buffer.
// Seal draws the ephemeral key from libsodium's randombytes.
type SealedBox struct{}

// sealBytes is crypto_box_SEALBYTES: the ephemeral public key and the tag.
const sealBytes = 32 + 16

// Seal encrypts msg to the recipient's public key into box, len(box) =
// len(msg) + 48. A low-order public key makes libsodium fail and the
// binding panic; that comes back as an error, with box unchanged (the
// binding seals into a buffer of its own).
func (SealedBox) Seal(box, msg, public []byte) (err error) {
	c := begin()
	c.AtMost("msg", msg, maxBox)
	c.Size("box", box, len(msg)+sealBytes)
	c.Size("public", public, 32)
	if err := c.Err(); err != nil {
		return err
	}
	defer recovered(&err)
	copy(box, js.Bytes(msg).SealedBox(js.BoxPublicKey{Bytes: public}))
	return nil
}

// Open decrypts box with the recipient's key pair into msg, len(msg) =
// len(box) - 48. It reports false, with msg zeroed, if box is not
// authentic under the pair.
func (SealedBox) Open(msg, box, public, private []byte) (ok bool, err error) {
	c := begin()
	c.AtLeast("box", box, sealBytes)
	c.Size("msg", msg, len(box)-sealBytes)
	c.Size("public", public, 32)
	c.Size("private", private, 32)
	if err := c.Err(); err != nil {
		return false, err
	}
	defer recovered(&err)
	m, openErr := js.Bytes(box).SealedBoxOpen(js.BoxKP{PublicKey: js.BoxPublicKey{Bytes: public}, SecretKey: js.BoxSecretKey{Bytes: private}})
	if openErr != nil {
		clear(msg)
		return false, nil
	}
	copy(msg, m)
	return true, nil
}
