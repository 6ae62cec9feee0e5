package ct

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// The notes under the verdicts, in both forms of the text output.
const (
	signatureNote = "Signature verification has no secret input and is not marked; every other call that handles a secret is."
	leakNote      = "A LEAK is statistical evidence: noise, or a cache keyed on the secret (crypto/ed25519 caches expanded keys by address), can flag it."
)

// WriteValgrindTable prints the valgrind verdicts as a table, one row per
// checked call, then why each implementation of r with one of specs was
// not checked or what its verdicts leave out, then every finding and
// declassified report in full: `naclcmp ct --valgrind --wide`.
// WriteValgrindText is the form that fits a terminal.
func WriteValgrindTable(w io.Writer, rep *ctrecord.ValgrindReport, r *matrix.Registry, specs []matrix.Spec) {
	fmt.Fprintf(w, "valgrind: %s %s (C libraries; secrets marked undefined; harnesses built in %.1f s, checked in %.1f s)\n\n",
		rep.Version, strings.Join(rep.Flags, " "), rep.BuildSeconds, rep.Seconds)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "IMPLEMENTATION\tOPERATION\tCALL\tSECRET\tVERDICT")
	for _, v := range rep.Results {
		verdict := v.Verdict
		if v.Verdict == ctrecord.VerdictConstantTime && len(v.Declassified) > 0 {
			verdict += fmt.Sprintf(", %d declassified", len(v.Declassified))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", v.Impl, v.Op, v.Call, v.Secret, verdict)
	}
	tw.Flush()
	for _, im := range r.Impls {
		if why := ctrecord.Unchecked(im.Name, string(im.Language)); why != "" && hasAny(im, specs) {
			fmt.Fprintf(w, "%s: %s\n", im.Name, why)
		}
	}
	for _, im := range r.Impls {
		if note := rep.Notes[im.Name]; note != "" {
			fmt.Fprintf(w, "%s: %s\n", im.Name, note)
		}
	}
	fmt.Fprintln(w, signatureNote)
	for _, n := range ctrecord.DesignNotes(valgrindOps(rep)) {
		fmt.Fprintln(w, n)
	}
	for _, v := range rep.Results {
		if v.Err != "" {
			fmt.Fprintf(w, "\n%s %s %s: %s\n", v.Impl, v.Op, v.Call, v.Err)
		}
		for _, f := range v.Findings {
			fmt.Fprintf(w, "\n%s %s %s (secret: %s): %s\n", v.Impl, v.Op, v.Call, v.Secret, f.Kind)
			for i, fr := range f.Stack {
				fmt.Fprintf(w, "    %s %s\n", map[bool]string{true: "at", false: "by"}[i == 0], fr)
			}
			if len(f.Origin) > 0 {
				fmt.Fprintf(w, "  secret marked at %s\n", strings.Join(f.Origin, " ← "))
			}
		}
		for _, d := range v.Declassified {
			fmt.Fprintf(w, "\n%s %s %s: declassified, not a leak: %s at %s\n  why: %s\n", v.Impl, v.Op, v.Call, d.Kind, strings.Join(d.Stack, " ← "), d.Reason)
		}
	}
	fmt.Fprintln(w)
}

// hasAny reports whether im has one of the operations of specs.
func hasAny(im *matrix.Impl, specs []matrix.Spec) bool {
	for _, s := range specs {
		if im.Has(s.ID()) {
			return true
		}
	}
	return false
}

