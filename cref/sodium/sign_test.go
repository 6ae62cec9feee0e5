package sodium_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestSignCombined checks that crypto_sign's signed message is the
// detached signature followed by the message, and that crypto_sign_open and
// crypto_sign_verify_detached agree on valid and forged input.
func TestSignCombined(t *testing.T) {
	var ed sodium.Ed25519
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, seq(32, 42)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(priv[:32], seq(32, 42)) || !bytes.Equal(priv[32:], pub) {
		t.Fatal("private key is not seed‖public")
	}
	for _, n := range []int{0, 1, 200} {
		msg := seq(n, 3)
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
		if ok, err := ed.OpenCombined(out, signed, pub); ok || err != nil || !allZero(out) {
			t.Fatalf("len %d: OpenCombined(forged) = %v, %v, msg %x; want false, nil, zeros", n, ok, err, out)
		}
		if ok, err := ed.Verify(signed[:64], msg, pub); ok || err != nil {
			t.Fatalf("len %d: Verify(forged) = %v, %v; want false, nil", n, ok, err)
		}
	}
}

// TestSignRFC8032 checks RFC 8032 section 7.1, TEST 1 (empty message).
func TestSignRFC8032(t *testing.T) {
	var ed sodium.Ed25519
	seed := unhex(t, "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
	wantPub := unhex(t, "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
	wantSig := unhex(t, "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
	pub, priv, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub, wantPub) {
		t.Fatalf("public = %x, RFC 8032 says %x", pub, wantPub)
	}
	if err := ed.Sign(sig, nil, priv); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sig, wantSig) {
		t.Fatalf("sig = %x, RFC 8032 says %x", sig, wantSig)
	}
}

// TestKeyConversion checks that converting an Ed25519 key pair gives an
// X25519 pair (the converted public key is the base-point multiple of the
// converted private key) and that an invalid public key is refused.
func TestKeyConversion(t *testing.T) {
	var (
		ed   sodium.Ed25519
		conv sodium.Ed25519X25519
	)
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, seq(32, 9)); err != nil {
		t.Fatal(err)
	}
	xpub, xpriv, want := make([]byte, 32), make([]byte, 32), make([]byte, 32)
	if err := conv.PublicToX25519(xpub, pub); err != nil {
		t.Fatal(err)
	}
	if err := conv.PrivateToX25519(xpriv, priv); err != nil {
		t.Fatal(err)
	}
	if err := (sodium.X25519{}).ScalarBaseMult(want, xpriv); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(xpub, want) {
		t.Fatalf("converted public %x, want X25519(converted private) %x", xpub, want)
	}
	// The identity point (y = 1) has small order and must be refused.
	identity := make([]byte, 32)
	identity[0] = 1
	if err := conv.PublicToX25519(xpub, identity); err == nil {
		t.Fatal("PublicToX25519 accepted the identity point")
	}
}
