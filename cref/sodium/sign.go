package sodium

/*
#include <sodium.h>

// Public-key calls take microseconds: see "cgo directives" in sodium.go.
#cgo noescape crypto_sign_seed_keypair
#cgo nocallback crypto_sign_seed_keypair
#cgo noescape crypto_sign_detached
#cgo nocallback crypto_sign_detached
#cgo noescape crypto_sign_verify_detached
#cgo nocallback crypto_sign_verify_detached
#cgo noescape crypto_sign
#cgo nocallback crypto_sign
#cgo noescape crypto_sign_open
#cgo nocallback crypto_sign_open

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call, n times.
#include "naclcmp_loop.h"
NACLCMP_LOOP(naclcmp_sodium_loop_ed25519_sign, crypto_sign_detached(a->out, NULL, a->m, a->mlen, a->sk))
*/
import "C"

import "github.com/naclcmp/naclcmp/internal/argcheck"

// Sizes of crypto_sign_ed25519.
const (
	ed25519PublicBytes  = C.crypto_sign_ed25519_PUBLICKEYBYTES
	ed25519PrivateBytes = C.crypto_sign_ed25519_SECRETKEYBYTES
	ed25519SeedBytes    = C.crypto_sign_ed25519_SEEDBYTES
	ed25519SigBytes     = C.crypto_sign_ed25519_BYTES
)

// Ed25519 is the Ed25519 signature scheme (crypto_sign). Private keys are
// 64 bytes, seed‖public, as in crypto/ed25519. Like libsodium, Sign takes
// the public half from the private key as given and does not recompute it
// from the seed.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed
// (crypto_sign_seed_keypair).
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_sign_seed_keypair(ptr(public), ptr(private), ptr(seed)), "crypto_sign_seed_keypair")
}

// Sign writes the 64-byte signature of msg under private to sig
// (crypto_sign_detached).
func (Ed25519) Sign(sig, msg, private []byte) error {
	// The checks inline (argcheck's fast paths); the ordered ones run only
	// to name a failure.
	if !(initialized.Load() && uint64(len(msg)) <= maxSign && len(sig) == ed25519SigBytes && len(private) == ed25519PrivateBytes &&
		argcheck.Apart(sig, msg, private)) {
		c := begin()
		c.AtMost("msg", msg, maxSign)
		if c.SignArgs(sig, msg, private, ed25519SigBytes, ed25519PrivateBytes); c.Err() != nil {
			return c.Err()
		}
	}
	// The signature length output is optional; passing NULL keeps the
	// call free of Go pointers to locals, which would escape to the heap.
	return failed(C.crypto_sign_detached(ptr(sig), nil, ptr(msg), ull(msg), ptr(private)), "crypto_sign_detached")
}

// Verify reports whether sig is a valid signature of msg under public
// (crypto_sign_verify_detached). libsodium rejects non-canonical S values
// and small-order public keys and R values; a sig that is not 64 bytes is an
// error.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	if err := c.Err(); err != nil {
		return false, err
	}
	return C.crypto_sign_verify_detached(ptr(sig), ptr(msg), ull(msg), ptr(public)) == 0, nil
}

// SignCombined writes the signed message sig‖msg to signed, len(signed) =
// len(msg) + 64 (crypto_sign). The bytes equal a Sign signature followed by
// msg.
func (Ed25519) SignCombined(signed, msg, private []byte) error {
	c := begin()
	c.AtMost("msg", msg, maxSign)
	c.Size("signed", signed, len(msg)+ed25519SigBytes)
	c.Size("private", private, ed25519PrivateBytes)
	c.Disjoint("signed", signed, "msg", msg)
	c.Disjoint("signed", signed, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(C.crypto_sign(ptr(signed), nil, ptr(msg), ull(msg), ptr(private)), "crypto_sign")
}

// OpenCombined checks the signed message sig‖msg under public and writes
// msg, len(msg) = len(signed) - 64 (crypto_sign_open). It reports false,
// with msg zeroed, if the signature is invalid.
func (Ed25519) OpenCombined(msg, signed, public []byte) (bool, error) {
	c := begin()
	c.AtLeast("signed", signed, ed25519SigBytes)
	c.Size("msg", msg, len(signed)-ed25519SigBytes)
	c.Size("public", public, ed25519PublicBytes)
	c.Disjoint("msg", msg, "signed", signed)
	c.Disjoint("msg", msg, "public", public)
	if err := c.Err(); err != nil {
		return false, err
	}
	if C.crypto_sign_open(ptr(msg), nil, ptr(signed), ull(signed), ptr(public)) != 0 {
		clear(msg)
		return false, nil
	}
	return true, nil
}
