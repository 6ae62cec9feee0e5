package orlp

/*
#include "naclcmp_orlp.h"

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call, n
// times, each expanding seed ‖ public with orlp's sha512 before
// ed25519_sign, as the binding's does.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_orlp_loop_ed25519_sign, (naclcmp_orlp_sign_seedpub(a->out, a->m, a->mlen, a->sk), 0))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of orlp's Ed25519.
const (
	publicBytes   = 32
	privateBytes  = 64 // seed ‖ public, the matrix format
	expandedBytes = 64 // orlp's own: clamped scalar ‖ nonce prefix
	seedBytes     = 32
	sigBytes      = 64
	scalarBytes   = 32
	sharedBytes   = 32
)

// Ed25519 is orlp's Ed25519 (ed25519_create_keypair, ed25519_sign,
// ed25519_verify) plus its key exchange and scalar addition. Methods that
// take a private key use seed‖public unless their name says Expanded; see
// the package documentation.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed
// (ed25519_create_keypair) and writes the private key as seed‖public.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, publicBytes, privateBytes, seedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	C.naclcmp_orlp_key_from_seed(ptr(public), ptr(private), ptr(seed))
	return nil
}

// Sign writes the 64-byte signature of msg under the seed‖public private
// key to sig: the seed is expanded with orlp's SHA-512, then
// ed25519_sign signs with the public half as given, as crypto/ed25519 and
// libsodium do.
func (Ed25519) Sign(sig, msg, private []byte) error {
	// The argument checks inlined (argcheck's fast path), no call before
	// the cgo call; the ordered checks run only to name a failure.
	if !(len(sig) == sigBytes && len(private) == privateBytes && argcheck.Apart(sig, msg, private)) {
		c := begin()
		if c.SignArgs(sig, msg, private, sigBytes, privateBytes); c.Err() != nil {
			return c.Err()
		}
	}
	C.naclcmp_orlp_sign_seedpub(ptr(sig), ptr(msg), csize(msg), ptr(private))
	return nil
}

// Verify reports whether sig is a valid signature of msg under public
// (ed25519_verify). orlp refuses an S with any of its top three bits set
// but does not check S < L, so a non-canonical S + L verifies; libsodium
// and crypto/ed25519 refuse it. A sig that is not 64 bytes is an error.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, sigBytes, publicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.naclcmp_orlp_ed25519_verify(ptr(sig), ptr(msg), csize(msg), ptr(public)) == 1, nil
}

// CreateKeyPair is ed25519_create_keypair as orlp defines it: it writes
// the public key and orlp's 64-byte expanded private key of seed.
func (Ed25519) CreateKeyPair(public, expanded, seed []byte) error {
	c := begin()
	c.Size("public", public, publicBytes)
	c.Size("expanded", expanded, expandedBytes)
	c.Size("seed", seed, seedBytes)
	c.Disjoint("public", public, "expanded", expanded)
	c.Disjoint("public", public, "seed", seed)
	c.Disjoint("expanded", expanded, "seed", seed)
	if err := c.Err(); err != nil {
		return err
	}
	C.naclcmp_orlp_ed25519_create_keypair(ptr(public), ptr(expanded), ptr(seed))
	return nil
}

// ExpandPrivate converts a seed‖public private key to orlp's expanded
// form: SHA-512 of the seed (orlp's sha512) with the scalar half clamped,
// the boundary conversion Sign and KeyExchange perform on every call.
func (Ed25519) ExpandPrivate(expanded, private []byte) error {
	c := begin()
	c.Size("expanded", expanded, expandedBytes)
	c.Size("private", private, privateBytes)
	c.Disjoint("expanded", expanded, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	C.naclcmp_orlp_expand(ptr(expanded), ptr(private))
	return nil
}

// SignExpanded is ed25519_sign as orlp defines it: it signs msg with an
// expanded private key and the matching public key, which orlp trusts
// without checking.
func (Ed25519) SignExpanded(sig, msg, public, expanded []byte) error {
	c := begin()
	c.VerifyArgs(sig, public, sigBytes, publicBytes)
	c.Size("expanded", expanded, expandedBytes)
	c.Disjoint("sig", sig, "msg", msg)
	c.Disjoint("sig", sig, "public", public)
	c.Disjoint("sig", sig, "expanded", expanded)
	if err := c.Err(); err != nil {
		return err
	}
	C.naclcmp_orlp_ed25519_sign(ptr(sig), ptr(msg), csize(msg), ptr(public), ptr(expanded))
	return nil
}
