package tomcrypt_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	stdhash "hash"
	"strings"
	"testing"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/tomcrypt"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/hkdftest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVersion(t *testing.T) {
	if v := tomcrypt.Version(); !strings.HasPrefix(v, "LibTomCrypt 1.18.2 (Debian libtomcrypt-dev ") {
		t.Errorf("Version() = %q", v)
	}
	if s := tomcrypt.Source(); !strings.Contains(s, "sha256:") || !strings.Contains(s, "naclcmp_tomcrypt_") {
		t.Errorf("Source() = %q", s)
	}
}

// TestDigests checks FIPS 180-4's examples for SHA-256 and SHA-512 and
// RFC 7693 appendices A and B ("abc") for BLAKE2b-512 and BLAKE2s-256.
func TestDigests(t *testing.T) {
	ctest.HashVectors(t, tomcrypt.SHA256{}, "fips180-4", "hash/sha256")
	ctest.HashVectors(t, tomcrypt.SHA512{}, "fips180-4", "hash/sha512")
	ctest.HashVectors(t, tomcrypt.BLAKE2b{}, "rfc7693", "hash/blake2b")
	ctest.HashVectors(t, tomcrypt.BLAKE2s{Size: 32}, "rfc7693", "hash/blake2s")
}

// TestMACVectors checks RFC 4231's HMAC test cases (a 131-byte key, hashed
// first, among them) and RFC 8439's Poly1305 examples.
func TestMACVectors(t *testing.T) {
	ctest.MACVectors(t, tomcrypt.HMACSHA256{}, "rfc4231", "mac/hmac-sha256")
	ctest.MACVectors(t, tomcrypt.HMACSHA512{}, "rfc4231", "mac/hmac-sha512")
	ctest.MACVectors(t, tomcrypt.Poly1305{}, "rfc8439", "mac/poly1305")
}

// TestHMACEmptyKey checks the empty key, which libtomcrypt's hmac_init
// refuses and the glue passes as the one-byte key 00 (the same padded
// key), against crypto/hmac, and that a genuine one-byte key still
// differs from it.
func TestHMACEmptyKey(t *testing.T) {
	msg := []byte("message")
	for _, tc := range []struct {
		name string
		m    matrix.MAC
		ref  *hmacRef
	}{
		{"HMAC-SHA-256", tomcrypt.HMACSHA256{}, &hmacRef{sha256.New, 32}},
		{"HMAC-SHA-512", tomcrypt.HMACSHA512{}, &hmacRef{sha512.New, 64}},
	} {
		for _, key := range [][]byte{nil, {}, {0}, {1}} {
			tag := make([]byte, tc.ref.size)
			if err := tc.m.MAC(tag, msg, key); err != nil {
				t.Fatalf("%s, key %x: %v", tc.name, key, err)
			}
			if want := tc.ref.sum(key, msg); !bytes.Equal(tag, want) {
				t.Errorf("%s, key %#v = %x, crypto/hmac gives %x", tc.name, key, tag, want)
			}
		}
	}
}

type hmacRef struct {
	h    func() stdhash.Hash
	size int
}

func (r *hmacRef) sum(key, msg []byte) []byte {
	m := hmac.New(r.h, key)
	m.Write(msg)
	return m.Sum(nil)
}

// TestMACVerifyRejects checks that every MAC's Verify accepts its own tag
// and rejects a tag with one bit flipped.
func TestMACVerifyRejects(t *testing.T) {
	for _, tc := range []struct {
		name, id string
		mac      matrix.MAC
	}{
		{"hmac-sha256", "mac/hmac-sha256", tomcrypt.HMACSHA256{}},
		{"hmac-sha512", "mac/hmac-sha512", tomcrypt.HMACSHA512{}},
		{"poly1305", "mac/poly1305", tomcrypt.Poly1305{}},
		{"blake2b", "mac/blake2b", tomcrypt.BLAKE2bMAC{}},
		{"blake2s", "mac/blake2s", tomcrypt.BLAKE2sMAC{Size: 32}},
	} {
		s := argtest.Spec(tc.id)
		t.Run(tc.name, func(t *testing.T) { argtest.MACVerifies(t, tc.mac, s.Out, s.Key) })
	}
}

