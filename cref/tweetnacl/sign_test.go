package tweetnacl

import (
	"bytes"
	"crypto/ed25519"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestKeyFromSeedMatchesLibsodium is the check the seed-as-random-bytes
// trick must pass: for every seed, TweetNaCl's key pair equals libsodium's
// crypto_sign_seed_keypair (and crypto/ed25519's).
func TestKeyFromSeedMatchesLibsodium(t *testing.T) {
	r := testRand(14)
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

// TestKeyFromSeedConcurrent derives keys from many goroutines at once, with
// random key generation interleaved: randMu must keep each seed for its
// own call.
func TestKeyFromSeedConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := testRand(uint64(100 + g))
			for i := 0; i < 20; i++ {
				seed := randBytes(r, 32)
				pub, priv := make([]byte, 32), make([]byte, 64)
				if err := (Ed25519{}).KeyFromSeed(pub, priv, seed); err != nil {
					errs <- err
					return
				}
				if want := ed25519.NewKeyFromSeed(seed); !bytes.Equal(priv, want) {
					errs <- fmt.Errorf("goroutine %d: seed %x gave private key %x, want %x", g, seed, priv, want)
					return
				}
				if err := (Ed25519{}).GenerateKey(make([]byte, 32), make([]byte, 64)); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestGenerateKey(t *testing.T) {
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := (Ed25519{}).GenerateKey(pub, priv); err != nil {
		t.Fatal(err)
	}
	pub2, priv2 := make([]byte, 32), make([]byte, 64)
	if err := (Ed25519{}).GenerateKey(pub2, priv2); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(priv[:32], priv2[:32]) {
		t.Error("two random key pairs share their seed")
	}
	// A random key pair is the key pair of its own seed.
	equalHex(t, "random private key", priv, ed25519.NewKeyFromSeed(priv[:32]))
	equalHex(t, "random public key", pub, priv[32:])
}

func TestSignMatchesCryptoEd25519(t *testing.T) {
	r := testRand(15)
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
		for _, i := range []int{0, 31, 32, 63} {
			bad := slices.Clone(sig)
			bad[i] ^= 0x04
			if ok, err := (Ed25519{}).Verify(bad, msg, pub); err != nil || ok {
				t.Errorf("len %d: Verify(signature byte %d flipped) = %v, %v", n, i, ok, err)
			}
		}
		if n > 0 {
			bad := slices.Clone(msg)
			bad[n-1] ^= 1
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
}

// groupOrder is L = 2^252 + 27742317777372353535851937790883648493.
var groupOrder, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// malleate returns sig with S replaced by S + L, the same scalar mod L, or
// nil when S + L does not fit in 253 bits.
func malleate(sig []byte) []byte {
	le := slices.Clone(sig[32:])
	slices.Reverse(le)
	s := new(big.Int).SetBytes(le)
	s.Add(s, groupOrder)
	if s.BitLen() > 253 {
		return nil
	}
	be := s.FillBytes(make([]byte, 32))
	slices.Reverse(be)
	return append(slices.Clone(sig[:32]), be...)
}

// TestNonCanonicalS documents that TweetNaCl accepts S + L in place of S
// (it never checks S < L), where libsodium and crypto/ed25519 refuse it.
// The different verdicts in one process also show that this binding
// reaches TweetNaCl's crypto_sign_open, not libsodium's.
func TestNonCanonicalS(t *testing.T) {
	r := testRand(16)
	checked := 0
	for i := 0; i < 8; i++ {
		priv := ed25519.NewKeyFromSeed(randBytes(r, 32))
		pub := priv.Public().(ed25519.PublicKey)
		msg := randBytes(r, 40)
		m := malleate(ed25519.Sign(priv, msg))
		if m == nil {
			continue
		}
		checked++
		if ok, err := (Ed25519{}).Verify(m, msg, pub); err != nil || !ok {
			t.Errorf("TweetNaCl rejected S+L (%v, %v); it is documented to accept it", ok, err)
		}
		if ok, err := (sodium.Ed25519{}).Verify(m, msg, pub); err != nil || ok {
			t.Errorf("libsodium accepted S+L (%v, %v): the two bindings reach the same code", ok, err)
		}
		if ed25519.Verify(pub, msg, m) {
			t.Error("crypto/ed25519 accepted S+L")
		}
	}
	if checked == 0 {
		t.Fatal("no signature could be malleated; the test checked nothing")
	}
}
