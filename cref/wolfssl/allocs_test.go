package wolfssl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/wolfssl"
)

// TestNoAllocations checks that calls pass Go memory to C without copying
// or boxing it: wolfCrypt's contexts live on the C stack, and the Go side
// of a call allocates nothing.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(32, 3)
	digest, tag, stream, ct, opened, sig := make([]byte, 64), make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16), make([]byte, len(msg)), make([]byte, 64)
	pub, priv, shared, point := make([]byte, 32), make([]byte, 64), make([]byte, 32), make([]byte, 32)
	if err := (wolfssl.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	// A product, below p: wolfSSL refuses points with the top bit set.
	if err := (wolfssl.X25519{}).ScalarBaseMult(point, nonce[:32]); err != nil {
		t.Fatal(err)
	}
	if err := (wolfssl.XChaCha20Poly1305{}).Seal(ct, msg, nonce, nonce[:24], key); err != nil {
		t.Fatal(err)
	}
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "SHA512.Hash", F: func() error { return wolfssl.SHA512{}.Hash(digest, msg) }},
		ctest.Call{Name: "HMACSHA256.MAC", F: func() error { return wolfssl.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		ctest.Call{Name: "HMACSHA256.Verify", F: func() error { _, err := wolfssl.HMACSHA256{}.Verify(tag, msg, key); return err }},
		ctest.Call{Name: "XChaCha20.XOR", F: func() error { return wolfssl.XChaCha20{}.XOR(stream, msg, nonce[:24], key) }},
		ctest.Call{Name: "AES256CTR.KeyStream", F: func() error { return wolfssl.AES256CTR{}.KeyStream(stream, nonce[:16], key) }},
		ctest.Call{Name: "XChaCha20Poly1305.Open", F: func() error {
			_, err := wolfssl.XChaCha20Poly1305{}.Open(opened, ct, nonce, nonce[:24], key)
			return err
		}},
		ctest.Call{Name: "AES256GCM.Seal", F: func() error { return wolfssl.AES256GCM{}.Seal(ct, msg, nonce, nonce[:12], key) }},
		ctest.Call{Name: "X25519.ScalarMult", F: func() error { return wolfssl.X25519{}.ScalarMult(shared, key, point) }},
		ctest.Call{Name: "Ed25519.Sign", F: func() error { return wolfssl.Ed25519{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Ed25519.Verify", F: func() error { _, err := wolfssl.Ed25519{}.Verify(sig, msg, pub); return err }},
		ctest.Call{Name: "HKDFSHA256.Key", F: func() error { return wolfssl.HKDFSHA256{}.Key(stream[:100], key, nonce, msg[:300]) }},
		ctest.Call{Name: "HKDFSHA512.Extract", F: func() error { return wolfssl.HKDFSHA512{}.Extract(digest, key, nonce) }},
		ctest.Call{Name: "HKDFSHA512.Expand", F: func() error { return wolfssl.HKDFSHA512{}.Expand(stream[:200], digest, msg[:20]) }},
	)
}