// TestStreamVectors checks every stream vector of vectors/ that starts at
// block 0 (the Stream interface has no counter): RFC 8439's ChaCha20
// keystreams and encryptions, libsodium's and the ChaCha20 draft's 64-bit
// nonce vectors. XOR in place must equal KeyStream XOR the input.
func TestStreamVectors(t *testing.T) {
	for _, tc := range []struct {
		s        matrix.Stream
		file, op string
	}{
		{tomcrypt.ChaCha20IETF{}, "rfc8439", "stream/chacha20-ietf"},
		{tomcrypt.ChaCha20{}, "libsodium-chacha20", "stream/chacha20"},
		{tomcrypt.ChaCha20{}, "chacha20-draft-agl", "stream/chacha20"},
	} {
		ran := 0
		for _, v := range ctest.Vectors(t, tc.file, tc.op) {
			if v.Counter != 0 {
				continue
			}
			ran++
			checkStream(t, tc.file+" "+v.Comment, tc.s, v.Key, v.Nonce, v.Msg, v.Out)
		}
		if ran == 0 {
			t.Errorf("%s: no %s vector starts at block 0", tc.file, tc.op)
		}
	}
}

// checkStream checks s against want, the encryption of in (or the
// keystream when in is nil), through XOR in place and through KeyStream.
func checkStream(t *testing.T, name string, s matrix.Stream, key, nonce, in, want []byte) {
	t.Helper()
	if in == nil {
		in = make([]byte, len(want))
	}
	buf := bytes.Clone(in)
	if err := s.XOR(buf, buf, nonce, key); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	ctest.EqualHex(t, name+" (XOR)", buf, want)
	ks := make([]byte, len(in))
	if err := s.KeyStream(ks, nonce, key); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for i := range ks {
		ks[i] ^= in[i]
	}
	ctest.EqualHex(t, name+" (KeyStream)", ks, want)
}

