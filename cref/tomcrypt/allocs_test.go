package tomcrypt_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/tomcrypt"
)

// TestNoAllocations checks that calls pass Go memory to C without copying
// or boxing it: the Go side of a one-shot call allocates nothing.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(16, 3)
	digest, tag, stream, ct, opened := make([]byte, 64), make([]byte, 32), make([]byte, len(msg)), make([]byte, len(msg)+16), make([]byte, len(msg))
	if err := (tomcrypt.AES256GCM{}).Seal(ct, msg, nonce, nonce[:12], key); err != nil {
		t.Fatal(err)
	}
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "SHA512.Hash", F: func() error { return tomcrypt.SHA512{}.Hash(digest, msg) }},
		ctest.Call{Name: "BLAKE2b.Hash", F: func() error { return tomcrypt.BLAKE2b{}.Hash(digest[:40], msg) }},
		ctest.Call{Name: "HMACSHA256.MAC", F: func() error { return tomcrypt.HMACSHA256{}.MAC(tag, msg, msg[:200]) }},
		ctest.Call{Name: "BLAKE2sMAC.Verify", F: func() error { _, err := tomcrypt.BLAKE2sMAC{}.Verify(tag, msg, key); return err }},
		ctest.Call{Name: "ChaCha20.XOR", F: func() error { return tomcrypt.ChaCha20{}.XOR(stream, msg, nonce[:8], key) }},
		ctest.Call{Name: "AES256CTR.KeyStream", F: func() error { return tomcrypt.AES256CTR{}.KeyStream(stream, nonce, key) }},
		ctest.Call{Name: "ChaCha20Poly1305.Seal", F: func() error {
			return tomcrypt.ChaCha20Poly1305{}.Seal(ct, msg, nonce, nonce[:12], key)
		}},
		ctest.Call{Name: "AES256GCM.Open", F: func() error {
			_, err := tomcrypt.AES256GCM{}.Open(opened, ct, nonce, nonce[:12], key)
			return err
		}},
		ctest.Call{Name: "HKDFSHA256.Key", F: func() error { return tomcrypt.HKDFSHA256{}.Key(stream[:100], key, nonce, msg[:300]) }},
		ctest.Call{Name: "HKDFSHA512.Extract", F: func() error { return tomcrypt.HKDFSHA512{}.Extract(digest, key, nonce) }},
		ctest.Call{Name: "HKDFSHA512.Expand", F: func() error { return tomcrypt.HKDFSHA512{}.Expand(stream[:200], digest, msg[:20]) }},
	)
}
