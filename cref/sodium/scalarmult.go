package sodium

/*
#include <string.h>
#include <sodium.h>

// crypto_scalarmult writes the all-zero result before it refuses it; going
// through a stack buffer leaves the caller's output untouched on failure.
static int naclcmp_scalarmult(unsigned char *q, const unsigned char *n,
		const unsigned char *p) {
	unsigned char t[crypto_scalarmult_curve25519_BYTES];
	int rc = crypto_scalarmult_curve25519(t, n, p);
	if (rc == 0) {
		memcpy(q, t, sizeof t);
	}
	sodium_memzero(t, sizeof t);
	return rc;
}

// Public-key calls take microseconds: see "cgo directives" in sodium.go.
#cgo noescape naclcmp_scalarmult
#cgo nocallback naclcmp_scalarmult
#cgo noescape crypto_scalarmult_curve25519_base
#cgo nocallback crypto_scalarmult_curve25519_base

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_x25519, naclcmp_scalarmult(a->out, a->sk, a->pk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

import "errors"

// Sizes of crypto_scalarmult_curve25519.
const (
	x25519Bytes       = C.crypto_scalarmult_curve25519_BYTES
	x25519ScalarBytes = C.crypto_scalarmult_curve25519_SCALARBYTES
)

// X25519 is Diffie-Hellman on Curve25519 (crypto_scalarmult_curve25519).
// Scalars are clamped by libsodium as RFC 7748 specifies.
type X25519 struct{}

// ScalarMult writes scalar·point to out. Like libsodium it refuses a point
// that gives the all-zero result (a low-order point), returning an error
// and leaving out unchanged.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	// The checks inline (argcheck's fast paths); the ordered ones run only
	// to name a failure.
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519ScalarBytes && len(point) == x25519Bytes &&
		argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519ScalarBytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	if C.naclcmp_scalarmult(ptr(out), ptr(scalar), ptr(point)) != 0 {
		return errors.New("sodium: point: low-order point, result is all zero")
	}
	return nil
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point
// (crypto_scalarmult_curve25519_base): the public key of scalar.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519ScalarBytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519ScalarBytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.crypto_scalarmult_curve25519_base(ptr(out), ptr(scalar)), "crypto_scalarmult_curve25519_base")
}
