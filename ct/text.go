package ct

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/matrix"
)

// WriteValgrindText prints the valgrind verdicts as a table, one row per
// checked call, then why each implementation of r with one of specs was
// not checked or what its verdicts leave out, then every finding and
// declassified report in full.
func WriteValgrindText(w io.Writer, rep *ValgrindReport, r *matrix.Registry, specs []matrix.Spec) {
	fmt.Fprintf(w, "valgrind: %s %s (C libraries; secrets marked undefined; harnesses built in %.1f s, checked in %.1f s)\n\n", rep.Version, strings.Join(rep.Flags, " "), rep.BuildSeconds, rep.Seconds)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "IMPLEMENTATION\tOPERATION\tCALL\tSECRET\tVERDICT")
	for _, v := range rep.Results {
		verdict := v.Verdict
		if v.Verdict == VerdictConstantTime && len(v.Declassified) > 0 {
			verdict += fmt.Sprintf(", %d declassified", len(v.Declassified))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", v.Impl, v.Op, v.Call, v.Secret, verdict)
	}
	tw.Flush()
	for _, im := range r.Impls {
		if why := Unchecked(im.Name, string(im.Language)); why != "" && hasAny(im, specs) {
			fmt.Fprintf(w, "%s: %s\n", im.Name, why)
		}
	}
	for _, im := range r.Impls {
		if note := rep.Notes[im.Name]; note != "" {
			fmt.Fprintf(w, "%s: %s\n", im.Name, note)
		}
	}
	fmt.Fprintln(w, "Signature verification has no secret input and is not marked; every other call that handles a secret is.")
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

// WriteTimingText prints the timing verdicts as a table, one row per
// target, and what a flagged leak means.
func WriteTimingText(w io.Writer, rep *TimingReport) {
	fmt.Fprintf(w, "timing (dudect): fixed vs random secret, %s, |t| > %.1f flags a leak, %.3g s per operation\n\n", rep.Counter, rep.Threshold, rep.Budget)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "IMPLEMENTATION\tOPERATION\tCALL\tSECRET\tMAX |t|\tTEST\tMEASUREMENTS\tSECONDS\tVERDICT\t")
	for _, t := range rep.Results {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.2f\t%s\t%d\t%.1f\t%s\t\n", t.Impl, t.Op, t.Call, t.Secret, t.MaxT, t.Test, t.Measurements, t.Seconds, t.Verdict())
	}
	tw.Flush()
	fmt.Fprintln(w, "A LEAK is statistical evidence: noise, or a cache keyed on the secret (crypto/ed25519 caches expanded keys by address), can flag it.")
	fmt.Fprintln(w)
}
