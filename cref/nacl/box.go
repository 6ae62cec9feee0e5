package nacl

/*
#include "naclglue.h"

// The C loop of Box.SealAfter for the benchmark (loops.go): the same call, n times.
// The glue converts to and from NaCl's padded format in C, so the loop times
// those copies too.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nacl_loop_box_afternm, naclcmp_nacl_seal(NACLCMP_NACL_BOX_AFTERNM, a->out, a->m, a->mlen, a->n, a->k, NULL))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of crypto_box_curve25519xsalsa20poly1305.
const (
	boxPublicBytes  = C.crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES
	boxPrivateBytes = C.crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES
	boxSharedBytes  = C.crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES
	boxNonceBytes   = C.crypto_box_curve25519xsalsa20poly1305_NONCEBYTES
)

// Box is crypto_box
// (crypto_box_curve25519xsalsa20poly1305) in the combined format tag ‖
// ciphertext, len(box) = len(msg) + 16, with its precomputation interface.
// Unlike libsodium, NaCl does not refuse a low-order peer public key: the
// shared secret is then all zero and the box is sealed under a key anybody
// can compute.
type Box struct{}

// Seal encrypts and authenticates msg from private to peerPublic into box.
func (Box) Seal(box, msg, nonce, peerPublic, private []byte) error {
	if !(argcheck.SealLensOK(box, msg, nonce, peerPublic, sealSizes(boxNonceBytes, boxPublicBytes)) && len(private) == boxPrivateBytes) {
		c := begin()
		sealCheck(&c, box, msg)
		c.Size("nonce", nonce, boxNonceBytes)
		c.Size("peerPublic", peerPublic, boxPublicBytes)
		c.Size("private", private, boxPrivateBytes)
		if err := c.Err(); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_nacl_seal(C.NACLCMP_NACL_BOX, ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(peerPublic), ptr(private)), "crypto_box")
}

// Open checks and decrypts box from peerPublic to private into msg and
// reports whether it was authentic; on false msg is zeroed.
func (Box) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	if !(argcheck.OpenLensOK(msg, box, nonce, peerPublic, openSizes(boxNonceBytes, boxPublicBytes)) && len(private) == boxPrivateBytes) {
		c := begin()
		openCheck(&c, msg, box)
		c.Size("nonce", nonce, boxNonceBytes)
		c.Size("peerPublic", peerPublic, boxPublicBytes)
		c.Size("private", private, boxPrivateBytes)
		if err := c.Err(); err != nil {
			return false, err
		}
	}
	return opened(C.naclcmp_nacl_open(C.NACLCMP_NACL_BOX, ptr(msg), ptr(box), ull(box), ptr(nonce), ptr(peerPublic), ptr(private)), msg, "crypto_box_open")
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
	return failed(C.crypto_box_curve25519xsalsa20poly1305_beforenm(ptr(shared), ptr(peerPublic), ptr(private)), "crypto_box_beforenm")
}

// SealAfter is Seal with a key from Precompute (crypto_box_afternm).
func (Box) SealAfter(box, msg, nonce, shared []byte) error {
	if !argcheck.SealLensOK(box, msg, nonce, shared, sealSizes(boxNonceBytes, boxSharedBytes)) {
		c := begin()
		sealCheck(&c, box, msg)
		c.Size("nonce", nonce, boxNonceBytes)
		c.Size("shared", shared, boxSharedBytes)
		if err := c.Err(); err != nil {
			return err
		}
	}
	return failed(C.naclcmp_nacl_seal(C.NACLCMP_NACL_BOX_AFTERNM, ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(shared), nil), "crypto_box_afternm")
}

// OpenAfter is Open with a key from Precompute (crypto_box_open_afternm).
func (Box) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	if !argcheck.OpenLensOK(msg, box, nonce, shared, openSizes(boxNonceBytes, boxSharedBytes)) {
		c := begin()
		openCheck(&c, msg, box)
		c.Size("nonce", nonce, boxNonceBytes)
		c.Size("shared", shared, boxSharedBytes)
		if err := c.Err(); err != nil {
			return false, err
		}
	}
	return opened(C.naclcmp_nacl_open(C.NACLCMP_NACL_BOX_AFTERNM, ptr(msg), ptr(box), ull(box), ptr(nonce), ptr(shared), nil), msg, "crypto_box_open_afternm")
}
