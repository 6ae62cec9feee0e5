package nacl_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"strings"
	"testing"

	"golang.org/x/crypto/nacl/box"
	"golang.org/x/crypto/nacl/secretbox"
	"golang.org/x/crypto/salsa20"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/nacl"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVersion(t *testing.T) {
	if v := nacl.Version(); !strings.HasPrefix(v, "NaCl 20110221 (Debian libnacl-dev ") {
		t.Errorf("Version() = %q", v)
	}
	if s := nacl.Source(); !strings.Contains(s, "sha256:") {
		t.Errorf("Source() = %q, want the archive's SHA-256", s)
	}
}

// TestHashes checks FIPS 180-4's examples ("abc" and a two-block message)
// for both digests.
func TestHashes(t *testing.T) {
	ctest.HashVectors(t, nacl.SHA256{}, "fips180-4", "hash/sha256")
	ctest.HashVectors(t, nacl.SHA512{}, "fips180-4", "hash/sha512")
}

// TestMACs checks crypto_auth_hmacsha256 against RFC 4868 AUTH256-4 (the
// vector of NaCl's tests/auth2.c), both HMACs against crypto/hmac, and
// Poly1305 against RFC 8439's examples and test vectors.
func TestMACs(t *testing.T) {
	ctest.MACVectors(t, nacl.HMACSHA256{}, "nacl-tests", "mac/hmac-sha256")
	ctest.MACVectors(t, nacl.Poly1305{}, "rfc8439", "mac/poly1305")

	key, msg := ctest.Seq(32, 1), bytes.Repeat([]byte{0xcd}, 50)
	tag := make([]byte, 32)
	m := hmac.New(sha512.New, key)
	m.Write(msg)
	want := m.Sum(nil)[:32]
	if err := (nacl.HMACSHA512256{}).MAC(tag, msg, key); err != nil || !bytes.Equal(tag, want) {
		t.Errorf("crypto_auth = %x, %v; crypto/hmac's truncated HMAC-SHA-512 is %x", tag, err, want)
	}
	want[0] ^= 1
	if ok, err := (nacl.HMACSHA512256{}).Verify(want, msg, key); ok || err != nil {
		t.Errorf("crypto_auth_verify(flipped tag) = %v, %v", ok, err)
	}
	m = hmac.New(sha256.New, key)
	m.Write(nil)
	if err := (nacl.HMACSHA256{}).MAC(tag, nil, key); err != nil || !bytes.Equal(tag, m.Sum(nil)) {
		t.Errorf("crypto_auth_hmacsha256(empty message) = %x, %v; crypto/hmac gives %x", tag, err, m.Sum(nil))
	}
	if err := (nacl.HMACSHA256{}).MAC(tag, msg, key[:20]); err == nil || !strings.Contains(err.Error(), "nacl: key:") {
		t.Errorf("crypto_auth_hmacsha256 with a 20-byte key: %v, want an error naming key", err)
	}
}

// TestStreams checks Salsa20 and XSalsa20 against golang.org/x/crypto, an
// independent implementation, and in-place use.
func TestStreams(t *testing.T) {
	key := ctest.Seq(32, 1)
	for _, n := range []int{1, 63, 64, 65, 1000} {
		msg := ctest.Seq(n, 7)
		for _, tc := range []struct {
			name  string
			s     matrix.Stream
			nonce []byte
		}{
			{"salsa20", nacl.Salsa20{}, ctest.Seq(8, 40)},
			{"xsalsa20", nacl.XSalsa20{}, ctest.Seq(24, 40)},
		} {
			want := make([]byte, n)
			var k [32]byte
			copy(k[:], key)
			salsa20.XORKeyStream(want, msg, tc.nonce, &k)
			got := bytes.Clone(msg)
			if err := tc.s.XOR(got, got, tc.nonce, key); err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s, %d bytes in place: %x, %v; x/crypto gives %x", tc.name, n, got, err, want)
			}
		}
	}
}

