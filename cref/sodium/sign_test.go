package sodium_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestSignCombined checks that crypto_sign's signed message is the
// detached signature followed by the message, and that crypto_sign_open and
// crypto_sign_verify_detached agree on valid and forged input.
func TestSignCombined(t *testing.T) {
	var ed sodium.Ed25519
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, ctest.Seq(32, 42)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(priv[:32], ctest.Seq(32, 42)) || !bytes.Equal(priv[32:], pub) {
		t.Fatal("private key is not seed‖public")
	}
	for _, n := range []int{0, 1, 200} {
		msg := ctest.Seq(n, 3)
		sig := make([]byte, 64)
		if err := ed.Sign(sig, msg, priv); err != nil {
			t.Fatal(err)
		}
		signed := make([]byte, n+64)
		if err := ed.SignCombined(signed, msg, priv); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(signed[:64], sig) || !bytes.Equal(signed[64:], msg) {
			t.Fatalf("len %d: crypto_sign output is not sig‖msg", n)
		}
		got := make([]byte, n)
		if ok, err := ed.OpenCombined(got, signed, pub); !ok || err != nil || !bytes.Equal(got, msg) {
			t.Fatalf("len %d: OpenCombined = %v, %v, %x", n, ok, err, got)
		}
		if ok, err := ed.Verify(signed[:64], signed[64:], pub); !ok || err != nil {
			t.Fatalf("len %d: Verify(split of signed) = %v, %v", n, ok, err)
		}

		signed[10] ^= 1
		out := bytes.Repeat([]byte{0xee}, n)
		if ok, err := ed.OpenCombined(out, signed, pub); ok || err != nil || !ctest.AllZero(out) {
			t.Fatalf("len %d: OpenCombined(forged) = %v, %v, msg %x; want false, nil, zeros", n, ok, err, out)
		}
		if ok, err := ed.Verify(signed[:64], msg, pub); ok || err != nil {
			t.Fatalf("len %d: Verify(forged) = %v, %v; want false, nil", n, ok, err)
		}
	}
}

// TestSignRFC8032 checks RFC 8032, section 7.1, TESTs 1 and 2.
func TestSignRFC8032(t *testing.T) { ctest.RFC8032(t, sodium.Ed25519{}) }

// TestKeyConversion checks that converting an Ed25519 key pair gives an
// X25519 pair and that an invalid public key is refused.
func TestKeyConversion(t *testing.T) {
	ctest.KeyConversion(t, sodium.Ed25519{}, sodium.Ed25519X25519{}, sodium.X25519{})
}
