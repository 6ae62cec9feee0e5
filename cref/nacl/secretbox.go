package nacl

/*
#include "naclglue.h"

// The C loop of SecretBox.Seal for the benchmark (loops.go): the same call, n times.
// The glue converts to and from NaCl's padded format in C, so the loop times
// those copies too.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_secretbox, naclcmp_nacl_seal(NACLCMP_NACL_SECRETBOX, a->out, a->m, a->mlen, a->n, a->k, NULL))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// tagBytes is what crypto_secretbox and crypto_box add to a message in the
// combined format: ZEROBYTES - BOXZEROBYTES.
const tagBytes = C.crypto_secretbox_xsalsa20poly1305_ZEROBYTES - C.crypto_secretbox_xsalsa20poly1305_BOXZEROBYTES

// sealCheck and openCheck validate the buffers of a combined-format Seal
// and Open; the keys are checked by the caller. The glue copies through
// its own buffers, so outputs may overlap inputs.
func sealCheck(c *argcheck.Checker, box, msg []byte) {
	c.AtMost("msg", msg, maxMsg)
	c.Size("box", box, len(msg)+tagBytes)
}

func openCheck(c *argcheck.Checker, msg, box []byte) {
	c.AtLeast("box", box, tagBytes)
	c.AtMost("box", box, maxMsg)
	c.Size("msg", msg, len(box)-tagBytes)
}

// seal and open call the glue and turn its result into the methods' own.
func seal(op C.int, name string, box, msg, nonce, k1, k2 []byte) error {
	return failed(C.naclcmp_nacl_seal(op, ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(k1), ptr(k2)), name)
}

func open(op C.int, name string, msg, box, nonce, k1, k2 []byte) (bool, error) {
	switch rc := C.naclcmp_nacl_open(op, ptr(msg), ptr(box), ull(box), ptr(nonce), ptr(k1), ptr(k2)); rc {
	case 0:
		return true, nil
	case -1:
		clear(msg)
		return false, nil
	default:
		clear(msg)
		return false, failed(rc, name)
	}
}

// SecretBox is crypto_secretbox (crypto_secretbox_xsalsa20poly1305)
// in the combined format tag ‖ ciphertext, len(box) = len(msg) + 16. Nonces
// must never repeat under a key.
type SecretBox struct{}

// Seal encrypts and authenticates msg into box.
func (SecretBox) Seal(box, msg, nonce, key []byte) error {
	c := begin()
	sealCheck(&c, box, msg)
	c.Size("nonce", nonce, C.crypto_secretbox_xsalsa20poly1305_NONCEBYTES)
	c.Size("key", key, C.crypto_secretbox_xsalsa20poly1305_KEYBYTES)
	if err := c.Err(); err != nil {
		return err
	}
	return seal(C.NACLCMP_NACL_SECRETBOX, "crypto_secretbox", box, msg, nonce, key, nil)
}

// Open checks and decrypts box into msg and reports whether box was
// authentic; on false msg is zeroed.
func (SecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	c := begin()
	openCheck(&c, msg, box)
	c.Size("nonce", nonce, C.crypto_secretbox_xsalsa20poly1305_NONCEBYTES)
	c.Size("key", key, C.crypto_secretbox_xsalsa20poly1305_KEYBYTES)
	if err := c.Err(); err != nil {
		return false, err
	}
	return open(C.NACLCMP_NACL_SECRETBOX, "crypto_secretbox_open", msg, box, nonce, key, nil)
}
