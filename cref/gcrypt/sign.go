package gcrypt

/*
#include "naclcmp_gcrypt.h"

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call, n
// times, on seed ‖ public as Sign splits it, each building the
// S-expressions and calling gcry_pk_sign as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_gcrypt_loop_ed25519_sign, naclcmp_gcry_ed25519_sign(a->out, a->m, a->mlen, a->sk, a->sk + 32))
*/
import "C"

import (
	"fmt"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

// Sizes of Ed25519.
const (
	ed25519SeedBytes    = 32
	ed25519PublicBytes  = 32
	ed25519PrivateBytes = 64 // seed ‖ public
	ed25519SigBytes     = 64
	// ed25519MaxMsg is the longest message: it goes into an S-expression,
	// where libgcrypt keeps lengths in 16 bits. gcry_sexp_build takes a
	// longer %b with success and stores its length truncated, and
	// gcry_pk_sign and gcry_pk_verify, which copy the message with the
	// other fields of the data into S-expressions of their own, fail from
	// 65473 bytes on and, for some lengths from 65490 on, abort the process
	// ("this is a bug", sexp.c _gcry_sexp_find_token). 65472 is the
	// longest length seen to work with libgcrypt 1.10.1, measured length
	// by length; TestEd25519 holds the binding to it.
	ed25519MaxMsg = 65472
)

// tooLong is the error for a message Ed25519 cannot take: a capability
// libgcrypt lacks (errors.ErrUnsupported), not a malformed argument.
func tooLong(c *argcheck.Checker, msg []byte) error {
	return c.Unsupported("msg", fmt.Sprintf("%d bytes, more than the %d libgcrypt's S-expressions hold", len(msg), ed25519MaxMsg))
}

// Ed25519 is the Ed25519 signature scheme of RFC 8032 through libgcrypt's
// public-key interface: gcry_pk_sign and gcry_pk_verify on S-expressions
// of curve Ed25519 with the eddsa flag (without it libgcrypt would make
// ECDSA signatures on the same curve). Private keys are 64 bytes, seed ‖
// public, as in crypto/ed25519 and libsodium; Sign hands both halves to
// libgcrypt (d and q), so that it does not derive the public key from the
// seed again. Messages are copied into S-expressions, whose lengths
// libgcrypt keeps in 16 bits: Sign and Verify take messages of at most
// 65472 bytes, and refuse longer ones with an error wrapping
// errors.ErrUnsupported before libgcrypt sees them (past that libgcrypt
// fails, or aborts the process).
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed: public is the
// "q@eddsa" libgcrypt computes for d = seed (gcry_mpi_ec_get_mpi), private
// is seed ‖ public.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	if err := failed(C.naclcmp_gcry_ed25519_public(ptr(public), ptr(seed)), "Ed25519 public key"); err != nil {
		return err
	}
	copy(private, seed)
	copy(private[ed25519SeedBytes:], public)
	return nil
}

// Sign writes the 64-byte signature of msg under private (seed ‖ public)
// to sig.
func (Ed25519) Sign(sig, msg, private []byte) error {
	// The argument checks inlined (argcheck's fast path, and the message
	// limit), no call before the cgo call; the ordered checks run only to
	// name a failure.
	if !(initialized.Load() &&
		len(sig) == ed25519SigBytes &&
		len(private) == ed25519PrivateBytes &&
		argcheck.Apart(sig, msg, private) &&
		len(msg) <= ed25519MaxMsg) {
		c := begin()
		if c.SignArgs(sig, msg, private, ed25519SigBytes, ed25519PrivateBytes); c.Err() != nil {
			return c.Err()
		}
		if len(msg) > ed25519MaxMsg {
			return tooLong(&c, msg)
		}
	}
	seed, public := private[:ed25519SeedBytes], private[ed25519SeedBytes:]
	return failed(C.naclcmp_gcry_ed25519_sign(ptr(sig), ptr(msg), csize(msg), ptr(seed), ptr(public)), "Ed25519 signing (gcry_pk_sign)")
}

// Verify reports whether sig is a valid signature of msg under public
// (gcry_pk_verify). A public key or R libgcrypt cannot decode gives false,
// as a bad signature does. So do, without a call to libgcrypt, the public
// keys on which libgcrypt 1.10.1's gcry_pk_verify aborts the process: a
// coordinate with a zero top limb (y below 2^192 with 64-bit limbs, among
// them the small-order (0, 1) and (sqrt(-1), 0), and (0, -1)), which its
// field multiplication takes for a bug ("mulm_25519: different sizes").
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	if len(msg) > ed25519MaxMsg {
		return false, tooLong(&c, msg)
	}
	switch rc := C.naclcmp_gcry_ed25519_verify(ptr(sig), ptr(msg), csize(msg), ptr(public)); rc {
	case C.NACLCMP_GCRY_MATCH:
		return true, nil
	case C.NACLCMP_GCRY_MISMATCH:
		return false, nil
	default:
		return false, failed(rc, "Ed25519 verification (gcry_pk_verify)")
	}
}
