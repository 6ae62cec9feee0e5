package families

import (
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// noKAT are the families with no known-answer checker, and why: their
// vectors, should a file hold any, fail as unchecked (compare/kat).
var noKAT = map[matrix.Family]string{
	matrix.FamilyKeyConversion: "no vector file the suite runs holds conversion vectors; interop and the transcript compare it",
	matrix.FamilyEqual:         "no vector file the suite runs holds comparison vectors; interop and the transcript check it",
}

// TestListIsTheCatalogue: List holds one package per family of the
// catalogue, in its order, each with every hook an engine needs (a known-
// answer checker only where noKAT does not say why not).
func TestListIsTheCatalogue(t *testing.T) {
	if len(List) != len(matrix.Families) {
		t.Errorf("List has %d families, the catalogue %d", len(List), len(matrix.Families))
	}
	for i, f := range matrix.Families {
		if i < len(List) && List[i].Name != f {
			t.Errorf("List[%d] is %s, the catalogue's family %d is %s", i, List[i].Name, i, f)
		}
		h, ok := Of(f)
		if !ok {
			t.Errorf("family %s has no package in List", f)
			continue
		}
		if h.Cross == nil || h.Sequence == nil || h.Steps <= 0 || h.Args == nil || h.Bench == nil {
			t.Errorf("family %s lacks a hook: cross %v, sequence %v (%d steps), args %v, bench %v",
				f, h.Cross != nil, h.Sequence != nil, h.Steps, h.Args != nil, h.Bench != nil)
		}
		if _, excused := noKAT[f]; (h.KAT == nil) != excused {
			t.Errorf("family %s: has a known-answer checker %v, but noKAT excuses it %v", f, h.KAT != nil, excused)
		}
	}
	if _, ok := Of("nope"); ok {
		t.Error("Of found a family that does not exist")
	}
}
