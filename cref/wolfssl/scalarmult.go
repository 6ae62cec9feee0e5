package wolfssl

/*
#include "naclcmp_wolfssl.h"
#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call,
// n times, each importing both keys and computing the shared secret as
// the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_wolfssl_loop_x25519, naclcmp_wc_x25519(a->out, a->sk, a->pk))
*/
import "C"

import (
	"errors"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// x25519Bytes is the size of X25519 scalars, points and results.
const x25519Bytes = 32

// X25519 is Diffie-Hellman on Curve25519 through wolfCrypt's
// curve25519_key objects in little-endian byte order
// (wc_curve25519_import_private_ex, _import_public_ex,
// _shared_secret_ex with EC25519_LITTLE_ENDIAN); wolfSSL clamps the scalar
// as RFC 7748 says.
//
// Two things differ from libsodium and OpenSSL, and are recorded in the
// expectations rather than hidden: a low-order point gives the all-zero
// result with success (libsodium and OpenSSL refuse it), and a point with
// the top bit set is refused (ECC_BAD_ARG_E), where RFC 7748 says to
// ignore that bit.
type X25519 struct{}

// ScalarMult writes scalar·point to out. A point with the top bit set is
// an error naming the point, and out is left unchanged.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	// This method is the one function between the interface and the cgo
	// call, its argument checks inlined (argcheck's fast paths); the
	// ordered checks run only to name a failure. So is ScalarBaseMult.
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519Bytes && len(point) == x25519Bytes && argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	switch rc := C.naclcmp_wc_x25519(ptr(out), ptr(scalar), ptr(point)); rc {
	case 0:
		return nil
	case C.ECC_BAD_ARG_E:
		return errors.New("wolfssl: point: refused by wc_curve25519_shared_secret_ex (top bit set, which RFC 7748 says to ignore)")
	default:
		return failed(rc, "X25519 shared secret")
	}
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point
// (wc_curve25519_make_pub). make_pub refuses a scalar that is not clamped,
// so the glue hands it a clamped copy: X25519 clamps every scalar anyway.
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519Bytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_wc_x25519_base(ptr(out), ptr(scalar)), "X25519 public key")
}
