package edge

import (
	"bytes"
	"crypto/ed25519"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/compare/internal/sidebyside"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// stdlibVerifier is crypto/ed25519 called directly, so that the paper's Go
// row is checked even before a registry implementation wraps it.
var stdlibVerifier = EdgeVerifier{
	Name: "crypto/ed25519 (direct)", Library: "Go standard library",
	Verify: func(sig, msg, public []byte) (bool, error) {
		return ed25519.Verify(public, msg, sig), nil
	},
}

// defaultVerifiers are the verifiers of the default registry and the
// extra ones.
func defaultVerifiers() ([]EdgeVerifier, error) {
	r, err := impls.Default()
	if err != nil {
		return nil, err
	}
	return EdgeVerifiers(r, impls.ExtraVerifiers()), nil
}

// runEdgeDefault runs the matrix over the default registry, the extra
// verifiers and crypto/ed25519 called directly.
func runEdgeDefault() (*EdgeReport, error) {
	vs, err := defaultVerifiers()
	if err != nil {
		return nil, err
	}
	return runEdge(append(vs, stdlibVerifier))
}

// sharedEdgeReport is the matrix the edge tests read, computed once: each
// run costs seconds natively and many more under emulation.
var sharedEdgeReport = sync.OnceValues(runEdgeDefault)

func edgeReport(t *testing.T) (*EdgeReport, map[string]EdgeRow, map[string]EdgeRow) {
	t.Helper()
	rep, err := sharedEdgeReport()
	if err != nil {
		t.Fatal(err)
	}
	paper, zip := map[string]EdgeRow{}, map[string]EdgeRow{}
	for i, row := range rep.Paper.Rows {
		paper[row.Name] = row
		zip[row.Name] = rep.ZIP215.Rows[i]
	}
	return rep, paper, zip
}

// aloneRuns holds, per verifier name, the matrix of that verifier run
// alone, computed once (runAlone). TestExpectedEdgeRows checks each against
// the pins, a subtest per verifier, so that one verifier can be checked
// without running the others; TestEdgeStable compares each with the
// verifier's row in the shared matrix, where every verifier ran side by
// side: two runs of each verifier in all.
var aloneRuns sync.Map // string → func() (*EdgeReport, error)

func runAlone(v EdgeVerifier) (*EdgeReport, error) {
	f, _ := aloneRuns.LoadOrStore(v.Name, sync.OnceValues(func() (*EdgeReport, error) { return runEdge([]EdgeVerifier{v}) }))
	return f.(func() (*EdgeReport, error))()
}

func TestEdgeStable(t *testing.T) {
	a, _, _ := edgeReport(t)
	// The second runs, side by side as runEdge runs them (those
	// TestExpectedEdgeRows made are reused).
	errs := make([]error, len(a.Paper.Rows))
	sidebyside.Each(len(a.Paper.Rows), func(i int) { _, errs[i] = runAlone(a.Paper.Rows[i].EdgeVerifier) })
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	for i, row := range a.Paper.Rows {
		b, _ := runAlone(row.EdgeVerifier)
		for _, set := range [][2]EdgeSet{{a.Paper, b.Paper}, {a.ZIP215, b.ZIP215}} {
			x, y := set[0].Rows[i], set[1].Rows[0]
			if x.Cells != y.Cells {
				t.Errorf("%s: %s answered %s beside the others, then %s alone", set[0].Name, x.Name, x.Cells, y.Cells)
			}
			if len(x.Errors) > 0 {
				t.Errorf("%s: %s returned errors on well-sized inputs: %v", set[0].Name, x.Name, x.Errors)
			}
		}
	}
}

// TestEdgeSameRules checks that verifiers documented to apply the same
// rules give the same answers on every case.
func TestEdgeSameRules(t *testing.T) {
	_, paper, zip := edgeReport(t)
	same := [][2]string{
		{"ed25519consensus", "voi-zip215"},        // both ZIP-215
		{"voi-stdlib", "crypto/ed25519 (direct)"}, // voi's preset documented as crypto/ed25519's behaviour
	}
	r, _ := impls.Default()
	for _, p := range matrix.Providers[matrix.Signature](r, "sign/ed25519") {
		// The standard library's and x/crypto's Ed25519 are the same code
		// (x/crypto/ed25519 is an alias of crypto/ed25519 since Go 1.13).
		if p.Impl.Name == "go-stdlib" || strings.Contains(p.Impl.Library, "golang.org/x/crypto") {
			same = append(same, [2]string{p.Impl.Name, "crypto/ed25519 (direct)"})
		}
	}
	for _, pair := range same {
		for _, rows := range []map[string]EdgeRow{paper, zip} {
			a, okA := rows[pair[0]]
			b, okB := rows[pair[1]]
			if !okA || !okB {
				t.Fatalf("rows %q and %q missing", pair[0], pair[1])
			}
			if a.Cells != b.Cells {
				t.Errorf("%s answered %s but %s answered %s", a.Name, a.Cells, b.Name, b.Cells)
			}
		}
	}
}

// TestEdgePaperRows checks the rows the paper published: Go's
// crypto/ed25519 always, libsodium when the registry has libsodium 1.0.18,
// the version of the paper.
func TestEdgePaperRows(t *testing.T) {
	_, paper, zip := edgeReport(t)
	if got, want := paper["crypto/ed25519 (direct)"].Cells, edge25519.PaperRows["Go"]; got != want {
		t.Errorf("crypto/ed25519: %s, paper %s", got, want)
	}
	for name, row := range paper {
		if row.PaperMatch == nil {
			continue
		}
		if strings.Contains(strings.ToLower(row.Library+row.Name), "libsodium") && !strings.Contains(row.Version, "1.0.18") {
			t.Logf("%s %s is not the paper's 1.0.18: row %s, paper %s", name, row.Version, row.Cells, row.Paper)
			continue
		}
		if !*row.PaperMatch {
			t.Errorf("%s: %s, paper %s", name, row.Cells, row.Paper)
		}
		// libsodium 1.0.18 refuses every small-order R, and every R of
		// the ZIP-215 set is of small order.
		if strings.Contains(strings.ToLower(row.Library+row.Name), "libsodium") && zip[name].Accepted != 0 {
			t.Errorf("%s accepts %d ZIP-215 cases, want 0", name, zip[name].Accepted)
		}
	}
}

func TestEdgeZIP215(t *testing.T) {
	rep, _, zip := edgeReport(t)
	if len(rep.ZIP215.Cases) != 196 || len(rep.Encodings) != 14 {
		t.Fatalf("%d cases over %d encodings, want 196 over 14", len(rep.ZIP215.Cases), len(rep.Encodings))
	}
	// ZIP-215 requires every case of the set to verify.
	for _, name := range []string{"ed25519consensus", "voi-zip215"} {
		if got := zip[name].Accepted; got != 196 {
			t.Errorf("%s accepts %d of 196; ZIP-215 requires all", name, got)
		}
	}
	// The FIPS 186-5 preset is cofactored, allows small order and requires
	// canonical encodings: it accepts exactly the 8 × 8 canonical pairs.
	cells := zip["voi-fips"].Cells
	for i := 0; i < 14; i++ {
		for j := 0; j < 14; j++ {
			want := byte('X')
			if i < 8 && j < 8 {
				want = 'V'
			}
			if cells[i*14+j] != want {
				t.Errorf("voi-fips: A %d, R %d: %c, want %c", i, j, cells[i*14+j], want)
			}
		}
	}
}

// TestRunEdgeBookkeeping runs synthetic verifiers through the matrix: one
// that accepts everything, one that rejects everything, one that fails,
// one that panics and one that scribbles over its inputs.
func TestRunEdgeBookkeeping(t *testing.T) {
	calls := 0
	vs := []EdgeVerifier{
		{Name: "all", Verify: func(sig, msg, public []byte) (bool, error) { return true, nil }},
		{Name: "none", Verify: func(sig, msg, public []byte) (bool, error) { return false, nil }},
		{Name: "broken", Verify: func(sig, msg, public []byte) (bool, error) { return false, errors.New("boom") }},
		{Name: "panics", Verify: func(sig, msg, public []byte) (bool, error) { panic("bang") }},
		{Name: "scribbler", Verify: func(sig, msg, public []byte) (bool, error) {
			calls++
			sig[0] ^= 0xff
			public[0] ^= 0xff
			return false, nil
		}},
		stdlibVerifier,
	}
	rep, err := runEdge(vs)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Failed() {
		t.Error("Failed() = false with an erroring verifier")
	}
	rows := rep.Paper.Rows
	if rows[0].Cells != strings.Repeat("V", 12) || rows[0].Accepted != 12 {
		t.Errorf("accept-all row %s (%d)", rows[0].Cells, rows[0].Accepted)
	}
	if rows[1].Cells != strings.Repeat("X", 12) || rows[2].Cells != strings.Repeat("E", 12) || rows[3].Cells != strings.Repeat("E", 12) {
		t.Errorf("rows %s / %s / %s", rows[1].Cells, rows[2].Cells, rows[3].Cells)
	}
	if len(rows[2].Errors) != 12 || !strings.Contains(rows[3].Errors[0], "panic: bang") {
		t.Errorf("errors not recorded: %v / %v", rows[2].Errors, rows[3].Errors)
	}
	if calls != 12+196 {
		t.Errorf("scribbler called %d times", calls)
	}
	// The scribbler ran before crypto/ed25519 and changed nothing it saw.
	if rows[5].Cells != edge25519.PaperRows["Go"] {
		t.Errorf("crypto/ed25519 after the scribbler: %s", rows[5].Cells)
	}
	// "all" accepts and "none" rejects every case: every case diverges.
	if len(rep.Paper.Divergences) != 12 || len(rep.ZIP215.Divergences) != 196 {
		t.Errorf("%d and %d divergences, want 12 and 196", len(rep.Paper.Divergences), len(rep.ZIP215.Divergences))
	}
	d := rep.Paper.Divergences[4]
	if d.Case != "paper/4" || d.Why == "" || d.Accepting[0] != "all" || len(d.Rejecting) != 5 {
		t.Errorf("divergence of case 4: %+v", d)
	}
	var buf bytes.Buffer
	rep.WriteText(&buf)
	out := buf.String()
	for _, want := range []string{"scribbler", "ZIP-215 small-order set", "all verifiers agree on 0 of 196", "error: broken: paper/0: boom", "(0, -1) of order 2"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q", want)
		}
	}
}
