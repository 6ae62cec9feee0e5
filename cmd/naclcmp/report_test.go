package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/report"
)

// benchRun runs a tiny real benchmark (one Go implementation, one hash)
// into dir and returns its results.json.
func benchRun(t *testing.T, dir string, extra ...string) (string, *record.Results) {
	t.Helper()
	args := append([]string{"bench", "--quick", "--impl", "go-stdlib", "--op", "hash/sha256", "--cell-time", "2ms", "--out", dir}, extra...)
	code, _, stderr := runCLI(args...)
	if code != exitOK {
		t.Fatalf("naclcmp %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	path := filepath.Join(dir, "results.json")
	r, err := report.ReadResultsFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, r
}

func TestBenchEmulatedFlag(t *testing.T) {
	dir := t.TempDir()
	// --emulated, either way, overrides detection and the environment.
	t.Setenv(bench.EmulationEnv, "yes")
	if _, r := benchRun(t, filepath.Join(dir, "no"), "--emulated=false"); r.Machine.Emulated {
		t.Error("--emulated=false: results marked emulated")
	}
	t.Setenv(bench.EmulationEnv, "no")
	if _, r := benchRun(t, filepath.Join(dir, "yes"), "--emulated"); !r.Machine.Emulated {
		t.Error("--emulated: results not marked emulated")
	}
	// Without the flag, detection decides (here through its override).
	t.Setenv(bench.EmulationEnv, "yes")
	if _, r := benchRun(t, filepath.Join(dir, "env")); !r.Machine.Emulated {
		t.Errorf("%s=yes without --emulated: results not marked emulated", bench.EmulationEnv)
	}
}

func TestReportMerge(t *testing.T) {
	dir := t.TempDir()
	native, _ := benchRun(t, filepath.Join(dir, "native"), "--emulated=false", "--label", "box A")
	emulated, _ := benchRun(t, filepath.Join(dir, "emulated"), "--emulated", "--label", "box B")
	out := filepath.Join(dir, "merged")
	// Flags may come after the files.
	code, stdout, stderr := runCLI("report", "--merge", native, emulated, "--out", out)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	md, err := os.ReadFile(filepath.Join(out, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	arch := bench.DescribeMachine().Arch
	for _, want := range []string{
		"## Native machines", "## " + report.EmulatedHeading,
		"| " + arch + " box A [", "| " + arch + " box B (QEMU) [",
	} {
		if !strings.Contains(string(md), want) {
			t.Errorf("report.md lacks %q", want)
		}
	}
	for _, f := range []string{"merged.json", "merged.csv"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	if !strings.Contains(stdout, "Headline figures") || !strings.Contains(stdout, strings.ToUpper(report.EmulatedHeading)) {
		t.Errorf("terminal output lacks the headline tables:\n%s", stdout)
	}

	// One file is allowed, with a note.
	code, _, stderr = runCLI("report", "--merge", native, "--out", filepath.Join(dir, "one"))
	if code != exitOK || !strings.Contains(stderr, "only one run") {
		t.Errorf("one file: exit %d, stderr %q", code, stderr)
	}

	// A bad file stops the merge, named, and nothing is written.
	bad := filepath.Join(dir, "transcript.json")
	if err := os.WriteFile(bad, []byte(`{"digest": "abc"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{bad, filepath.Join(dir, "missing.json")} {
		none := filepath.Join(dir, "none")
		code, _, stderr = runCLI("report", "--merge", native, f, "--out", none)
		if code != exitFail || !strings.Contains(stderr, f) {
			t.Errorf("%s: exit %d, stderr %q; want %d naming the file", f, code, stderr, exitFail)
		}
		if _, err := os.Stat(none); !os.IsNotExist(err) {
			t.Errorf("%s: the output directory was created", f)
		}
	}
}

func TestReportUsage(t *testing.T) {
	for _, args := range [][]string{
		{"report"},
		{"report", "results.json"},
		{"report", "--merge"},
		{"report", "--merge", "a.json", "--no-such-flag"},
		{"report", "--merge", "a.json", "--out", ""},
	} {
		code, _, stderr := runCLI(args...)
		if code != exitUsage || strings.TrimSpace(stderr) == "" {
			t.Errorf("naclcmp %q: exit %d, stderr %q; want %d with a message", args, code, stderr, exitUsage)
		}
	}
	if code, _, _ := runCLI("report", "-h"); code != exitOK {
		t.Errorf("report -h: exit %d", code)
	}
}
