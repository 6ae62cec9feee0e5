package sodium

/*
#include <sodium.h>

// Public-key calls take microseconds: see "cgo directives" in sodium.go.
#cgo noescape crypto_box_seed_keypair
#cgo nocallback crypto_box_seed_keypair
#cgo noescape crypto_box_beforenm
#cgo nocallback crypto_box_beforenm
#cgo noescape crypto_box_easy
#cgo nocallback crypto_box_easy
#cgo noescape crypto_box_open_easy
#cgo nocallback crypto_box_open_easy

// The C loop of Box.SealAfter for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_box_afternm, crypto_box_easy_afternm(a->out, a->m, a->mlen, a->n, a->k))
*/
import "C"

import (
	"errors"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// Sizes of crypto_box_curve25519xsalsa20poly1305.
const (
	boxPublicBytes  = C.crypto_box_curve25519xsalsa20poly1305_PUBLICKEYBYTES
	boxPrivateBytes = C.crypto_box_curve25519xsalsa20poly1305_SECRETKEYBYTES
	boxSharedBytes  = C.crypto_box_curve25519xsalsa20poly1305_BEFORENMBYTES
	boxNonceBytes   = C.crypto_box_curve25519xsalsa20poly1305_NONCEBYTES
	boxMACBytes     = C.crypto_box_curve25519xsalsa20poly1305_MACBYTES
	boxSeedBytes    = C.crypto_box_curve25519xsalsa20poly1305_SEEDBYTES
)

// errLowOrder is returned when X25519 with the peer's public key gives the
// all-zero shared secret, which libsodium refuses: the key is a low-order
// point and would let anyone predict the shared key.
var errLowOrder = errors.New("sodium: peerPublic: low-order point, shared secret is all zero")

// Box is crypto_box: X25519 key agreement, HSalsa20
// key derivation and crypto_secretbox, in libsodium's combined format
// (16-byte tag, then the ciphertext). It interoperates with NaCl's crypto_box
// and golang.org/x/crypto/nacl/box. A nonce must never repeat for one pair
// of keys.
type Box struct{}

func (Box) checkKeys(c *argcheck.Checker, nonce, peerPublic, private []byte) {
	c.Size("nonce", nonce, boxNonceBytes)
	c.Size("peerPublic", peerPublic, boxPublicBytes)
	c.Size("private", private, boxPrivateBytes)
}

// Seal encrypts and authenticates msg from private to peerPublic into box,
// len(box) = len(msg) + 16 (crypto_box_easy). It fails if peerPublic is a
// low-order point. box may start at msg's first byte.
func (b Box) Seal(box, msg, nonce, peerPublic, private []byte) error {
	c := begin()
	c.AtMost("msg", msg, maxBox)
	c.Size("box", box, len(msg)+boxMACBytes)
	b.checkKeys(&c, nonce, peerPublic, private)
	c.InPlace("box", box, "msg", msg)
	c.Disjoint("box", box, "nonce", nonce)
	c.Disjoint("box", box, "peerPublic", peerPublic)
	c.Disjoint("box", box, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	// With valid lengths crypto_box_easy fails only when the shared secret
	// is all zero, before it writes anything.
	if C.crypto_box_easy(ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(peerPublic), ptr(private)) != 0 {
		return errLowOrder
	}
	return nil
}

// Open authenticates box from peerPublic to private and decrypts it into
// msg, len(msg) = len(box) - 16 (crypto_box_open_easy). It reports false,
// with msg zeroed, if box is not authentic or peerPublic is a low-order
// point (libsodium does not tell the two apart). msg may start at box's
// first byte.
func (b Box) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	c := begin()
	c.AtLeast("box", box, boxMACBytes)
	c.Size("msg", msg, len(box)-boxMACBytes)
	b.checkKeys(&c, nonce, peerPublic, private)
	c.InPlace("msg", msg, "box", box)
	c.Disjoint("msg", msg, "nonce", nonce)
	c.Disjoint("msg", msg, "peerPublic", peerPublic)
	c.Disjoint("msg", msg, "private", private)
	if err := c.Err(); err != nil {
		return false, err
	}
	if C.crypto_box_open_easy(ptr(msg), ptr(box), ull(box), ptr(nonce), ptr(peerPublic), ptr(private)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// Precompute writes to shared the 32-byte key that SealAfter and OpenAfter
// use for the pair (peerPublic, private) (crypto_box_beforenm). It fails if
// peerPublic is a low-order point.
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
	if C.crypto_box_beforenm(ptr(shared), ptr(peerPublic), ptr(private)) != 0 {
		return errLowOrder
	}
	return nil
}

// SealAfter is Seal with a key from Precompute (crypto_box_easy_afternm).
func (Box) SealAfter(box, msg, nonce, shared []byte) error {
	c := begin()
	c.AtMost("msg", msg, maxBox)
	c.Size("box", box, len(msg)+boxMACBytes)
	c.Size("nonce", nonce, boxNonceBytes)
	c.Size("shared", shared, boxSharedBytes)
	c.InPlace("box", box, "msg", msg)
	c.Disjoint("box", box, "nonce", nonce)
	c.Disjoint("box", box, "shared", shared)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_box_easy_afternm(ptr(box), ptr(msg), ull(msg), ptr(nonce), ptr(shared)), "crypto_box_easy_afternm")
}

// OpenAfter is Open with a key from Precompute
// (crypto_box_open_easy_afternm). It reports false, with msg zeroed, if box
// is not authentic.
func (Box) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	c := begin()
	c.AtLeast("box", box, boxMACBytes)
	c.Size("msg", msg, len(box)-boxMACBytes)
	c.Size("nonce", nonce, boxNonceBytes)
	c.Size("shared", shared, boxSharedBytes)
	c.InPlace("msg", msg, "box", box)
	c.Disjoint("msg", msg, "nonce", nonce)
	c.Disjoint("msg", msg, "shared", shared)
	if err := c.Err(); err != nil {
		return false, err
	}
	if C.crypto_box_open_easy_afternm(ptr(msg), ptr(box), ull(box), ptr(nonce), ptr(shared)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// SeedKeyPair derives a box key pair from a 32-byte seed
// (crypto_box_seed_keypair): private is the first 32 bytes of
// SHA-512(seed) and public is X25519(private, base point).
func (Box) SeedKeyPair(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, boxPublicBytes, boxPrivateBytes, boxSeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_box_seed_keypair(ptr(public), ptr(private), ptr(seed)), "crypto_box_seed_keypair")
}
