package sodium

/*
#include <sodium.h>

// The C loop of SecretBox.Seal for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_secretbox, crypto_secretbox_easy(a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of crypto_secretbox_xsalsa20poly1305.
const (
	secretBoxKeyBytes   = C.crypto_secretbox_xsalsa20poly1305_KEYBYTES
	secretBoxNonceBytes = C.crypto_secretbox_xsalsa20poly1305_NONCEBYTES
	secretBoxMACBytes   = C.crypto_secretbox_xsalsa20poly1305_MACBYTES
)

// SecretBox is crypto_secretbox: XSalsa20 encryption with a
// Poly1305 tag, in libsodium's combined format (16-byte tag, then the
// ciphertext). It interoperates with NaCl's crypto_secretbox and with
// golang.org/x/crypto/nacl/secretbox. A nonce must never repeat under one
// key.
type SecretBox struct{}

func (SecretBox) checkKey(c *argcheck.Checker, nonce, key []byte) {
	c.Size("nonce", nonce, secretBoxNonceBytes)
	c.Size("key", key, secretBoxKeyBytes)
}

// Seal encrypts and authenticates msg into box, len(box) = len(msg) + 16
// (crypto_secretbox_easy). box may start at msg's first byte for in-place
// use, as libsodium documents.
func (s SecretBox) Seal(box, msg, nonce, key []byte) error {
	c := begin()
	c.AtMost("msg", msg, maxSecretBox)
	c.Size("box", box, len(msg)+secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.InPlace("box", box, "msg", msg)
	c.Disjoint("box", box, "nonce", nonce)
	c.Disjoint("box", box, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_secretbox_easy(ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(key)), "crypto_secretbox_easy")
}

// Open authenticates box and decrypts it into msg, len(msg) = len(box) - 16
// (crypto_secretbox_open_easy). It reports false, with msg zeroed, if box
// is not authentic. msg may start at box's first byte.
func (s SecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	c := begin()
	c.AtLeast("box", box, secretBoxMACBytes)
	c.Size("msg", msg, len(box)-secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.InPlace("msg", msg, "box", box)
	c.Disjoint("msg", msg, "nonce", nonce)
	c.Disjoint("msg", msg, "key", key)
	if err := c.Err(); err != nil {
		return false, err
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
func (s SecretBox) SealDetached(ct, tag, msg, nonce, key []byte) error {
	c := begin()
	c.AtMost("msg", msg, maxSecretBox)
	c.Size("ct", ct, len(msg))
	c.Size("tag", tag, secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.InPlace("ct", ct, "msg", msg)
	c.Disjoint("tag", tag, "msg", msg)
	c.Disjoint("tag", tag, "ct", ct)
	c.Disjoint("ct", ct, "nonce", nonce)
	c.Disjoint("ct", ct, "key", key)
	c.Disjoint("tag", tag, "nonce", nonce)
	c.Disjoint("tag", tag, "key", key)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_secretbox_detached(ptr(ct), ptr(tag), ptr(msg), ull(msg), ptr(nonce), ptr(key)), "crypto_secretbox_detached")
}

// OpenDetached checks tag over ct and decrypts ct into msg, len(msg) =
// len(ct) (crypto_secretbox_open_detached). It reports false, with msg
// zeroed, if the tag does not authenticate ct. msg may start at ct's first
// byte.
func (s SecretBox) OpenDetached(msg, ct, tag, nonce, key []byte) (bool, error) {
	c := begin()
	c.AtMost("ct", ct, maxSecretBox)
	c.Size("msg", msg, len(ct))
	c.Size("tag", tag, secretBoxMACBytes)
	s.checkKey(&c, nonce, key)
	c.InPlace("msg", msg, "ct", ct)
	c.Disjoint("msg", msg, "tag", tag)
	c.Disjoint("msg", msg, "nonce", nonce)
	c.Disjoint("msg", msg, "key", key)
	if err := c.Err(); err != nil {
		return false, err
	}
	if C.crypto_secretbox_open_detached(ptr(msg), ptr(ct), ptr(tag), ull(ct), ptr(nonce), ptr(key)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}
