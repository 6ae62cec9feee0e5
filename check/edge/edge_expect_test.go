package edge

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
)

// The tests in this file hold the suite to the expectations pinned in
// expect/*.json. A difference fails with a message saying what changed and
// which entry to edit to accept it on purpose.

// checkEdgeRows compares the edge matrix with the pinned rows: every row
// of a verifier in the matrix must be pinned and equal, and every pinned
// row must be in the matrix unless its implementation is absent.
func checkEdgeRows(e *expect.Edge, rep *EdgeReport, absent map[string]string) []string {
	const file = "expect/edge.json"
	var errs []string
	seen := map[string]bool{}
	for i, row := range rep.Paper.Rows {
		z := rep.ZIP215.Rows[i]
		seen[row.Name] = true
		want := e.Row(row.Name)
		if want == nil {
			errs = append(errs, fmt.Sprintf("%s: no row in %s: add {\"verifier\": %q, \"paper\": %q, \"zip215_accepted\": %d, …}", row.Name, file, row.Name, row.Cells, z.Accepted))
			continue
		}
		if row.Cells != want.Paper {
			errs = append(errs, fmt.Sprintf("%s answers the paper's cases %s, %s pins %s (V accepted, X rejected, cases 0–11)", row.Name, row.Cells, file, want.Paper))
		}
		grid := strings.Join(want.ZIP215, "")
		if z.Accepted != want.ZIP215Accepted || z.Cells != grid {
			errs = append(errs, fmt.Sprintf("%s accepts %d ZIP-215 cases, %s pins %d; cells differ at %v", row.Name, z.Accepted, file, want.ZIP215Accepted, cellDiff(z.Cells, grid)))
		}
	}
	for _, want := range e.Rows {
		if _, gone := absent[want.Verifier]; !seen[want.Verifier] && !gone {
			errs = append(errs, fmt.Sprintf("%s is pinned in %s but has no row in the matrix", want.Verifier, file))
		}
	}
	return errs
}

// cellDiff lists the positions where two cell strings differ, as
// "A row, R column" of the 14 × 14 ZIP-215 grid.
func cellDiff(got, want string) []string {
	var out []string
	for i := 0; i < max(len(got), len(want)); i++ {
		if i >= len(got) || i >= len(want) || got[i] != want[i] {
			out = append(out, fmt.Sprintf("A%d/R%d", i/14, i%14))
		}
	}
	return out
}

// TestExpectedEdgeRows pins every row of the Ed25519 edge matrix: a
// verifier that starts accepting S ≥ L or a small-order point fails here.
func TestExpectedEdgeRows(t *testing.T) {
	d := checktest.MustPinned(t)
	shared, _, _ := edgeReport(t)
	// The shared matrix has crypto/ed25519 called directly as its last
	// row, a test's reference rather than a verifier of the suite.
	rep := *shared
	for _, set := range []*EdgeSet{&rep.Paper, &rep.ZIP215} {
		set.Rows = slices.DeleteFunc(slices.Clone(set.Rows), func(r EdgeRow) bool { return r.Name == stdlibVerifier.Name })
	}
	for _, e := range checkEdgeRows(d.Edge, &rep, impls.AbsentReasons()) {
		t.Error(e)
	}
	// The same check on a matrix with a lenient verifier in libsodium's
	// place must fail.
	lenient := []EdgeVerifier{{Name: "libsodium", Verify: func(sig, msg, public []byte) (bool, error) { return true, nil }}}
	bad, err := RunEdge(lenient)
	if err != nil {
		t.Fatal(err)
	}
	errs := checkEdgeRows(d.Edge, bad, map[string]string{})
	if !slices.ContainsFunc(errs, func(e string) bool { return strings.HasPrefix(e, "libsodium answers") }) {
		t.Errorf("a libsodium row accepting every case was not caught: %q", errs)
	}
}
