package wolfssl

/*
#include "naclcmp_wolfssl.h"

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call, n
// times, on seed ‖ public as Sign splits it, each importing the key pair
// as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_wolfssl_loop_ed25519_sign, naclcmp_wc_ed25519_sign(a->out, a->m, a->mlen, a->sk, a->sk + 32))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of Ed25519.
const (
	ed25519SeedBytes    = 32
	ed25519PublicBytes  = 32
	ed25519PrivateBytes = 64 // seed ‖ public
	ed25519SigBytes     = 64
)

// Ed25519 is the Ed25519 signature scheme of RFC 8032 through wolfCrypt's
// ed25519_key (wc_ed25519_make_public, wc_ed25519_sign_msg,
// wc_ed25519_verify_msg). Private keys are 64 bytes, seed ‖ public, as in
// crypto/ed25519 and libsodium; Sign imports both halves as a trusted
// pair (wc_ed25519_import_private_key_ex), so that wolfSSL does not derive
// the public key from the seed again.
//
// wolfSSL takes the message length as a word32 and has no incremental
// signing: Sign and Verify refuse messages of 4 GiB or more with an error
// naming msg.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed: public is the key
// wolfSSL computes (wc_ed25519_make_public), private is seed ‖ public.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	if err := failed(C.naclcmp_wc_ed25519_public(ptr(public), ptr(seed)), "Ed25519 public key"); err != nil {
		return err
	}
	copy(private, seed)
	copy(private[ed25519SeedBytes:], public)
	return nil
}

// Sign writes the 64-byte signature of msg under private (seed ‖ public)
// to sig.
func (Ed25519) Sign(sig, msg, private []byte) error {
	// This method is the one function between the interface and the cgo
	// call, its argument checks inlined (argcheck's fast paths, and the
	// message's limit); the ordered checks run only to name a failure.
	if !(initialized.Load() &&
		uint64(len(msg)) <= word32Max &&
		len(sig) == ed25519SigBytes &&
		len(private) == ed25519PrivateBytes &&
		argcheck.Apart(sig, msg, private)) {
		c := begin()
		c.AtMost("msg", msg, word32Max)
		if c.SignArgs(sig, msg, private, ed25519SigBytes, ed25519PrivateBytes); c.Err() != nil {
			return c.Err()
		}
	}
	seed, public := private[:ed25519SeedBytes], private[ed25519SeedBytes:]
	return failed(C.naclcmp_wc_ed25519_sign(ptr(sig), ptr(msg), csize(msg), ptr(seed), ptr(public)), "Ed25519 signing")
}

// Verify reports whether sig is a valid signature of msg under public. A
// public key wolfSSL cannot import, an S not below the group order and an
// R that does not decode give false, as a bad signature does.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	c.AtMost("msg", msg, word32Max)
	if err := c.Err(); err != nil {
		return false, err
	}
	switch rc := C.naclcmp_wc_ed25519_verify(ptr(sig), ptr(msg), csize(msg), ptr(public)); rc {
	case C.NACLCMP_WC_MATCH:
		return true, nil
	case C.NACLCMP_WC_MISMATCH:
		return false, nil
	default:
		return false, callError(rc, "Ed25519 verification")
	}
}
