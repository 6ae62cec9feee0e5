package openssl_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/openssl"
	"github.com/naclcmp/naclcmp/internal/hkdftest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVersion(t *testing.T) {
	if err := openssl.Init(); err != nil {
		t.Fatal(err)
	}
	if v := openssl.Version(); !strings.HasPrefix(v, "OpenSSL 3.") {
		t.Errorf("Version() = %q, want OpenSSL 3.x", v)
	}
}

// TestDigests checks each digest against its known answers: FIPS 180-4's
// examples for SHA-256 and SHA-512, RFC 7693 appendices A and B ("abc")
// for BLAKE2b-512 and BLAKE2s-256.
func TestDigests(t *testing.T) {
	ctest.HashVectors(t, openssl.SHA256{}, "fips180-4", "hash/sha256")
	ctest.HashVectors(t, openssl.SHA512{}, "fips180-4", "hash/sha512")
	ctest.HashVectors(t, openssl.BLAKE2b512{}, "rfc7693", "hash/blake2b")
	ctest.HashVectors(t, openssl.BLAKE2s{}, "rfc7693", "hash/blake2s")
}

// TestHMAC checks RFC 4231's test cases, a 131-byte key (hashed first)
// among them, and that an empty key after a non-empty one is really
// empty: OpenSSL reinitialises an HMAC context with its previous key when
// given none, which a binding reusing contexts could get wrong.
func TestHMAC(t *testing.T) {
	ctest.MACVectors(t, openssl.HMACSHA256{}, "rfc4231", "mac/hmac-sha256")
	ctest.MACVectors(t, openssl.HMACSHA512{}, "rfc4231", "mac/hmac-sha512")
	msg := []byte("message")
	want := hmac.New(sha256.New, nil)
	want.Write(msg)
	tag := make([]byte, 32)
	for _, key := range [][]byte{ctest.Seq(32, 1), nil, ctest.Seq(3, 5), {}} {
		if err := (openssl.HMACSHA256{}).MAC(tag, msg, key); err != nil {
			t.Fatal(err)
		}
		if len(key) == 0 && !bytes.Equal(tag, want.Sum(nil)) {
			t.Errorf("HMAC-SHA-256 with key %#v = %x, crypto/hmac with an empty key gives %x", key, tag, want.Sum(nil))
		}
	}
}

// TestPoly1305 checks RFC 8439's Poly1305 examples and test vectors.
func TestPoly1305(t *testing.T) {
	ctest.MACVectors(t, openssl.Poly1305{}, "rfc8439", "mac/poly1305")
}

// TestBLAKE2MAC checks that keyed BLAKE2 honours the tag length (a short
// tag is not a prefix of a long one), Verify, and the Size field.
func TestBLAKE2MAC(t *testing.T) {
	msg, key := ctest.Seq(100, 1), ctest.Seq(32, 7)
	long, short := make([]byte, 64), make([]byte, 32)
	if err := (openssl.BLAKE2bMAC{}).MAC(long, msg, key); err != nil {
		t.Fatal(err)
	}
	if err := (openssl.BLAKE2bMAC{}).MAC(short, msg, key); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(long[:32], short) {
		t.Error("keyed BLAKE2b-256 is a prefix of keyed BLAKE2b-512: the tag length did not reach OpenSSL")
	}
	if ok, err := (openssl.BLAKE2bMAC{}).Verify(short, msg, key); !ok || err != nil {
		t.Errorf("Verify(own tag) = %v, %v", ok, err)
	}
	if err := (openssl.BLAKE2sMAC{Size: 32}).MAC(make([]byte, 31), msg, key); err == nil || !strings.Contains(err.Error(), "tag") {
		t.Errorf("BLAKE2sMAC{Size: 32} with a 31-byte tag: %v, want an error naming tag", err)
	}
	// A Size beyond the algorithm's range cannot widen what C writes.
	if err := (openssl.BLAKE2sMAC{Size: 100}).MAC(make([]byte, 100), msg, key); err == nil {
		t.Error("BLAKE2sMAC{Size: 100} accepted a 100-byte tag")
	}
}

