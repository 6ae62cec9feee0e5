package main

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/filetree"
	"github.com/naclcmp/naclcmp/internal/outdir"
	"github.com/naclcmp/naclcmp/report"
)

// usersFolder is issue 42's folder: the user's own report.md, a
// results.json of something else and a chart of theirs.
var usersFolder = map[string]string{
	"report.md":       "# My notes\n",
	"results.json":    `{"experiment": "mine"}`,
	"charts/keep.png": "\x89PNG the user's",
}

// benchInto runs the tiny benchmark into dir, failing the test unless it
// succeeds.
func benchInto(t *testing.T, dir string, extra ...string) {
	t.Helper()
	if code, _, stderr := runCLI(append(append(tinyBench, "--out", dir), extra...)...); code != exitOK {
		t.Fatalf("bench --out %s: exit %d: %s", dir, code, stderr)
	}
}

// TestForeignOutRefused: bench --out, report --merge --out, ct --merge and
// ct --out refuse, with exit 2 and before measuring anything, a path where
// they would replace a file naclcmp did not write; the message names the
// path and the file, and the folder survives byte for byte.
func TestForeignOutRefused(t *testing.T) {
	base := t.TempDir()
	run := filepath.Join(base, "run")
	benchInto(t, run)
	ctTiming := []string{"ct", "--timing", "--duration", "10ms", "--impl", "go-stdlib", "--op", "hash/sha256"}
	for _, c := range []struct {
		name   string
		tree   map[string]string // the target's files
		prior  bool              // the target first receives a bench run
		args   func(dir string) []string
		target func(dir string) string // the path the message names
		file   string                  // the file it names
	}{
		{"bench --out", usersFolder, false,
			func(dir string) []string { return append(slices.Clone(tinyBench), "--out", dir) },
			func(dir string) string { return dir }, "report.md"},
		{"bench --out, partial/", map[string]string{"partial/report.md": "mine"}, true,
			func(dir string) []string { return append(slices.Clone(tinyBench), "--out", dir) },
			func(dir string) string { return dir }, "partial/report.md"},
		{"bench benchstat.txt", map[string]string{"benchstat.txt": "mine"}, false,
			func(dir string) []string { return append(slices.Clone(tinyBench), "--out", dir) },
			func(dir string) string { return dir }, "benchstat.txt"},
		{"report --diff --out", map[string]string{"diff.html": "mine"}, true,
			func(dir string) []string { return []string{"report", "--diff", run, run, "--out", dir} },
			func(dir string) string { return dir }, "diff.html"},
		{"bench --excerpt", map[string]string{"README.md": "mine"}, true,
			func(dir string) []string {
				return append(slices.Clone(tinyBench), "--out", dir, "--excerpt", "README.md")
			},
			func(dir string) string { return dir }, "README.md"},
		{"report --merge --out", usersFolder, false,
			func(dir string) []string { return []string{"report", "--merge", run, "--out", dir} },
			func(dir string) string { return dir }, "report.md"},
		{"ct --merge", map[string]string{"charts/keep.png": "mine"}, true,
			func(dir string) []string { return append(slices.Clone(ctTiming), "--merge", dir) },
			func(dir string) string { return dir }, "charts/keep.png"},
		{"ct --out", map[string]string{"notes.json": `{"mine": true}`}, false,
			func(dir string) []string {
				return append(slices.Clone(ctTiming), "--out", filepath.Join(dir, "notes.json"))
			},
			func(dir string) string { return filepath.Join(dir, "notes.json") }, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "results")
			if c.prior {
				benchInto(t, dir)
			}
			filetree.Put(t, dir, c.tree)
			before := filetree.Read(t, dir)
			measured := watchMeasuring(t)
			code, stdout, stderr := runCLI(c.args(dir)...)
			if code != exitUsage || strings.Count(stderr, "\n") != 1 ||
				!strings.Contains(stderr, c.target(dir)) || !strings.Contains(stderr, c.file+" isn't naclcmp's") {
				t.Errorf("exit %d, stderr %q; want exit %d and one line naming %s and %s", code, stderr, exitUsage, c.target(dir), c.file)
			}
			if *measured || stdout != "" {
				t.Errorf("ran before refusing the folder: stdout %q", stdout)
			}
			if after := filetree.Read(t, dir); !maps.Equal(before, after) {
				t.Errorf("the folder changed:\nbefore %q\nafter  %q", before, after)
			}
		})
	}
}

// TestRefusalFitsALine: the refusal of the default folder holding a
// report.md of the user's fits in 100 columns.
func TestRefusalFitsALine(t *testing.T) {
	dir := t.TempDir()
	filetree.Put(t, filepath.Join(dir, "results"), usersFolder)
	t.Chdir(dir)
	_, _, stderr := runCLI(append(slices.Clone(tinyBench), "--out", "results")...)
	if line := strings.TrimSuffix(stderr, "\n"); len(line) > 100 || !strings.HasPrefix(line, "naclcmp bench: --out results: report.md") {
		t.Errorf("refusal %q (%d columns); want it within 100 naming results and report.md", line, len(line))
	}
}

