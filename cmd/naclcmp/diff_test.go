package main

import (
	"context"
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/filetree"
	"github.com/naclcmp/naclcmp/internal/outdir"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/report"
)

// oldResults is a results.json from before bench recorded samples: the
// verdict test's run of docs/results, 21 cells.
const oldResults = "../../report/testdata/verdict-2026-12-04.json"

// writeRun writes r as dir/results.json and returns dir.
func writeRun(t *testing.T, dir string, r *record.Results) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := report.WriteJSON(f, r); err != nil {
		t.Fatal(err)
	}
	return dir
}

// sampledRun is oldResults with 60 samples a cell, drawn with seed around
// each cell's median (scaled by slow for the implementation slowImpl), as
// results.json in dir, which it returns.
func sampledRun(t *testing.T, dir string, seed uint64, slowImpl string, slow float64) string {
	t.Helper()
	r, err := report.ReadResultsFile(oldResults)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	for i := range r.Cells {
		c := &r.Cells[i]
		center := c.Ns.Median
		if c.Impl == slowImpl {
			center *= slow
		}
		xs := make([]float64, 60)
		for j := range xs {
			xs[j] = center * math.Exp(0.01*rng.NormFloat64())
		}
		st := record.Summarize(xs)
		c.Ns, c.Samples = &st, record.KeepSamples(xs)
	}
	return writeRun(t, dir, r)
}

// diffJSON runs report --diff --json and decodes the diff.
func diffJSON(t *testing.T, old, new string) *report.Diff {
	t.Helper()
	out := runOK(t, "report", "--diff", old, new, "--json")
	var d report.Diff
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("report --diff --json: %v\n%s", err, out)
	}
	return &d
}

// TestReportDiffWithoutSamples: a results.json from before bench recorded
// samples still loads, and each of its cells is compared by its medians
// but shows "?" for the test, never a verdict made up.
func TestReportDiffWithoutSamples(t *testing.T) {
	newer := sampledRun(t, filepath.Join(t.TempDir(), "new"), 1, "go-stdlib", 1.5)
	out := fitCLI(t, "report", "--diff", oldResults, newer)
	if !strings.Contains(out, "21 cells in both runs: 0 slower, 0 faster, 0 ~, 21 ? (not tested)") {
		t.Errorf("the summary does not count 21 untested cells:\n%s", out)
	}
	rows := 0
	for _, line := range strings.Split(out, "\n") {
		// implementation, bytes ("1 MiB" is two words), OLD, NEW, Δ, p;
		// n is empty without a test.
		f := strings.Fields(line)
		if len(f) >= 6 && (f[0] == "libsodium" || f[0] == "go-stdlib" || f[0] == "chromium:webcrypto") {
			rows++
			if d, p := f[len(f)-2], f[len(f)-1]; d != "?" || p != "?" {
				t.Errorf("a cell without samples shows Δ %q and p %q, want ? and ?: %s", d, p, line)
			}
		}
	}
	if rows != 21 {
		t.Errorf("%d cell rows, want 21:\n%s", rows, out)
	}
	for _, c := range diffJSON(t, oldResults, newer).Cells {
		if c.Verdict != report.DiffUntested || c.P != nil || c.Ratio == 0 {
			t.Errorf("%v: verdict %s, p %v, ratio %v; want untested, no p, a ratio", c.DiffKey, c.Verdict, c.P, c.Ratio)
		}
	}
}

func TestReportDiffUsage(t *testing.T) {
	for _, args := range [][]string{
		{"report", "--diff"},
		{"report", "--diff", "a.json"},
		{"report", "--diff", "a.json", "b.json", "c.json"},
		{"report", "--diff", "--merge", "a.json", "b.json"},
		{"report", "--diff", "a.json", "b.json", "--out", ""},
	} {
		code, _, stderr := runCLI(args...)
		if code != exitUsage || strings.TrimSpace(stderr) == "" {
			t.Errorf("naclcmp %q: exit %d, stderr %q; want %d with a message", args, code, stderr, exitUsage)
		}
	}
	// A file that cannot be read is a failure naming it.
	code, _, stderr := runCLI("report", "--diff", oldResults, "missing.json")
	if code != exitFail || !strings.Contains(stderr, "missing.json") {
		t.Errorf("a missing run: exit %d, stderr %q", code, stderr)
	}
}

