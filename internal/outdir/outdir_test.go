package outdir

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/internal/filetree"
)

// layout is a writer like report's: fixed names, charts, a nested
// folder, and a legacy run recognised by a results.json that says "ours".
var layout = Layout{
	Names:     []string{"report.md", "results.json"},
	Charts:    "charts",
	ChartExts: []string{".svg", ".png"},
	Nested:    "partial",
	Legacy: func(dir string) []string {
		if data, _ := os.ReadFile(filepath.Join(dir, "results.json")); string(data) == "ours" {
			return []string{"report.md", "results.json", "charts/a.svg"}
		}
		return nil
	},
}

// manifestOf is a manifest listing files.
func manifestOf(files ...string) string {
	data, _ := json.Marshal(manifest{Schema: ManifestSchema, Files: files})
	return string(data)
}

// TestCheck: a folder is refused exactly when a file a run would write
// there (a fixed name, the excerpt, a chart, the manifest, the same in
// partial/) exists and no naclcmp run listed it; the refusal names the
// folder and that file.
func TestCheck(t *testing.T) {
	for _, c := range []struct {
		name  string
		tree  map[string]string // nil: the folder does not exist
		extra []string
		want  string // the file refused, "" for none
	}{
		{name: "absent"},
		{name: "empty", tree: map[string]string{}},
		{name: "user's files", tree: map[string]string{"report.md": "mine", "results.json": "{}", "charts/keep.png": "png"}, want: "report.md"},
		{name: "user's chart", tree: map[string]string{"charts/keep.png": "png"}, want: "charts/keep.png"},
		{name: "charts a file", tree: map[string]string{"charts": "x"}, want: "charts"},
		{name: "files naclcmp never writes", tree: map[string]string{"bench.txt": "x", "charts/notes.txt": "x"}},
		{name: "earlier run", tree: map[string]string{
			Manifest:    manifestOf("report.md", "results.json", "charts/a.svg", "README.md"),
			"report.md": "r", "results.json": "{}", "charts/a.svg": "svg", "README.md": "x", "notes.txt": "mine",
		}, extra: []string{"README.md"}},
		{name: "earlier run, user's chart", tree: map[string]string{
			Manifest: manifestOf("report.md", "charts/a.svg"), "report.md": "r", "charts/a.svg": "svg", "charts/keep.png": "png",
		}, want: "charts/keep.png"},
		{name: "earlier run, user's excerpt", tree: map[string]string{
			Manifest: manifestOf("report.md"), "report.md": "r", "README.md": "mine",
		}, extra: []string{"./README.md"}, want: "README.md"},
		{name: "manifest not ours", tree: map[string]string{Manifest: `{"files": ["report.md"]}`, "report.md": "mine"}, want: Manifest},
		{name: "manifest leads outside", tree: map[string]string{Manifest: manifestOf("../report.md"), "report.md": "mine"}, want: "report.md"},
		{name: "legacy run", tree: map[string]string{"results.json": "ours", "report.md": "r", "charts/a.svg": "svg"}},
		{name: "legacy run, user's chart", tree: map[string]string{"results.json": "ours", "charts/b.png": "png"}, want: "charts/b.png"},
		{name: "user's file in partial", tree: map[string]string{Manifest: manifestOf("report.md"), "report.md": "r", "partial/report.md": "mine"}, want: "partial/report.md"},
		{name: "partial a file", tree: map[string]string{"partial": "mine"}, want: "partial"},
		{name: "earlier partial run", tree: map[string]string{"partial/" + Manifest: manifestOf("report.md"), "partial/report.md": "r"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			if c.tree != nil {
				if err := os.Mkdir(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				filetree.Put(t, dir, c.tree)
			}
			err := layout.Check(dir, c.extra...)
			var fe *ForeignError
			switch {
			case c.want == "" && err != nil:
				t.Errorf("Check: %v; want it accepted", err)
			case c.want != "" && !errors.As(err, &fe):
				t.Errorf("Check: %v; want a ForeignError naming %s", err, c.want)
			case c.want != "" && (fe.Path != dir || fe.File != c.want):
				t.Errorf("Check: %v; want it to name %s in %s", err, c.want, dir)
			}
		})
	}
}

// TestCheckFile: a single results file may replace only an earlier one of
// the same schema.
func TestCheckFile(t *testing.T) {
	dir := t.TempDir()
	filetree.Put(t, dir, map[string]string{"ours.json": `{"schema": "s/v1"}`, "other.json": `{"schema": "x"}`, "notes.txt": "mine"})
	for name, ok := range map[string]bool{"absent.json": true, "ours.json": true, "other.json": false, "notes.txt": false} {
		p := filepath.Join(dir, name)
		err := CheckFile(p, "s/v1")
		var fe *ForeignError
		if ok != (err == nil) || !ok && (!errors.As(err, &fe) || fe.Path != p) {
			t.Errorf("CheckFile(%s) = %v; want accepted %v", name, err, ok)
		}
	}
}

// TestWrite: a write removes the charts an earlier run listed and this one
// did not draw, never an unlisted file, and lists what the folder then
// holds of naclcmp's.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	filetree.Put(t, dir, map[string]string{
		Manifest:    manifestOf("report.md", "charts/stale.svg", "charts/kept.svg", "README.md", "gone.md"),
		"report.md": "r", "charts/stale.svg": "svg", "charts/kept.svg": "svg", "README.md": "x",
		"charts/keep.png": "user's", "notes.txt": "user's",
	})
	w, err := layout.Begin(dir, []string{"report.md", "charts/kept.svg", "charts/new.svg"})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Claim(); err != nil {
		t.Fatal(err)
	}
	filetree.Put(t, dir, map[string]string{"charts/new.svg": "svg"})
	if err := w.Finish(); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{
		"charts/stale.svg": false, "charts/kept.svg": true, "charts/new.svg": true,
		"charts/keep.png": true, "notes.txt": true, "README.md": true,
	} {
		if _, err := os.Stat(filepath.Join(dir, name)); (err == nil) != want {
			t.Errorf("%s: exists %v, want %v", name, err == nil, want)
		}
	}
	owned, err := layout.Owned(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for n := range owned {
		got = append(got, n)
	}
	slices.Sort(got)
	// README.md stays naclcmp's though this write left it (ct --merge
	// rewrites a report without its excerpt); gone.md is gone.
	if want := []string{"README.md", "charts/kept.svg", "charts/new.svg", "report.md"}; !slices.Equal(got, want) {
		t.Errorf("manifest lists %v, want %v", got, want)
	}
}

// TestClaimNeverListsUserFile: before the renames, a new name at which a
// file of someone else's exists is not yet listed, so that a write that
// stops there cannot hand that file to a later run.
func TestClaimNeverListsUserFile(t *testing.T) {
	dir := t.TempDir()
	filetree.Put(t, dir, map[string]string{"report.md": "mine"})
	w, err := layout.Begin(dir, []string{"report.md", "results.json"})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Claim(); err != nil {
		t.Fatal(err)
	}
	owned, err := layout.Owned(dir)
	if err != nil {
		t.Fatal(err)
	}
	if owned["report.md"] || !owned["results.json"] {
		t.Errorf("claimed %v; want results.json and not the user's report.md", owned)
	}
}
