package report

import (
	"bytes"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
)

// withSamples gives every cell of r n samples drawn with a fixed seed from
// one distribution around the cell's median (a log-normal spread of 1%,
// and one batch in twenty interrupted, three times as long), its median
// scaled by shift[key] where given; the statistics are recomputed from
// them, as bench computes them.
func withSamples(r *record.Results, seed uint64, n int, shift map[DiffKey]float64) *record.Results {
	rng := rand.New(rand.NewPCG(seed, 7))
	for i := range r.Cells {
		c := &r.Cells[i]
		center := c.Ns.Median
		if f, ok := shift[keyOf(c)]; ok {
			center *= f
		}
		c.Samples = make([]float64, n)
		for j := range c.Samples {
			x := center * math.Exp(0.01*rng.NormFloat64())
			if rng.IntN(20) == 0 {
				x *= 3
			}
			c.Samples[j] = x
		}
		st := record.Summarize(c.Samples)
		c.Ns = &st
		c.Samples = record.KeepSamples(c.Samples)
	}
	return r
}

// diffOf compares two synthetic runs.
func diffOf(old, new *record.Results) *Diff {
	return DiffRuns(MergedRun{File: "old/results.json", Results: old}, MergedRun{File: "new/results.json", Results: new})
}

// textOf is the terminal output of d.
func textOf(d *Diff) string {
	var b bytes.Buffer
	d.WriteTables(&b)
	return b.String()
}

// hasRow reports whether a line of text holds exactly the fields given.
func hasRow(text string, fields ...string) bool {
	for _, line := range strings.Split(text, "\n") {
		if slices.Equal(strings.Fields(line), fields) {
			return true
		}
	}
	return false
}

// TestDiffFlagsTheShiftedCell: of two runs whose cells are drawn from the
// same distributions, but for one cell 30% slower in NEW, the diff flags
// that cell alone as slower, and shows "~" for every other: the test
// tells a shift from the noise both ways. A diff that called every
// difference significant would flag the others too.
func TestDiffFlagsTheShiftedCell(t *testing.T) {
	shifted := DiffKey{Op: "hash/sha256", Call: "hash", Impl: "go-lib", Bytes: 1024, PerByte: true}
	old := withSamples(synthRun("amd64", "EPYC", false, tscCounter, 1), 1, 100, nil)
	new := withSamples(synthRun("amd64", "EPYC", false, tscCounter, 1), 2, 100, map[DiffKey]float64{shifted: 1.3})
	d := diffOf(old, new)
	if len(d.Cells) != len(old.Cells) || len(d.OnlyOld)+len(d.OnlyNew) != 0 {
		t.Fatalf("%d cells compared, %d and %d of one run only; want all %d compared", len(d.Cells), len(d.OnlyOld), len(d.OnlyNew), len(old.Cells))
	}
	for _, c := range d.Cells {
		want := DiffSame
		if c.DiffKey == shifted {
			want = DiffSlower
			if c.Ratio < 1.25 || c.Ratio > 1.35 {
				t.Errorf("%v: ratio %.3f, want about 1.3", c.DiffKey, c.Ratio)
			}
		}
		if c.Verdict != want || c.P == nil || c.OldN != 100 || c.NewN != 100 {
			t.Errorf("%v: %s (p %s, n %d+%d), want %s after a test of 100+100", c.DiffKey, c.Verdict, pText(c), c.OldN, c.NewN, want)
		}
	}
	text := textOf(d)
	if got := strings.Count(text, " ~ "); got != len(d.Cells)-1 {
		t.Errorf("%d cells shown as ~, want %d:\n%s", got, len(d.Cells)-1, text)
	}
	if !strings.Contains(text, "alpha = 0.05") {
		t.Errorf("the output does not state alpha:\n%s", text)
	}
	if w, line := termtext.MaxWidth(text); w > termtext.Width {
		t.Errorf("a line of %d columns: %s", w, line)
	}
}