// TestOutAccepted: an absent folder, an empty one and one of an earlier
// naclcmp run (with its manifest, or from before manifests) are written;
// files at names naclcmp never writes (make bench's bench.txt, notes)
// are no reason to refuse and are left as they were.
func TestOutAccepted(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(t *testing.T, dir string)
	}{
		{"absent", func(t *testing.T, dir string) {}},
		{"empty", func(t *testing.T, dir string) { os.Mkdir(dir, 0o755) }},
		{"earlier run", func(t *testing.T, dir string) { benchInto(t, dir, "--excerpt", "README.md") }},
		{"earlier run, older naclcmp", func(t *testing.T, dir string) {
			benchInto(t, dir, "--excerpt", "README.md")
			// A naclcmp from before the manifest wrote no benchstat.txt
			// either.
			for _, f := range []string{outdir.Manifest, report.BenchstatFile} {
				if err := os.Remove(filepath.Join(dir, f)); err != nil {
					t.Fatal(err)
				}
			}
		}},
		{"earlier run and other files", func(t *testing.T, dir string) {
			benchInto(t, dir)
			filetree.Put(t, dir, map[string]string{"bench.txt": "go test output", "notes.txt": "mine", "charts/notes.txt": "mine"})
		}},
		{"other files only", func(t *testing.T, dir string) {
			filetree.Put(t, dir, map[string]string{"bench.txt": "go test output", "ct.json": `{"schema": "naclcmp-ct/v1"}`})
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "results")
			c.setup(t, dir)
			before := filetree.Read(t, dir)
			if code, _, stderr := runCLI(append(append(slices.Clone(tinyBench), "--out", dir), "--excerpt", "README.md")...); code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			after := filetree.Read(t, dir)
			for _, name := range []string{"bench.txt", "notes.txt", "charts/notes.txt", "ct.json"} {
				if data, ok := before[name]; ok && after[name] != data {
					t.Errorf("%s changed: %q", name, after[name])
				}
			}
		})
	}
}

// TestStaleListedRemovedUnlistedKept: a run over an earlier one removes
// the charts the earlier run's manifest listed and this run did not draw,
// keeps every file no manifest listed, and lists what it wrote.
func TestStaleListedRemovedUnlistedKept(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "results")
	benchInto(t, dir)
	manifest := filepath.Join(dir, outdir.Manifest)
	var m struct {
		Schema string   `json:"schema"`
		Files  []string `json:"files"`
	}
	data, err := os.ReadFile(manifest)
	if err == nil {
		err = json.Unmarshal(data, &m)
	}
	if err != nil {
		t.Fatalf("the first run's manifest: %v", err)
	}
	m.Files = append(m.Files, "charts/stale.svg", "charts/stale.png")
	data, _ = json.Marshal(m)
	filetree.Put(t, dir, map[string]string{
		outdir.Manifest:    string(data),
		"charts/stale.svg": "an earlier run's", "charts/stale.png": "an earlier run's",
		"notes.txt": "mine", "charts/notes.txt": "mine",
	})
	benchInto(t, dir)
	after := filetree.Read(t, dir)
	for name, want := range map[string]bool{
		"charts/stale.svg": false, "charts/stale.png": false,
		"notes.txt": true, "charts/notes.txt": true, "report.md": true,
	} {
		if _, ok := after[name]; ok != want {
			t.Errorf("%s: present %v, want %v", name, ok, want)
		}
	}
	if err := json.Unmarshal([]byte(after[outdir.Manifest]), &m); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"report.md", "report.html", "results.json", "results.csv"} {
		if !slices.Contains(m.Files, name) {
			t.Errorf("the manifest %q does not list %s", m.Files, name)
		}
	}
	if slices.Contains(m.Files, "charts/stale.svg") || slices.Contains(m.Files, "notes.txt") {
		t.Errorf("the manifest %q lists a file the run did not write", m.Files)
	}
}

// TestMergeOutAgain: report --merge --out writes again over its own
// earlier merge, with its manifest or from before manifests.
func TestMergeOutAgain(t *testing.T) {
	base := t.TempDir()
	run := filepath.Join(base, "run")
	benchInto(t, run)
	out := filepath.Join(base, "merged")
	for i, prepare := range []func(){
		func() {},
		func() {},
		func() { os.Remove(filepath.Join(out, outdir.Manifest)) },
	} {
		prepare()
		if code, _, stderr := runCLI("report", "--merge", run, "--out", out); code != exitOK {
			t.Errorf("merge %d: exit %d: %s", i+1, code, stderr)
		}
	}
}
