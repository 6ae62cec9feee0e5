package bench

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestFamilyAdapterRefusesOtherTypes checks the one assertion of
// family.Def's hooks as this engine calls them: an operation that is not
// the family's interface gets an error naming it, from a call's Prepare and from the loop's, not a
// panic; and it lacks nothing, so that Prepare is what reports it.
func TestFamilyAdapterRefusesOtherTypes(t *testing.T) {
	s, err := matrix.Lookup("hash/sha512")
	if err != nil {
		t.Fatal(err)
	}
	wrong := bwRejecting{} // a secretbox, not a hash
	for _, c := range benchCallsOf(s) {
		_, _, err := c.Prepare(s, wrong, 1, family.BenchRandFor(1, "x"))
		if err == nil || !strings.Contains(err.Error(), "does not implement matrix.Hash") {
			t.Errorf("%s: Prepare of a secretbox: %v", c.Name, err)
		}
		if benchLacks(s, c, wrong) {
			t.Errorf("%s: a secretbox lacks the call", c.Name)
		}
	}
	lc, ok := loopCallOf(matrix.FamilyHash)
	if !ok || lc.crossing == nil {
		t.Fatal("the hash family has no C loop call or no crossing shape")
	}
	if _, err := lc.Prepare(s, wrong, &cloop.Args{}); err == nil || !strings.Contains(err.Error(), "does not implement matrix.Hash") {
		t.Errorf("loop Prepare of a secretbox: %v", err)
	}
}
