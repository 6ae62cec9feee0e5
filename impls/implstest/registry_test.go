package implstest

import (
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// TestGoRegistryHasEveryFamily checks that "go" holds an operation of
// every family of the catalogue, the hand-picked ones kept, so the checks'
// tests that range over it reach each family; and that withEveryFamily
// adds nothing for a family already there.
func TestGoRegistryHasEveryFamily(t *testing.T) {
	im := GoRegistry().Impl("go")
	for _, f := range matrix.Families {
		n := 0
		for _, s := range matrix.SpecsOf(f) {
			if im.Ops[s.ID()] != nil {
				n++
			}
		}
		if n == 0 {
			t.Errorf("family %s: no operation in the Go test registry (no Go binding has one)", f)
		}
	}
	if im.Ops["mac/poly1305"] == nil || im.Ops["mac/hmac-sha256"] != nil {
		t.Error("withEveryFamily added to a family already there, or lost a chosen operation")
	}
}
