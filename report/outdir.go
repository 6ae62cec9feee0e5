package report

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/internal/outdir"
	"github.com/naclcmp/naclcmp/record"
)

// folder is what a run's and a merge's files are in a results folder: the
// names a later run may replace only when naclcmp wrote them
// (internal/outdir).
var folder = outdir.Layout{
	Names: []string{"report.md", "report.html", "results.json", "results.csv", BenchstatFile,
		"merged.json", "merged.csv"},
	Charts:    chartsDir,
	ChartExts: []string{".svg", ".png"},
	Nested:    PartialDir,
	Legacy:    legacyFiles,
}

// diffFolder is what report --diff --out writes. It may share a folder
// with a run or a merge, whose files stay listed in the manifest (a
// run's from before the manifest recognised as for a run's own write).
var diffFolder = outdir.Layout{Names: []string{"diff.md", "diff.html"}, Legacy: legacyFiles}

// CheckDiffOut reports, before report --diff reads anything, whether
// diff.md and diff.html may be written into dir: neither is there
// unless naclcmp wrote it. A refusal is an *outdir.ForeignError.
func CheckDiffOut(dir string) error { return diffFolder.Check(dir) }

// CheckOut reports, before a run measures or merges anything, whether its
// files, and the excerpt when not empty, may be written into dir: no file
// at a name they would take was written by anything but naclcmp. A
// refusal is an *outdir.ForeignError naming dir and the file.
func CheckOut(dir, excerpt string) error {
	if excerpt == "" {
		return folder.Check(dir)
	}
	return folder.Check(dir, excerpt)
}

// legacyFiles recognises a folder written before the manifest: a
// results.json or merged.json of this suite's schema vouches for the
// files beside it that a run of the time wrote, its excerpt (named on
// the command line it recorded) and its charts, which came in SVG and PNG
// pairs. Anything else there is not taken for naclcmp's.
func legacyFiles(dir string) []string {
	var files []string
	if schema, command := dataHead(filepath.Join(dir, "results.json")); schema == record.SchemaV1 {
		files = append(files, "results.json", "results.csv", "report.md", "report.html")
		if x := excerptOf(command); x != "" {
			files = append(files, x)
		}
	}
	if schema, _ := dataHead(filepath.Join(dir, "merged.json")); schema == MergedSchemaV1 {
		files = append(files, "merged.json", "merged.csv", "report.md", "report.html")
	}
	if files == nil {
		return nil
	}
	entries, _ := os.ReadDir(filepath.Join(dir, chartsDir))
	have := map[string]bool{}
	for _, e := range entries {
		if e.Type().IsRegular() {
			have[e.Name()] = true
		}
	}
	for name := range have {
		if base, ok := strings.CutSuffix(name, ".svg"); ok && have[base+".png"] {
			files = append(files, chartsDir+"/"+name, chartsDir+"/"+base+".png")
		}
	}
	return files
}

// dataHead reads the schema of a results.json or merged.json, and the
// command line a run recorded; empty when the file is not JSON.
func dataHead(path string) (schema, command string) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", ""
	}
	var head struct {
		Schema string `json:"schema"`
		Run    struct {
			Command string `json:"command"`
		} `json:"run"`
	}
	if json.Unmarshal(data, &head) != nil {
		return "", ""
	}
	return head.Schema, head.Run.Command
}

// excerptOf returns the --excerpt a bench command line (as
// bench.CommandLine quotes it) named, when it is a file inside the
// results folder.
func excerptOf(command string) string {
	args := splitCommand(command)
	for i, a := range args {
		var name string
		switch {
		case (a == "--excerpt" || a == "-excerpt") && i+1 < len(args):
			name = args[i+1]
		case strings.HasPrefix(a, "--excerpt="), strings.HasPrefix(a, "-excerpt="):
			_, name, _ = strings.Cut(a, "=")
		default:
			continue
		}
		if filepath.IsLocal(name) {
			return filepath.ToSlash(filepath.Clean(name))
		}
	}
	return ""
}

// splitCommand undoes bench.CommandLine: words separated by spaces, a
// word with a space or quote in it Go-quoted.
func splitCommand(s string) []string {
	var args []string
	for s = strings.TrimLeft(s, " "); s != ""; s = strings.TrimLeft(s, " ") {
		if s[0] == '"' {
			if q, err := strconv.QuotedPrefix(s); err == nil {
				if u, err := strconv.Unquote(q); err == nil {
					args = append(args, u)
					s = s[len(q):]
					continue
				}
			}
		}
		word, rest, _ := strings.Cut(s, " ")
		args = append(args, word)
		s = rest
	}
	return args
}