// TestAES128CTR checks NIST SP 800-38A F.5.1 (two blocks) and the refusal
// of a keystream that would wrap NaCl's 32-bit counter.
func TestAES128CTR(t *testing.T) {
	var s nacl.AES128CTR
	key := ctest.Hex(t, "2b7e151628aed2a6abf7158809cf4f3c")
	nonce := ctest.Hex(t, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	pt := ctest.Hex(t, "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51")
	want := ctest.Hex(t, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff")
	got := make([]byte, len(pt))
	if !nacl.HasAES128CTR() {
		// This architecture's archive lacks it: every call must say so
		// and write nothing.
		err := s.XOR(got, pt, nonce, key)
		if err == nil || !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), "crypto_stream_aes128ctr") {
			t.Fatalf("aes128ctr without the primitive: %v, want an error naming it and wrapping errors.ErrUnsupported", err)
		}
		if !bytes.Equal(got, make([]byte, len(pt))) {
			t.Fatalf("aes128ctr without the primitive wrote %x", got)
		}
		return
	}
	if err := s.XOR(got, pt, nonce, key); err != nil || !bytes.Equal(got, want) {
		t.Fatalf("aes128ctr = %x, %v; SP 800-38A says %x", got, err, want)
	}
	last := bytes.Clone(nonce)
	copy(last[12:], []byte{0xff, 0xff, 0xff, 0xff})
	if err := s.KeyStream(make([]byte, 16), last, key); err != nil {
		t.Errorf("one block at the last counter value: %v", err)
	}
	out := make([]byte, 17)
	err := s.KeyStream(out, last, key)
	if err == nil || !strings.Contains(err.Error(), "nacl: nonce:") || !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("17 bytes at the last counter value: %v, want an error naming nonce and wrapping errors.ErrUnsupported", err)
	}
	if !bytes.Equal(out, make([]byte, 17)) {
		t.Error("a refused KeyStream wrote to out")
	}
	// XOR has its own fast path, which must refuse the same wrap.
	err = s.XOR(out, make([]byte, 17), last, key)
	if err == nil || !strings.Contains(err.Error(), "nacl: nonce:") || !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("XOR of 17 bytes at the last counter value: %v, want an error naming nonce and wrapping errors.ErrUnsupported", err)
	}
	if !bytes.Equal(out, make([]byte, 17)) {
		t.Error("a refused XOR wrote to out")
	}
}

// TestBoxes checks crypto_secretbox and crypto_box against
// golang.org/x/crypto/nacl, in both directions, and that a forged box is
// refused with the output zeroed.
func TestBoxes(t *testing.T) {
	var key [32]byte
	var nonce [24]byte
	copy(key[:], ctest.Seq(32, 3))
	copy(nonce[:], ctest.Seq(24, 9))
	for _, n := range []int{0, 1, 100, 4096} {
		msg := ctest.Seq(n, 11)
		want := secretbox.Seal(nil, msg, &nonce, &key)
		got := make([]byte, n+16)
		if err := (nacl.SecretBox{}).Seal(got, msg, nonce[:], key[:]); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("secretbox, %d bytes: %x, %v; x/crypto gives %x", n, got, err, want)
		}
		opened := make([]byte, n)
		if ok, err := (nacl.SecretBox{}).Open(opened, want, nonce[:], key[:]); !ok || err != nil || !bytes.Equal(opened, msg) {
			t.Fatalf("secretbox open, %d bytes: %v, %v", n, ok, err)
		}
		if n > 0 {
			want[len(want)-1] ^= 1
			if ok, err := (nacl.SecretBox{}).Open(opened, want, nonce[:], key[:]); ok || err != nil || !bytes.Equal(opened, make([]byte, n)) {
				t.Fatalf("secretbox open of a forged box: %v, %v, output zeroed: %v", ok, err, bytes.Equal(opened, make([]byte, n)))
			}
		}
	}

	alicePub, alicePriv, _ := box.GenerateKey(bytes.NewReader(ctest.Seq(32, 50)))
	bobPub, bobPriv, _ := box.GenerateKey(bytes.NewReader(ctest.Seq(32, 90)))
	msg := []byte("box from NaCl 20110221 to x/crypto")
	var b nacl.Box
	sealed := make([]byte, len(msg)+16)
	if err := b.Seal(sealed, msg, nonce[:], bobPub[:], alicePriv[:]); err != nil {
		t.Fatal(err)
	}
	if opened, ok := box.Open(nil, sealed, &nonce, alicePub, bobPriv); !ok || !bytes.Equal(opened, msg) {
		t.Fatal("x/crypto cannot open NaCl's box")
	}
	var xshared [32]byte
	box.Precompute(&xshared, bobPub, alicePriv)
	shared := make([]byte, 32)
	if err := b.Precompute(shared, bobPub[:], alicePriv[:]); err != nil || !bytes.Equal(shared, xshared[:]) {
		t.Fatalf("Precompute = %x, %v; x/crypto gives %x", shared, err, xshared)
	}
	fromX := box.SealAfterPrecomputation(nil, msg, &nonce, &xshared)
	opened := make([]byte, len(msg))
	if ok, err := b.OpenAfter(opened, fromX, nonce[:], shared); !ok || err != nil || !bytes.Equal(opened, msg) {
		t.Fatalf("OpenAfter(x/crypto's box) = %v, %v", ok, err)
	}
}

