package gcrypt_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha256"
	"errors"
	"strings"
	"testing"

	"golang.org/x/crypto/blake2s"
	"golang.org/x/crypto/salsa20"

	"github.com/naclcmp/naclcmp/cref/gcrypt"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVersion(t *testing.T) {
	if err := gcrypt.Init(); err != nil {
		t.Fatal(err)
	}
	if v := gcrypt.Version(); !strings.HasPrefix(v, "libgcrypt 1.") {
		t.Errorf("Version() = %q, want libgcrypt 1.x", v)
	}
}

// TestDigests checks each digest against its known answers: FIPS 180-4's
// examples for SHA-256 and SHA-512, RFC 7693 appendices A and B ("abc")
// for BLAKE2b-512 and BLAKE2s-256.
func TestDigests(t *testing.T) {
	ctest.HashVectors(t, gcrypt.SHA256{}, "fips180-4", "hash/sha256")
	ctest.HashVectors(t, gcrypt.SHA512{}, "fips180-4", "hash/sha512")
	ctest.HashVectors(t, gcrypt.BLAKE2b512{}, "rfc7693", "hash/blake2b")
	ctest.HashVectors(t, gcrypt.BLAKE2s{}, "rfc7693", "hash/blake2s")
}

// TestHMAC checks RFC 4231's test cases, a 131-byte key (hashed first)
// among them, and that an empty key gives crypto/hmac's tag with an empty
// key.
func TestHMAC(t *testing.T) {
	ctest.MACVectors(t, gcrypt.HMACSHA256{}, "rfc4231", "mac/hmac-sha256")
	ctest.MACVectors(t, gcrypt.HMACSHA512{}, "rfc4231", "mac/hmac-sha512")
	msg := []byte("message")
	want := hmac.New(sha256.New, nil)
	want.Write(msg)
	tag := make([]byte, 32)
	for _, key := range [][]byte{nil, {}} {
		if err := (gcrypt.HMACSHA256{}).MAC(tag, msg, key); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(tag, want.Sum(nil)) {
			t.Errorf("HMAC-SHA-256 with key %#v = %x, crypto/hmac with an empty key gives %x", key, tag, want.Sum(nil))
		}
	}
}

// TestPoly1305 checks RFC 8439's Poly1305 examples and test vectors.
func TestPoly1305(t *testing.T) {
	ctest.MACVectors(t, gcrypt.Poly1305{}, "rfc8439", "mac/poly1305")
}

// TestBLAKE2sMAC compares keyed BLAKE2s-256 with golang.org/x/crypto's,
// an independent implementation, at several key lengths: gcry_md_setkey
// must set BLAKE2's own key, not make an HMAC.
func TestBLAKE2sMAC(t *testing.T) {
	msg := ctest.Seq(300, 3)
	for _, n := range []int{1, 5, 16, 32} {
		key := ctest.Seq(n, 9)
		x, err := blake2s.New256(key)
		if err != nil {
			t.Fatal(err)
		}
		x.Write(msg)
		want, got := x.Sum(nil), make([]byte, 32)
		if err := (gcrypt.BLAKE2sMAC{}).MAC(got, msg, key); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("keyed BLAKE2s, %d-byte key: %x; x/crypto gives %x", n, got, want)
		}
		if ok, err := (gcrypt.BLAKE2sMAC{}).Verify(want, msg, key); !ok || err != nil {
			t.Errorf("Verify(x/crypto's tag) = %v, %v", ok, err)
		}
		want[31] ^= 1
		if ok, err := (gcrypt.BLAKE2sMAC{}).Verify(want, msg, key); ok || err != nil {
			t.Errorf("Verify(flipped tag) = %v, %v; want false, nil", ok, err)
		}
	}
}

// streamVectors checks s against the stream vectors of op in file: a
// vector's counter selects the keystream from byte 64·counter on, of the
// stream that starts at block zero, as the kat runner reads them.
func streamVectors(t *testing.T, s matrix.Stream, file, op string) {
	t.Helper()
	vs := ctest.Vectors(t, file, op)
	if len(vs) == 0 {
		t.Fatalf("%s: no %s vectors", file, op)
	}
	for _, v := range vs {
		skip := int(v.Counter) * 64
		ks := make([]byte, skip+len(v.Out))
		if err := s.KeyStream(ks, v.Nonce, v.Key); err != nil {
			t.Fatalf("%s %s: %v", file, v.Comment, err)
		}
		got := ks[skip:]
		if v.Msg != nil {
			in := append(make([]byte, skip), v.Msg...)
			out := make([]byte, len(in))
			if err := s.XOR(out, in, v.Nonce, v.Key); err != nil {
				t.Fatal(err)
			}
			got = out[skip:]
		}
		ctest.EqualHex(t, file+" "+v.Comment, got, v.Out)
	}
}

