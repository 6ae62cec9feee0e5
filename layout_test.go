package naclcmp

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

const module = "github.com/naclcmp/naclcmp"

// A layerRule says what the packages under one folder of the module must
// not depend on, directly or through others, in a build without test files.
type layerRule struct {
	under  string   // a folder of the module ("report"): it and its subfolders
	forbid []string // folders none of whose packages may be among their deps
	noC    bool     // no dependency of the module or beyond may have cgo files (the standard library's may)
	stdlib bool     // the standard library only
	why    string
}

// bindings are the folders of the implementations.
var bindings = []string{"cref", "gonative", "js"}

// layerRules are the layout rules of docs/layout.md, as a test can hold them.
var layerRules = []layerRule{
	{under: "report", forbid: append([]string{"impls", "compare", "cmd"}, bindings...), noC: true,
		why: "report (and `naclcmp report --merge`) renders results: it links no binding, no C and no runner"},
	{under: "record", forbid: append([]string{"impls", "compare", "report", "cmd"}, bindings...), noC: true,
		why: "record is the format of results, read by report"},
	{under: "compare", forbid: []string{"report", "cmd"}, why: "the engines are below the CLI and the report"},
	{under: "compare/family", forbid: append([]string{"compare/interop", "compare/kat", "compare/transcript", "compare/bench",
		"compare/edge", "compare/ct", "compare/checksum", "impls", "report", "cmd"}, bindings...),
		why: "a family package is what the engines range over: it imports the kit and the vocabulary, never an engine or a binding"},
	{under: "impls", forbid: []string{"compare", "report", "record", "cmd"}, why: "impls is the registry the engines range over"},
	{under: "cref", forbid: []string{"impls", "compare", "report", "record", "cmd", "gonative", "js"},
		why: "a binding imports the vocabulary at most, never an engine, impls or another language's bindings"},
	{under: "gonative", forbid: []string{"impls", "compare", "report", "record", "cmd", "cref", "js"},
		why: "a binding imports the vocabulary at most, never an engine, impls or another language's bindings"},
	{under: "js", forbid: []string{"impls", "compare", "report", "record", "cmd", "cref", "gonative"},
		why: "a binding imports the vocabulary at most, never an engine, impls or another language's bindings"},
	{under: "matrix", stdlib: true, why: "the vocabulary is the standard library only"},
	{under: "vectors", forbid: append([]string{"impls", "compare", "report", "record", "cmd"}, bindings...),
		why: "data and its loaders sit at the bottom"},
	{under: "expect", forbid: append([]string{"impls", "compare", "report", "record", "cmd"}, bindings...),
		why: "expectations are data at the bottom"},
	{under: "internal", forbid: append([]string{"impls", "compare", "report", "record", "cmd"}, bindings...),
		why: "internal/ holds small helpers at the bottom and imports no binding"},
}

// pkgInfo is what `go list` says of one package.
type pkgInfo struct {
	path     string // relative to the module ("compare/ct"); the import path for others
	deps     []string
	cgo      bool
	standard bool
}

// under reports whether the module-relative path p is folder or inside it.
func under(p, folder string) bool { return p == folder || strings.HasPrefix(p, folder+"/") }

// layerViolations checks every module package of pkgs against rules.
func layerViolations(pkgs map[string]pkgInfo, rules []layerRule) []string {
	var out []string
	for _, p := range pkgs {
		if p.standard || strings.Contains(p.path, ":") {
			continue // not the module's
		}
		for _, r := range rules {
			if !under(p.path, r.under) {
				continue
			}
			for _, d := range p.deps {
				dep, ok := pkgs[d]
				if !ok {
					out = append(out, fmt.Sprintf("%s: dependency %s not listed", p.path, d))
					continue
				}
				switch {
				case r.stdlib && !dep.standard:
					out = append(out, fmt.Sprintf("%s imports %s: %s", p.path, d, r.why))
				case r.noC && dep.cgo && !dep.standard:
					out = append(out, fmt.Sprintf("%s links C through %s: %s", p.path, d, r.why))
				case slices.ContainsFunc(r.forbid, func(f string) bool { return under(dep.path, f) }):
					out = append(out, fmt.Sprintf("%s depends on %s: %s", p.path, d, r.why))
				}
			}
		}
		for _, d := range p.deps {
			if under(d, "cmd") && !under(p.path, "cmd") {
				out = append(out, fmt.Sprintf("%s depends on %s: nothing imports the commands", p.path, d))
			}
		}
	}
	slices.Sort(out)
	return out
}

