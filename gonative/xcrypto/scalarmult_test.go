package xcrypto_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/xcrypto"
)

func TestX25519Agreement(t *testing.T) {
	x := xcrypto.X25519{}
	a, b := seq(1, 32), seq(2, 32)
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
	viaMult := make([]byte, 32)
	if err := x.ScalarMult(viaMult, a, basepoint); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(viaMult, pa) {
		t.Fatalf("ScalarMult(a, 9) = %x, ScalarBaseMult(a) = %x", viaMult, pa)
	}
}

// u = 0 and u = 1 are of low order (RFC 7748, section 6.1); x/crypto
// refuses the all-zero product, and the binding must return that as an
// error naming point, with out untouched.
func TestX25519LowOrder(t *testing.T) {
	for _, u := range []byte{0, 1} {
		point := make([]byte, 32)
		point[0] = u
		out := filled(0xee, 32)
		err := (xcrypto.X25519{}).ScalarMult(out, seq(3, 32), point)
		if err == nil || !strings.Contains(err.Error(), ": point: ") {
			t.Errorf("u=%d: error %v, want one naming point", u, err)
		}
		if !bytes.Equal(out, filled(0xee, 32)) {
			t.Errorf("u=%d: out changed: %x", u, out)
		}
	}
}
