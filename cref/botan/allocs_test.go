package botan_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/botan"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

// TestNoAllocations checks that calls pass Go memory to C without copying
// or boxing it: whatever Botan allocates is in C++, and the Go side of a
// call allocates nothing.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(24, 3)
	digest, tag, stream, ct, opened, sig := make([]byte, 64), make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16), make([]byte, len(msg)), make([]byte, 64)
	pub, priv, shared := make([]byte, 32), make([]byte, 64), make([]byte, 32)
	if err := (botan.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	if err := (botan.XChaCha20Poly1305{}).Seal(ct, msg, nonce, nonce, key); err != nil {
		t.Fatal(err)
	}
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "BLAKE2b.Hash", F: func() error { return botan.BLAKE2b{}.Hash(digest[:40], msg) }},
		ctest.Call{Name: "HMACSHA256.MAC", F: func() error { return botan.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		ctest.Call{Name: "Poly1305.Verify", F: func() error { _, err := botan.Poly1305{}.Verify(tag[:16], msg, key); return err }},
		ctest.Call{Name: "XSalsa20.XOR", F: func() error { return botan.XSalsa20{}.XOR(stream, msg, nonce, key) }},
		ctest.Call{Name: "AES256CTR.KeyStream", F: func() error { return botan.AES256CTR{}.KeyStream(stream, nonce[:16], key) }},
		ctest.Call{Name: "XChaCha20Poly1305.Open", F: func() error {
			_, err := botan.XChaCha20Poly1305{}.Open(opened, ct, nonce, nonce, key)
			return err
		}},
		ctest.Call{Name: "X25519.ScalarMult", F: func() error { return botan.X25519{}.ScalarMult(shared, key, pub) }},
		ctest.Call{Name: "Ed25519.Sign", F: func() error { return botan.Ed25519{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Ed25519.Verify", F: func() error { _, err := botan.Ed25519{}.Verify(sig, msg, pub); return err }},
		ctest.Call{Name: "HKDFSHA256.Key", F: func() error { return botan.HKDFSHA256{}.Key(stream, key, nonce, msg[:10]) }},
		ctest.Call{Name: "HKDFSHA512.Extract", F: func() error { return botan.HKDFSHA512{}.Extract(digest, msg, nonce) }},
		ctest.Call{Name: "HKDFSHA512.Expand", F: func() error { return botan.HKDFSHA512{}.Expand(stream, priv, msg[:10]) }},
	)
}