// TestDiffGeomean: the geometric means per implementation, per operation
// and overall, on medians chosen so that each is worked out by hand.
// c-lib's SHA-256 doubles at 64 bytes and halves at 1024 (geomean 1),
// its 4096 is unchanged, and its signing costs 1.331 times as much;
// go-lib's SHA-256 is 1.21 times at 64 bytes and unchanged elsewhere.
// Neither run has samples: the geomeans count untested cells too.
func TestDiffGeomean(t *testing.T) {
	old := synthRun("amd64", "EPYC", false, tscCounter, 1)
	new := synthRun("amd64", "EPYC", false, tscCounter, 1)
	scale := map[DiffKey]float64{
		{Op: "hash/sha256", Call: "hash", Impl: "c-lib", Bytes: 64, PerByte: true}:   2,
		{Op: "hash/sha256", Call: "hash", Impl: "c-lib", Bytes: 1024, PerByte: true}: 0.5,
		{Op: "sign/ed25519", Call: "sign", Impl: "c-lib", Bytes: 59}:                 1.331,
		{Op: "hash/sha256", Call: "hash", Impl: "go-lib", Bytes: 64, PerByte: true}:  1.21,
	}
	for i := range new.Cells {
		c := &new.Cells[i]
		if f, ok := scale[keyOf(c)]; ok {
			c.Ns = exact(c.Ns.Median * f)
		}
	}
	d := diffOf(old, new)
	want := map[[2]string]float64{
		{"implementation", "c-lib"}:   math.Pow(2*0.5*1*1.331, 1.0/4), // 1.331^¼
		{"implementation", "go-lib"}:  math.Pow(1.21, 1.0/3),
		{"operation", "hash/sha256"}:  math.Pow(1.21, 1.0/6),
		{"operation", "sign/ed25519"}: 1.331,
		{"all", "all"}:                math.Pow(1.331*1.21, 1.0/7),
	}
	if len(d.Geomeans) != len(want) {
		t.Errorf("%d geomeans, want %d: %+v", len(d.Geomeans), len(want), d.Geomeans)
	}
	for _, g := range d.Geomeans {
		w, ok := want[[2]string{g.By, g.Name}]
		if !ok || math.Abs(g.Ratio-w) > 1e-12 {
			t.Errorf("geomean by %s of %s: %v, want %v", g.By, g.Name, g.Ratio, w)
		}
	}
	// 1.331^¼ = 1.0741…, 1.331 = +33.10%.
	text := textOf(d)
	for _, row := range [][]string{{"c-lib", "4", "0", "0", "+7.41%"}, {"sign/ed25519", "1", "0", "0", "+33.10%"}} {
		if !hasRow(text, row...) {
			t.Errorf("no row %q in\n%s", row, text)
		}
	}
	for _, c := range d.Cells {
		if c.Verdict != DiffUntested || deltaText(c) != "?" || pText(c) != "?" {
			t.Errorf("%v without samples: %s, Δ %q, p %q; want untested, ? and ?", c.DiffKey, c.Verdict, deltaText(c), pText(c))
		}
	}
}

// TestDiffOneRunOnlyAndWarnings: cells of one run only are listed apart,
// a cell one run failed shows "—" with the reason, and a pair of other
// machines, modes and lengths is compared with a warning for each.
func TestDiffOneRunOnlyAndWarnings(t *testing.T) {
	old := withSamples(synthRun("amd64", "EPYC", false, tscCounter, 1), 1, 20, nil)
	new := withSamples(synthRun("arm64", "Neoverse", false, cntvCounter, 1), 2, 20, nil)
	old.Run.Lengths, new.Run.Lengths = []int{64, 1024, 4096}, []int{64, 1024}
	new.Run.Mode = "default"
	old.Cells = old.Cells[1:] // c-lib at 64 bytes: NEW's only
	for i := range new.Cells {
		switch c := &new.Cells[i]; {
		case c.Bytes == 4096:
			c.Bytes = 8192 // NEW's only, and 4096 OLD's only
		case c.Op == "sign/ed25519":
			c.Ns, c.Error = nil, "broken on purpose"
		}
	}
	d := diffOf(old, new)
	if len(d.OnlyOld) != 2 || len(d.OnlyNew) != 3 {
		t.Errorf("only in OLD %+v, only in NEW %+v; want 2 and 3", d.OnlyOld, d.OnlyNew)
	}
	text := textOf(d)
	for _, want := range []string{
		"warning: OLD and NEW ran on different machines", "warning: OLD is a quick run and NEW a default one",
		"warning: OLD measured the lengths 64, 1024, 4096 and NEW 64, 1024",
		"Only in OLD: 2 cells, not compared", "Only in NEW: 3 cells, not compared",
		"NEW failed: broken on purpose",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the output lacks %q:\n%s", want, text)
		}
	}
	for _, c := range d.Cells {
		if c.Op == "sign/ed25519" && (c.Verdict != DiffUnmeasured || deltaText(c) != "—") {
			t.Errorf("a cell NEW failed: %s, Δ %q", c.Verdict, deltaText(c))
		}
	}
}

// TestDiffFilesEscaped: diff.md escapes what the results files bring
// (checkEscaped, as report.md), and diff.html loads and runs nothing.
func TestDiffFilesEscaped(t *testing.T) {
	d := diffOf(withSamples(hostileRun("amd64"), 1, 10, nil), withSamples(hostileRun("amd64"), 2, 10, nil))
	files, err := d.Files()
	if err != nil {
		t.Fatal(err)
	}
	checkEscaped(t, "diff.md", string(files["diff.md"]))
	page := string(files["diff.html"])
	for _, raw := range []string{"<img", "<b>", "<script", "src=\"http", "href=\"http"} {
		if strings.Contains(page, raw) {
			t.Errorf("diff.html holds %q", raw)
		}
	}
	if !strings.Contains(page, "<table>") || !strings.Contains(page, "Geometric mean") {
		t.Errorf("diff.html lacks the tables")
	}
}
