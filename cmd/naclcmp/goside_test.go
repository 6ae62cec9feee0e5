package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/report"
)

// writeResults writes r as results.json in a new folder and returns its
// path.
func writeResults(t *testing.T, r *record.Results) string {
	t.Helper()
	r.Schema, r.Machine = record.SchemaV1, record.Machine{Arch: runtime.GOARCH, OS: runtime.GOOS}
	var b bytes.Buffer
	if err := report.WriteJSON(&b, r); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "results.json")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBenchRefusesOtherGoSide: bench --go-side takes only the results of a
// Go-side run, and refuses anything else before it measures or writes
// anything: a normal run's loops hold their C calls' time.
func TestBenchRefusesOtherGoSide(t *testing.T) {
	loop := record.LoopResult{Function: "f", Binding: record.Cell{Impl: "x"}}
	normal := writeResults(t, &record.Results{Cells: []record.Cell{{Op: "hash/sha512", Impl: "x"}}, CGo: record.CGoCost{Loops: []record.LoopResult{loop}}})
	empty := writeResults(t, &record.Results{Run: record.RunInfo{GoSideOnly: true}})
	good := writeResults(t, &record.Results{Run: record.RunInfo{GoSideOnly: true}, CGo: record.CGoCost{Loops: []record.LoopResult{loop}}})
	partial := writeResults(t, &record.Results{Partial: true, Run: record.RunInfo{GoSideOnly: true}, CGo: record.CGoCost{Loops: []record.LoopResult{loop}}})
	for _, c := range []struct{ path, want string }{
		{normal, "is not from a Go-side run"},
		{empty, "timed no binding"},
		{partial, "was interrupted"},
		{filepath.Join(t.TempDir(), "none.json"), "none.json"},
		// Pooled runs: each must be whole, and given once.
		{good + "," + partial, "was interrupted"},
		{good + "," + filepath.Join(filepath.Dir(good), ".", "results.json"), "is given twice"},
		{good + ",", "an empty path"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		var stdout, stderr bytes.Buffer
		if got := run([]string{"bench", "--quick", "--impl", "go-stdlib", "--go-side", c.path, "--out", out}, &stdout, &stderr); got != exitUsage {
			t.Errorf("%s: exit %d, want %d; stderr:\n%s", c.want, got, exitUsage, stderr.String())
		}
		if !strings.Contains(stderr.String(), "--go-side: ") || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("stderr lacks %q:\n%s", c.want, stderr.String())
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%s: the results folder was created (%v)", c.want, err)
		}
	}
}

// TestLoadGoSide: a Go-side run's results give its loops and how it was
// made.
func TestLoadGoSide(t *testing.T) {
	loop := record.LoopResult{Function: "f", Binding: record.Cell{Impl: "x"}}
	path := writeResults(t, &record.Results{Run: record.RunInfo{GoSideOnly: true, Command: "naclcmp bench --lengths 64"}, CGo: record.CGoCost{Loops: []record.LoopResult{loop}}})
	gs, err := loadGoSide(path)
	if err != nil {
		t.Fatal(err)
	}
	if gs.Command != "naclcmp bench --lengths 64" || len(gs.Loops) != 1 || gs.Loops[0].Function != "f" {
		t.Errorf("got %+v", gs)
	}
}

// TestLoadGoSidePools: several Go-side runs, one per code layout, give
// one run of all their loops, each keeping its layout, dated and named by
// the first.
func TestLoadGoSidePools(t *testing.T) {
	var paths []string
	for _, layout := range []string{"0", "1", "2"} {
		loop := record.LoopResult{Function: "f", CodeLayout: layout, Binding: record.Cell{Impl: "x"}}
		paths = append(paths, writeResults(t, &record.Results{Run: record.RunInfo{GoSideOnly: true, Command: "naclcmp bench --out layout-" + layout}, CGo: record.CGoCost{Loops: []record.LoopResult{loop, loop}}}))
	}
	gs, err := loadGoSide(strings.Join(paths, ","))
	if err != nil {
		t.Fatal(err)
	}
	var layouts []string
	for _, l := range gs.Loops {
		layouts = append(layouts, l.CodeLayout)
	}
	if gs.Runs != 3 || gs.Command != "naclcmp bench --out layout-0" || strings.Join(layouts, " ") != "0 0 1 1 2 2" {
		t.Errorf("got %d runs, command %q, loops in layouts %q", gs.Runs, gs.Command, layouts)
	}
}

// TestBenchPassesOnlyGoSide: a normal build times each loop once, so
// bench --passes is a usage error there, before anything is measured.
func TestBenchPassesOnlyGoSide(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	if got := run([]string{"bench", "--quick", "--impl", "go-stdlib", "--passes", "3", "--out", out}, &stdout, &stderr); got != exitUsage || !strings.Contains(stderr.String(), "only the Go-side build") {
		t.Errorf("exit %d, want %d, saying why; stderr:\n%s", got, exitUsage, stderr.String())
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("the results folder was created (%v)", err)
	}
}
