package ct

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// TestWriteTimingTable checks the --wide table of the timing verdicts.
func TestWriteTimingTable(t *testing.T) {
	rep := &ctrecord.TimingReport{Counter: "ns", Threshold: Threshold, Budget: 0.5, Results: []ctrecord.TimingResult{
		{Impl: "a", Op: "verify/verify32", Call: "Equal", Secret: "both", MaxT: 7.25, Test: "p50", Measurements: 1000, Seconds: 0.5, Leak: true},
	}}
	var b strings.Builder
	WriteTimingTable(&b, rep)
	for _, want := range []string{
		"timing (dudect): fixed vs random secret, ns, |t| > 4.5 flags a leak, 0.5 s per operation", "7.25", "LEAK", "A LEAK is statistical evidence",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
}

// TestWriteValgrindTable checks the --wide table, the note on an
// unchecked implementation of a selected operation, and a finding's stack.
func TestWriteValgrindTable(t *testing.T) {
	rep := &ctrecord.ValgrindReport{Version: "valgrind-3.19.0", Flags: []string{"--tool=memcheck"}, Results: []ctrecord.ValgrindResult{
		{Impl: "c", Op: "verify/verify32", Call: "Equal", Secret: "both", Verdict: ctrecord.VerdictLeak,
			Findings: []ctrecord.Finding{{Kind: "conditional jump", Stack: []string{"f (a.c:1)", "main"}}}},
	}}
	r := &matrix.Registry{Impls: []*matrix.Impl{
		{Name: "c", Language: matrix.LangC, Ops: map[string]any{"verify/verify32": 1}},
		{Name: "go", Language: matrix.LangGo, Ops: map[string]any{"verify/verify32": 1}},
	}}
	spec, _ := matrix.Lookup("verify/verify32")
	var b strings.Builder
	WriteValgrindTable(&b, rep, r, []matrix.Spec{spec})
	for _, want := range []string{
		"valgrind: valgrind-3.19.0 --tool=memcheck", "c               verify/verify32  Equal  both    " + ctrecord.VerdictLeak,
		"go: not checked", "\nc verify/verify32 Equal (secret: both): conditional jump\n    at f (a.c:1)\n    by main\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
}
