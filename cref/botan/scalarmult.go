package botan

/*
#include "naclcmp_botan.h"

// The C loop of X25519.ScalarMult for the benchmark (loops.go): the same
// call, n times, each loading the private key (which computes its public
// key, a fixed-base multiplication) and running the key agreement as the
// binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_botan_loop_x25519, naclcmp_botan_x25519(a->out, a->sk, a->pk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// x25519Bytes is the size of X25519 scalars, points and results.
const x25519Bytes = 32

// X25519 is Diffie-Hellman on Curve25519 through Botan's key agreement
// (botan_privkey_load_x25519, botan_pk_op_key_agreement with the "Raw"
// KDF, which returns the shared secret unchanged). Botan clamps scalars as
// RFC 7748 says.
//
// The private key is loaded from the scalar on every call, and Botan
// computes its public key when it loads it: ScalarMult costs a fixed-base
// scalar multiplication on top of the variable-base one.
type X25519 struct{}

// ScalarMult writes scalar·point to out. Unlike libsodium and OpenSSL,
// Botan 2 does not refuse a low-order point: the all-zero result is
// written and the call succeeds, as RFC 7748 leaves to the caller.
func (X25519) ScalarMult(out, scalar, point []byte) error {
	// This method is the one function between the interface and the cgo
	// call, its argument checks inlined (argcheck's fast paths); the
	// ordered checks run only to name a failure. So is ScalarBaseMult.
	if !(len(out) == x25519Bytes && len(scalar) == x25519Bytes && len(point) == x25519Bytes && argcheck.Apart(out, scalar, point)) {
		c := begin()
		if c.ScalarMultArgs(out, scalar, point, x25519Bytes, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_botan_x25519(ptr(out), ptr(scalar), ptr(point)), "X25519 key agreement")
}

// ScalarBaseMult writes scalar·B to out, B the Curve25519 base point: the
// public value of the private key the scalar makes
// (botan_pk_op_key_agreement_export_public).
func (X25519) ScalarBaseMult(out, scalar []byte) error {
	if !(len(out) == x25519Bytes && len(scalar) == x25519Bytes && argcheck.Apart(out, scalar, nil)) {
		c := begin()
		if c.ScalarBaseMultArgs(out, scalar, x25519Bytes, x25519Bytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_botan_x25519_base(ptr(out), ptr(scalar)), "X25519 public value")
}
