package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/report"
)

// These tests run bench and report --merge and check that their default
// output fits a terminal of termtext.Width columns, stderr included, and
// that --wide keeps the full grids. The benchmarks are short (the
// smallest sampling, two cheap operations) and their figures are not read:
// only the layout is.

// manyLengths are the most lengths a per-byte table shows (a run of more
// shows eBACS's), eBACS's long-message pair among them: with the figure
// beside them, more columns than a terminal holds.
const manyLengths = "8,64,192,576,1024,1536,2048,4096"

// fitStderr fails on any line of stderr wider than termtext.Width.
func fitStderr(t *testing.T, stderr string, args ...string) {
	t.Helper()
	if w, line := termtext.MaxWidth(stderr); w > termtext.Width {
		t.Errorf("naclcmp %s: a line of %d columns on stderr, more than %d:\n%s", strings.Join(args, " "), w, termtext.Width, line)
	}
}

// TestBenchFitsWidth: a short run of a C library and a Go one, which has
// every kind of table a run prints (the cgo cost, per-call and per-byte
// tables of many lengths, the binding cost, when cgo pays), fits the
// terminal; --wide prints each table as one grid, however wide.
func TestBenchFitsWidth(t *testing.T) {
	dir := t.TempDir()
	args := []string{"bench", "--quick", "--impl", "libsodium,go-stdlib", "--op", "hash/sha256,sign/ed25519",
		"--lengths", manyLengths, "--cell-time", "2ms", "--out", filepath.Join(dir, "fit")}
	code, stdout, stderr := runCLI(args...)
	if code != exitOK {
		t.Fatalf("naclcmp %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	if w, line := termtext.MaxWidth(stdout); w > termtext.Width {
		t.Errorf("naclcmp %s: a line of %d columns, more than %d:\n%s", strings.Join(args, " "), w, termtext.Width, line)
	}
	fitStderr(t, stderr, args...)
	for _, want := range []string{"\nlibsodium ", "\ngo-stdlib ", "binding cost", "When cgo pays", " 1024"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("bench output lacks %q:\n%s", want, stdout)
		}
	}
	wide := runOK(t, "bench", "--quick", "--impl", "go-stdlib", "--op", "hash/sha256", "--lengths", manyLengths,
		"--cell-time", "2ms", "--out", filepath.Join(dir, "wide"), "--wide")
	grid := `(?m)^impl +8 +64 +192 +576 +1024 +1536 +2048 +4096 +long +allocs/call +vs fastest \(@4096\)$`
	if !regexp.MustCompile(grid).MatchString(wide) {
		t.Errorf("bench --wide has no one-line header of every length:\n%s", wide)
	}
}

// TestReportMergeFitsWidth: merging the published run of every
// implementation (docs/results) with a native and an emulated run of this
// machine fits the terminal, naming every machine and implementation;
// --wide keeps the Machines grid. The published run is the widest input
// there is: forty implementations and the longest machine label.
func TestReportMergeFitsWidth(t *testing.T) {
	dir := t.TempDir()
	published := filepath.Join("..", "..", "docs", "results", "results.json")
	native, _ := benchRun(t, filepath.Join(dir, "native"), "--emulated=false", "--label", "box A")
	emulated, _ := benchRun(t, filepath.Join(dir, "emulated"), "--emulated", "--label", "box B")
	args := []string{"report", "--merge", published, native, emulated, "--out", filepath.Join(dir, "merged")}
	code, stdout, stderr := runCLI(args...)
	if code != exitOK {
		t.Fatalf("naclcmp %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	if w, line := termtext.MaxWidth(stdout); w > termtext.Width {
		t.Errorf("naclcmp %s: a line of %d columns, more than %d:\n%s", strings.Join(args, " "), w, termtext.Width, line)
	}
	fitStderr(t, stderr, args...)
	m, err := report.LoadMerge([]string{published, native, emulated})
	if err != nil {
		t.Fatal(err)
	}
	// A name may be folded across lines only at a space; the machines'
	// labels are checked word by word.
	for _, run := range m.Runs {
		for _, word := range strings.Fields(run.Column) {
			if !strings.Contains(stdout, word) {
				t.Errorf("%q of machine %q not shown:\n%s", word, run.Column, stdout)
			}
		}
		for _, im := range run.Results.Impls {
			if !strings.Contains(stdout, " "+im.Name+" ") && !strings.Contains(stdout, " "+im.Name+"\n") {
				t.Errorf("implementation %s not shown", im.Name)
			}
		}
	}
	// The runs of this machine alone: rendering the published run's
	// report again would cost seconds and show no other grid.
	wide := runOK(t, "report", "--merge", native, emulated, "--out", filepath.Join(dir, "wide"), "--wide")
	if !regexp.MustCompile(`(?m)^column +file +arch +CPU +cores +OS +Go +counter +emulated +run$`).MatchString(wide) {
		t.Errorf("report --merge --wide has no Machines grid:\n%s", wide)
	}
}
