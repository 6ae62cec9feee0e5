// Package nativetest holds the test helpers that the gonative packages
// share: decoding of hex test vectors and the X25519 agreement check.
package nativetest

import (
	"bytes"
	"encoding/hex"
	"testing"
)

// Hex decodes a hex test constant, failing the test on a typo.
func Hex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatalf("bad hex constant %q: %v", s, err)
	}
	return b
}

// ScalarMulter is the X25519 method set of the comparison matrix.
type ScalarMulter interface {
	ScalarMult(out, scalar, point []byte) error
	ScalarBaseMult(out, scalar []byte) error
}

// X25519Agreement checks the Diffie-Hellman property, a·(b·9) = b·(a·9),
// and that ScalarBaseMult is ScalarMult with the base point u = 9.
func X25519Agreement(t *testing.T, x ScalarMulter) {
	t.Helper()
	a, b := bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 32)
	pa, pb := make([]byte, 32), make([]byte, 32)
	if err := x.ScalarBaseMult(pa, a); err != nil {
		t.Fatal(err)
	}
	if err := x.ScalarBaseMult(pb, b); err != nil {
		t.Fatal(err)
	}
	sab, sba := make([]byte, 32), make([]byte, 32)
	if err := x.ScalarMult(sab, a, pb); err != nil {
		t.Fatal(err)
	}
	if err := x.ScalarMult(sba, b, pa); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sab, sba) {
		t.Fatalf("shared secrets differ: %x vs %x", sab, sba)
	}
	if bytes.Equal(sab, make([]byte, 32)) {
		t.Fatal("shared secret is all zero")
	}
	basepoint := append([]byte{9}, make([]byte, 31)...)
	viaMult := make([]byte, 32)
	if err := x.ScalarMult(viaMult, a, basepoint); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(viaMult, pa) {
		t.Fatalf("ScalarMult(a, 9) = %x, ScalarBaseMult(a) = %x", viaMult, pa)
	}
}
