package checktest

import (
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// FixedSeed fixes the inputs of the tests of the checks; `naclcmp interop
// --seed` explores others.
const FixedSeed = 1

// NewRegistry returns a registry of impls, failing t when one is refused.
func NewRegistry(t testing.TB, impls ...*matrix.Impl) *matrix.Registry {
	t.Helper()
	r := &matrix.Registry{}
	if err := r.Add(impls...); err != nil {
		t.Fatal(err)
	}
	return r
}

// SignImpl is an implementation named name with op as its Ed25519.
func SignImpl(name string, op matrix.Signature) *matrix.Impl {
	return &matrix.Impl{Name: name, Ops: map[string]any{"sign/ed25519": op}}
}

// Load returns the registry that load builds (impls.Default in the tests of
// the checks), failing t when it cannot be built or is empty. The loader
// is a parameter so that this package does not import every binding.
func Load(t testing.TB, load func() (*matrix.Registry, error)) *matrix.Registry {
	t.Helper()
	r, err := load()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Impls) == 0 {
		t.Fatal("the registry is empty")
	}
	return r
}
