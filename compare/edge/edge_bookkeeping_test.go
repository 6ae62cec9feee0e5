package edge

import (
	"testing"
)

// TestEdgeAgreementIsNoDivergence runs the matrix with one verifier: no
// case can diverge and nothing failed.
func TestEdgeAgreementIsNoDivergence(t *testing.T) {
	rep, err := runEdge([]EdgeVerifier{stdlibVerifier})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed() {
		t.Error("Failed() = true for a verifier without errors")
	}
	if n, m := len(rep.Paper.Divergences), len(rep.ZIP215.Divergences); n != 0 || m != 0 {
		t.Errorf("%d and %d divergences with a single verifier, want none", n, m)
	}
}