// TestStreams checks ChaCha20 against RFC 8439 appendix A.1 test vector 1
// (zero key and nonce, counter 0) and AES-CTR against NIST SP 800-38A
// F.5.1 and F.5.5 (two blocks each), and that XOR in place equals
// KeyStream XOR the input.
func TestStreams(t *testing.T) {
	ctrNonce := ctest.Hex(t, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	pt := ctest.Hex(t, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51")
	for _, tc := range []struct {
		name       string
		s          matrix.Stream
		key, nonce []byte
		in, want   []byte
	}{
		{"ChaCha20", openssl.ChaCha20IETF{}, make([]byte, 32), make([]byte, 12), make([]byte, 64),
			ctest.Hex(t, "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586")},
		{"AES-128-CTR", openssl.AES128CTR{}, ctest.Hex(t, "2b7e151628aed2a6abf7158809cf4f3c"), ctrNonce, pt,
			ctest.Hex(t, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff")},
		{"AES-256-CTR", openssl.AES256CTR{}, ctest.Hex(t, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"), ctrNonce, pt,
			ctest.Hex(t, "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5")},
	} {
		buf := bytes.Clone(tc.in)
		if err := tc.s.XOR(buf, buf, tc.nonce, tc.key); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !bytes.Equal(buf, tc.want) {
			t.Errorf("%s = %x, want %x", tc.name, buf, tc.want)
		}
		ks := make([]byte, len(tc.in))
		if err := tc.s.KeyStream(ks, tc.nonce, tc.key); err != nil {
			t.Fatal(err)
		}
		for i := range ks {
			ks[i] ^= tc.in[i]
		}
		if !bytes.Equal(ks, tc.want) {
			t.Errorf("%s: KeyStream XOR input differs from XOR", tc.name)
		}
	}
}

// TestAEADOpenFailure checks that a forged ciphertext is reported as false
// with the plaintext buffer zeroed, and that the genuine one opens.
func TestAEADOpenFailure(t *testing.T) {
	var a openssl.ChaCha20Poly1305
	key, nonce, msg, ad := ctest.Seq(32, 1), ctest.Seq(12, 2), ctest.Seq(100, 3), ctest.Seq(7, 4)
	ct := make([]byte, len(msg)+16)
	if err := a.Seal(ct, msg, ad, nonce, key); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, len(msg))
	if ok, err := a.Open(out, ct, ad, nonce, key); !ok || err != nil || !bytes.Equal(out, msg) {
		t.Fatalf("Open(genuine) = %v, %v", ok, err)
	}
	ct[3] ^= 1
	if ok, err := a.Open(out, ct, ad, nonce, key); ok || err != nil {
		t.Fatalf("Open(forged) = %v, %v; want false, nil", ok, err)
	}
	if !bytes.Equal(out, make([]byte, len(out))) {
		t.Error("a failed Open left plaintext in msg")
	}
}

// TestX25519 checks the vectors of RFC 7748, sections 5.2 and 6.1; the
// refusal of low-order points is part of the argument tables.
func TestX25519(t *testing.T) { ctest.X25519RFC7748(t, openssl.X25519{}) }

// TestEd25519 checks the tests of RFC 8032, section 7.1, that the private
// key is seed ‖ public, that a signature does not verify for another
// message, and that a signature made with a mismatched public half differs:
// Sign really uses the public key it is given.
func TestEd25519(t *testing.T) {
	var ed openssl.Ed25519
	ctest.RFC8032(t, ed)
	v := ctest.Vectors(t, "rfc8032", "sign/ed25519")[1] // TEST 2, a one-byte message
	pub, priv, sig := make([]byte, len(v.Public)), make([]byte, len(v.Seed)+len(v.Public)), make([]byte, len(v.Sig))
	if err := ed.KeyFromSeed(pub, priv, v.Seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(priv, append(bytes.Clone(v.Seed), v.Public...)) {
		t.Fatalf("private = %x, want seed ‖ public", priv)
	}
	other := bytes.Clone(v.Msg)
	other[0] ^= 1
	if ok, err := ed.Verify(v.Sig, other, pub); ok || err != nil {
		t.Errorf("Verify(other message) = %v, %v; want false, nil", ok, err)
	}
	priv[len(v.Seed)+8] ^= 1 // the public half
	if err := ed.Sign(sig, v.Msg, priv); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(sig, v.Sig) {
		t.Error("Sign ignored the public half of the private key (derived it again from the seed)")
	}
}

// TestHKDF holds both HKDFs, Key, Extract and Expand, to RFC 5869
// (internal/hkdftest): OpenSSL has all three.
func TestHKDF(t *testing.T) {
	hkdftest.Test(t, openssl.HKDFSHA256{}, "hkdf/sha256")
	hkdftest.Test(t, openssl.HKDFSHA512{}, "hkdf/sha512")
}
