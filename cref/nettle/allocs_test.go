package nettle_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/nettle"
)

// TestNoAllocations checks that calls pass Go memory to C without copying
// or boxing it: a one-shot call allocates nothing in Go (and Nettle, whose
// contexts are on the C stack, nothing in C).
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(16, 3)
	digest, tag, stream, ct, opened, sig := make([]byte, 64), make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16), make([]byte, len(msg)), make([]byte, 64)
	pub, priv, shared := make([]byte, 32), make([]byte, 64), make([]byte, 32)
	if err := (nettle.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	if err := (nettle.ChaCha20Poly1305{}).Seal(ct, msg, nonce, nonce[:12], key); err != nil {
		t.Fatal(err)
	}
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "SHA512.Hash", F: func() error { return nettle.SHA512{}.Hash(digest, msg) }},
		ctest.Call{Name: "HMACSHA256.MAC", F: func() error { return nettle.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		ctest.Call{Name: "HMACSHA256.Verify", F: func() error { _, err := nettle.HMACSHA256{}.Verify(tag, msg, key); return err }},
		ctest.Call{Name: "Salsa20.XOR", F: func() error { return nettle.Salsa20{}.XOR(stream, msg, nonce[:8], key) }},
		ctest.Call{Name: "ChaCha20IETF.XOR", F: func() error { return nettle.ChaCha20IETF{}.XOR(stream, msg, nonce[:12], key) }},
		ctest.Call{Name: "AES256CTR.KeyStream", F: func() error { return nettle.AES256CTR{}.KeyStream(stream, nonce, key) }},
		ctest.Call{Name: "ChaCha20Poly1305.Open", F: func() error {
			_, err := nettle.ChaCha20Poly1305{}.Open(opened, ct, nonce, nonce[:12], key)
			return err
		}},
		ctest.Call{Name: "AES256GCM.Seal", F: func() error { return nettle.AES256GCM{}.Seal(ct, msg, nonce, nonce[:12], key) }},
		ctest.Call{Name: "X25519.ScalarMult", F: func() error { return nettle.X25519{}.ScalarMult(shared, key, pub) }},
		ctest.Call{Name: "Ed25519.Sign", F: func() error { return nettle.Ed25519{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Ed25519.Verify", F: func() error { _, err := nettle.Ed25519{}.Verify(sig, msg, pub); return err }},
		ctest.Call{Name: "HKDFSHA256.Key", F: func() error { return nettle.HKDFSHA256{}.Key(stream, key, nonce, msg[:10]) }},
		ctest.Call{Name: "HKDFSHA512.Extract", F: func() error { return nettle.HKDFSHA512{}.Extract(digest, msg, nonce) }},
		ctest.Call{Name: "HKDFSHA512.Expand", F: func() error { return nettle.HKDFSHA512{}.Expand(stream, priv, msg[:10]) }},
	)
}
