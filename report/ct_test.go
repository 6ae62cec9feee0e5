package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// ctResults is a report with three implementations and hand-made verdicts:
// a C library clean under valgrind, one with a finding, and a Go one with a
// timing leak only.
func ctResults() *record.Results {
	return &record.Results{
		Impls: []record.ImplInfo{
			{Name: "cgood", Language: "C", Ops: []string{"sign/ed25519"}},
			{Name: "cbad", Language: "C", Ops: []string{"sign/ed25519", "verify/verify16", "secretbox/xsalsa20poly1305"}},
			{Name: "gox", Language: "Go", Ops: []string{"sign/ed25519"}},
		},
		ConstantTime: &ctrecord.Results{
			Schema: ctrecord.Schema,
			Valgrind: &ctrecord.ValgrindReport{Version: "valgrind-3.19.0", Flags: []string{"--tool=memcheck"}, Results: []ctrecord.ValgrindResult{
				{Impl: "cgood", Op: "sign/ed25519", Call: "Sign", Verdict: ctrecord.VerdictConstantTime},
				{Impl: "cgood", Op: "control/leaky", Call: "Equal", Verdict: ctrecord.VerdictLeak, Findings: []ctrecord.Finding{{
					Kind: "Conditional jump", Stack: []string{"naclcmp_ct_leaky_equal (ct_equal.c:22)"},
				}}},
				{Impl: "cgood", Op: "control/constant", Call: "Equal", Verdict: ctrecord.VerdictConstantTime},
				{Impl: "cbad", Op: "sign/ed25519", Call: "Sign", Secret: "private key", Verdict: ctrecord.VerdictLeak, Findings: []ctrecord.Finding{{
					Kind:   "Conditional jump or move depends on uninitialised value(s)",
					Stack:  []string{"ge_select (ge.c:10)", "sign (sign.c:3)"},
					Origin: []string{"main (ct_main.c:63)"},
				}}},
				{Impl: "cbad", Op: "secretbox/xsalsa20poly1305", Call: "Seal", Verdict: ctrecord.VerdictConstantTime, Declassified: []ctrecord.Declassified{{
					Finding: ctrecord.Finding{Kind: "Conditional jump", Stack: []string{"open (box.c:7)"}},
					Reason:  "the tag's verdict is public",
				}}},
				{Impl: "cbad", Op: "secretbox/xsalsa20poly1305", Call: "Open", Verdict: ctrecord.VerdictLeak, Findings: []ctrecord.Finding{{
					Kind: "Use of uninitialised value of size 8", Stack: []string{"lookup (box.c:9)"},
				}}},
			}, Notes: map[string]string{"cgood": "picks its code at run time"}},
			Timing: &ctrecord.TimingReport{Counter: "TSC cycles", Threshold: 4.5, Budget: 1, Results: []ctrecord.TimingResult{
				{Impl: "gox", Op: "sign/ed25519", Call: "Sign", Secret: "private key", MaxT: 12.5, Test: "uncropped", Leak: true, Measurements: 5000, Seconds: 1},
				{Impl: "cgood", Op: "sign/ed25519", Call: "Sign", MaxT: 1.25, Measurements: 5000, Seconds: 1},
			}},
		},
	}
}

// TestConstantTimeSection checks the matrix cells (✓, T!!!, not checked,
// —, with the timing figure) and that every finding is listed with its
// evidence.
func TestConstantTimeSection(t *testing.T) {
	var b bytes.Buffer
	(view{ctResults()}).constantTime(&b)
	md := b.String()
	for _, want := range []string{
		"## Constant time",
		"valgrind-3.19.0",
		"| sign/ed25519 | ✓, timing \\|t\\| = 1.2 | T!!! | not checked, timing leak \\|t\\| = 12.5 |",
		"| verify/verify16 | — | not checked | — |",
		"| secretbox/xsalsa20poly1305 | — | T!!! (Open) | — |",
		"- cgood: picks its code at run time",
		"- gox: not checked: the Go runtime",
		"**cbad sign/ed25519 Sign** (secret: private key): Conditional jump",
		"**cbad secretbox/xsalsa20poly1305 Open** (secret: ): Use of uninitialised value of size 8",
		"### Declassified by design (not leaks)",
		"- cbad secretbox/xsalsa20poly1305 Seal: Conditional jump",
		"  - why: the tag's verdict is public",
		"the early-exit comparison was flagged T!!! in 1 of 1 runs, the OR-accumulating one found constant time in 1 of 1",
		"at ge\\_select (ge.c:10) ← sign (sign.c:3)", // escaped: names come from the results
		"secret marked at main (ct\\_main.c:63)",
		"**gox sign/ed25519** Sign (secret: private key): timing leak, |t| = 12.5 (uncropped) over 5000 measurements",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("section lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "None:") {
		t.Error("section says there are no findings")
	}
	if strings.Contains(md, "- cbad:") {
		t.Error("a checked library is listed as not checked")
	}
	if strings.Contains(md, "cgood control/leaky") {
		t.Error("a control's report is listed as a finding of the library it ran beside")
	}
}

// TestConstantTimeAbsent checks that a report without verdicts has no
// section at all.
func TestConstantTimeAbsent(t *testing.T) {
	r := ctResults()
	r.ConstantTime = nil
	var b bytes.Buffer
	(view{r}).constantTime(&b)
	if b.Len() != 0 {
		t.Errorf("section written without verdicts:\n%s", b.String())
	}
}
