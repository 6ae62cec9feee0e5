package orlp

import (
	"crypto/ed25519"
	"slices"
	"testing"

	"filippo.io/edwards25519"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestAddScalar adds a scalar to both halves of a key pair: the result must
// be the pair of a + n mod L (checked with filippo.io/edwards25519), sign
// and verify under orlp, libsodium and crypto/ed25519, and match what the
// public-only addition gives.
func TestAddScalar(t *testing.T) {
	r := ctest.Rand(6)
	for i := 0; i < 16; i++ {
		pub, exp := make([]byte, 32), make([]byte, 64)
		if err := (Ed25519{}).CreateKeyPair(pub, exp, ctest.Bytes(r, 32)); err != nil {
			t.Fatal(err)
		}
		n := ctest.Bytes(r, 32)
		if i == 0 {
			n[31] |= 0x80 // orlp ignores the top bit
		}

		// The expected scalar: a + (n with its top bit cleared) mod L.
		a := scalarOf(t, exp[:32])
		nc := slices.Clone(n)
		nc[31] &= 127
		want := edwards25519.NewScalar().Add(a, scalarOf(t, nc))
		wantPub := new(edwards25519.Point).ScalarBaseMult(want).Bytes()

		pub2, exp2 := slices.Clone(pub), slices.Clone(exp)
		if err := (Ed25519{}).AddScalar(pub2, exp2, n); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "new scalar", exp2[:32], want.Bytes())
		ctest.EqualHex(t, "nonce prefix", exp2[32:], exp[32:])
		ctest.EqualHex(t, "new public key", pub2, wantPub)

		pubOnly := slices.Clone(pub)
		if err := (Ed25519{}).AddScalarPublic(pubOnly, n); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "public-only addition", pubOnly, pub2)

		msg := ctest.Bytes(r, 33)
		sig := make([]byte, 64)
		if err := (Ed25519{}).SignExpanded(sig, msg, pub2, exp2); err != nil {
			t.Fatal(err)
		}
		if ok, err := (Ed25519{}).Verify(sig, msg, pub2); err != nil || !ok {
			t.Errorf("orlp Verify after AddScalar = %v, %v", ok, err)
		}
		if ok, err := (sodium.Ed25519{}).Verify(sig, msg, pub2); err != nil || !ok {
			t.Errorf("libsodium Verify after AddScalar = %v, %v", ok, err)
		}
		if !ed25519.Verify(pub2, msg, sig) {
			t.Error("crypto/ed25519 Verify after AddScalar = false")
		}
		if ok, _ := (Ed25519{}).Verify(sig, msg, pub); ok {
			t.Error("signature of the new key verifies under the old public key")
		}
	}
}

// scalarOf reduces 32 little-endian bytes mod L.
func scalarOf(t *testing.T, b []byte) *edwards25519.Scalar {
	t.Helper()
	wide := append(slices.Clone(b), make([]byte, 32)...)
	s, err := edwards25519.NewScalar().SetUniformBytes(wide)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
