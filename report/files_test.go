package report

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestPartialRunKeepsCompleteOne: an interrupted run written over a folder
// that holds a complete run goes to its partial/ folder, and the complete
// run's files stay as they were; over a partial run or an empty folder it
// is written in place.
func TestPartialRunKeepsCompleteOne(t *testing.T) {
	dir := t.TempDir()
	complete := synthRun("amd64", "EPYC", false, tscCounter, 1)
	if got, err := WriteRun(complete, dir, ""); err != nil || got != dir {
		t.Fatalf("WriteRun(complete) = %q, %v; want %q", got, err, dir)
	}
	before, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}

	partial := synthRun("amd64", "EPYC", false, tscCounter, 2)
	partial.Partial = true
	got, err := WriteRun(partial, dir, "")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, PartialDir); got != want {
		t.Errorf("partial run written to %s, want %s", got, want)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "results.json")); string(after) != string(before) {
		t.Error("a partial run replaced the complete results.json")
	}
	if _, err := os.Stat(filepath.Join(got, "results.json")); err != nil {
		t.Errorf("the partial run was not written: %v", err)
	}

	// Over a partial run, a partial run replaces it.
	other := t.TempDir()
	for i := 0; i < 2; i++ {
		if got, err := WriteRun(partial, other, ""); err != nil || got != other {
			t.Errorf("partial run %d over a partial one went to %q (%v), want %q", i+1, got, err, other)
		}
	}
}

// TestStaleChartsRemoved: a run that measures fewer operations than the
// earlier run in the same folder leaves no chart of the earlier run beside
// its report, and files of the user's own in charts/ are left alone.
func TestStaleChartsRemoved(t *testing.T) {
	dir := t.TempDir()
	full := synthRun("amd64", "EPYC", false, tscCounter, 1)
	if err := WriteDir(full, dir, ""); err != nil {
		t.Fatal(err)
	}
	before := chartFiles(t, dir)
	own := filepath.Join(dir, chartsDir, "notes.txt")
	if err := os.WriteFile(own, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}

	fewer := synthRun("amd64", "EPYC", false, tscCounter, 1)
	var cells = fewer.Cells[:0]
	for _, c := range fewer.Cells {
		if c.Op != "sign/ed25519" {
			cells = append(cells, c)
		}
	}
	fewer.Cells = cells
	if err := WriteDir(fewer, dir, ""); err != nil {
		t.Fatal(err)
	}
	after := chartFiles(t, dir)
	if len(after) == 0 || len(after) >= len(before) {
		t.Fatalf("charts before %v, after %v: want fewer, but some", before, after)
	}
	files, err := view{fewer}.files("")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range after {
		if _, ok := files[chartsDir+"/"+name]; !ok {
			t.Errorf("chart %s of the earlier run left beside the new report", name)
		}
	}
	if _, err := os.Stat(own); err != nil {
		t.Errorf("a file that is not a chart was removed: %v", err)
	}
}

// chartFiles lists the SVG and PNG files in dir/charts.
func chartFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, chartsDir))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if ext := filepath.Ext(e.Name()); ext == ".svg" || ext == ".png" {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names
}

// TestChartNamesStayInside: operation names read from a results.json of
// another machine cannot make a chart file outside the charts directory.
func TestChartNamesStayInside(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "out")
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	for i := range r.Cells {
		r.Cells[i].Family = "../../escaped"
		r.Cells[i].Primitive = "a/b"
	}
	if err := WriteDir(r, dir, ""); err != nil {
		t.Fatal(err)
	}
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if rel, _ := filepath.Rel(dir, p); rel == ".." || len(rel) > 2 && rel[:3] == "../" {
				t.Errorf("file written outside the results directory: %s", p)
			}
		}
		return nil
	})
	if len(chartFiles(t, dir)) == 0 {
		t.Error("no chart written")
	}
}
