package ctest

import (
	"bytes"
	"crypto/ed25519"
	"fmt"
	"math/big"
	"slices"
	"testing"
)

// Signer is the Ed25519 method set of the comparison matrix: 32-byte
// seeds and public keys, 64-byte private keys (seed‖public) and
// signatures.
type Signer interface {
	KeyFromSeed(public, private, seed []byte) error
	Sign(sig, msg, private []byte) error
	Verify(sig, msg, public []byte) (bool, error)
}

// KeyFromSeedMatches derives key pairs from 32 random seeds with s and with
// the reference implementation ref, named refName, and requires the same
// keys from both and from crypto/ed25519.
func KeyFromSeedMatches(t *testing.T, s, ref Signer, refName string, seed uint64) {
	t.Helper()
	r := Rand(seed)
	for range 32 {
		seed := Bytes(r, 32)
		pub, priv := make([]byte, 32), make([]byte, 64)
		if err := s.KeyFromSeed(pub, priv, seed); err != nil {
			t.Fatal(err)
		}
		refPub, refPriv := make([]byte, 32), make([]byte, 64)
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
func SignMatchesCryptoEd25519(t *testing.T, s Signer, seed uint64) {
	t.Helper()
	r := Rand(seed)
	for _, n := range MessageSizes {
		priv := ed25519.NewKeyFromSeed(Bytes(r, 32))
		pub := priv.Public().(ed25519.PublicKey)
		msg := Bytes(r, n)
		sig := make([]byte, 64)
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

// RFC8032 checks TEST 1 (empty message) and TEST 2 (one byte) of RFC 8032,
// section 7.1: the public key and signature of each seed, that Verify
// accepts the signature and refuses it with a bit of S flipped.
func RFC8032(t *testing.T, s Signer) {
	t.Helper()
	for _, v := range []struct{ name, seed, public, msg, sig string }{
		{"TEST 1",
			"9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
			"d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
			"e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"},
		{"TEST 2",
			"4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
			"3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
			"92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"},
	} {
		wantPub, msg, wantSig := Hex(t, v.public), Hex(t, v.msg), Hex(t, v.sig)
		pub, priv, sig := make([]byte, 32), make([]byte, 64), make([]byte, 64)
		if err := s.KeyFromSeed(pub, priv, Hex(t, v.seed)); err != nil {
			t.Fatal(err)
		}
		EqualHex(t, "RFC 8032 "+v.name+" public key", pub, wantPub)
		if err := s.Sign(sig, msg, priv); err != nil {
			t.Fatal(err)
		}
		EqualHex(t, "RFC 8032 "+v.name+" signature", sig, wantSig)
		if ok, err := s.Verify(wantSig, msg, wantPub); err != nil || !ok {
			t.Errorf("%s: Verify(RFC 8032 signature) = %v, %v", v.name, ok, err)
		}
		wantSig[63] ^= 0x40
		if ok, err := s.Verify(wantSig, msg, wantPub); err != nil || ok {
			t.Errorf("%s: Verify(forged) = %v, %v; want false, nil", v.name, ok, err)
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
func NonCanonicalSAccepted(t *testing.T, s Signer, name string, strict Signer, strictName string, seed uint64) {
	t.Helper()
	r := Rand(seed)
	checked := 0
	for range 8 {
		priv := ed25519.NewKeyFromSeed(Bytes(r, 32))
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

// ScalarMulter is the X25519 method set of the comparison matrix.
type ScalarMulter interface {
	ScalarMult(out, scalar, point []byte) error
	ScalarBaseMult(out, scalar []byte) error
}

// X25519RFC7748 checks the first test vector of RFC 7748, section 5.2, and
// the Diffie-Hellman example of section 6.1: both public keys and the
// shared secret from either side.
func X25519RFC7748(t *testing.T, x ScalarMulter) {
	t.Helper()
	out := make([]byte, 32)
	if err := x.ScalarMult(out,
		Hex(t, "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
		Hex(t, "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c")); err != nil {
		t.Fatal(err)
	}
	EqualHex(t, "RFC 7748 section 5.2 vector", out, Hex(t, "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"))

	alicePriv := Hex(t, "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
	alicePub := Hex(t, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
	bobPriv := Hex(t, "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb")
	bobPub := Hex(t, "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
	shared := Hex(t, "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")
	for _, c := range []struct {
		what          string
		scalar, point []byte // point nil: the base point
		want          []byte
	}{
		{"Alice's public key", alicePriv, nil, alicePub},
		{"Bob's public key", bobPriv, nil, bobPub},
		{"Alice's shared secret", alicePriv, bobPub, shared},
		{"Bob's shared secret", bobPriv, alicePub, shared},
	} {
		var err error
		if c.point == nil {
			err = x.ScalarBaseMult(out, c.scalar)
		} else {
			err = x.ScalarMult(out, c.scalar, c.point)
		}
		if err != nil {
			t.Fatalf("%s: %v", c.what, err)
		}
		EqualHex(t, "RFC 7748 section 6.1 "+c.what, out, c.want)
	}
}

// KeyConverter is the Ed25519 to X25519 key conversion method set of the
// comparison matrix.
type KeyConverter interface {
	PublicToX25519(out, edPublic []byte) error
	PrivateToX25519(out, edPrivate []byte) error
}

// KeyConversion checks that converting an Ed25519 key pair made by ed gives
// an X25519 pair (the converted public key is x's base-point multiple of
// the converted private key), and that the identity point, of small order,
// is refused without writing out.
func KeyConversion(t *testing.T, ed Signer, conv KeyConverter, x ScalarMulter) {
	t.Helper()
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := ed.KeyFromSeed(pub, priv, Seq(32, 9)); err != nil {
		t.Fatal(err)
	}
	xpub, xpriv, want := make([]byte, 32), make([]byte, 32), make([]byte, 32)
	if err := conv.PublicToX25519(xpub, pub); err != nil {
		t.Fatal(err)
	}
	if err := conv.PrivateToX25519(xpriv, priv); err != nil {
		t.Fatal(err)
	}
	if err := x.ScalarBaseMult(want, xpriv); err != nil {
		t.Fatal(err)
	}
	EqualHex(t, "converted public key vs X25519(converted private key)", xpub, want)

	identity := make([]byte, 32)
	identity[0] = 1
	keep := bytes.Clone(xpub)
	if err := conv.PublicToX25519(xpub, identity); err == nil {
		t.Fatal("PublicToX25519 accepted the identity point")
	}
	if !bytes.Equal(xpub, keep) {
		t.Fatal("refused PublicToX25519 changed out")
	}
}