// TestX25519 checks the vectors of RFC 7748, sections 5.2 and 6.1, and
// that NaCl, unlike libsodium, answers a low-order point with an all-zero
// result and no error.
func TestX25519(t *testing.T) {
	var x nacl.X25519
	ctest.X25519RFC7748(t, x)
	out := make([]byte, len(argtest.LowOrderPoints[0]))
	if err := x.ScalarMult(out, ctest.Seq(len(out), 7), argtest.LowOrderPoints[0]); err != nil || !ctest.AllZero(out) {
		t.Errorf("ScalarMult(u = 0) = %x, %v; NaCl gives zero and no error", out, err)
	}
}

func TestVerify(t *testing.T) {
	a := ctest.Seq(32, 1)
	b := bytes.Clone(a)
	if ok, err := (nacl.Verify32{}).Equal(a, b); !ok || err != nil {
		t.Errorf("Verify32(equal) = %v, %v", ok, err)
	}
	b[31] ^= 1
	if ok, err := (nacl.Verify32{}).Equal(a, b); ok || err != nil {
		t.Errorf("Verify32(different) = %v, %v", ok, err)
	}
	if ok, err := (nacl.Verify16{}).Equal(a[:16], b[:16]); !ok || err != nil {
		t.Errorf("Verify16(equal first halves) = %v, %v", ok, err)
	}
}