// TestReportDiffOut: --out writes diff.md and diff.html beside a run's
// files, which stay listed as naclcmp's, and refuses a folder whose
// diff.md naclcmp did not write. Without --out nothing is written.
func TestReportDiffOut(t *testing.T) {
	dir := t.TempDir()
	old := sampledRun(t, filepath.Join(dir, "old"), 1, "", 1)
	new := sampledRun(t, filepath.Join(dir, "new"), 2, "libsodium", 1.3)
	// The new run's own folder, written by bench.
	r, err := report.ReadResultsFile(filepath.Join(new, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := report.WriteRun(r, new, ""); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCLI("report", "--diff", old, new, "--out", new)
	if code != exitOK || !strings.Contains(stderr, "wrote diff.md and diff.html in "+new) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	owned, err := (outdir.Layout{}).Owned(new)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"diff.md", "diff.html", "results.json", report.BenchstatFile, "report.md"} {
		if !owned[f] {
			t.Errorf("%s is not listed in %s after the diff: %v", f, outdir.Manifest, owned)
		}
	}
	md, err := os.ReadFile(filepath.Join(new, "diff.md"))
	if err != nil || !strings.Contains(string(md), "| libsodium | 8 |") || !strings.Contains(string(md), "alpha = 0.05") {
		t.Errorf("diff.md (%v) lacks libsodium's rows or alpha:\n%s", err, md)
	}
	// Again over its own files: allowed.
	if code, _, stderr := runCLI("report", "--diff", old, new, "--out", new); code != exitOK {
		t.Errorf("a second diff into the same folder: exit %d: %s", code, stderr)
	}
	foreign := filepath.Join(dir, "foreign")
	filetree.Put(t, foreign, map[string]string{"diff.md": "mine"})
	code, _, stderr = runCLI("report", "--diff", old, new, "--out", foreign)
	if code != exitUsage || !strings.Contains(stderr, "diff.md isn't naclcmp's") {
		t.Errorf("a foreign diff.md: exit %d, stderr %q; want %d naming it", code, stderr, exitUsage)
	}
	if b, _ := os.ReadFile(filepath.Join(foreign, "diff.md")); string(b) != "mine" {
		t.Error("the foreign diff.md was replaced")
	}
	runOK(t, "report", "--diff", old, new)
	if _, err := os.Stat("results-merged"); !os.IsNotExist(err) {
		t.Error("report --diff without --out wrote the merge's default folder")
	}
}

// slowHash does its implementation's work five times a call: a binding
// made slower, as a regression would.
type slowHash struct{ inner matrix.Hash }

func (s slowHash) Hash(out, msg []byte) error {
	for range 4 {
		if err := s.inner.Hash(out, msg); err != nil {
			return err
		}
	}
	return s.inner.Hash(out, msg)
}

// TestDiffFindsSlowedBinding runs the benchmark twice on a few operations
// of the Go test registry, the second time with go's SHA-256 doing its
// work five times a call, and requires report --diff to flag that cell
// as significantly slower. The other cells are the machine's to decide:
// two real runs differ beyond their noise often enough (drift, other
// load) that asserting "~" for them would make the test flaky.
func TestDiffFindsSlowedBinding(t *testing.T) {
	opt, err := bench.ModeOptions("quick")
	if err != nil {
		t.Fatal(err)
	}
	opt.Lengths, opt.CellTime, opt.MinTime = []int{1024}, 20*time.Millisecond, 5*time.Millisecond
	opt.Select = func(s matrix.Spec) bool { return s.ID() == "hash/sha256" || s.ID() == "hash/blake2b" }
	dir := t.TempDir()
	var runs []string
	for i, slow := range []bool{false, true} {
		reg := implstest.GoRegistry()
		if slow {
			im := reg.Impl("go")
			im.Ops["hash/sha256"] = slowHash{im.Ops["hash/sha256"].(matrix.Hash)}
		}
		res, err := bench.Run(context.Background(), reg, opt)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, writeRun(t, filepath.Join(dir, []string{"old", "new"}[i]), res))
	}
	d := diffJSON(t, runs[0], runs[1])
	found := false
	for _, c := range d.Cells {
		if c.Op != "hash/sha256" || c.Impl != "go" || c.Bytes != 1024 {
			continue
		}
		found = true
		if c.Verdict != report.DiffSlower || c.P == nil || *c.P > report.DiffAlpha || c.Ratio < 2 {
			t.Errorf("the slowed binding: %s, p %v, ratio %.2f; want slower, p ≤ %g, about 5 times", c.Verdict, c.P, c.Ratio, report.DiffAlpha)
		}
	}
	if !found {
		t.Fatalf("no cell of go's SHA-256 at 1024 bytes in the diff: %+v", d.Cells)
	}
	out := runOK(t, "report", "--diff", runs[0], runs[1])
	if w, line := termtext.MaxWidth(out); w > termtext.Width {
		t.Errorf("a line of %d columns: %s", w, line)
	}
}