// WriteTimingTable prints the timing verdicts as a table, one row per
// target, and what a flagged leak means: `naclcmp ct --timing --wide`.
// WriteTimingText is the form that fits a terminal.
func WriteTimingTable(w io.Writer, rep *ctrecord.TimingReport) {
	fmt.Fprintf(w, "timing (dudect): fixed vs random secret, %s, |t| > %.1f flags a leak, %.3g s per operation\n\n", rep.Counter, rep.Threshold, rep.Budget)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "IMPLEMENTATION\tOPERATION\tCALL\tSECRET\tMAX |t|\tTEST\tMEASUREMENTS\tSECONDS\tVERDICT\t")
	for _, t := range rep.Results {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.2f\t%s\t%d\t%.1f\t%s\t\n", t.Impl, t.Op, t.Call, t.Secret, t.MaxT, t.Test, t.Measurements, t.Seconds, t.Verdict())
	}
	tw.Flush()
	fmt.Fprintln(w, leakNote)
	for _, n := range ctrecord.DesignNotes(timingOps(rep)) {
		fmt.Fprintln(w, n)
	}
	fmt.Fprintln(w)
}

// valgrindOps lists the operations of rep's results, in order.
func valgrindOps(rep *ctrecord.ValgrindReport) []string {
	var ops []string
	for _, v := range rep.Results {
		ops = append(ops, v.Op)
	}
	return ops
}

// timingOps lists the operations of rep's results, in order.
func timingOps(rep *ctrecord.TimingReport) []string {
	var ops []string
	for _, t := range rep.Results {
		ops = append(ops, t.Op)
	}
	return ops
}

// WriteValgrindText prints what WriteValgrindTable prints in
// termtext.Width columns at any number of implementations: per checked
// call, the implementations with the same verdict on one wrapped line
// ("sign/ed25519 Sign (secret: private key): constant time: libsodium,
// tweetnacl, …"), and each T!!! or error on a line of its own with its
// number of findings or its message; then the implementations not
// checked, grouped by why, the libraries' notes, every finding and error
// with its stack, and the declassified reports.
func WriteValgrindText(w io.Writer, rep *ctrecord.ValgrindReport, r *matrix.Registry, specs []matrix.Spec) {
	termtext.WriteWords(w, "", fmt.Sprintf("valgrind: %s %s", rep.Version, strings.Join(rep.Flags, " ")), 4)
	termtext.WriteWords(w, "", fmt.Sprintf("C libraries; secrets marked undefined; harnesses built in %.1f s, checked in %.1f s",
		rep.BuildSeconds, rep.Seconds), 4)
	fmt.Fprintln(w)
	counts := map[string]int{}
	for _, k := range callOrder(len(rep.Results), func(i int) callKey {
		v := rep.Results[i]
		return callKey{v.Op, v.Call, v.Secret}
	}) {
		var alike []verdictNames // constant time, the one verdict said once per group
		var apart []string       // T!!! and errors, one line each
		for _, i := range k.results {
			v := rep.Results[i]
			counts[v.Verdict]++
			switch {
			case v.Verdict == ctrecord.VerdictConstantTime:
				verdict := v.Verdict
				if len(v.Declassified) > 0 {
					verdict += fmt.Sprintf(", %d declassified", len(v.Declassified))
				}
				alike = addName(alike, verdict, v.Impl)
			case v.Verdict == ctrecord.VerdictLeak:
				apart = append(apart, fmt.Sprintf("%s: %s, %s (below)", v.Verdict, v.Impl, findingCount(v.Findings)))
			default:
				apart = append(apart, fmt.Sprintf("%s: %s: %s", v.Verdict, v.Impl, v.Err))
			}
		}
		writeCall(w, k.key.String(), alike, apart)
	}
	fmt.Fprintf(w, "%s checked: %s\n", termtext.Count(len(rep.Results), "call"),
		countText(counts, ctrecord.VerdictConstantTime, ctrecord.VerdictLeak, ctrecord.VerdictError))

	// Why an implementation was not checked is the same sentence for
	// every Go or JavaScript implementation: said once per reason.
	var unchecked []string
	why := map[string]string{}
	for _, im := range r.Impls {
		if reason := ctrecord.Unchecked(im.Name, string(im.Language)); reason != "" && hasAny(im, specs) {
			unchecked = append(unchecked, im.Name)
			why[im.Name] = reason
		}
	}
	for _, g := range termtext.Group(unchecked, func(n string) string { return why[n] }) {
		termtext.WriteWords(w, "", strings.Join(g, ", ")+": "+why[g[0]], 4)
	}
	for _, im := range r.Impls {
		if note := rep.Notes[im.Name]; note != "" {
			termtext.WriteWords(w, "", im.Name+": "+note, 4)
		}
	}
	termtext.WriteWords(w, "", signatureNote, 0)
	for _, n := range ctrecord.DesignNotes(valgrindOps(rep)) {
		termtext.WriteWords(w, "", n, 4)
	}

	for _, v := range rep.Results {
		if v.Err != "" {
			fmt.Fprintln(w)
			termtext.WriteWords(w, "", fmt.Sprintf("%s %s %s: %s", v.Impl, v.Op, v.Call, v.Err), 4)
		}
		for _, f := range v.Findings {
			fmt.Fprintln(w)
			termtext.WriteWords(w, "", fmt.Sprintf("%s %s %s (secret: %s): %s", v.Impl, v.Op, v.Call, v.Secret, f.Kind), 4)
			for i, fr := range f.Stack {
				termtext.WriteWords(w, map[bool]string{true: "    at ", false: "    by "}[i == 0], fr, 7)
			}
			if len(f.Origin) > 0 {
				termtext.WriteWords(w, "  secret marked at ", strings.Join(f.Origin, " ← "), 4)
			}
		}
	}
	// The declassified reports come after the findings: they are the
	// branches that are public by design, not leaks.
	for _, v := range rep.Results {
		for _, d := range v.Declassified {
			fmt.Fprintln(w)
			termtext.WriteWords(w, "", fmt.Sprintf("%s %s %s: declassified, not a leak: %s at %s", v.Impl, v.Op, v.Call, d.Kind, strings.Join(d.Stack, " ← ")), 4)
			termtext.WriteWords(w, "  why: ", d.Reason, 4)
		}
	}
	fmt.Fprintln(w)
}

