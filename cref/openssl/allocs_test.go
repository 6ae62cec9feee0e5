package openssl_test

import (
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"testing"

	"github.com/naclcmp/naclcmp/cref/openssl"
)

// TestNoAllocations checks that calls pass Go memory to C without copying
// or boxing it: whatever OpenSSL allocates is in C, and the Go side of a
// call allocates nothing.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(16, 3)
	digest, tag, stream, ct, opened, sig := make([]byte, 64), make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16), make([]byte, len(msg)), make([]byte, 64)
	pub, priv, shared := make([]byte, 32), make([]byte, 64), make([]byte, 32)
	if err := (openssl.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	if err := (openssl.ChaCha20Poly1305{}).Seal(ct, msg, nonce, nonce[:12], key); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		f    func() error
	}{
		{"BLAKE2b512.Hash", func() error { return openssl.BLAKE2b512{}.Hash(digest, msg) }},
		{"HMACSHA256.MAC", func() error { return openssl.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		{"BLAKE2sMAC.Verify", func() error { _, err := openssl.BLAKE2sMAC{}.Verify(tag, msg, key); return err }},
		{"ChaCha20IETF.XOR", func() error { return openssl.ChaCha20IETF{}.XOR(stream, msg, nonce[:12], key) }},
		{"AES256CTR.KeyStream", func() error { return openssl.AES256CTR{}.KeyStream(stream, nonce, key) }},
		{"ChaCha20Poly1305.Open", func() error {
			_, err := openssl.ChaCha20Poly1305{}.Open(opened, ct, nonce, nonce[:12], key)
			return err
		}},
		{"X25519.ScalarMult", func() error { return openssl.X25519{}.ScalarMult(shared, key, pub) }},
		{"Ed25519.Sign", func() error { return openssl.Ed25519{}.Sign(sig, msg, priv) }},
		{"Ed25519.Verify", func() error { _, err := openssl.Ed25519{}.Verify(sig, msg, pub); return err }},
	} {
		var err error
		allocs := testing.AllocsPerRun(20, func() { err = tc.f() })
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
		if allocs != 0 {
			t.Errorf("%s allocates %.1f times per call, want 0", tc.name, allocs)
		}
	}
}