// TestSign checks edwards25519sha512batch: keys are a function of the seed
// (which also shows that NaCl's key generation drew from this binding's
// random source), signatures verify, a changed message or signature does
// not, and the scheme is not Ed25519 in either direction.
func TestSign(t *testing.T) {
	var s nacl.Edwards25519SHA512Batch
	seed := ctest.Seq(32, 1)
	pub, priv := make([]byte, 32), make([]byte, 64)
	pub2, priv2 := make([]byte, 32), make([]byte, 64)
	if err := s.KeyFromSeed(pub, priv, seed); err != nil {
		t.Fatal(err)
	}
	if err := s.KeyFromSeed(pub2, priv2, seed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pub, pub2) || !bytes.Equal(priv, priv2) {
		t.Fatal("KeyFromSeed is not a function of the seed")
	}
	if !bytes.Equal(priv[:32], seed) || !bytes.Equal(priv[32:], pub) {
		t.Fatal("private is not seed ‖ public")
	}
	if err := s.KeyFromSeed(pub2, priv2, ctest.Seq(32, 2)); err != nil || bytes.Equal(pub, pub2) {
		t.Fatalf("another seed gives the same public key (%v)", err)
	}
	for _, n := range []int{0, 1, 100, 5000} {
		msg := ctest.Seq(n, 9)
		sig := make([]byte, 64)
		if err := s.Sign(sig, msg, priv); err != nil {
			t.Fatal(err)
		}
		if ok, err := s.Verify(sig, msg, pub); !ok || err != nil {
			t.Fatalf("%d bytes: Verify(own signature) = %v, %v", n, ok, err)
		}
		if ok, err := s.Verify(sig, msg, pub2); ok || err != nil {
			t.Errorf("%d bytes: Verify under another key = %v, %v", n, ok, err)
		}
		bad := bytes.Clone(sig)
		bad[40] ^= 1
		if ok, err := s.Verify(bad, msg, pub); ok || err != nil {
			t.Errorf("%d bytes: Verify(changed S) = %v, %v", n, ok, err)
		}
		if n > 0 {
			msg[n/2] ^= 1
			if ok, err := s.Verify(sig, msg, pub); ok || err != nil {
				t.Errorf("%d bytes: Verify(changed message) = %v, %v", n, ok, err)
			}
		}
	}
	// Not Ed25519: crypto/ed25519 rejects NaCl's signature, and NaCl
	// rejects RFC 8032 TEST 1's signature under its public key.
	msg := []byte("edwards25519sha512batch")
	sig := make([]byte, 64)
	if err := s.Sign(sig, msg, priv); err != nil {
		t.Fatal(err)
	}
	if ed25519.Verify(pub, msg, sig) {
		t.Error("crypto/ed25519 accepts an edwards25519sha512batch signature")
	}
	ed := ctest.Vectors(t, "rfc8032", "sign/ed25519")[0]
	if ok, err := s.Verify(ed.Sig, ed.Msg, ed.Public); ok || err != nil {
		t.Errorf("NaCl accepts RFC 8032 TEST 1 (an Ed25519 signature): %v, %v", ok, err)
	}
}

func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(24, 3)
	out, sealed, sig := make([]byte, 64), make([]byte, len(msg)+16), make([]byte, 64)
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := (nacl.Edwards25519SHA512Batch{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	ctest.NoAllocations(t, 10,
		ctest.Call{Name: "SHA512.Hash", F: func() error { return nacl.SHA512{}.Hash(out, msg) }},
		ctest.Call{Name: "XSalsa20.XOR", F: func() error { return nacl.XSalsa20{}.XOR(msg, msg, nonce, key) }},
		ctest.Call{Name: "SecretBox.Seal", F: func() error { return nacl.SecretBox{}.Seal(sealed, msg, nonce, key) }},
		ctest.Call{Name: "Edwards25519SHA512Batch.Sign", F: func() error { return nacl.Edwards25519SHA512Batch{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Edwards25519SHA512Batch.Verify", F: func() error {
			_, err := nacl.Edwards25519SHA512Batch{}.Verify(sig, msg, pub)
			return err
		}},
	)
}

// TestSignConcurrent derives keys from eight seeds at once: the seed slot
// of the random source is per thread, so concurrent key generations must
// each get their own seed and give the keys of a sequential run.
func TestSignConcurrent(t *testing.T) {
	var s nacl.Edwards25519SHA512Batch
	const n = 8
	want := make([][]byte, n)
	for i := range n {
		want[i] = make([]byte, 32)
		if err := s.KeyFromSeed(want[i], make([]byte, 64), ctest.Seq(32, byte(10*i))); err != nil {
			t.Fatal(err)
		}
	}
	errs := make(chan error, n)
	got := make([][]byte, n)
	for i := range n {
		got[i] = make([]byte, 32)
		go func() { errs <- s.KeyFromSeed(got[i], make([]byte, 64), ctest.Seq(32, byte(10*i))) }()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for i := range n {
		if !bytes.Equal(got[i], want[i]) {
			t.Errorf("seed %d: concurrent key %x, sequential %x", i, got[i], want[i])
		}
	}
}
