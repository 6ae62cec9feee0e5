package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The smallest benchmark: one implementation, one operation, one length,
// short measurements.
var tinyBench = []string{"bench", "--quick", "--op", "hash/sha256", "--impl", "go-stdlib", "--lengths", "64", "--cell-time", "5ms"}

// watchMeasuring makes interruptContext, the first thing bench and ct
// call once they start measuring, record that it was called, until the
// test ends.
func watchMeasuring(t *testing.T) *bool {
	saved := interruptContext
	t.Cleanup(func() { interruptContext = saved })
	measured := new(bool)
	interruptContext = func() (context.Context, context.CancelFunc) {
		*measured = true
		return saved()
	}
	return measured
}

// TestBadOutFoundBeforeMeasuring: a results folder that cannot be written
// stops bench before it measures anything, with one line naming the path
// the user gave. interruptContext is the first thing bench calls once it
// starts measuring; here it records that it was called.
func TestBadOutFoundBeforeMeasuring(t *testing.T) {
	file := filepath.Join(t.TempDir(), "afile")
	if err := os.WriteFile(file, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	measured := watchMeasuring(t)
	for _, out := range []string{file, filepath.Join(file, "below"), "/proc/naclcmp-results"} {
		*measured = false
		code, _, stderr := runCLI(append(tinyBench, "--out", out)...)
		if code != exitFail || !strings.Contains(stderr, out) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("bench --out %s: exit %d, stderr %q; want exit %d and one line naming the folder", out, code, stderr, exitFail)
		}
		if *measured {
			t.Errorf("bench --out %s: measured before finding the folder unusable", out)
		}
	}
	if got, _ := os.ReadFile(file); string(got) != "kept" {
		t.Errorf("the file given as --out changed: %q", got)
	}
}

// TestBadOutputFilesNamed: interop --junit, ct --out, ct --merge and
// report --merge --out name the path the user gave when it cannot be
// written, before running, and change nothing.
func TestBadOutputFilesNamed(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "afile")
	if err := os.WriteFile(file, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	results := filepath.Join(dir, "results")
	if code, _, stderr := runCLI(append(tinyBench, "--out", results)...); code != exitOK {
		t.Fatalf("bench: exit %d: %s", code, stderr)
	}
	ct := []string{"ct", "--timing", "--duration", "10ms", "--impl", "go-stdlib", "--op", "hash/sha256"}
	for _, c := range []struct {
		args []string
		path string
	}{
		{[]string{"interop", "--op", "hash/sha256", "--junit", dir}, dir},
		{[]string{"interop", "--op", "hash/sha256", "--junit", filepath.Join(file, "x.xml")}, filepath.Join(file, "x.xml")},
		{append(ct, "--out", filepath.Join(file, "ct.json")), filepath.Join(file, "ct.json")},
		{append(ct, "--merge", dir), filepath.Join(dir, "results.json")},
		{[]string{"report", "--merge", results, "--out", file}, file},
	} {
		code, stdout, stderr := runCLI(c.args...)
		if code != exitFail || !strings.Contains(stderr, c.path) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("naclcmp %q: exit %d, stderr %q; want exit %d and one line naming %s", c.args, code, stderr, exitFail, c.path)
		}
		if stdout != "" {
			t.Errorf("naclcmp %q ran before finding its output unusable: %q", c.args, stdout)
		}
	}
	if got, _ := os.ReadFile(file); string(got) != "kept" {
		t.Errorf("a file given as output changed: %q", got)
	}
}

// TestPartialBenchKeepsCompleteRun: Ctrl-C in a bench over a folder that
// holds a complete run leaves that run as it was, writes the partial one
// to its partial/ folder and says so in one line.
func TestPartialBenchKeepsCompleteRun(t *testing.T) {
	out := t.TempDir()
	if code, _, stderr := runCLI(append(tinyBench, "--out", out)...); code != exitOK {
		t.Fatalf("bench: exit %d: %s", code, stderr)
	}
	complete, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	saved := interruptContext
	defer func() { interruptContext = saved }()
	interruptContext = func() (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx, cancel
	}
	code, _, stderr := runCLI(append(tinyBench, "--out", out)...)
	if code != exitInterrupted {
		t.Errorf("interrupted bench: exit %d, want %d", code, exitInterrupted)
	}
	if got, _ := os.ReadFile(filepath.Join(out, "results.json")); string(got) != string(complete) {
		t.Error("the interrupted run replaced the complete results.json")
	}
	partial := filepath.Join(out, "partial")
	if _, err := os.Stat(filepath.Join(partial, "results.json")); err != nil {
		t.Errorf("the interrupted run is not in %s: %v", partial, err)
	}
	if !strings.Contains(stderr, "the complete run in "+out+" is kept") {
		t.Errorf("stderr does not say the complete run is kept: %q", stderr)
	}
	// The interruption is said first: what follows is of a partial run.
	if i, w := strings.Index(stderr, "interrupted after"), strings.Index(stderr, "wrote "); i < 0 || w >= 0 && w < i {
		t.Errorf("stderr does not say it was interrupted before what it wrote: %q", stderr)
	}
}
