package kat

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// Tally counts results by outcome.
type Tally struct {
	Passed int `json:"passed"`
	Failed int `json:"failed"`
	// Edge counts failures in a documented edge class (a vector whose
	// input one implementation is known to get wrong): findings, shown,
	// neither passed nor failed.
	Edge    int `json:"edge_class,omitempty"`
	Skipped int `json:"skipped,omitempty"`
	// Lacking counts vectors an implementation cannot run for want of a
	// capability (VectorResult.Lacks), apart from the skipped ones.
	Lacking int `json:"lacking,omitempty"`
}

// String is the tally in words: "3 passed, 1 failed, 0 skipped", and
// how many failed in documented edge classes when any did.
func (t Tally) String() string {
	s := fmt.Sprintf("%d passed, %d failed, %d skipped", t.Passed, t.Failed, t.Skipped)
	if t.Edge > 0 {
		s += fmt.Sprintf(", %d in documented edge classes (◇)", t.Edge)
	}
	if t.Lacking > 0 {
		s += fmt.Sprintf(", %d lacking a capability (—)", t.Lacking)
	}
	return s
}

// Count tallies vector results.
func Count(vs []VectorResult) Tally {
	var t Tally
	for _, v := range vs {
		switch {
		case v.Lacks:
			t.Lacking++
		case v.Skipped:
			t.Skipped++
		case v.Pass:
			t.Passed++
		case v.EdgeClass != "":
			t.Edge++
		default:
			t.Failed++
		}
	}
	return t
}

// WriteGrid prints the results of RunVectors as one row per vector file
// and operation, one column per implementation of impls: passed/run, "—"
// where the implementation lacks the operation or what every vector of
// the row needs ("+n —" where it lacks it for n of them), ◇ where it fails only in
// a documented edge class. Every skipped, noted and failed vector follows
// in full; the sources are cited in vectors/. It is the --wide form of
// WriteText.
func WriteGrid(w io.Writer, impls []string, vs []VectorResult) {
	if len(vs) == 0 {
		return
	}
	rows, cells := vectorRows(vs)
	fmt.Fprintln(w, "\nKnown-answer vectors (passed/run per implementation; sources cited in vectors/*.json;\n"+
		"◇ marks failures only in a documented edge class, listed below):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  FILE\tOPERATION\t%s\n", strings.Join(impls, "\t"))
	for _, k := range rows {
		line := []string{"  " + k.file, k.op}
		for _, im := range impls {
			c, ok := cells[k][im]
			if !ok {
				line = append(line, "—")
				continue
			}
			t := Count(c)
			if t.Lacking == len(c) {
				line = append(line, "—")
				continue
			}
			pass, fail, edge, skip := t.Passed, t.Failed, t.Edge, t.Skipped
			mark := "✓"
			switch {
			case fail > 0:
				mark = "✗"
			case edge > 0:
				mark = "◇"
			}
			cell := fmt.Sprintf("%s %d/%d", mark, pass, pass+fail+edge)
			if skip > 0 {
				cell += fmt.Sprintf(" +%d skipped", skip)
			}
			if t.Lacking > 0 {
				cell += fmt.Sprintf(" +%d —", t.Lacking)
			}
			line = append(line, cell)
		}
		fmt.Fprintln(tw, strings.Join(line, "\t"))
	}
	tw.Flush()
	for _, v := range vs {
		switch {
		case v.Lacks:
			fmt.Fprintf(w, "  — %s %s %s vector %d: %s\n", v.File, v.Op, v.Impl, v.ID, v.Detail)
		case v.Skipped:
			fmt.Fprintf(w, "  skipped: %s %s %s vector %d: %s\n", v.File, v.Op, v.Impl, v.ID, v.Detail)
		case v.Pass && v.Detail != "":
			fmt.Fprintf(w, "  note: %s %s %s vector %d: %s\n", v.File, v.Op, v.Impl, v.ID, v.Detail)
		case !v.Pass && v.EdgeClass != "":
			fmt.Fprintf(w, "  ◇ %s %s %s vector %d%s: %s [edge class: %s]\n", v.File, v.Op, v.Impl, v.ID, termtext.Paren(v.Comment), v.Detail, v.EdgeClass)
		case !v.Pass:
			fmt.Fprintf(w, "  ✗ %s %s %s vector %d%s: %s\n", v.File, v.Op, v.Impl, v.ID, termtext.Paren(v.Comment), v.Detail)
		}
	}
}

// WriteExtGrid prints a report: a row per implementation (the extra Go
// verifiers marked so) with its counts, then the verdict strings, skips,
// notes and failures. It is the --wide form of WriteExtText.
func WriteExtGrid(w io.Writer, r ExtReport) {
	suite, results := r.ExtSuite, r.Results
	if !writeExtHead(w, r, false) {
		return
	}
	sig := suite.Op == "sign/ed25519"
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "  implementation\tpassed\tfailed\t")
	if sig {
		fmt.Fprint(tw, "of which edge class\t")
	}
	fmt.Fprint(tw, "acceptable accepted\tacceptable rejected\t")
	if sig {
		fmt.Fprint(tw, "signatures accepted\t")
	}
	fmt.Fprintln(tw, "skipped\t")
	for _, res := range results {
		name := res.Impl
		if !res.Registry {
			name += " (extra)"
		}
		skipped := 0
		for _, n := range res.Skipped {
			skipped += n
		}
		fmt.Fprintf(tw, "  %s\t%d\t%d\t", name, res.Passed, res.Failed)
		if sig {
			fmt.Fprintf(tw, "%d\t", res.EdgeFailed)
		}
		fmt.Fprintf(tw, "%d\t%d\t", res.AcceptableAccepted, res.AcceptableRejected)
		if sig {
			fmt.Fprintf(tw, "%d\t", res.Accepted)
		}
		fmt.Fprintf(tw, "%d\t\n", skipped)
	}
	tw.Flush()
	for _, res := range results {
		if res.Verdicts != "" {
			fmt.Fprintf(w, "  %-24s %s\n", res.Impl, res.Verdicts)
		}
	}
	for _, res := range results {
		if l := classLine(res, nil); l != "" {
			fmt.Fprintf(w, "  %s: edge classes: %s\n", res.Impl, l)
		}
	}
	for _, res := range results {
		for _, why := range sortedKeys(res.Skipped) {
			fmt.Fprintf(w, "  %s: skipped %d: %s\n", res.Impl, res.Skipped[why], why)
		}
		for _, note := range sortedKeys(res.Notes) {
			fmt.Fprintf(w, "  %s: %d cases: %s\n", res.Impl, res.Notes[note], note)
		}
		for _, fail := range res.Failures {
			fmt.Fprintf(w, "  %s: FAIL %s\n", res.Impl, fail)
		}
	}
}

// sortedKeys returns the keys of a count map in order, for stable output.
func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// vectorRow is a row of the vector tables: one vector file and operation.
type vectorRow struct{ file, op string }

// vectorRows groups vs by file and operation, in order of first
// appearance, then by implementation: what both text forms lay out.
func vectorRows(vs []VectorResult) ([]vectorRow, map[vectorRow]map[string][]VectorResult) {
	cells := map[vectorRow]map[string][]VectorResult{}
	var rows []vectorRow
	for _, v := range vs {
		k := vectorRow{v.File, v.Op}
		if cells[k] == nil {
			cells[k] = map[string][]VectorResult{}
			rows = append(rows, k)
		}
		cells[k][v.Impl] = append(cells[k][v.Impl], v)
	}
	return rows, cells
}
