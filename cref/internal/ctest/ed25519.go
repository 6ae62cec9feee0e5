package ctest

import (
	"bytes"
	"crypto/ed25519"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// edSpec is the catalogue's Ed25519, whose sizes the checks below use.
var edSpec = argtest.Spec("sign/ed25519")

// KeyFromSeedMatches derives key pairs from 32 random seeds with s and with
// the reference implementation ref, named refName, and requires the same
// keys from both and from crypto/ed25519.
func KeyFromSeedMatches(t *testing.T, s, ref matrix.Signature, refName string, seed uint64) {
	t.Helper()
	r := Rand(seed)
	for range 32 {
		seed := Bytes(r, edSpec.Seed)
		pub, priv := make([]byte, edSpec.Public), make([]byte, edSpec.Private)
		if err := s.KeyFromSeed(pub, priv, seed); err != nil {
			t.Fatal(err)
		}
		refPub, refPriv := make([]byte, edSpec.Public), make([]byte, edSpec.Private)
		if err := ref.KeyFromSeed(refPub, refPriv, seed); err != nil {
			t.Fatal(err)
		}
		EqualHex(t, "public key vs "+refName, pub, refPub)
		EqualHex(t, "private key vs "+refName, priv, refPriv)
		EqualHex(t, "private key vs crypto/ed25519", priv, ed25519.NewKeyFromSeed(seed))
	}
}

// SignMatchesCryptoEd25519 signs messages of every length in MessageSizes
// with s and requires crypto/ed25519's signature, and that Verify accepts
// it and refuses it with a bit flipped at either end of R and of S, or
// with the first or last message byte changed.
func SignMatchesCryptoEd25519(t *testing.T, s matrix.Signature, seed uint64) {
	t.Helper()
	r := Rand(seed)
	for _, n := range MessageSizes {
		priv := ed25519.NewKeyFromSeed(Bytes(r, edSpec.Seed))
		pub := priv.Public().(ed25519.PublicKey)
		msg := Bytes(r, n)
		sig := make([]byte, edSpec.Sig)
		if err := s.Sign(sig, msg, priv); err != nil {
			t.Fatal(err)
		}
		EqualHex(t, fmt.Sprintf("signature of %d bytes", n), sig, ed25519.Sign(priv, msg))

		if ok, err := s.Verify(sig, msg, pub); err != nil || !ok {
			t.Errorf("len %d: Verify(valid) = %v, %v", n, ok, err)
		}
		for _, i := range []int{0, 31, 32, 62, 63} {
			bad := slices.Clone(sig)
			bad[i] ^= 0x04
			if ok, err := s.Verify(bad, msg, pub); err != nil || ok {
				t.Errorf("len %d: Verify(signature byte %d flipped) = %v, %v", n, i, ok, err)
			}
		}
		for _, i := range []int{0, n - 1} {
			if n == 0 {
				break
			}
			bad := slices.Clone(msg)
			bad[i] ^= 1
			if ok, err := s.Verify(sig, bad, pub); err != nil || ok {
				t.Errorf("len %d: Verify(message byte %d changed) = %v, %v", n, i, ok, err)
			}
		}
	}
}

// RFC8032 checks every test of RFC 8032, section 7.1, that vectors/
// holds: the public key and signature of each seed, that Verify accepts
// the signature and refuses it with a bit of S flipped.
func RFC8032(t *testing.T, s matrix.Signature) {
	t.Helper()
	for _, v := range Vectors(t, "rfc8032", "sign/ed25519") {
		pub, priv, sig := make([]byte, edSpec.Public), make([]byte, edSpec.Private), make([]byte, edSpec.Sig)
		if err := s.KeyFromSeed(pub, priv, v.Seed); err != nil {
			t.Fatal(err)
		}
		EqualHex(t, "RFC 8032 "+v.Comment+": public key", pub, v.Public)
		if err := s.Sign(sig, v.Msg, priv); err != nil {
			t.Fatal(err)
		}
		EqualHex(t, "RFC 8032 "+v.Comment+": signature", sig, v.Sig)
		if ok, err := s.Verify(v.Sig, v.Msg, v.Public); err != nil || !ok {
			t.Errorf("%s: Verify(RFC 8032 signature) = %v, %v", v.Comment, ok, err)
		}
		forged := bytes.Clone(v.Sig)
		forged[len(forged)-1] ^= 0x40
		if ok, err := s.Verify(forged, v.Msg, v.Public); err != nil || ok {
			t.Errorf("%s: Verify(forged) = %v, %v; want false, nil", v.Comment, ok, err)
		}
	}
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

// NonCanonicalSAccepted documents that s, named name, accepts S + L in
// place of S, where the strict implementation (libsodium) and
// crypto/ed25519 refuse it; the different verdicts in one process also
// show that the binding reaches its own library's verification and not
// the strict one's.
func NonCanonicalSAccepted(t *testing.T, s matrix.Signature, name string, strict matrix.Signature, strictName string, seed uint64) {
	t.Helper()
	r := Rand(seed)
	checked := 0
	for range 8 {
		priv := ed25519.NewKeyFromSeed(Bytes(r, edSpec.Seed))
		pub := priv.Public().(ed25519.PublicKey)
		msg := Bytes(r, 40)
		m := malleate(ed25519.Sign(priv, msg))
		if m == nil {
			continue
		}
		checked++
		if ok, err := s.Verify(m, msg, pub); err != nil || !ok {
			t.Errorf("%s rejected S+L (%v, %v); it is documented to accept it", name, ok, err)
		}
		if ok, err := strict.Verify(m, msg, pub); err != nil || ok {
			t.Errorf("%s accepted S+L (%v, %v): the two bindings reach the same code", strictName, ok, err)
		}
		if ed25519.Verify(pub, msg, m) {
			t.Error("crypto/ed25519 accepted S+L")
		}
	}
	if checked == 0 {
		t.Fatal("no signature could be malleated; the test checked nothing")
	}
}

// X25519RFC7748 checks the test vectors of RFC 7748, sections 5.2 and
// 6.1, that vectors/ holds: the products of scalar and point, the
// iterated ones, and the public keys of the Diffie-Hellman example, for
// which ScalarBaseMult is used (a vector without a point). With -short the
// iterated vectors past one step are left out: a slow library such as
// TweetNaCl spends seconds on a thousand steps.
func X25519RFC7748(t *testing.T, x matrix.ScalarMult) {
	t.Helper()
	for _, v := range Vectors(t, "rfc7748", "scalarmult/x25519") {
		if v.Iterations > 1 && testing.Short() {
			continue
		}
		out := make([]byte, len(v.Out))
		switch {
		case v.Point == nil:
			if err := x.ScalarBaseMult(out, v.Scalar); err != nil {
				t.Fatalf("%s: %v", v.Comment, err)
			}
		case v.Iterations > 0:
			// k, u ← X25519(k, u), k; the result is the final k.
			k, u := bytes.Clone(v.Scalar), bytes.Clone(v.Point)
			for range v.Iterations {
				if err := x.ScalarMult(out, k, u); err != nil {
					t.Fatalf("%s: %v", v.Comment, err)
				}
				k, u = bytes.Clone(out), k
			}
		default:
			if err := x.ScalarMult(out, v.Scalar, v.Point); err != nil {
				t.Fatalf("%s: %v", v.Comment, err)
			}
		}
		EqualHex(t, "RFC 7748 "+v.Comment, out, v.Out)
	}
}

// KeyConversion checks that converting an Ed25519 key pair made by ed gives
// an X25519 pair (the converted public key is x's base-point multiple of
// the converted private key), and that the identity point, of small order,
// is refused without writing out.
func KeyConversion(t *testing.T, signer matrix.Signature, converter matrix.KeyConversion, mult matrix.ScalarMult) {
	t.Helper()
	sig, conv, x := argtest.Spec("sign/ed25519"), argtest.Spec("keyconv/ed25519-x25519"), argtest.Spec("scalarmult/x25519")
	pub, priv := make([]byte, sig.Public), make([]byte, sig.Private)
	if err := signer.KeyFromSeed(pub, priv, Seq(sig.Seed, 9)); err != nil {
		t.Fatal(err)
	}
	xpub, xpriv, want := make([]byte, conv.Out), make([]byte, conv.Out), make([]byte, x.Out)
	if err := converter.PublicToX25519(xpub, pub); err != nil {
		t.Fatal(err)
	}
	if err := converter.PrivateToX25519(xpriv, priv); err != nil {
		t.Fatal(err)
	}
	if err := mult.ScalarBaseMult(want, xpriv); err != nil {
		t.Fatal(err)
	}
	EqualHex(t, "converted public key vs X25519(converted private key)", xpub, want)

	keep := bytes.Clone(xpub)
	if err := converter.PublicToX25519(xpub, argtest.Identity); err == nil {
		t.Fatal("PublicToX25519 accepted the identity point")
	}
	if !bytes.Equal(xpub, keep) {
		t.Fatal("refused PublicToX25519 changed out")
	}
}
