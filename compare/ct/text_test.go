package ct

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// TestWriteTimingTable checks the --wide table of the timing verdicts.
func TestWriteTimingTable(t *testing.T) {
	rep := &TimingReport{Counter: "ns", Threshold: Threshold, Budget: 0.5, Results: []TimingResult{
		{Impl: "a", Op: "verify/verify32", Call: "Equal", Secret: "both", MaxT: 7.25, Test: "p50", Measurements: 1000, Seconds: 0.5, Leak: true},
	}}
	var b strings.Builder
	WriteTimingTable(&b, rep)
	for _, want := range []string{"timing (dudect): fixed vs random secret, ns, |t| > 4.5 flags a leak, 0.5 s per operation", "7.25", "LEAK", "A LEAK is statistical evidence"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
}

// TestWriteValgrindTable checks the --wide table, the note on an
// unchecked implementation of a selected operation, and a finding's stack.
func TestWriteValgrindTable(t *testing.T) {
	rep := &ValgrindReport{Version: "valgrind-3.19.0", Flags: []string{"--tool=memcheck"}, Results: []ValgrindResult{
		{Impl: "c", Op: "verify/verify32", Call: "Equal", Secret: "both", Verdict: VerdictLeak,
			Findings: []Finding{{Kind: "conditional jump", Stack: []string{"f (a.c:1)", "main"}}}},
	}}
	r := &matrix.Registry{Impls: []*matrix.Impl{
		{Name: "c", Language: matrix.LangC, Ops: map[string]any{"verify/verify32": 1}},
		{Name: "go", Language: matrix.LangGo, Ops: map[string]any{"verify/verify32": 1}},
	}}
	spec, _ := matrix.Lookup("verify/verify32")
	var b strings.Builder
	WriteValgrindTable(&b, rep, r, []matrix.Spec{spec})
	for _, want := range []string{
		"valgrind: valgrind-3.19.0 --tool=memcheck", "c               verify/verify32  Equal  both    " + VerdictLeak,
		"go: not checked", "\nc verify/verify32 Equal (secret: both): conditional jump\n    at f (a.c:1)\n    by main\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
}

// TestResultsFile writes results and reads them back; Failed tells an
// error from a finding.
func TestResultsFile(t *testing.T) {
	res := &Results{Schema: Schema, Timing: &TimingReport{Counter: "ns", Results: []TimingResult{{Impl: "a", Leak: true}}}}
	if res.Failed() {
		t.Error("a leak is a finding, not a failure")
	}
	path := filepath.Join(t.TempDir(), "ct.json")
	if err := res.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	back, err := ReadResults(f)
	if err != nil || len(back.Timing.Results) != 1 {
		t.Fatalf("read back %+v, %v", back, err)
	}
	res.Valgrind = &ValgrindReport{Results: []ValgrindResult{{Verdict: VerdictError}}}
	if !res.Failed() {
		t.Error("a valgrind error is not a failure")
	}
}
