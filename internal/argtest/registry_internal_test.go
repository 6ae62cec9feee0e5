package argtest

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// sha256Stub is a hash that accepts anything.
type sha256Stub struct{}

func (sha256Stub) Hash(_, _ []byte) error { return nil }

// TestRegistryCalls checks that an operation the registry holds under an
// unknown ID, or under a family it does not implement, is reported rather
// than skipped, and that the others still get their tables. Registry.Add
// refuses both, so the registry is built by hand.
func TestRegistryCalls(t *testing.T) {
	r := &matrix.Registry{Impls: []*matrix.Impl{{Name: "x", Ops: map[string]any{
		"hash/sha256":  sha256Stub{},
		"hash/sha3":    sha256Stub{},
		"sign/ed25519": sha256Stub{},
	}}}}
	calls, problems := registryCalls(r)
	if len(calls) != 1 || calls[0].Name != "x/hash/sha256.Hash" {
		t.Errorf("calls %+v, want the one of x/hash/sha256", calls)
	}
	got := strings.Join(problems, "\n")
	for _, want := range []string{`unknown operation "hash/sha3"`, "does not implement the sign interface"} {
		if !strings.Contains(got, want) {
			t.Errorf("problems %q do not include %q", got, want)
		}
	}
}
