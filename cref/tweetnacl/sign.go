package tweetnacl

/*
#include "naclcmp_tweet.h"

// crypto_sign and crypto_sign_open report a length through a pointer; a C
// local keeps that pointer off the Go heap.
static int naclcmp_tweet_sign_combined(unsigned char *sm, const unsigned char *m,
	unsigned long long n, const unsigned char *sk)
{
	unsigned long long smlen;
	return naclcmp_tweet_crypto_sign(sm, &smlen, m, n, sk);
}

static int naclcmp_tweet_sign_open_combined(unsigned char *m, const unsigned char *sm,
	unsigned long long n, const unsigned char *pk)
{
	unsigned long long mlen;
	return naclcmp_tweet_crypto_sign_open(m, &mlen, sm, n, pk);
}

// The C loop of Ed25519.Sign for the benchmark (loops.go): the same call,
// n times, with the private key as KeyFromSeed wrote it. To write what the
// binding writes, the loop also keeps, in C, the first 64 bytes of the
// signed message, which the binding copies in Go; its buffer comes from
// malloc, where the binding's comes from a pool and is wiped after the
// call, which the loop does not do.
#include <stdlib.h>
#include <string.h>
#include "naclcmp_loop.h"
static int naclcmp_tweet_loop_sign_detached(const naclcmp_loop_args *a)
{
	unsigned char *sm = malloc((size_t)a->mlen + 64);
	int rc;

	if (sm == NULL)
		return -3;
	rc = naclcmp_tweet_sign_combined(sm, a->m, a->mlen, a->sk);
	if (rc == 0)
		memcpy(a->out, sm, 64);
	free(sm);
	return rc;
}
NACLCMP_LOOP(naclcmp_tweet_loop_ed25519_sign, naclcmp_tweet_loop_sign_detached(a))
*/
import "C"

import (
	"math"
	"sync"

	"github.com/naclcmp/naclcmp/internal/naclpad"
)

// Sizes of crypto_sign_ed25519.
const (
	ed25519PublicBytes  = 32
	ed25519PrivateBytes = 64
	ed25519SeedBytes    = 32
	ed25519SigBytes     = 64
	// crypto_sign_open copies the signed message with an int counter, so
	// sig‖msg must stay below 2^31 bytes.
	ed25519MaxOpen = math.MaxInt32 - ed25519SigBytes
)

// randMu serializes every call that draws random bytes: seeded key
// generation hands its seed to TweetNaCl through the one process-wide
// random source (tweet_random.c).
var randMu sync.Mutex

// Ed25519 is the Ed25519 signature scheme (crypto_sign). Private keys are
// 64 bytes, seed‖public, as in crypto/ed25519 and libsodium; like them,
// Sign takes the public half from the private key as given.
//
// Verification accepts a non-canonical S (S ≥ L, which libsodium and
// crypto/ed25519 reject): TweetNaCl does not check it.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed. TweetNaCl has no
// seeded key generation: its crypto_sign_keypair draws the seed from
// randombytes, so the binding serves the given seed as those random bytes,
// holding randMu.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	randMu.Lock()
	defer randMu.Unlock()
	return failed(C.naclcmp_tweet_sign_seed_keypair(ptr(public), ptr(private), ptr(seed)), "crypto_sign_keypair with a seed")
}

// GenerateKey writes a new random key pair to public and private
// (crypto_sign_keypair, whose random bytes come from getrandom(2)).
func (Ed25519) GenerateKey(public, private []byte) error {
	c := begin()
	c.Size("public", public, ed25519PublicBytes)
	c.Size("private", private, ed25519PrivateBytes)
	c.Disjoint("public", public, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	randMu.Lock()
	defer randMu.Unlock()
	return failed(C.naclcmp_tweet_crypto_sign_keypair(ptr(public), ptr(private)), "crypto_sign_keypair")
}

// Sign writes the 64-byte signature of msg under private to sig. TweetNaCl
// only makes signed messages (crypto_sign), so the binding signs into a
// scratch buffer and keeps the first 64 bytes.
func (Ed25519) Sign(sig, msg, private []byte) error {
	c := begin()
	c.Size("sig", sig, ed25519SigBytes)
	c.Size("private", private, ed25519PrivateBytes)
	c.Disjoint("sig", sig, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	s := naclpad.GetScratch(len(msg) + ed25519SigBytes)
	defer s.Release()
	if err := failed(C.naclcmp_tweet_sign_combined(ptr(s.Buf), ptr(msg), ull(msg), ptr(private)), "crypto_sign"); err != nil {
		return err
	}
	copy(sig, s.Buf[:ed25519SigBytes])
	return nil
}

// Verify reports whether sig is a valid signature of msg under public. The
// binding builds the signed message sig‖msg in a scratch buffer for
// crypto_sign_open. A sig that is not 64 bytes is an error, as is a
// message longer than 2^31 - 65 bytes, past which TweetNaCl's int counter
// would overflow.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	c.AtMost("msg", msg, ed25519MaxOpen)
	if err := c.Err(); err != nil {
		return false, err
	}
	n := len(msg) + ed25519SigBytes
	s := naclpad.GetScratch(2 * n)
	defer s.Release()
	sm, m := s.Buf[:n], s.Buf[n:]
	copy(sm, sig)
	copy(sm[ed25519SigBytes:], msg)
	return C.naclcmp_tweet_sign_open_combined(ptr(m), ptr(sm), C.ulonglong(n), ptr(public)) == 0, nil
}
