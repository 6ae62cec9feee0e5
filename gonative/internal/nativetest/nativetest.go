// Package nativetest holds the test helpers that the gonative packages
// share: decoding of hex test constants and the X25519 agreement check,
// which takes the operation as the matrix's family interface.
package nativetest

import (
	"bytes"
	"encoding/hex"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
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

// X25519Agreement checks the Diffie-Hellman property, a·(b·9) = b·(a·9),
// and that ScalarBaseMult is ScalarMult with the base point u = 9.
func X25519Agreement(t *testing.T, x matrix.ScalarMult) {
	t.Helper()
	s, err := matrix.Lookup("scalarmult/x25519")
	if err != nil {
		t.Fatal(err)
	}
	a, b := bytes.Repeat([]byte{1}, s.Private), bytes.Repeat([]byte{2}, s.Private)
	pa, pb := make([]byte, s.Public), make([]byte, s.Public)
	if err := x.ScalarBaseMult(pa, a); err != nil {
		t.Fatal(err)
	}
	if err := x.ScalarBaseMult(pb, b); err != nil {
		t.Fatal(err)
	}
	sab, sba := make([]byte, s.Out), make([]byte, s.Out)
	if err := x.ScalarMult(sab, a, pb); err != nil {
		t.Fatal(err)
	}
	if err := x.ScalarMult(sba, b, pa); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sab, sba) {
		t.Fatalf("shared secrets differ: %x vs %x", sab, sba)
	}
	if bytes.Equal(sab, make([]byte, s.Out)) {
		t.Fatal("shared secret is all zero")
	}
	basepoint := make([]byte, s.Public)
	basepoint[0] = 9
	viaMult := make([]byte, s.Out)
	if err := x.ScalarMult(viaMult, a, basepoint); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(viaMult, pa) {
		t.Fatalf("ScalarMult(a, 9) = %x, ScalarBaseMult(a) = %x", viaMult, pa)
	}
}