// listPackages runs `go list -deps` over the module: every package with
// its transitive dependencies, module paths made relative.
func listPackages(t *testing.T) map[string]pkgInfo {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}\t{{join .Deps \" \"}}\t{{len .CgoFiles}}\t{{.Standard}}", "./...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	// Module packages are keyed by their folder ("compare/ct"), every
	// other package by "std:" or "ext:" and its import path, so that the
	// standard library's internal/… never meets the module's.
	key := func(p string, standard bool) string {
		switch {
		case strings.HasPrefix(p, module+"/"):
			return strings.TrimPrefix(p, module+"/")
		case p == module:
			return "."
		case standard:
			return "std:" + p
		}
		return "ext:" + p
	}
	pkgs := map[string]pkgInfo{}
	std := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	var lines [][]string
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 4 {
			t.Fatalf("go list: unexpected line %q", sc.Text())
		}
		lines = append(lines, f)
		std[f[0]] = f[3] == "true"
	}
	for _, f := range lines {
		p := pkgInfo{path: key(f[0], std[f[0]]), cgo: f[2] != "0", standard: std[f[0]]}
		for _, d := range strings.Fields(f[1]) {
			p.deps = append(p.deps, key(d, std[d]))
		}
		pkgs[p.path] = p
	}
	return pkgs
}

// TestLayering holds the dependency direction docs/layout.md
// and the design card draw.
func TestLayering(t *testing.T) {
	pkgs := listPackages(t)
	// Every folder a rule names must hold packages, or the rule (after a
	// rename, say) would check nothing.
	exists := func(folder string) bool {
		for p := range pkgs {
			if under(p, folder) {
				return true
			}
		}
		return false
	}
	for _, r := range layerRules {
		for _, f := range append([]string{r.under}, r.forbid...) {
			if !exists(f) {
				t.Errorf("rule for %s: no package under %s, so it checks nothing there", r.under, f)
			}
		}
	}
	for _, v := range layerViolations(pkgs, layerRules) {
		t.Error(v)
	}
}

// TestLayeringCatches shows the check able to fail on a small made-up
// graph (deps transitive, as go list gives them): report reaching a
// runner, and C through it, the
// vocabulary importing the module, and a helper importing the commands.
func TestLayeringCatches(t *testing.T) {
	pkgs := map[string]pkgInfo{
		"report":        {path: "report", deps: []string{"record", "compare/ct", "cref/sodium", "matrix", "internal/text", "cmd/naclcmp", "fmt"}},
		"record":        {path: "record", deps: []string{"fmt"}},
		"compare/ct":    {path: "compare/ct", deps: []string{"cref/sodium", "fmt"}},
		"cref/sodium":   {path: "cref/sodium", deps: []string{"matrix"}, cgo: true},
		"matrix":        {path: "matrix", deps: []string{"internal/text"}},
		"internal/text": {path: "internal/text", deps: []string{"cmd/naclcmp"}},
		"cmd/naclcmp":   {path: "cmd/naclcmp"},
		"fmt":           {path: "fmt", standard: true},
	}
	got := layerViolations(pkgs, layerRules)
	has := func(prefix string) bool {
		return slices.ContainsFunc(got, func(v string) bool { return strings.HasPrefix(v, prefix) })
	}
	for _, want := range []string{
		"report depends on compare/ct", "report links C through cref/sodium", "report depends on cmd/naclcmp",
		"matrix imports internal/text", "internal/text depends on cmd/naclcmp",
	} {
		if !has(want) {
			t.Errorf("no violation %q among:\n%s", want, strings.Join(got, "\n"))
		}
	}
	// compare may link C and bindings: only report and record may not.
	if has("compare/ct") {
		t.Errorf("compare/ct was refused what the rules allow:\n%s", strings.Join(got, "\n"))
	}
}

// Limits on the module's own Go files, tests and test data aside: small
// files with one concern, and lines a reader can see whole.
const (
	maxFileLines = 400
	maxLineRunes = 160
)

// TestFileSizes holds every non-test Go file of the module to
// maxFileLines lines and maxLineRunes characters per line.
func TestFileSizes(t *testing.T) {
	var checked int
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != "." && (strings.HasPrefix(n, ".") || n == "build" || n == "testdata" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		checked++
		for _, v := range sizeViolations(path, b) {
			t.Error(v)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Fatalf("checked %d Go files: the walk missed the tree", checked)
	}
}

// sizeViolations returns what of the file's content exceeds the limits.
func sizeViolations(path string, b []byte) []string {
	var out []string
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) > maxFileLines {
		out = append(out, fmt.Sprintf("%s: %d lines, more than %d: split it by concern", path, len(lines), maxFileLines))
	}
	for i, l := range lines {
		if n := utf8.RuneCountInString(l); n > maxLineRunes {
			out = append(out, fmt.Sprintf("%s:%d: %d characters, more than %d", path, i+1, n, maxLineRunes))
		}
	}
	return out
}

// TestSizeViolationsCatch shows the size check able to fail.
func TestSizeViolationsCatch(t *testing.T) {
	long := strings.Repeat("x", maxLineRunes+1)
	many := strings.Repeat("a\n", maxFileLines+1)
	if got := sizeViolations("a.go", []byte(long+"\n")); len(got) != 1 {
		t.Errorf("a %d-character line: %v", maxLineRunes+1, got)
	}
	if got := sizeViolations("b.go", []byte(many)); len(got) != 1 {
		t.Errorf("%d lines: %v", maxFileLines+1, got)
	}
	if got := sizeViolations("c.go", []byte(strings.Repeat("é", maxLineRunes)+"\n"+strings.Repeat("a\n", maxFileLines-1))); len(got) != 0 {
		t.Errorf("a file at the limits: %v", got)
	}
}
