package edwards25519_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ed25519"
	"encoding/hex"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/edwards25519"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArguments runs the shared table. edwards25519 accepts small-order
// public keys such as the identity, so none is refused here.
func TestArguments(t *testing.T) {
	argtest.Run(t, "edwards25519", families.Op("Ed25519X25519", "keyconv/ed25519-x25519", edwards25519.Ed25519X25519{})...)
}

// libsodium's test/default/ed25519_convert.c derives an Ed25519 key pair
// from this seed and ed25519_convert.exp records both converted keys.
func TestLibsodiumVector(t *testing.T) {
	seed, _ := hex.DecodeString("421151a459faeade3d247115f94aedae42318124095afabe4d1451a559faedee")
	wantPub, _ := hex.DecodeString("f1814f0e8ff1043d8a44d25babff3cedcae6c22c3edaa48f857ae70de2baae50")
	wantPriv, _ := hex.DecodeString("8052030376d47112be7f73ed7a019293dd12ad910b654455798b4667d73de166")

	priv := ed25519.NewKeyFromSeed(seed)
	k := edwards25519.Ed25519X25519{}
	out := make([]byte, 32)
	if err := k.PublicToX25519(out, priv[32:]); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, wantPub) {
		t.Errorf("PublicToX25519 = %x, want %x", out, wantPub)
	}
	if err := k.PrivateToX25519(out, priv); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, wantPriv) {
		t.Errorf("PrivateToX25519 = %x, want %x", out, wantPriv)
	}
}

// The two conversions must agree: the X25519 public key of the converted
// private key, computed by crypto/ecdh, is the converted public key.
func TestConversionsAgree(t *testing.T) {
	k := edwards25519.Ed25519X25519{}
	for i := range 20 {
		seed := bytes.Repeat([]byte{byte(i)}, 32)
		seed[0] = byte(7 * i)
		priv := ed25519.NewKeyFromSeed(seed)
		xPub, xPriv := make([]byte, 32), make([]byte, 32)
		if err := k.PublicToX25519(xPub, priv[32:]); err != nil {
			t.Fatal(err)
		}
		if err := k.PrivateToX25519(xPriv, priv); err != nil {
			t.Fatal(err)
		}
		if xPriv[0]&7 != 0 || xPriv[31]&0xc0 != 0x40 {
			t.Errorf("seed %d: private key %x is not clamped", i, xPriv)
		}
		p, err := ecdh.X25519().NewPrivateKey(xPriv)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.PublicKey().Bytes(); !bytes.Equal(got, xPub) {
			t.Errorf("seed %d: X25519(converted private) = %x, converted public = %x", i, got, xPub)
		}
	}
}

// For encodings (y, sign 0) with small y, math/big decides independently
// whether x² = (y²−1)/(d·y²+1) has a root mod p = 2²⁵⁵−19 (RFC 8032,
// section 5.1.3). Where it has, the output must be u = (1+y)/(1−y) mod p
// (RFC 7748, section 4.1); where it has not, an error naming edPublic, with
// out untouched.
func TestPublicToX25519Formula(t *testing.T) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	inv := func(x *big.Int) *big.Int { return new(big.Int).ModInverse(x, p) }
	mod := func(x *big.Int) *big.Int { return x.Mod(x, p) }
	d := mod(new(big.Int).Mul(big.NewInt(-121665), inv(big.NewInt(121666))))

	k := edwards25519.Ed25519X25519{}
	points, nonPoints := 0, 0
	for y := int64(2); y < 60; y++ {
		Y := big.NewInt(y)
		y2 := new(big.Int).Mul(Y, Y)
		num := mod(new(big.Int).Sub(y2, big.NewInt(1)))
		den := mod(new(big.Int).Add(new(big.Int).Mul(d, y2), big.NewInt(1)))
		x2 := mod(new(big.Int).Mul(num, inv(den)))
		isPoint := big.Jacobi(x2, p) != -1

		enc := make([]byte, 32)
		enc[0] = byte(y)
		out := bytes.Repeat([]byte{0xee}, 32)
		err := k.PublicToX25519(out, enc)
		if !isPoint {
			nonPoints++
			if err == nil || !strings.Contains(err.Error(), ": edPublic: ") {
				t.Errorf("y=%d is no point: error %v, want one naming edPublic", y, err)
			}
			if !bytes.Equal(out, bytes.Repeat([]byte{0xee}, 32)) {
				t.Errorf("y=%d: out changed on error", y)
			}
			continue
		}
		points++
		if err != nil {
			t.Errorf("y=%d is a point: %v", y, err)
			continue
		}
		u := mod(new(big.Int).Mul(new(big.Int).Add(Y, big.NewInt(1)), inv(mod(new(big.Int).Sub(big.NewInt(1), Y)))))
		want := u.FillBytes(make([]byte, 32))
		slices.Reverse(want) // little-endian
		if !bytes.Equal(out, want) {
			t.Errorf("y=%d: u = %x, want %x", y, out, want)
		}
	}
	if points == 0 || nonPoints == 0 {
		t.Fatalf("sample has %d points and %d non-points; want both", points, nonPoints)
	}
}