// findingCount says how many findings a T!!! verdict has, and of which
// kind when there is one.
func findingCount(fs []ctrecord.Finding) string {
	switch len(fs) {
	case 0:
		return "no finding recorded"
	case 1:
		return "1 finding: " + fs[0].Kind
	}
	return fmt.Sprintf("%d findings", len(fs))
}

// WriteTimingText prints what WriteTimingTable prints in termtext.Width
// columns at any number of implementations: per timed call, the
// implementations in which no leak was found on one wrapped line with the
// largest |t| among them, and each LEAK, error or inconclusive result on a
// line of its own with its figures (max |t|, the test it came from,
// measurements, seconds).
func WriteTimingText(w io.Writer, rep *ctrecord.TimingReport) {
	termtext.WriteWords(w, "", fmt.Sprintf("timing (dudect): fixed vs random secret, %s, |t| > %.1f flags a leak, %.3g s per operation",
		rep.Counter, rep.Threshold, rep.Budget), 4)
	fmt.Fprintln(w)
	counts := map[string]int{}
	for _, k := range callOrder(len(rep.Results), func(i int) callKey {
		t := rep.Results[i]
		return callKey{t.Op, t.Call, t.Secret}
	}) {
		var pass []string
		var maxT float64
		var apart []string
		for _, i := range k.results {
			t := rep.Results[i]
			verdict := t.Verdict()
			switch {
			case t.Err != "":
				counts["error"]++
				apart = append(apart, fmt.Sprintf("error: %s: %s", t.Impl, t.Err))
				continue
			case t.Inconclusive || t.Leak:
				apart = append(apart, fmt.Sprintf("%s: %s, max |t| %.2f (%s), %d measurements, %.1f s", verdict, t.Impl, t.MaxT, t.Test, t.Measurements, t.Seconds))
			default:
				pass = append(pass, t.Impl)
				maxT = max(maxT, t.MaxT)
			}
			counts[verdict]++
		}
		var alike []verdictNames
		if len(pass) > 0 {
			alike = []verdictNames{{fmt.Sprintf("no leak found, max |t| %.2f", maxT), pass}}
		}
		writeCall(w, k.key.String(), alike, apart)
	}
	fmt.Fprintf(w, "%s: %s\n", termtext.Count(len(rep.Results), "result"), countText(counts, "no leak found", "LEAK", "too few measurements", "error"))
	termtext.WriteWords(w, "", leakNote, 0)
	for _, n := range ctrecord.DesignNotes(timingOps(rep)) {
		termtext.WriteWords(w, "", n, 4)
	}
	fmt.Fprintln(w)
}

