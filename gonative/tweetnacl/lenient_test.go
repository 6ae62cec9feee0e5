package tweetnacl_test

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"golang.org/x/crypto/curve25519"

	"github.com/naclcmp/naclcmp/gonative/tweetnacl"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// The tests in this file show what the original does not check, and so
// neither does the port: the port must be as lenient as TweetNaCl, not
// fixed.

// groupOrder is L = 2^252 + 27742317777372353535851937790883648493.
var groupOrder, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// TestNonCanonicalSAccepted shows that crypto_sign_open never checks
// S < L: a valid signature with S replaced by S + k·L, for every k that
// keeps it below 2^256, still verifies, where crypto/ed25519 refuses it
// (as libsodium does; TweetNaCl C accepts it, see expect/edge.json).
func TestNonCanonicalSAccepted(t *testing.T) {
	r := newRand(12)
	s := tweetnacl.Ed25519{}
	limit := new(big.Int).Lsh(big.NewInt(1), 256)
	for i := range 4 {
		priv := ed25519.NewKeyFromSeed(randBytes(r, 32))
		pub := priv.Public().(ed25519.PublicKey)
		msg := randBytes(r, 10*i)
		sig := ed25519.Sign(priv, msg)
		S := fromLE(sig[32:])
		tried := 0
		for k := int64(1); ; k++ {
			Sk := new(big.Int).Add(S, new(big.Int).Mul(big.NewInt(k), groupOrder))
			if Sk.Cmp(limit) >= 0 {
				break
			}
			bad := append(bytes.Clone(sig[:32]), toLE32(Sk)...)
			if ok, err := s.Verify(bad, msg, pub); !ok || err != nil {
				t.Errorf("S + %d·L: Verify = %v, %v; want true (TweetNaCl does not check S < L)", k, ok, err)
			}
			if ed25519.Verify(pub, msg, bad) {
				t.Errorf("S + %d·L: crypto/ed25519 accepted it", k)
			}
			tried++
		}
		if tried == 0 {
			t.Fatal("no S + k·L below 2^256: the test checked nothing")
		}
		// A signature of another message is still refused: the leniency is
		// about the encoding of S, not about the equation.
		bad := bytes.Clone(sig)
		bad[40] ^= 1
		if ok, err := s.Verify(bad, msg, pub); ok || err != nil {
			t.Errorf("S changed: Verify = %v, %v; want false", ok, err)
		}
	}
}

// fromLE reads a little-endian integer.
func fromLE(b []byte) *big.Int {
	be := slices.Clone(b)
	slices.Reverse(be)
	return new(big.Int).SetBytes(be)
}

// toLE32 writes x < 2^256 as 32 little-endian bytes.
func toLE32(x *big.Int) []byte {
	b := x.FillBytes(make([]byte, 32))
	slices.Reverse(b)
	return b
}

// lowOrder are encodings of points of order 1, 2, 4 or 8 on Curve25519 or
// its twist, the list libsodium refuses: u = 0, 1, the two points of order
// 8, and p - 1, p, p + 1 (non-canonical encodings of the same points).
var lowOrder = append(slices.Clone(argtest.LowOrderPoints),
	mustHex("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"),
	mustHex("5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157"),
	mustHex("ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
	mustHex("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
	mustHex("eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
)

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// TestX25519LowOrderPoints shows that crypto_scalarmult refuses no point:
// for a low-order point the product is all zero and there is no error,
// where x/crypto's curve25519.X25519 refuses; and crypto_box_beforenm
// then derives the HSalsa20 of zero, a key anybody can compute.
func TestX25519LowOrderPoints(t *testing.T) {
	scalar := randBytes(newRand(13), 32)
	zeroKey := make([]byte, 32)
	if err := (tweetnacl.HSalsa20{}).Core(zeroKey, make([]byte, 16), make([]byte, 32), []byte("expand 32-byte k")); err != nil {
		t.Fatal(err)
	}
	for _, u := range lowOrder {
		out := bytes.Repeat([]byte{0xAA}, 32)
		if err := (tweetnacl.X25519{}).ScalarMult(out, scalar, u); err != nil {
			t.Errorf("u=%x: error %v; TweetNaCl refuses no point", u, err)
		}
		equalHex(t, fmt.Sprintf("product with u=%x", u), out, make([]byte, 32))
		if _, err := curve25519.X25519(scalar, u); err == nil {
			t.Errorf("u=%x: x/crypto accepted it: not a low-order point", u)
		}
		shared := make([]byte, 32)
		if err := (tweetnacl.Box{}).Precompute(shared, u, scalar); err != nil {
			t.Errorf("u=%x: Precompute: %v", u, err)
		}
		equalHex(t, fmt.Sprintf("shared key with u=%x", u), shared, zeroKey)
	}
}

// TestX25519Agreement checks the Diffie-Hellman property and that
// ScalarBaseMult is ScalarMult with u = 9.
func TestX25519Agreement(t *testing.T) {
	x := tweetnacl.X25519{}
	a, b := bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 32)
	pa, pb, sab, sba, via := make([]byte, 32), make([]byte, 32), make([]byte, 32), make([]byte, 32), make([]byte, 32)
	for _, err := range []error{
		x.ScalarBaseMult(pa, a), x.ScalarBaseMult(pb, b),
		x.ScalarMult(sab, a, pb), x.ScalarMult(sba, b, pa),
		x.ScalarMult(via, a, append([]byte{9}, make([]byte, 31)...)),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	equalHex(t, "a·(b·9) vs b·(a·9)", sab, sba)
	equalHex(t, "a·9 by ScalarMult vs ScalarBaseMult", via, pa)
}

func TestEqual(t *testing.T) {
	r := newRand(14)
	for _, tc := range []struct {
		name string
		eq   matrix.Equal
		n    int
	}{{"verify16", tweetnacl.Verify16{}, 16}, {"verify32", tweetnacl.Verify32{}, 32}} {
		a := randBytes(r, tc.n)
		if ok, err := tc.eq.Equal(a, bytes.Clone(a)); !ok || err != nil {
			t.Errorf("%s: equal strings: %v, %v", tc.name, ok, err)
		}
		for i := range tc.n {
			for _, bit := range []byte{0x01, 0x80} {
				b := bytes.Clone(a)
				b[i] ^= bit
				if ok, err := tc.eq.Equal(a, b); ok || err != nil {
					t.Errorf("%s: strings differing in byte %d (bit %#x) compare equal (%v, %v)", tc.name, i, bit, ok, err)
				}
			}
		}
	}
}

func TestVersion(t *testing.T) {
	if v := tweetnacl.Version(); v != "TweetNaCl 20140427, ported to Go here" {
		t.Errorf("Version() = %q", v)
	}
}
