package report

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestLegacyFiles: in a folder from before the manifest, a results.json of
// this suite's schema vouches for the files a run of the time wrote, its
// excerpt as its command line named it and its charts in SVG and PNG
// pairs; a chart without its pair, or any file beside results.json of
// another schema, is not taken for naclcmp's.
func TestLegacyFiles(t *testing.T) {
	for _, c := range []struct {
		name, results string
		want          []string
	}{
		{"ours", `{"schema": "` + record.SchemaV1 + `", "run": {"command": "naclcmp bench --out x --excerpt \"my notes.md\""}}`,
			[]string{"charts/a.png", "charts/a.svg", "my notes.md", "report.html", "report.md", "results.csv", "results.json"}},
		{"ours, no excerpt", `{"schema": "` + record.SchemaV1 + `", "run": {"command": "naclcmp bench"}}`,
			[]string{"charts/a.png", "charts/a.svg", "report.html", "report.md", "results.csv", "results.json"}},
		{"another schema", `{"schema": "other/v1"}`, nil},
		{"not JSON", `a,b,c`, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, data := range map[string]string{"results.json": c.results, "charts/a.svg": "", "charts/a.png": "", "charts/lone.png": ""} {
				p := filepath.Join(dir, filepath.FromSlash(name))
				os.MkdirAll(filepath.Dir(p), 0o755)
				if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got := legacyFiles(dir)
			slices.Sort(got)
			if !slices.Equal(got, c.want) {
				t.Errorf("legacyFiles = %q, want %q", got, c.want)
			}
		})
	}
}

// TestExcerptOf reads --excerpt back from the command lines
// bench.CommandLine records, and refuses a name outside the folder.
func TestExcerptOf(t *testing.T) {
	for command, want := range map[string]string{
		"naclcmp bench --out docs/results --excerpt README.md": "README.md",
		"naclcmp bench --excerpt=sub/./x.md":                   "sub/x.md",
		"naclcmp bench -excerpt \"a \\\"b\\\".md\" --quick":    `a "b".md`,
		"naclcmp bench --label \"--excerpt x\" --excerpt y.md": "y.md",
		"naclcmp bench --excerpt ../escape.md":                 "",
		"naclcmp bench --excerpt /abs.md":                      "",
		"naclcmp bench --excerpt":                              "",
		"naclcmp bench --quick":                                "",
	} {
		if got := excerptOf(command); got != want {
			t.Errorf("excerptOf(%q) = %q, want %q", command, got, want)
		}
	}
}
