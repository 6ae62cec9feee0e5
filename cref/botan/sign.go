package botan

/*
#include "naclcmp_botan.h"

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call, n
// times, on the seed as Sign takes it from seed ‖ public, each loading the
// key pair (a fixed-base multiplication) and signing as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_botan_loop_ed25519_sign, naclcmp_botan_ed25519_sign(a->out, a->m, a->mlen, a->sk))
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

// Ed25519 is the Ed25519 signature scheme of RFC 8032 through Botan's
// public-key operations with padding "Pure" (no prehash). Private keys are
// 64 bytes, seed ‖ public, as in crypto/ed25519 and libsodium.
//
// botan_privkey_load_ed25519 takes only the 32-byte seed and derives the
// key pair from it again, so Sign uses the seed half of the private key
// and ignores the public half (libsodium and OpenSSL's binding use the
// public half they are given), and every signature costs a fixed-base
// scalar multiplication more.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed: public is the key
// Botan derives, private is seed ‖ public.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	if err := failed(C.naclcmp_botan_ed25519_public(ptr(public), ptr(seed)), "Ed25519 public key"); err != nil {
		return err
	}
	copy(private, seed)
	copy(private[ed25519SeedBytes:], public)
	return nil
}

// Sign writes the 64-byte signature of msg under private (seed ‖ public;
// Botan reads the seed only) to sig.
func (Ed25519) Sign(sig, msg, private []byte) error {
	// This method is the one function between the interface and the cgo
	// call, its argument checks inlined (argcheck's fast paths); the
	// ordered checks run only to name a failure.
	if !(len(sig) == ed25519SigBytes && len(private) == ed25519PrivateBytes && argcheck.Apart(sig, msg, private)) {
		c := begin()
		if c.SignArgs(sig, msg, private, ed25519SigBytes, ed25519PrivateBytes); c.Err() != nil {
			return c.Err()
		}
	}
	return failed(C.naclcmp_botan_ed25519_sign(ptr(sig), ptr(msg), csize(msg), ptr(private[:ed25519SeedBytes])), "Ed25519 signing")
}

// Verify reports whether sig is a valid signature of msg under public. A
// public key Botan cannot decode gives false, as a bad signature does
// (BOTAN_FFI_INVALID_VERIFIER).
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	switch rc := C.naclcmp_botan_ed25519_verify(ptr(sig), ptr(msg), csize(msg), ptr(public)); rc {
	case 0:
		return true, nil
	case C.NACLCMP_BOTAN_MISMATCH:
		return false, nil
	default:
		return false, failed(rc, "Ed25519 verification")
	}
}
