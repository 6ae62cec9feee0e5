package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/ct"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/record/ctrecord"
	"github.com/naclcmp/naclcmp/report"

	"github.com/naclcmp/naclcmp/internal/require"
)

// TestCTUsage checks that bad flags are usage errors (exit 2) that name
// the problem.
func TestCTUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"ct", "--duration", "0s"}, "--duration"},
		{[]string{"ct", "--impl", "no-such-impl"}, "no-such-impl"},
		{[]string{"ct", "--op", "no-such-op"}, "no-such-op"},
		{[]string{"ct", "extra"}, "extra"},
	} {
		code, _, stderr := runCLI(tc.args...)
		if code != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d naming %q", tc.args, code, stderr, exitUsage, tc.want)
		}
	}
}

// TestCTTimingJSON runs a short timing test with the controls and checks
// the JSON: the schema, one result per implementation of the selected
// operation plus the two controls, each with its measurements, and the
// same results written to --out.
func TestCTTimingJSON(t *testing.T) {
	out := filepath.Join(t.TempDir(), "ct.json")
	code, stdout, stderr := runCLI("ct", "--timing", "--impl", "go-stdlib", "--op", "verify/verify32",
		"--duration", "100ms", "--controls", "--json", "--out", out)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res ctrecord.Results
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatal(err)
	}
	if res.Schema != ctrecord.Schema || res.Valgrind != nil || res.Timing == nil {
		t.Fatalf("results %+v", res)
	}
	var ops []string
	for _, r := range res.Timing.Results {
		ops = append(ops, r.Impl+" "+r.Op)
		if r.Measurements < 1000 || r.Seconds <= 0 || r.Err != "" {
			t.Errorf("%s %s: %d measurements in %v s, error %q", r.Impl, r.Op, r.Measurements, r.Seconds, r.Err)
		}
	}
	want := "go-stdlib verify/verify32,control control/leaky,control control/constant"
	if got := strings.Join(ops, ","); got != want {
		t.Errorf("timed %s, want %s", got, want)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	written, err := ctrecord.ReadResults(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(written.Timing.Results) != len(res.Timing.Results) {
		t.Errorf("--out holds %d results, stdout %d", len(written.Timing.Results), len(res.Timing.Results))
	}
}

// TestCTMerge checks --merge: the verdicts join a benchmark results
// directory, and its report.md gains the constant-time section with the
// timed cell and Go's "not checked" for valgrind.
func TestCTMerge(t *testing.T) {
	dir := t.TempDir()
	run := &record.Results{Schema: record.SchemaV1, Impls: []record.ImplInfo{
		{Name: "go-stdlib", Language: "Go", Ops: []string{"verify/verify32"}},
	}}
	f, err := os.Create(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := report.WriteJSON(f, run); err != nil {
		t.Fatal(err)
	}
	f.Close()
	code, _, stderr := runCLI("ct", "--timing", "--impl", "go-stdlib", "--op", "verify/verify32",
		"--duration", "50ms", "--merge", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	md, err := os.ReadFile(filepath.Join(dir, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Constant time", "| verify/verify32 | not checked, timing \\|t\\| = "} {
		if !strings.Contains(string(md), want) && !strings.Contains(string(md), strings.Replace(want, "timing", "timing leak", 1)) {
			t.Errorf("report.md lacks %q:\n%s", want, md)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	merged, err := report.ReadJSON(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	if merged.ConstantTime == nil || merged.ConstantTime.Timing == nil || len(merged.ConstantTime.Timing.Results) != 1 {
		t.Errorf("results.json constantTime = %+v, want the one timing result", merged.ConstantTime)
	}
}

// TestCTValgrindTable runs the valgrind method on the smallest library
// and checks the table --wide prints: the call column, the verdict, the valgrind
// version and times, and why the Go implementations are not checked. It
// needs valgrind and the fetched C sources, and skips without them.
func TestCTValgrindTable(t *testing.T) {
	if _, err := ct.ValgrindVersion(); err != nil {
		require.Skip(t, require.Valgrind, err.Error())
	}
	root, err := ct.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, ".cache", "src", "orlp", "sign.c")); err != nil {
		t.Skip("C sources not fetched: run 'make sources'")
	}
	code, stdout, stderr := runCLI("ct", "--valgrind", "--wide", "--impl", "orlp-ed25519,go-stdlib", "--op", "sign/ed25519")
	if code != exitOK {
		t.Fatalf("exit %d: %s\n%s", code, stderr, stdout)
	}
	for _, want := range []string{
		"valgrind: valgrind-",
		"harnesses built in",
		"IMPLEMENTATION  OPERATION",
		"CALL",
		"go-stdlib: not checked: the Go runtime",
		"Signature verification has no secret input",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	if !regexp.MustCompile(`(?m)^orlp-ed25519 +sign/ed25519 +Sign +seed and private key +(constant time|T!!!)`).MatchString(stdout) {
		t.Errorf("no verdict row for orlp-ed25519's Sign:\n%s", stdout)
	}
}

// TestCTTimingToFile: ct --timing with stderr sent to a file (2>file)
// writes no progress there, neither carriage returns nor the blank line
// that ended them: a log holds only messages.
func TestCTTimingToFile(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	t.Setenv("TERM", "xterm-256color")
	var stdout strings.Builder
	args := []string{"ct", "--timing", "--duration", "20ms", "--impl", "go-stdlib", "--op", "verify/verify32"}
	if code := run(args, &stdout, f); code != exitOK {
		t.Fatalf("naclcmp %s: exit %d", strings.Join(args, " "), code)
	}
	got, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Errorf("naclcmp %s 2>file wrote %q into the file", strings.Join(args, " "), got)
	}
}
