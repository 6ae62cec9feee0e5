package tweetnacl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/gonative/tweetnacl"
)

// TestNoAllocations checks that the padded calls reuse the pooled scratch
// buffer: once it is large enough, a box or signature call allocates nothing.
func TestNoAllocations(t *testing.T) {
	msg, key, nonce := make([]byte, 1024), make([]byte, 32), make([]byte, 24)
	for i := range msg {
		msg[i] = byte(i)
	}
	sealed, opened, sig := make([]byte, len(msg)+16), make([]byte, len(msg)), make([]byte, 64)
	pub, priv := make([]byte, 32), make([]byte, 64)
	if err := (tweetnacl.Ed25519{}).KeyFromSeed(pub, priv, key); err != nil {
		t.Fatal(err)
	}
	ok := func(_ bool, err error) error { return err }
	calls := []struct {
		name string
		f    func() error
	}{
		{"SecretBox.Seal", func() error { return tweetnacl.SecretBox{}.Seal(sealed, msg, nonce, key) }},
		{"SecretBox.Open", func() error { return ok(tweetnacl.SecretBox{}.Open(opened, sealed, nonce, key)) }},
		{"Box.Seal", func() error { return tweetnacl.Box{}.Seal(sealed, msg, nonce, pub, key) }},
		{"Box.Open", func() error { return ok(tweetnacl.Box{}.Open(opened, sealed, nonce, pub, key)) }},
		{"Box.SealAfter", func() error { return tweetnacl.Box{}.SealAfter(sealed, msg, nonce, key) }},
		{"Box.OpenAfter", func() error { return ok(tweetnacl.Box{}.OpenAfter(opened, sealed, nonce, key)) }},
		{"Ed25519.Sign", func() error { return tweetnacl.Ed25519{}.Sign(sig, msg, priv) }},
		{"Ed25519.Verify", func() error { return ok(tweetnacl.Ed25519{}.Verify(sig, msg, pub)) }},
	}
	for _, c := range calls {
		var err error
		allocs := testing.AllocsPerRun(5, func() { err = c.f() })
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		if allocs != 0 {
			t.Errorf("%s allocates %.1f times per call, want 0", c.name, allocs)
		}
	}
}
