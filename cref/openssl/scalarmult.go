package openssl

/*
#include "naclcmp_openssl.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same call,
// n times, each building both raw EVP_PKEYs (the private one computes its
// public key, a fixed-base multiplication) as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_openssl_loop_x25519, naclcmp_ossl_x25519(a->out, a->sk, a->pk))
*/
import "C"

import (
	"errors"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// x25519Bytes is the size of X25519 scalars, points and results.
const x25519Bytes = 32

// X25519 is Diffie-Hellman on Curve25519 through EVP_PKEY raw keys of type
// X25519 (EVP_PKEY_derive). OpenSSL clamps scalars as RFC 7748 says.
//
// The private EVP_PKEY is built from the scalar on every call, and OpenSSL
// computes its public key when it builds it: ScalarMult costs a fixed-base
// scalar multiplication on top of the variable-base one.
type X25519 struct{}

// ScalarMult writes scalar·point to out. Like libsodium, OpenSSL refuses a
// point that gives the all-zero result (a low-order point): the method
// then returns an error and leaves out unchanged.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	// The checks inline (argcheck's fast paths); the ordered ones run only
	// to name a failure.
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519Bytes && len(point) == x25519Bytes && argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	switch rc := C.naclcmp_ossl_x25519(ptr(out), ptr(scalar), ptr(point)); rc {
	case 0:
		return nil
	case C.NACLCMP_OSSL_MISMATCH:
		return errors.New("openssl: point: refused by EVP_PKEY_derive (low-order point, result is all zero)")
	default:
		return failed(rc, "X25519 derive")
	}
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point: the
// public key of a raw X25519 private key (EVP_PKEY_get_raw_public_key).
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	if !(initialized.Load() && len(out) == x25519Bytes && len(scalar) == x25519Bytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_ossl_x25519_base(ptr(out), ptr(scalar)), "X25519 public key")
}
