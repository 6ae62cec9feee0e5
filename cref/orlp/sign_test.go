package orlp

import (
	"crypto/sha512"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

func TestKeyFromSeedMatchesLibsodium(t *testing.T) {
	ctest.KeyFromSeedMatches(t, Ed25519{}, sodium.Ed25519{}, "libsodium", 1)
}

// TestExpandedKeys pins down the boundary conversion: orlp's private key is
// SHA-512 of the seed with the scalar half clamped; ExpandPrivate yields
// exactly what ed25519_create_keypair makes, and signing with it equals
// signing with seed‖public.
func TestExpandedKeys(t *testing.T) {
	r := ctest.Rand(2)
	for i := 0; i < 16; i++ {
		seed := ctest.Bytes(r, 32)
		pub, priv := make([]byte, 32), make([]byte, 64)
		if err := (Ed25519{}).KeyFromSeed(pub, priv, seed); err != nil {
			t.Fatal(err)
		}
		natPub, natExp := make([]byte, 32), make([]byte, 64)
		if err := (Ed25519{}).CreateKeyPair(natPub, natExp, seed); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "CreateKeyPair public key", natPub, pub)

		want := sha512.Sum512(seed)
		want[0] &= 248
		want[31] &= 127
		want[31] |= 64
		ctest.EqualHex(t, "ed25519_create_keypair private key", natExp, want[:])

		exp := make([]byte, 64)
		if err := (Ed25519{}).ExpandPrivate(exp, priv); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "ExpandPrivate", exp, natExp)

		msg := ctest.Bytes(r, 50)
		sig, sigExp := make([]byte, 64), make([]byte, 64)
		if err := (Ed25519{}).Sign(sig, msg, priv); err != nil {
			t.Fatal(err)
		}
		if err := (Ed25519{}).SignExpanded(sigExp, msg, pub, exp); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "SignExpanded vs Sign", sigExp, sig)
	}
}

func TestSignMatchesCryptoEd25519(t *testing.T) { ctest.SignMatchesCryptoEd25519(t, Ed25519{}, 3) }

// TestEd25519RFC8032 checks RFC 8032, section 7.1, TESTs 1 and 2.
func TestEd25519RFC8032(t *testing.T) { ctest.RFC8032(t, Ed25519{}) }

// TestNonCanonicalS documents that orlp accepts S + L in place of S, where
// libsodium and crypto/ed25519 refuse it; the different verdicts in one
// process also show that this binding reaches orlp's ed25519_verify.
func TestNonCanonicalS(t *testing.T) {
	ctest.NonCanonicalSAccepted(t, Ed25519{}, "orlp", sodium.Ed25519{}, "libsodium", 4)
}