// TestAESCTR checks AES-CTR against NIST SP 800-38A F.5.1 and F.5.5 (two
// blocks each), and that the counter block is incremented as one 128-bit
// big-endian number: from ff…ff it wraps to 00…00, as crypto/cipher's
// CTR does.
func TestAESCTR(t *testing.T) {
	ctrNonce := ctest.Hex(t, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	pt := ctest.Hex(t, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51")
	checkStream(t, "SP 800-38A F.5.1", tomcrypt.AES128CTR{}, ctest.Hex(t, "2b7e151628aed2a6abf7158809cf4f3c"), ctrNonce, pt,
		ctest.Hex(t, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"))
	checkStream(t, "SP 800-38A F.5.5", tomcrypt.AES256CTR{}, ctest.Hex(t, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"), ctrNonce, pt,
		ctest.Hex(t, "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5"))

	key := ctest.Seq(16, 1)
	wrap := bytes.Repeat([]byte{0xff}, 16)
	two := make([]byte, 32)
	if err := (tomcrypt.AES128CTR{}).KeyStream(two, wrap, key); err != nil {
		t.Fatal(err)
	}
	second := make([]byte, 16)
	if err := (tomcrypt.AES128CTR{}).KeyStream(second, make([]byte, 16), key); err != nil {
		t.Fatal(err)
	}
	ctest.EqualHex(t, "the block after counter ff…ff", two[16:], second)
}

// TestAEADVectors checks RFC 8439's ChaCha20-Poly1305 vectors and the GCM
// specification's AES-256 test cases with 96-bit IVs, sealing and
// opening, and that a forged ciphertext or associated data opens as false
// with the plaintext buffer zeroed.
func TestAEADVectors(t *testing.T) {
	for _, tc := range []struct {
		a        matrix.AEAD
		file, op string
	}{
		{tomcrypt.ChaCha20Poly1305{}, "rfc8439", "aead/chacha20poly1305-ietf"},
		{tomcrypt.AES256GCM{}, "gcm-spec", "aead/aes256gcm"},
	} {
		for _, v := range ctest.Vectors(t, tc.file, tc.op) {
			name := tc.file + " " + v.Comment
			want := append(bytes.Clone(v.Out), v.Tag...)
			ct := make([]byte, len(v.Msg)+16)
			if err := tc.a.Seal(ct, v.Msg, v.AD, v.Nonce, v.Key); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ctest.EqualHex(t, name, ct, want)
			msg := make([]byte, len(v.Msg))
			if ok, err := tc.a.Open(msg, want, v.AD, v.Nonce, v.Key); !ok || err != nil || !bytes.Equal(msg, v.Msg) {
				t.Errorf("%s: Open = %v, %v, %x", name, ok, err, msg)
			}
			for _, forge := range []func(ct, ad []byte) ([]byte, []byte){
				func(ct, ad []byte) ([]byte, []byte) { ct = bytes.Clone(ct); ct[0] ^= 1; return ct, ad },
				func(ct, ad []byte) ([]byte, []byte) { ct = bytes.Clone(ct); ct[len(ct)-1] ^= 0x80; return ct, ad },
				func(ct, ad []byte) ([]byte, []byte) { return ct, append(bytes.Clone(ad), 0) },
			} {
				fct, fad := forge(want, v.AD)
				if ok, err := tc.a.Open(msg, fct, fad, v.Nonce, v.Key); ok || err != nil {
					t.Errorf("%s: Open(forged) = %v, %v; want false, nil", name, ok, err)
				}
				if !ctest.AllZero(msg) {
					t.Errorf("%s: a failed Open left plaintext in msg", name)
				}
			}
		}
	}
}

// TestAgainstXCrypto compares BLAKE2b at every digest length, keyed and
// unkeyed, and BLAKE2s at the lengths golang.org/x/crypto offers, with
// x/crypto, an independent implementation.
func TestAgainstXCrypto(t *testing.T) {
	msg := ctest.Seq(300, 3)
	for _, keyLen := range []int{0, 1, 32, 64} {
		key := ctest.Seq(keyLen, 100)
		for n := 1; n <= 64; n++ {
			x, err := blake2b.New(n, key)
			if err != nil {
				t.Fatal(err)
			}
			x.Write(msg)
			want, got := x.Sum(nil), make([]byte, n)
			if keyLen == 0 {
				err = tomcrypt.BLAKE2b{}.Hash(got, msg)
			} else {
				err = tomcrypt.BLAKE2bMAC{}.MAC(got, msg, key)
			}
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("BLAKE2b, key %d bytes, out %d bytes: %x, %v; x/crypto gives %x", keyLen, n, got, err, want)
			}
		}
	}
	for _, key := range [][]byte{nil, ctest.Seq(32, 9), ctest.Seq(5, 9)} {
		x, err := blake2s.New256(key)
		if err != nil {
			t.Fatal(err)
		}
		x.Write(msg)
		want, got := x.Sum(nil), make([]byte, 32)
		if key == nil {
			err = tomcrypt.BLAKE2s{}.Hash(got, msg)
		} else {
			err = tomcrypt.BLAKE2sMAC{}.MAC(got, msg, key)
		}
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("BLAKE2s-256, key %d bytes: %x, %v; x/crypto gives %x", len(key), got, err, want)
		}
	}
}

// TestSize checks that Size fixes the output length, and that a Size out
// of range cannot widen what reaches C.
func TestSize(t *testing.T) {
	if err := (tomcrypt.BLAKE2s{Size: 32}).Hash(make([]byte, 31), nil); err == nil || !strings.Contains(err.Error(), "tomcrypt: out:") {
		t.Errorf("BLAKE2s{Size: 32} with 31 bytes: %v, want an error naming out", err)
	}
	if err := (tomcrypt.BLAKE2b{Size: 100}).Hash(make([]byte, 100), nil); err == nil {
		t.Error("BLAKE2b{Size: 100} wrote a 100-byte digest")
	}
	if err := (tomcrypt.BLAKE2sMAC{Size: 100}).MAC(make([]byte, 100), nil, ctest.Seq(32, 1)); err == nil {
		t.Error("BLAKE2sMAC{Size: 100} wrote a 100-byte tag")
	}
}

// TestHKDF holds both HKDFs, Key, Extract and Expand, to RFC 5869
// (internal/hkdftest): libtomcrypt has all three.
func TestHKDF(t *testing.T) {
	hkdftest.Test(t, tomcrypt.HKDFSHA256{}, "hkdf/sha256")
	hkdftest.Test(t, tomcrypt.HKDFSHA512{}, "hkdf/sha512")
}
