package orlp

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestKeyExchange checks orlp's key exchange, which has no second
// implementation, against the function it is: X25519 of the keys converted
// from Ed25519 (libsodium's crypto_sign_ed25519_sk_to_curve25519 and
// _pk_to_curve25519, then crypto_scalarmult). Both parties must also get
// the same secret.
func TestKeyExchange(t *testing.T) {
	r := ctest.Rand(5)
	for i := 0; i < 16; i++ {
		pubA, privA := make([]byte, 32), make([]byte, 64)
		pubB, privB := make([]byte, 32), make([]byte, 64)
		if err := (Ed25519{}).KeyFromSeed(pubA, privA, ctest.Bytes(r, 32)); err != nil {
			t.Fatal(err)
		}
		if err := (Ed25519{}).KeyFromSeed(pubB, privB, ctest.Bytes(r, 32)); err != nil {
			t.Fatal(err)
		}
		ab, ba := make([]byte, 32), make([]byte, 32)
		if err := (Ed25519{}).KeyExchange(ab, pubB, privA); err != nil {
			t.Fatal(err)
		}
		if err := (Ed25519{}).KeyExchange(ba, pubA, privB); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "A's secret vs B's", ab, ba)

		xPrivA, xPubB := make([]byte, 32), make([]byte, 32)
		if err := (sodium.Ed25519X25519{}).PrivateToX25519(xPrivA, privA); err != nil {
			t.Fatal(err)
		}
		if err := (sodium.Ed25519X25519{}).PublicToX25519(xPubB, pubB); err != nil {
			t.Fatal(err)
		}
		want := make([]byte, 32)
		if err := (sodium.X25519{}).ScalarMult(want, xPrivA, xPubB); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "orlp key exchange vs libsodium X25519 of converted keys", ab, want)
	}
}
