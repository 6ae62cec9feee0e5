package openssl

/*
#include "naclcmp_openssl.h"

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call, n
// times, on seed ‖ public as Sign splits it, each building the EVP_PKEY
// (EVP_PKEY_fromdata) and its EVP_MD_CTX as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_openssl_loop_ed25519_sign, naclcmp_ossl_ed25519_sign(a->out, a->m, a->mlen, a->sk, a->sk + 32))
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

// Ed25519 is the Ed25519 signature scheme of RFC 8032 through EVP_PKEY raw
// keys of type ED25519 (EVP_DigestSign and EVP_DigestVerify with no
// digest). Private keys are 64 bytes, seed ‖ public, as in crypto/ed25519
// and libsodium; Sign hands both halves to OpenSSL (EVP_PKEY_fromdata), so
// that it does not derive the public key from the seed again.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed: public is the raw
// public key OpenSSL computes, private is seed ‖ public.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	if err := failed(C.naclcmp_ossl_ed25519_public(ptr(public), ptr(seed)), "Ed25519 public key"); err != nil {
		return err
	}
	copy(private, seed)
	copy(private[ed25519SeedBytes:], public)
	return nil
}

// Sign writes the 64-byte signature of msg under private (seed ‖ public)
// to sig.
func (Ed25519) Sign(sig, msg, private []byte) error {
	// The checks inline (argcheck's fast paths); the ordered ones run only
	// to name a failure.
	if !(initialized.Load() && len(sig) == ed25519SigBytes && len(private) == ed25519PrivateBytes && argcheck.Apart(sig, msg, private)) {
		c := begin()
		if c.SignArgs(sig, msg, private, ed25519SigBytes, ed25519PrivateBytes); c.Err() != nil {
			return c.Err()
		}
	}
	seed, public := private[:ed25519SeedBytes], private[ed25519SeedBytes:]
	return failed(C.naclcmp_ossl_ed25519_sign(ptr(sig), ptr(msg), csize(msg), ptr(seed), ptr(public)), "Ed25519 signing")
}

// Verify reports whether sig is a valid signature of msg under public. A
// public key OpenSSL cannot decode gives false, as a bad signature does.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	switch rc := C.naclcmp_ossl_ed25519_verify(ptr(sig), ptr(msg), csize(msg), ptr(public)); rc {
	case C.NACLCMP_OSSL_MATCH:
		return true, nil
	case C.NACLCMP_OSSL_MISMATCH:
		return false, nil
	default:
		return false, failed(rc, "Ed25519 verification")
	}
}
