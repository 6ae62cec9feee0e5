package sodium

/*
#include <sodium.h>
*/
import "C"

// Sizes of crypto_secretbox_xsalsa20poly1305.
const (
	secretBoxKeyBytes   = C.crypto_secretbox_xsalsa20poly1305_KEYBYTES
	secretBoxNonceBytes = C.crypto_secretbox_xsalsa20poly1305_NONCEBYTES
	secretBoxMACBytes   = C.crypto_secretbox_xsalsa20poly1305_MACBYTES
)

// XSalsa20Poly1305 is crypto_secretbox: XSalsa20 encryption with a
// Poly1305 tag, in libsodium's combined format (16-byte tag, then the
// ciphertext). It interoperates with NaCl's crypto_secretbox and with
// golang.org/x/crypto/nacl/secretbox. A nonce must never repeat under one
// key.
type XSalsa20Poly1305 struct{}

func (XSalsa20Poly1305) checkKey(c *check, nonce, key []byte) {
	c.size("nonce", nonce, secretBoxNonceBytes)
	c.size("key", key, secretBoxKeyBytes)
}

// Seal encrypts and authenticates msg into box, len(box) = len(msg) + 16
// (crypto_secretbox_easy). box may start at msg's first byte for in-place
// use, as libsodium documents.
func (s XSalsa20Poly1305) Seal(box, msg, nonce, key []byte) error {
	c := begin()
	c.atMost("msg", msg, maxSecretBox)
	c.size("box", box, len(msg)+secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.inPlace("box", box, "msg", msg)
	c.disjoint("box", box, "nonce", nonce)
	c.disjoint("box", box, "key", key)
	if c.err != nil {
		return c.err
	}
	return failed(C.crypto_secretbox_easy(ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(key)), "crypto_secretbox_easy")
}

// Open authenticates box and decrypts it into msg, len(msg) = len(box) - 16
// (crypto_secretbox_open_easy). It reports false, with msg zeroed, if box
// is not authentic. msg may start at box's first byte.
func (s XSalsa20Poly1305) Open(msg, box, nonce, key []byte) (bool, error) {
	c := begin()
	c.atLeast("box", box, secretBoxMACBytes)
	c.size("msg", msg, len(box)-secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.inPlace("msg", msg, "box", box)
	c.disjoint("msg", msg, "nonce", nonce)
	c.disjoint("msg", msg, "key", key)
	if c.err != nil {
		return false, c.err
	}
	if C.crypto_secretbox_open_easy(ptr(msg), ptr(box), ull(box), ptr(nonce), ptr(key)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// SealDetached encrypts msg into ct (len(ct) = len(msg)) and writes the
// 16-byte tag to tag separately (crypto_secretbox_detached). tag‖ct equals
// the box Seal makes. ct may start at msg's first byte.
func (s XSalsa20Poly1305) SealDetached(ct, tag, msg, nonce, key []byte) error {
	c := begin()
	c.atMost("msg", msg, maxSecretBox)
	c.size("ct", ct, len(msg))
	c.size("tag", tag, secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.inPlace("ct", ct, "msg", msg)
	c.disjoint("tag", tag, "msg", msg)
	c.disjoint("tag", tag, "ct", ct)
	c.disjoint("ct", ct, "nonce", nonce)
	c.disjoint("ct", ct, "key", key)
	c.disjoint("tag", tag, "nonce", nonce)
	c.disjoint("tag", tag, "key", key)
	if c.err != nil {
		return c.err
	}
	return failed(C.crypto_secretbox_detached(ptr(ct), ptr(tag), ptr(msg), ull(msg), ptr(nonce), ptr(key)), "crypto_secretbox_detached")
}

// OpenDetached checks tag over ct and decrypts ct into msg, len(msg) =
// len(ct) (crypto_secretbox_open_detached). It reports false, with msg
// zeroed, if the tag does not authenticate ct. msg may start at ct's first
// byte.
func (s XSalsa20Poly1305) OpenDetached(msg, ct, tag, nonce, key []byte) (bool, error) {
	c := begin()
	c.atMost("ct", ct, maxSecretBox)
	c.size("msg", msg, len(ct))
	c.size("tag", tag, secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.inPlace("msg", msg, "ct", ct)
	c.disjoint("msg", msg, "tag", tag)
	c.disjoint("msg", msg, "nonce", nonce)
	c.disjoint("msg", msg, "key", key)
	if c.err != nil {
		return false, c.err
	}
	if C.crypto_secretbox_open_detached(ptr(msg), ptr(ct), ptr(tag), ull(ct), ptr(nonce), ptr(key)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}
