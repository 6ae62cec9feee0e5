package report

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRewriteKeepsUserCharts: a run written again over an earlier one
// removes the earlier run's stale charts, which its manifest listed, but
// never a file of the user's in charts/, whatever its extension.
func TestRewriteKeepsUserCharts(t *testing.T) {
	dir := t.TempDir()
	if err := WriteDir(synthRun("amd64", "EPYC", false, tscCounter, 1), dir, ""); err != nil {
		t.Fatal(err)
	}
	mine := filepath.Join(dir, chartsDir, "keep.png")
	if err := os.WriteFile(mine, []byte("the user's"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteDir(synthRun("amd64", "EPYC", false, tscCounter, 2), dir, ""); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(mine); err != nil || string(got) != "the user's" {
		t.Errorf("the user's charts/keep.png: %q, %v; want it kept", got, err)
	}
}

// TestWriteRunRefusesUserFiles: WriteRun, the last step of bench, writes
// nothing into a folder where a file it would replace is the user's, even
// when that file appeared after bench checked the folder.
func TestWriteRunRefusesUserFiles(t *testing.T) {
	for _, name := range []string{"report.md", "results.csv", "charts/keep.svg", "README.md"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			mine := filepath.Join(dir, filepath.FromSlash(name))
			os.MkdirAll(filepath.Dir(mine), 0o755)
			if err := os.WriteFile(mine, []byte("the user's"), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := WriteRun(synthRun("amd64", "EPYC", false, tscCounter, 1), dir, "README.md"); err == nil {
				t.Error("WriteRun accepted the folder")
			}
			if got, _ := os.ReadFile(mine); string(got) != "the user's" {
				t.Errorf("%s became %q", name, got)
			}
			if _, err := os.Stat(filepath.Join(dir, "results.json")); err == nil {
				t.Error("results.json written")
			}
		})
	}
}
