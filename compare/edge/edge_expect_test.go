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

// checkEdgeRows compares the rows of rep with the pinned rows: every row
// of a verifier in rep must be pinned and equal.
func checkEdgeRows(e *expect.Edge, rep *EdgeReport) []string {
	var errs []string
	for i, row := range rep.Paper.Rows {
		z := rep.ZIP215.Rows[i]
		want := e.Row(row.Name)
		if want == nil {
			errs = append(errs, fmt.Sprintf("%s: no row in %s: add {\"verifier\": %q, \"paper\": %q, \"zip215_accepted\": %d, …}", row.Name, edgeFile, row.Name, row.Cells, z.Accepted))
			continue
		}
		if row.Cells != want.Paper {
			errs = append(errs, fmt.Sprintf("%s answers the paper's cases %s, %s pins %s (V accepted, X rejected, cases 0–11)", row.Name, row.Cells, edgeFile, want.Paper))
		}
		grid := strings.Join(want.ZIP215, "")
		if z.Accepted != want.ZIP215Accepted || z.Cells != grid {
			errs = append(errs, fmt.Sprintf("%s accepts %d ZIP-215 cases, %s pins %d; cells differ at %v", row.Name, z.Accepted, edgeFile, want.ZIP215Accepted, cellDiff(z.Cells, grid)))
		}
	}
	return errs
}

// edgeFile holds the pinned rows.
const edgeFile = "expect/edge.json"

// unmatchedEdgeRows lists the pinned rows of no verifier in vs whose
// implementation is not absent from this build.
func unmatchedEdgeRows(e *expect.Edge, vs []EdgeVerifier, absent map[string]string) []string {
	var errs []string
	for _, want := range e.Rows {
		_, gone := absent[want.Verifier]
		if !gone && !slices.ContainsFunc(vs, func(v EdgeVerifier) bool { return v.Name == want.Verifier }) {
			errs = append(errs, fmt.Sprintf("%s is pinned in %s but has no row in the matrix", want.Verifier, edgeFile))
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
// Each verifier is a subtest that runs it alone, so that one can be
// checked without the others: -run 'TestExpectedEdgeRows/^openssl$'.
func TestExpectedEdgeRows(t *testing.T) {
	d := checktest.MustPinned(t)
	vs, err := defaultVerifiers()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range unmatchedEdgeRows(d.Edge, vs, impls.AbsentReasons()) {
		t.Error(e)
	}
	// The check fails on a matrix with a lenient verifier in libsodium's
	// place, and on a pinned row whose verifier is gone.
	lenient := []EdgeVerifier{{Name: "libsodium", Verify: func(sig, msg, public []byte) (bool, error) { return true, nil }}}
	bad, err := runEdge(lenient)
	if err != nil {
		t.Fatal(err)
	}
	errs := checkEdgeRows(d.Edge, bad)
	if !slices.ContainsFunc(errs, func(e string) bool { return strings.HasPrefix(e, "libsodium answers") }) {
		t.Errorf("a libsodium row accepting every case was not caught: %q", errs)
	}
	if errs := unmatchedEdgeRows(d.Edge, lenient, map[string]string{}); len(errs) != len(d.Edge.Rows)-1 {
		t.Errorf("with libsodium the only verifier, %d pinned rows unmatched, want %d: %q", len(errs), len(d.Edge.Rows)-1, errs)
	}
	for _, v := range vs {
		t.Run(v.Name, func(t *testing.T) {
			// Two at a time (go test's -parallel): a peer verifies in its
			// own process while the other runs.
			t.Parallel()
			rep, err := runAlone(v)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range checkEdgeRows(d.Edge, rep) {
				t.Error(e)
			}
		})
	}
}