// TestStreams checks ChaCha20 against RFC 8439 (12-byte nonce) and against
// libsodium's and the ChaCha20 draft's vectors (8-byte nonce), Salsa20
// against golang.org/x/crypto's, AES-CTR against NIST SP 800-38A F.5.1
// and F.5.5, and that XOR in place equals KeyStream XOR the input.
func TestStreams(t *testing.T) {
	streamVectors(t, gcrypt.ChaCha20IETF{}, "rfc8439", "stream/chacha20-ietf")
	streamVectors(t, gcrypt.ChaCha20{}, "libsodium-chacha20", "stream/chacha20")
	streamVectors(t, gcrypt.ChaCha20{}, "chacha20-draft-agl", "stream/chacha20")

	key, nonce, msg := ctest.Seq(32, 1), ctest.Seq(8, 2), ctest.Seq(1000, 3)
	var k [32]byte
	copy(k[:], key)
	want := make([]byte, len(msg))
	salsa20.XORKeyStream(want, msg, nonce, &k)

	ctrNonce := ctest.Hex(t, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	pt := ctest.Hex(t, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51")
	for _, tc := range []struct {
		name       string
		s          matrix.Stream
		key, nonce []byte
		in, want   []byte
	}{
		{"Salsa20", gcrypt.Salsa20{}, key, nonce, msg, want},
		{"AES-128-CTR", gcrypt.AES128CTR{}, ctest.Hex(t, "2b7e151628aed2a6abf7158809cf4f3c"), ctrNonce, pt,
			ctest.Hex(t, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff")},
		{"AES-256-CTR", gcrypt.AES256CTR{}, ctest.Hex(t, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"), ctrNonce, pt,
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

// aeadVectors checks a against the AEAD vectors of op in file: a valid
// vector seals to its ciphertext and tag and opens; an invalid one does
// not open, and leaves the plaintext buffer zeroed.
func aeadVectors(t *testing.T, a matrix.AEAD, file, op string) {
	t.Helper()
	vs := ctest.Vectors(t, file, op)
	if len(vs) == 0 {
		t.Fatalf("%s: no %s vectors", file, op)
	}
	for _, v := range vs {
		ct := append(bytes.Clone(v.Out), v.Tag...)
		msg := bytes.Repeat([]byte{0xaa}, len(v.Out))
		ok, err := a.Open(msg, ct, v.AD, v.Nonce, v.Key)
		if err != nil {
			t.Errorf("%s %s: Open: %v", file, v.Comment, err)
			continue
		}
		if v.Result == "invalid" {
			if ok || !ctest.AllZero(msg) {
				t.Errorf("%s %s: Open = %v (plaintext zeroed: %v), want false with msg zeroed", file, v.Comment, ok, ctest.AllZero(msg))
			}
			continue
		}
		if !ok {
			t.Errorf("%s %s: Open = false", file, v.Comment)
		}
		ctest.EqualHex(t, file+" "+v.Comment+" (opened)", msg, v.Msg)
		sealed := make([]byte, len(v.Msg)+16)
		if err := a.Seal(sealed, v.Msg, v.AD, v.Nonce, v.Key); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, file+" "+v.Comment+" (sealed)", sealed, ct)
	}
}

// TestAEADs checks ChaCha20-Poly1305 against RFC 8439 and AES-256-GCM
// against the GCM specification's test cases, and that a forged
// ciphertext opens as false with the plaintext zeroed.
func TestAEADs(t *testing.T) {
	aeadVectors(t, gcrypt.ChaCha20Poly1305{}, "rfc8439", "aead/chacha20poly1305-ietf")
	aeadVectors(t, gcrypt.AES256GCM{}, "gcm-spec", "aead/aes256gcm")
	for _, a := range []matrix.AEAD{gcrypt.ChaCha20Poly1305{}, gcrypt.AES256GCM{}} {
		key, nonce, msg, ad := ctest.Seq(32, 1), ctest.Seq(12, 2), ctest.Seq(100, 3), ctest.Seq(7, 4)
		ct := make([]byte, len(msg)+16)
		if err := a.Seal(ct, msg, ad, nonce, key); err != nil {
			t.Fatal(err)
		}
		out := make([]byte, len(msg))
		if ok, err := a.Open(out, ct, ad, nonce, key); !ok || err != nil || !bytes.Equal(out, msg) {
			t.Fatalf("%T Open(genuine) = %v, %v", a, ok, err)
		}
		ct[3] ^= 1
		if ok, err := a.Open(out, ct, ad, nonce, key); ok || err != nil {
			t.Fatalf("%T Open(forged) = %v, %v; want false, nil", a, ok, err)
		}
		if !ctest.AllZero(out) {
			t.Errorf("%T: a failed Open left plaintext in msg", a)
		}
	}
}

// TestX25519 checks the vectors of RFC 7748, sections 5.2 and 6.1, and
// that a low-order point gives the all-zero result with success: libgcrypt
// refuses none (expect/outcomes.json records it).
func TestX25519(t *testing.T) {
	ctest.X25519RFC7748(t, gcrypt.X25519{})
	out := bytes.Repeat([]byte{0xaa}, 32)
	if err := (gcrypt.X25519{}).ScalarMult(out, ctest.Seq(32, 1), make([]byte, 32)); err != nil || !ctest.AllZero(out) {
		t.Errorf("X25519(scalar, 0) = %x, %v; want all zero, nil", out, err)
	}
}

// TestEd25519 checks the tests of RFC 8032, section 7.1, that the private
// key is seed ‖ public, that signatures are crypto/ed25519's, that a
// signature does not verify for another message, and that a signature
// made with a mismatched public half differs: Sign really uses the public
// key it is given.
func TestEd25519(t *testing.T) {
	var ed gcrypt.Ed25519
	ctest.RFC8032(t, ed)
	ctest.SignMatchesCryptoEd25519(t, ed, 7)
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
	// The public keys on which gcry_pk_verify aborts the process (a
	// coordinate with a zero top limb): the binding must answer false
	// before libgcrypt sees them, or this test ends with SIGABRT.
	for _, a := range []string{
		"0100000000000000000000000000000000000000000000000000000000000000",
		"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
		"0000000000000000000000000000000000000000000000000000000000000000",
		"5a63687361610000000000000000000000000000000000000000000000000000", // found by FuzzSignVerify
		"5a63687361610000000000000000000000000000000000000000000000000080", // the same, x's sign bit set
		"0000000000000000000000000000000000000000000000800000000000000000", // y = 2^191
	} {
		if ok, err := ed.Verify(v.Sig, v.Msg, ctest.Hex(t, a)); ok || err != nil {
			t.Errorf("Verify(public %s) = %v, %v; want false, nil", a, ok, err)
		}
	}
	// Every message length from the longest that libgcrypt's
	// S-expressions take in gcry_pk_sign and gcry_pk_verify down signs,
	// and verifies, as crypto/ed25519 does; one byte more is refused as
	// unsupported, before libgcrypt would fail or abort the process.
	const longest = 65472
	long := ctest.Seq(70000, 5)
	for n := longest - 40; n <= longest; n++ {
		if err := ed.Sign(sig, long[:n], priv); err != nil {
			t.Fatalf("Sign(%d bytes): %v", n, err)
		}
		if !bytes.Equal(sig, ed25519.Sign(ed25519.PrivateKey(priv), long[:n])) {
			t.Fatalf("Sign(%d bytes) differs from crypto/ed25519", n)
		}
		if ok, err := ed.Verify(sig, long[:n], pub); !ok || err != nil {
			t.Fatalf("Verify(%d bytes) = %v, %v", n, ok, err)
		}
	}
	for _, n := range []int{longest + 1, 65490, 65535, 65536, 70000} {
		if err := ed.Sign(sig, long[:n], priv); !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), "msg") {
			t.Errorf("Sign(%d bytes) = %v, want an error naming msg and wrapping errors.ErrUnsupported", n, err)
		}
		if ok, err := ed.Verify(sig, long[:n], pub); ok || !errors.Is(err, errors.ErrUnsupported) {
			t.Errorf("Verify(%d bytes) = %v, %v, want false and an error wrapping errors.ErrUnsupported", n, ok, err)
		}
	}
	priv[len(v.Seed)+8] ^= 1 // the public half
	if err := ed.Sign(sig, v.Msg, priv); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(sig, v.Sig) {
		t.Error("Sign ignored the public half of the private key (derived it again from the seed)")
	}
}

// TestNoAllocations checks that calls pass Go memory to C without copying
// or boxing it: whatever libgcrypt allocates is in C, and the Go side of a
// call allocates nothing.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(16, 3)
	digest, tag, stream, ct, opened, sig := make([]byte, 64), make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16), make([]byte, len(msg)), make([]byte, 64)
	pub, priv, shared := make([]byte, 32), make([]byte, 64), make([]byte, 32)
	if err := (gcrypt.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	if err := (gcrypt.ChaCha20Poly1305{}).Seal(ct, msg, nonce, nonce[:12], key); err != nil {
		t.Fatal(err)
	}
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "BLAKE2b512.Hash", F: func() error { return gcrypt.BLAKE2b512{}.Hash(digest, msg) }},
		ctest.Call{Name: "HMACSHA256.MAC", F: func() error { return gcrypt.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		ctest.Call{Name: "BLAKE2sMAC.Verify", F: func() error { _, err := gcrypt.BLAKE2sMAC{}.Verify(tag, msg, key); return err }},
		ctest.Call{Name: "ChaCha20IETF.XOR", F: func() error { return gcrypt.ChaCha20IETF{}.XOR(stream, msg, nonce[:12], key) }},
		ctest.Call{Name: "AES256CTR.KeyStream", F: func() error { return gcrypt.AES256CTR{}.KeyStream(stream, nonce, key) }},
		ctest.Call{Name: "ChaCha20Poly1305.Open", F: func() error {
			_, err := gcrypt.ChaCha20Poly1305{}.Open(opened, ct, nonce, nonce[:12], key)
			return err
		}},
		ctest.Call{Name: "X25519.ScalarMult", F: func() error { return gcrypt.X25519{}.ScalarMult(shared, key, pub) }},
		ctest.Call{Name: "Ed25519.Sign", F: func() error { return gcrypt.Ed25519{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Ed25519.Verify", F: func() error { _, err := gcrypt.Ed25519{}.Verify(sig, msg, pub); return err }},
	)
}
