package tweetnacl

import (
	"bytes"
	"crypto/ed25519"
	"fmt"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestKeyFromSeedMatchesLibsodium is the check the seed-as-random-bytes
// trick must pass: for every seed, TweetNaCl's key pair equals libsodium's
// crypto_sign_seed_keypair (and crypto/ed25519's).
func TestKeyFromSeedMatchesLibsodium(t *testing.T) {
	ctest.KeyFromSeedMatches(t, Ed25519{}, sodium.Ed25519{}, "libsodium", 14)
}

// TestKeyFromSeedConcurrent derives keys from many goroutines at once, with
// random key generation interleaved: randMu must keep each seed for its
// own call.
func TestKeyFromSeedConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := ctest.Rand(uint64(100 + g))
			for i := 0; i < 20; i++ {
				seed := ctest.Bytes(r, 32)
				pub, priv := make([]byte, 32), make([]byte, 64)
				if err := (Ed25519{}).KeyFromSeed(pub, priv, seed); err != nil {
					errs <- err
					return
				}
				if want := ed25519.NewKeyFromSeed(seed); !bytes.Equal(priv, want) {
					errs <- fmt.Errorf("goroutine %d: seed %x gave private key %x, want %x", g, seed, priv, want)
					return
				}
				if err := (Ed25519{}).GenerateKey(make([]byte, 32), make([]byte, 64)); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestGenerateKey(t *testing.T) {
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := (Ed25519{}).GenerateKey(pub, priv); err != nil {
		t.Fatal(err)
	}
	pub2, priv2 := make([]byte, 32), make([]byte, 64)
	if err := (Ed25519{}).GenerateKey(pub2, priv2); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(priv[:32], priv2[:32]) {
		t.Error("two random key pairs share their seed")
	}
	// A random key pair is the key pair of its own seed.
	ctest.EqualHex(t, "random private key", priv, ed25519.NewKeyFromSeed(priv[:32]))
	ctest.EqualHex(t, "random public key", pub, priv[32:])
}

func TestSignMatchesCryptoEd25519(t *testing.T) { ctest.SignMatchesCryptoEd25519(t, Ed25519{}, 15) }

// TestEd25519RFC8032 checks RFC 8032, section 7.1, TESTs 1 and 2.
func TestEd25519RFC8032(t *testing.T) { ctest.RFC8032(t, Ed25519{}) }

// TestNonCanonicalS documents that TweetNaCl accepts S + L in place of S
// (it never checks S < L), where libsodium and crypto/ed25519 refuse it.
// The different verdicts in one process also show that this binding
// reaches TweetNaCl's crypto_sign_open, not libsodium's.
func TestNonCanonicalS(t *testing.T) {
	ctest.NonCanonicalSAccepted(t, Ed25519{}, "TweetNaCl", sodium.Ed25519{}, "libsodium", 16)
}
