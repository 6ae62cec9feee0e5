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

// Sizes of crypto_secretbox_xsalsa20poly1305.
const (
	secretboxNonceBytes = C.crypto_secretbox_xsalsa20poly1305_NONCEBYTES
	secretboxKeyBytes   = C.crypto_secretbox_xsalsa20poly1305_KEYBYTES
)

// sealSizes and openSizes are the lengths that sealCheck and openCheck
// require, with a nonce and a (first) key of the given sizes, for
// argcheck's fast paths: a message of at most maxMsg bytes (Seal), a box
// of at most maxMsg bytes (Open, whose limit is MaxMsg + Tag). Functions,
// so that the inlined checks compare with constants.
func sealSizes(nonceBytes, keyBytes int) argcheck.AEADSizes {
	return argcheck.AEADSizes{Key: keyBytes, Nonce: nonceBytes, Tag: tagBytes, MaxMsg: maxMsg}
}

func openSizes(nonceBytes, keyBytes int) argcheck.AEADSizes {
	return argcheck.AEADSizes{Key: keyBytes, Nonce: nonceBytes, Tag: tagBytes, MaxMsg: maxMsg - tagBytes}
}

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

// opened turns the glue's result of an Open into the method's own: true
// for an authentic box, and otherwise (notOpened, out of line so that
// opened is inlined after the cgo call) msg zeroed and, unless the box was
// merely forged, an error.
func opened(rc C.int, msg []byte, name string) (bool, error) {
	if rc == 0 {
		return true, nil
	}
	return notOpened(rc, msg, name)
}

func notOpened(rc C.int, msg []byte, name string) (bool, error) {
	clear(msg)
	if rc == -1 {
		return false, nil
	}
	return false, failed(rc, name)
}

// SecretBox is crypto_secretbox (crypto_secretbox_xsalsa20poly1305)
// in the combined format tag ‖ ciphertext, len(box) = len(msg) + 16. Nonces
// must never repeat under a key.
type SecretBox struct{}

// The methods of SecretBox and Box make the cgo call themselves, their
// argument checks inlined (argcheck's fast paths; the glue copies, so no
// overlap is refused); the ordered checks run only to name a failure.

// Seal encrypts and authenticates msg into box.
func (SecretBox) Seal(box, msg, nonce, key []byte) error {
	if !argcheck.SealLensOK(box, msg, nonce, key, sealSizes(secretboxNonceBytes, secretboxKeyBytes)) {
		c := begin()
		sealCheck(&c, box, msg)
		c.Size("nonce", nonce, secretboxNonceBytes)
		c.Size("key", key, secretboxKeyBytes)
		if err := c.Err(); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_nacl_seal(C.NACLCMP_NACL_SECRETBOX, ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(key), nil), "crypto_secretbox")
}

// Open checks and decrypts box into msg and reports whether box was
// authentic; on false msg is zeroed.
func (SecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	if !argcheck.OpenLensOK(msg, box, nonce, key, openSizes(secretboxNonceBytes, secretboxKeyBytes)) {
		c := begin()
		openCheck(&c, msg, box)
		c.Size("nonce", nonce, secretboxNonceBytes)
		c.Size("key", key, secretboxKeyBytes)
		if err := c.Err(); err != nil {
			return false, err
		}
	}
	return opened(C.naclcmp_nacl_open(C.NACLCMP_NACL_SECRETBOX, ptr(msg), ptr(box), ull(box), ptr(nonce), ptr(key), nil), msg, "crypto_secretbox_open")
}
