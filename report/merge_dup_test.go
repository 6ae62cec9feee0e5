package report

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestLoadMergeSameRunOnce: the same run given twice (as a file and as its
// directory, or inside an earlier merged.json) is merged once, with one
// warning naming both places.
func TestLoadMergeSameRunOnce(t *testing.T) {
	dir := t.TempDir()
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	r.Run.Date = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	r.Run.Command = "naclcmp bench --quick"
	a := filepath.Join(dir, "a", "results.json")
	if err := os.Mkdir(filepath.Dir(a), 0o755); err != nil {
		t.Fatal(err)
	}
	writeResults(t, a, r)
	other := synthRun("amd64", "EPYC", false, tscCounter, 2)
	other.Run.Date = r.Run.Date.Add(time.Hour) // same machine, another run
	b := filepath.Join(dir, "b.json")
	writeResults(t, b, other)

	m, err := LoadMerge([]string{a, b, filepath.Dir(a)})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Runs) != 2 {
		t.Errorf("%d runs merged, want 2 (a once, b)", len(m.Runs))
	}
	if len(m.Warnings) != 1 {
		t.Fatalf("warnings %q, want one", m.Warnings)
	}
	if w := m.Warnings[0]; strings.Contains(w, "\n") || !strings.Contains(w, a) || !strings.Contains(w, "same run") {
		t.Errorf("warning %q: want one line naming %s and saying it is the same run", w, a)
	}
	// A run re-read from an earlier merged.json is the same run too.
	out := filepath.Join(dir, "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteDir(out); err != nil {
		t.Fatal(err)
	}
	m2, err := LoadMerge([]string{filepath.Join(out, "merged.json"), b})
	if err != nil {
		t.Fatal(err)
	}
	if len(m2.Runs) != 2 || len(m2.Warnings) != 1 {
		t.Errorf("re-merge: %d runs, warnings %q; want 2 runs, one warning", len(m2.Runs), m2.Warnings)
	}
}
