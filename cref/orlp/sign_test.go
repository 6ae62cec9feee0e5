package orlp

import (
	"crypto/ed25519"
	"crypto/sha512"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

func TestKeyFromSeedMatchesLibsodium(t *testing.T) {
	r := testRand(1)
	for i := 0; i < 32; i++ {
		seed := randBytes(r, 32)
		pub, priv := make([]byte, 32), make([]byte, 64)
		if err := (Ed25519{}).KeyFromSeed(pub, priv, seed); err != nil {
			t.Fatal(err)
		}
		sPub, sPriv := make([]byte, 32), make([]byte, 64)
		if err := (sodium.Ed25519{}).KeyFromSeed(sPub, sPriv, seed); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "public key vs libsodium", pub, sPub)
		equalHex(t, "private key vs libsodium", priv, sPriv)
		equalHex(t, "private key vs crypto/ed25519", priv, ed25519.NewKeyFromSeed(seed))
	}
}

// TestExpandedKeys pins down the boundary conversion: orlp's private key is
// SHA-512 of the seed with the scalar half clamped; ExpandPrivate yields
// exactly what ed25519_create_keypair makes, and signing with it equals
// signing with seed‖public.
func TestExpandedKeys(t *testing.T) {
	r := testRand(2)
	for i := 0; i < 16; i++ {
		seed := randBytes(r, 32)
		pub, priv := make([]byte, 32), make([]byte, 64)
		if err := (Ed25519{}).KeyFromSeed(pub, priv, seed); err != nil {
			t.Fatal(err)
		}
		natPub, natExp := make([]byte, 32), make([]byte, 64)
		if err := (Ed25519{}).CreateKeyPair(natPub, natExp, seed); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "CreateKeyPair public key", natPub, pub)

		want := sha512.Sum512(seed)
		want[0] &= 248
		want[31] &= 127
		want[31] |= 64
		equalHex(t, "ed25519_create_keypair private key", natExp, want[:])

		exp := make([]byte, 64)
		if err := (Ed25519{}).ExpandPrivate(exp, priv); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "ExpandPrivate", exp, natExp)

		msg := randBytes(r, 50)
		sig, sigExp := make([]byte, 64), make([]byte, 64)
		if err := (Ed25519{}).Sign(sig, msg, priv); err != nil {
			t.Fatal(err)
		}
		if err := (Ed25519{}).SignExpanded(sigExp, msg, pub, exp); err != nil {
			t.Fatal(err)
		}
		equalHex(t, "SignExpanded vs Sign", sigExp, sig)
	}
}

func TestSignMatchesCryptoEd25519(t *testing.T) {
	r := testRand(3)
	for _, n := range messageSizes {
		priv := ed25519.NewKeyFromSeed(randBytes(r, 32))
		pub := priv.Public().(ed25519.PublicKey)
		msg := randBytes(r, n)
		sig := make([]byte, 64)
		if err := (Ed25519{}).Sign(sig, msg, priv); err != nil {
			t.Fatal(err)
		}
		equalHex(t, fmt.Sprintf("signature of %d bytes", n), sig, ed25519.Sign(priv, msg))

		if ok, err := (Ed25519{}).Verify(sig, msg, pub); err != nil || !ok {
			t.Errorf("len %d: Verify(valid) = %v, %v", n, ok, err)
		}
		for _, i := range []int{0, 31, 32, 62} {
			bad := slices.Clone(sig)
			bad[i] ^= 0x04
			if ok, err := (Ed25519{}).Verify(bad, msg, pub); err != nil || ok {
				t.Errorf("len %d: Verify(signature byte %d flipped) = %v, %v", n, i, ok, err)
			}
		}
		if n > 0 {
			bad := slices.Clone(msg)
			bad[0] ^= 1
			if ok, err := (Ed25519{}).Verify(sig, bad, pub); err != nil || ok {
				t.Errorf("len %d: Verify(message changed) = %v, %v", n, ok, err)
			}
		}
	}
}

// RFC 8032 §7.1, TEST 1 (empty message).
func TestEd25519RFC8032(t *testing.T) {
	seed := fromHex(t, "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
	wantPub := fromHex(t, "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
	wantSig := fromHex(t, "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := (Ed25519{}).KeyFromSeed(pub, priv, seed); err != nil {
		t.Fatal(err)
	}
	equalHex(t, "RFC 8032 public key", pub, wantPub)
	sig := make([]byte, 64)
	if err := (Ed25519{}).Sign(sig, nil, priv); err != nil {
		t.Fatal(err)
	}
	equalHex(t, "RFC 8032 signature", sig, wantSig)
	if ok, err := (Ed25519{}).Verify(wantSig, nil, wantPub); err != nil || !ok {
		t.Errorf("Verify(RFC 8032 signature) = %v, %v", ok, err)
	}
}

// groupOrder is L = 2^252 + 27742317777372353535851937790883648493.
var groupOrder, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// TestNonCanonicalS documents that orlp accepts S + L in place of S, where
// libsodium and crypto/ed25519 refuse it; the different verdicts in one
// process also show that this binding reaches orlp's ed25519_verify.
func TestNonCanonicalS(t *testing.T) {
	r := testRand(4)
	checked := 0
	for i := 0; i < 8; i++ {
		priv := ed25519.NewKeyFromSeed(randBytes(r, 32))
		pub := priv.Public().(ed25519.PublicKey)
		msg := randBytes(r, 40)
		sig := ed25519.Sign(priv, msg)
		le := slices.Clone(sig[32:])
		slices.Reverse(le)
		s := new(big.Int).Add(new(big.Int).SetBytes(le), groupOrder)
		if s.BitLen() > 253 {
			continue
		}
		be := s.FillBytes(make([]byte, 32))
		slices.Reverse(be)
		m := append(slices.Clone(sig[:32]), be...)
		checked++
		if ok, err := (Ed25519{}).Verify(m, msg, pub); err != nil || !ok {
			t.Errorf("orlp rejected S+L (%v, %v); it is documented to accept it", ok, err)
		}
		if ok, err := (sodium.Ed25519{}).Verify(m, msg, pub); err != nil || ok {
			t.Errorf("libsodium accepted S+L (%v, %v): the two bindings reach the same code", ok, err)
		}
	}
	if checked == 0 {
		t.Fatal("no signature could be malleated; the test checked nothing")
	}
}
