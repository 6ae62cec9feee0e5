package sodium_test

import (
	"fmt"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestNoAllocations checks that the success path passes Go memory to C
// without copying or boxing it: the benchmarks are meant to measure
// libsodium, not Go's allocator.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(24, 3)
	digest, stream, box, sig := make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16), make([]byte, 64)
	tag, opened, ct := make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16)
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := (sodium.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "SHA256.Hash", F: func() error { return sodium.SHA256{}.Hash(digest, msg) }},
		ctest.Call{Name: "XSalsa20.XOR", F: func() error { return sodium.XSalsa20{}.XOR(stream, msg, nonce, key) }},
		ctest.Call{Name: "SecretBox.Seal", F: func() error { return sodium.SecretBox{}.Seal(box, msg, nonce, key) }},
		ctest.Call{Name: "SecretBox.Open", F: func() error {
			_, err := sodium.SecretBox{}.Open(opened, box, nonce, key)
			return err
		}},
		ctest.Call{Name: "Ed25519.Sign", F: func() error { return sodium.Ed25519{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Ed25519.Verify", F: func() error { _, err := sodium.Ed25519{}.Verify(sig, msg, pub); return err }},
		ctest.Call{Name: "HMACSHA256.MAC", F: func() error { return sodium.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		ctest.Call{Name: "HMACSHA256.Verify", F: func() error { _, err := sodium.HMACSHA256{}.Verify(tag, msg, msg[:200]); return err }},
		ctest.Call{Name: "XChaCha20Poly1305.Seal", F: func() error { return sodium.XChaCha20Poly1305{}.Seal(ct, msg, key, nonce, key) }},
	)
}

// TestStackBuffers checks that the public-key calls, marked noescape and
// nocallback, leave a caller's fixed-size buffers on its stack: without
// the marks cgo moves every buffer passed to C to the heap, one allocation
// each.
func TestStackBuffers(t *testing.T) {
	var (
		ed  sodium.Ed25519
		x   sodium.X25519
		box sodium.Box
		kc  sodium.Ed25519X25519
		sb  sodium.SealedBox
	)
	msg := ctest.Seq(100, 1)
	ctest.NoAllocations(t, 5,
		ctest.Call{Name: "Ed25519 KeyFromSeed, Sign, Verify with stack buffers", F: func() error {
			seed := [32]byte{1, 2, 3}
			var pub [32]byte
			var priv, sig [64]byte
			if err := ed.KeyFromSeed(pub[:], priv[:], seed[:]); err != nil {
				return err
			}
			if err := ed.Sign(sig[:], msg, priv[:]); err != nil {
				return err
			}
			_, err := ed.Verify(sig[:], msg, pub[:])
			return err
		}},
		ctest.Call{Name: "X25519 ScalarBaseMult, ScalarMult with stack buffers", F: func() error {
			scalar := [32]byte{9, 8, 7}
			var pub, shared [32]byte
			if err := x.ScalarBaseMult(pub[:], scalar[:]); err != nil {
				return err
			}
			return x.ScalarMult(shared[:], scalar[:], pub[:])
		}},
		ctest.Call{Name: "box SeedKeyPair, Precompute with stack buffers", F: func() error {
			seed := [32]byte{4, 5, 6}
			var pub, priv, shared [32]byte
			if err := box.SeedKeyPair(pub[:], priv[:], seed[:]); err != nil {
				return err
			}
			return box.Precompute(shared[:], pub[:], priv[:])
		}},
		ctest.Call{Name: "SealedBox Seal, Open with stack buffers", F: func() error {
			seed := [32]byte{8, 9}
			var pub, priv [32]byte
			var m [16]byte
			var sealed [16 + 48]byte
			if err := box.SeedKeyPair(pub[:], priv[:], seed[:]); err != nil {
				return err
			}
			if err := sb.Seal(sealed[:], m[:], pub[:]); err != nil {
				return err
			}
			if ok, err := sb.Open(m[:], sealed[:], pub[:], priv[:]); !ok || err != nil {
				return fmt.Errorf("Open of its own sealed box: %v, %v", ok, err)
			}
			return nil
		}},
		ctest.Call{Name: "Ed25519X25519 with stack buffers", F: func() error {
			seed := [32]byte{7}
			var pub, xpub, xpriv [32]byte
			var priv [64]byte
			if err := ed.KeyFromSeed(pub[:], priv[:], seed[:]); err != nil {
				return err
			}
			if err := kc.PublicToX25519(xpub[:], pub[:]); err != nil {
				return err
			}
			return kc.PrivateToX25519(xpriv[:], priv[:])
		}},
	)
}
