package tweetnacl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/tweetnacl"
)

// TestNoAllocations checks that the padded calls reuse the pooled scratch
// buffer: once it is large enough, a box or signature call allocates nothing.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := ctest.Seq(1024, 1), ctest.Seq(32, 2), ctest.Seq(24, 3)
	sealed, opened, sig := make([]byte, len(msg)+16), make([]byte, len(msg)), make([]byte, 64)
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := (tweetnacl.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	ok := func(_ bool, err error) error { return err }
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "SecretBox.Seal", F: func() error { return tweetnacl.SecretBox{}.Seal(sealed, msg, nonce, key) }},
		ctest.Call{Name: "SecretBox.Open", F: func() error { return ok(tweetnacl.SecretBox{}.Open(opened, sealed, nonce, key)) }},
		ctest.Call{Name: "Box.Seal", F: func() error { return tweetnacl.Box{}.Seal(sealed, msg, nonce, pub, key) }},
		ctest.Call{Name: "Box.Open", F: func() error { return ok(tweetnacl.Box{}.Open(opened, sealed, nonce, pub, key)) }},
		ctest.Call{Name: "Box.SealAfter", F: func() error { return tweetnacl.Box{}.SealAfter(sealed, msg, nonce, key) }},
		ctest.Call{Name: "Box.OpenAfter", F: func() error { return ok(tweetnacl.Box{}.OpenAfter(opened, sealed, nonce, key)) }},
		ctest.Call{Name: "Ed25519.Sign", F: func() error { return tweetnacl.Ed25519{}.Sign(sig, msg, priv) }},
		ctest.Call{Name: "Ed25519.Verify", F: func() error { return ok(tweetnacl.Ed25519{}.Verify(sig, msg, pub)) }},
	)
}
