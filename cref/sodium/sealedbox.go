package sodium

/*
#include <sodium.h>

// Public-key calls take microseconds: see "cgo directives" in sodium.go.
#cgo noescape crypto_box_seal
#cgo nocallback crypto_box_seal
#cgo noescape crypto_box_seal_open
#cgo nocallback crypto_box_seal_open

// The C loop of SealedBox.Open for the benchmark (loops.go): the same call,
// n times. Seal has none: each call draws a new ephemeral key, so no two
// calls, the binding's or the loop's, write the same bytes, and the
// benchmark times a loop only beside a binding shown to write what it
// writes.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_box_seal_open, crypto_box_seal_open(a->out, a->m, a->mlen, a->pk, a->sk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

import "errors"

// Sizes of crypto_box_seal, which uses crypto_box_curve25519xsalsa20poly1305
// keys: the sealed box is the ephemeral public key and the box.
const (
	sealBytes = C.crypto_box_SEALBYTES
	// sealMax is the longest message crypto_box_seal takes: it boxes the
	// message with crypto_box_easy, whose limit (maxBox) is checked at
	// init against the library's.
	sealMax = maxBox
)

// errSealLowOrder is returned when libsodium refuses to seal to a
// low-order public key: the ephemeral key's shared secret with it would be
// all zero, known to anyone.
var errSealLowOrder = errors.New("sodium: public: low-order point, shared secret is all zero")

// SealedBox is crypto_box_seal and crypto_box_seal_open: anonymous
// public-key encryption to a recipient's X25519 key. Seal draws the
// ephemeral key pair from libsodium's randombytes (the operating system's
// CSPRNG), so every sealed box of a message is different; the format,
// ephemeral public key ‖ crypto_box with the nonce BLAKE2b-192(ephemeral
// public ‖ recipient public), is x/crypto's box.SealAnonymous's too.
// Outputs may not overlap inputs: libsodium documents no in-place use.
type SealedBox struct{}

// Seal encrypts msg to the recipient's public key into box, len(box) =
// len(msg) + 48 (crypto_box_seal). It fails, with box unchanged, if public
// is a low-order point.
func (SealedBox) Seal(box, msg, public []byte) error {
	c := begin()
	c.AtMost("msg", msg, sealMax)
	c.Size("box", box, len(msg)+sealBytes)
	c.Size("public", public, boxPublicBytes)
	c.Disjoint("box", box, "msg", msg)
	c.Disjoint("box", box, "public", public)
	if err := c.Err(); err != nil {
		return err
	}
	// crypto_box_seal writes the ephemeral public key to box even when
	// crypto_box_easy then refuses the recipient's key, before writing
	// anything else; what it overwrites is put back, so that a refused
	// call changes nothing. The copy lives on the stack.
	var head [sealBytes - boxMACBytes]byte
	copy(head[:], box)
	if C.crypto_box_seal(ptr(box), ptr(msg), ull(msg), ptr(public)) != 0 {
		copy(box, head[:])
		return errSealLowOrder
	}
	return nil
}

// Open decrypts box with the recipient's key pair into msg, len(msg) =
// len(box) - 48 (crypto_box_seal_open). It reports false, with msg zeroed,
// if box is not authentic under the pair or its ephemeral key is a
// low-order point (libsodium does not tell the two apart).
func (s SealedBox) Open(msg, box, public, private []byte) (bool, error) {
	// The checks inline (argcheck's fast paths); the ordered ones run only
	// to name a failure, in a function of their own: inlined here, they
	// put two kilobytes of code between the fast checks and the call.
	if !(initialized.Load() && len(msg) == len(box)-sealBytes && len(public) == boxPublicBytes && len(private) == boxPrivateBytes &&
		argcheck.Apart(msg, box, public) && argcheck.Apart(msg, private, nil)) {
		if err := s.checkOpen(msg, box, public, private); err != nil {
			return false, err
		}
	}
	if C.crypto_box_seal_open(ptr(msg), ptr(box), ull(box), ptr(public), ptr(private)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}

// checkOpen checks Open's arguments in order and names the first that is
// wrong, initialising libsodium first if no call has.
func (SealedBox) checkOpen(msg, box, public, private []byte) error {
	c := begin()
	c.AtLeast("box", box, sealBytes)
	c.Size("msg", msg, len(box)-sealBytes)
	c.Size("public", public, boxPublicBytes)
	c.Size("private", private, boxPrivateBytes)
	c.Disjoint("msg", msg, "box", box)
	c.Disjoint("msg", msg, "public", public)
	c.Disjoint("msg", msg, "private", private)
	return c.Err()
}
