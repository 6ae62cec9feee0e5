package openssl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
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
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "BLAKE2b512.Hash", F: func() error { return openssl.BLAKE2b512{}.Hash(digest, msg) }},
		ctest.Call{Name: "HMACSHA256.MAC", F: func() error { return openssl.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		ctest.Call{Name: "BLAKE2sMAC.Verify", F: func() error { _, err := openssl.BLAKE2sMAC{}.Verify(tag, msg, key); return err }},
		ctest.Call{Name: "ChaCha20IETF.XOR", F: func() error { return openssl.ChaCha20IETF{}.XOR(stream, msg, nonce[:12], key) }},
		ctest.Call{Name: "AES256CTR.KeyStream", F: func() error { return openssl.AES256CTR{}.KeyStream(stream, nonce, key) }},
		ctest.Call{Name: "ChaCha20Poly1305.Open", F: func() error {
			_, err := openssl.ChaCha20Poly1305{}.Open(opened, ct, nonce, nonce[:12], key)
			return err
		}},
		ctest.Call{Name: "X25519.ScalarMult", F: func() error { return openssl.X25519{}.ScalarMult(shared, key, pub) }},
		ctest.Call{Name: "Ed25519.Sign", F: func() error { return openssl.Ed25519{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Ed25519.Verify", F: func() error { _, err := openssl.Ed25519{}.Verify(sig, msg, pub); return err }},
		ctest.Call{Name: "HKDFSHA256.Key", F: func() error { return openssl.HKDFSHA256{}.Key(stream[:100], key, nonce, msg[:300]) }},
		ctest.Call{Name: "HKDFSHA512.Extract", F: func() error { return openssl.HKDFSHA512{}.Extract(digest, key, nonce) }},
		ctest.Call{Name: "HKDFSHA512.Expand", F: func() error { return openssl.HKDFSHA512{}.Expand(stream[:200], digest, msg[:20]) }},
	)
}