// callKey is one call of one operation with the inputs marked secret: the
// unit the text output groups implementations by.
type callKey struct{ op, call, secret string }

// String is the call as the text output heads it: "sign/ed25519 Sign
// (secret: private key)", or "every operation" for a harness that could
// not be built.
func (k callKey) String() string {
	if k.op == "*" {
		return "every operation"
	}
	s := strings.TrimSpace(k.op + " " + k.call)
	if k.secret != "" {
		s += " (secret: " + k.secret + ")"
	}
	return s
}

// callResults is a call and the indexes of its results.
type callResults struct {
	key     callKey
	results []int
}

// callOrder groups n results by call, in catalogue order of the
// operations; the operations outside the catalogue (the controls, a
// harness that could not be built) follow in the order they came.
func callOrder(n int, key func(int) callKey) []callResults {
	var out []callResults
	index := map[callKey]int{}
	for i := 0; i < n; i++ {
		k := key(i)
		j, ok := index[k]
		if !ok {
			j = len(out)
			index[k] = j
			out = append(out, callResults{key: k})
		}
		out[j].results = append(out[j].results, i)
	}
	rank := func(op string) int {
		for i, s := range matrix.Specs {
			if s.ID() == op {
				return i
			}
		}
		return len(matrix.Specs)
	}
	slices.SortStableFunc(out, func(a, b callResults) int { return cmp.Compare(rank(a.key.op), rank(b.key.op)) })
	return out
}

// verdictNames is a verdict and the implementations that got it.
type verdictNames struct {
	verdict string
	names   []string
}

// addName adds name to the group of verdict, starting one if needed.
func addName(gs []verdictNames, verdict, name string) []verdictNames {
	for i := range gs {
		if gs[i].verdict == verdict {
			gs[i].names = append(gs[i].names, name)
			return gs
		}
	}
	return append(gs, verdictNames{verdict, []string{name}})
}

// writeCall writes one call: on one line when a single verdict covers
// every implementation ("head: verdict: names", wrapped under a hanging
// indent) and head and verdict fit a line, otherwise head alone, then one line per group of alike
// verdicts and one per result told apart.
func writeCall(w io.Writer, head string, alike []verdictNames, apart []string) {
	if len(alike) == 1 && len(apart) == 0 {
		if one := head + ": " + alike[0].verdict + ": "; termtext.Len(one) < termtext.Width {
			termtext.WriteWrapped(w, one, alike[0].names, 4)
			return
		}
	}
	termtext.WriteWords(w, "", head+":", 4)
	for _, g := range alike {
		termtext.WriteWrapped(w, "    "+g.verdict+": ", g.names, 8)
	}
	for _, a := range apart {
		termtext.WriteWords(w, "    ", a, 8)
	}
}

// countText writes how many results got each verdict, in the order of
// verdicts, then any other verdict, leaving out those none got: "51 no
// leak found, 1 LEAK".
func countText(counts map[string]int, verdicts ...string) string {
	var parts []string
	for _, v := range verdicts {
		if counts[v] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[v], v))
		}
	}
	// A verdict not foreseen is counted too, never dropped.
	var other []string
	for v, n := range counts {
		if n > 0 && !slices.Contains(verdicts, v) {
			other = append(other, fmt.Sprintf("%d %s", n, v))
		}
	}
	slices.Sort(other)
	parts = append(parts, other...)
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
