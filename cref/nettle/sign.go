package nettle

/*
#include "naclcmp_nettle.h"

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call, n
// times, on seed ‖ public as Sign splits it.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_nettle_loop_ed25519_sign, naclcmp_nettle_ed25519_sign(a->out, a->m, a->mlen, a->sk, a->sk + 32))
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

// Ed25519 is the Ed25519 signature scheme of RFC 8032 through hogweed's
// ed25519_sha512_public_key, ed25519_sha512_sign and
// ed25519_sha512_verify. Private keys are 64 bytes, seed ‖ public, as in
// crypto/ed25519 and libsodium; Nettle's own private key is the 32-byte
// seed, and its sign function takes the public key beside it, so Sign
// hands over both halves and Nettle does not derive the public key again.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed: public is the public
// key Nettle computes, private is seed ‖ public.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	if err := failed(C.naclcmp_nettle_ed25519_public(ptr(public), ptr(seed)), "ed25519_sha512_public_key"); err != nil {
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
	// call, its argument checks inlined (argcheck's fast paths); the
	// ordered checks run only to name a failure.
	if !(len(sig) == ed25519SigBytes && len(private) == ed25519PrivateBytes && argcheck.Apart(sig, msg, private)) {
		c := begin()
		if c.SignArgs(sig, msg, private, ed25519SigBytes, ed25519PrivateBytes); c.Err() != nil {
			return c.Err()
		}
	}
	seed, public := private[:ed25519SeedBytes], private[ed25519SeedBytes:]
	return failed(C.naclcmp_nettle_ed25519_sign(ptr(sig), ptr(msg), csize(msg), ptr(seed), ptr(public)), "ed25519_sha512_sign")
}

// Verify reports whether sig is a valid signature of msg under public. A
// public key Nettle cannot decode gives false, as a bad signature does.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.naclcmp_nettle_ed25519_verify(ptr(sig), ptr(msg), csize(msg), ptr(public)) == C.NACLCMP_NETTLE_MATCH, nil
}
