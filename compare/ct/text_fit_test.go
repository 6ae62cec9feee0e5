package ct

import (
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// madeUpImpls are 36 implementation names as long as the registry's
// (js:ed25519-addon, libsodium-jamesruan): the size the matrix is growing
// to.
func madeUpImpls() []string {
	var names []string
	for i := 0; i < 36; i++ {
		names = append(names, fmt.Sprintf("impl-%02d-%s", i, []string{"sodium", "js:tweetnacl-x", "go-native"}[i%3]))
	}
	return names
}

// lineWith returns the first line of text that contains every one of
// parts, or "".
func lineWith(text string, parts ...string) string {
	for _, l := range strings.Split(text, "\n") {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return l
		}
	}
	return ""
}

// checkFits fails t for every line of out wider than termtext.Width and
// for every name out does not mention.
func checkFits(t *testing.T, out string, names []string) {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		if termtext.Len(l) > termtext.Width {
			t.Errorf("line of %d columns: %q", termtext.Len(l), l)
		}
	}
	for _, n := range names {
		if !strings.Contains(out, n) {
			t.Errorf("%s not named", n)
		}
	}
}

// TestWriteTimingTextGroups times 36 made-up implementations over three
// calls, one with a LEAK, one with an error and one with too few
// measurements: the alike ones are said once per call, every line fits
// and the odd ones each have their line with their figures.
func TestWriteTimingTextGroups(t *testing.T) {
	names := madeUpImpls()
	rep := &ctrecord.TimingReport{Counter: "TSC cycles", Threshold: Threshold, Budget: 1}
	for _, op := range []struct{ id, call, secret string }{
		{"box/curve25519xsalsa20poly1305", "Seal", "private key and message"},
		{"sign/ed25519", "Sign", "private key"},
		{"verify/verify32", "Equal", "compared string"},
	} {
		for _, n := range names {
			rep.Results = append(rep.Results, ctrecord.TimingResult{Impl: n, Op: op.id, Call: op.call, Secret: op.secret,
				MaxT: 1.5, Test: "uncropped", Measurements: 50000, Seconds: 1})
		}
	}
	rep.Results[40].MaxT, rep.Results[40].Leak, rep.Results[40].Test = 11.37, true, "crop p=0.750" // sign/ed25519
	rep.Results[80].Err = "harness crashed: signal 11"                                             // verify/verify32
	rep.Results[5].Inconclusive, rep.Results[5].Measurements = true, 12                            // box
	var b strings.Builder
	WriteTimingText(&b, rep)
	out := b.String()
	checkFits(t, out, names)
	leak, failed, few := rep.Results[40], rep.Results[80], rep.Results[5]
	for _, want := range [][]string{
		{"LEAK", leak.Impl, "11.37", "crop p=0.750", "50000 measurements"},
		{"error", failed.Impl, "harness crashed: signal 11"},
		{"too few measurements", few.Impl, "12 measurements"},
		{"108 results", "105 no leak found", "1 LEAK", "1 too few measurements", "1 error"},
	} {
		if lineWith(out, want...) == "" {
			t.Errorf("no line with %q:\n%s", want, out)
		}
	}
	// Every name is said once per call: the odd ones on their own lines,
	// not also in their call's group.
	for _, n := range []string{names[1], leak.Impl, failed.Impl, few.Impl} {
		if got := strings.Count(out, n); got != 3 {
			t.Errorf("%s named %d times, want 3 (once per call):\n%s", n, got, out)
		}
	}
	// A table would take a line per result, 108.
	if n := strings.Count(out, "\n"); n > 50 {
		t.Errorf("%d lines for 108 results:\n%s", n, out)
	}
}

// TestWriteValgrindTextGroups checks 36 made-up C implementations whose
// calls are constant time but for one finding and one error: each keeps
// its own line with its verdict, the finding its stack, and the
// implementations not checked are grouped by reason.
func TestWriteValgrindTextGroups(t *testing.T) {
	names := madeUpImpls()
	rep := &ctrecord.ValgrindReport{Version: "valgrind-3.19.0", Flags: ValgrindFlags}
	for _, n := range names {
		rep.Results = append(rep.Results,
			ctrecord.ValgrindResult{Impl: n, Op: "secretbox/xsalsa20poly1305", Call: "Open", Secret: "key (and so the plaintext)",
				Verdict: ctrecord.VerdictConstantTime},
			ctrecord.ValgrindResult{Impl: n, Op: "scalarmult/x25519", Call: "ScalarMult", Secret: "scalar", Verdict: ctrecord.VerdictConstantTime})
	}
	leaky, broken := &rep.Results[2*7+1], &rep.Results[2*20+1]
	leaky.Verdict = ctrecord.VerdictLeak
	leaky.Findings = []ctrecord.Finding{{Kind: "Conditional jump or move depends on uninitialised value(s)",
		Stack: []string{"??? (libcrypto.so.3+0x31b037)", "naclcmp_ossl_x25519 (naclcmp_openssl.c:352)"}}}
	broken.Verdict, broken.Err = ctrecord.VerdictError, "harness exited with status 139"
	rep.Results[0].Declassified = []ctrecord.Declassified{{
		Finding: ctrecord.Finding{Kind: "Conditional jump", Stack: []string{"open (a.c:1)"}},
		Reason:  "public by design",
	}}

	r := &matrix.Registry{}
	var goNames []string
	for i := 0; i < 30; i++ {
		n := fmt.Sprintf("go-native-%02d", i)
		goNames = append(goNames, n)
		r.Impls = append(r.Impls, &matrix.Impl{Name: n, Language: matrix.LangGo, Ops: map[string]any{"scalarmult/x25519": 1}})
	}
	spec, _ := matrix.Lookup("scalarmult/x25519")
	var b strings.Builder
	WriteValgrindText(&b, rep, r, []matrix.Spec{spec})
	out := b.String()
	checkFits(t, out, append(names, goNames...))
	for _, want := range [][]string{
		{ctrecord.VerdictLeak, leaky.Impl, "1 finding"},
		{ctrecord.VerdictError, broken.Impl, "harness exited with status 139"},
		{"at ??? (libcrypto.so.3+0x31b037)"},
		{"constant time, 1 declassified", names[0]},
		{"72 calls checked", "70 constant time", "1 T!!!", "1 error"},
		{leaky.Impl, "scalarmult/x25519 ScalarMult (secret: scalar)", "Conditional jump"},
	} {
		if lineWith(out, want...) == "" {
			t.Errorf("no line with %q:\n%s", want, out)
		}
	}
	// The reason the Go implementations were not checked is said once.
	if got := strings.Count(out, "not checked:"); got != 1 {
		t.Errorf("the Go runtime's reason said %d times:\n%s", got, out)
	}
}
