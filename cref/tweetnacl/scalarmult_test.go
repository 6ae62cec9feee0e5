package tweetnacl

import (
	"crypto/ecdh"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

func TestX25519MatchesCryptoECDH(t *testing.T) {
	r := ctest.Rand(12)
	for i := 0; i < 16; i++ {
		a, b := ctest.Bytes(r, 32), ctest.Bytes(r, 32)
		ka, err := ecdh.X25519().NewPrivateKey(a)
		if err != nil {
			t.Fatal(err)
		}
		kb, err := ecdh.X25519().NewPrivateKey(b)
		if err != nil {
			t.Fatal(err)
		}
		pubA := make([]byte, 32)
		if err := (X25519{}).ScalarBaseMult(pubA, a); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "X25519 base mult", pubA, ka.PublicKey().Bytes())

		shared := make([]byte, 32)
		if err := (X25519{}).ScalarMult(shared, b, pubA); err != nil {
			t.Fatal(err)
		}
		want, err := kb.ECDH(ka.PublicKey())
		if err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, "X25519 shared secret", shared, want)
	}
}

// TestX25519RFC7748 checks the test vectors of RFC 7748, sections 5.2
// and 6.1.
func TestX25519RFC7748(t *testing.T) { ctest.X25519RFC7748(t, X25519{}) }

// TestX25519LowOrderPoint documents that TweetNaCl does not reject
// low-order points, and doubles as proof that this binding reaches
// TweetNaCl and not libsodium's crypto_scalarmult (which refuses them) in
// the same process.
func TestX25519LowOrderPoint(t *testing.T) {
	scalar := testRandBytes(13, 32)
	for _, u := range [][]byte{make([]byte, 32), append([]byte{1}, make([]byte, 31)...)} {
		out := make([]byte, 32)
		for i := range out {
			out[i] = 0xAA
		}
		if err := (X25519{}).ScalarMult(out, scalar, u); err != nil {
			t.Errorf("u=%x: TweetNaCl returned an error (%v); it is documented not to check", u[:1], err)
		}
		ctest.EqualHex(t, "low-order result", out, make([]byte, 32))

		if err := (sodium.X25519{}).ScalarMult(make([]byte, 32), scalar, u); err == nil {
			t.Errorf("u=%x: libsodium accepted a low-order point: the two bindings reach the same code", u[:1])
		}
	}
}

// testRandBytes is randBytes with a fresh source.
func testRandBytes(seed uint64, n int) []byte { return ctest.Bytes(ctest.Rand(seed), n) }
