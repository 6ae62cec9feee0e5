package interop

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// The text forms of the parts of a pair's check (Case), for the
// operations whose check records them: after the operation's line or
// matrix, each part with its pairs — compactly in WriteText, as a grid of
// pairs × parts in WriteGrid — and then, once each, what the pairs marked
// "—" lack.

// caseMark is the cell of a case: ✓, ✗ or —.
func caseMark(result string) string {
	switch result {
	case CasePass:
		return "✓"
	case CaseFail:
		return "✗"
	}
	return CaseLacking
}

// opCases are the cases of one operation's pairs.
type opCases struct {
	names []string // part names, in the order the check recorded them
	pairs []PairResult
}

// casesOf returns the pairs of op that recorded cases, or nil.
func casesOf(op string, pairs []PairResult) *opCases {
	var oc opCases
	for _, p := range pairs {
		if p.Op != op || len(p.Cases) == 0 {
			continue
		}
		oc.pairs = append(oc.pairs, p)
		for _, c := range p.Cases {
			if !slices.Contains(oc.names, c.Name) {
				oc.names = append(oc.names, c.Name)
			}
		}
	}
	if len(oc.pairs) == 0 {
		return nil
	}
	return &oc
}

// result returns the result of part name in pair p, "" when absent.
func (p PairResult) result(name string) (Case, bool) {
	i := slices.IndexFunc(p.Cases, func(c Case) bool { return c.Name == name })
	if i < 0 {
		return Case{}, false
	}
	return p.Cases[i], true
}

// pairName is "from → to".
func pairName(p PairResult) string { return p.From + " → " + p.To }

// writeCompact prints one line per part: how many pairs passed, and the
// pairs that failed it or lack it.
func (oc *opCases) writeCompact(w io.Writer) {
	fmt.Fprintln(w, "  ✓ passed, ✗ failed, — one side lacks what the part needs (--wide: pair by pair)")
	width := 0
	for _, n := range oc.names {
		width = max(width, len(n))
	}
	for _, n := range oc.names {
		by := map[string][]string{}
		for _, p := range oc.pairs {
			if c, ok := p.result(n); ok {
				by[c.Result] = append(by[c.Result], pairName(p))
			}
		}
		head := fmt.Sprintf("    %-*s  ✓ %d", width, n, len(by[CasePass]))
		if len(by[CaseFail]) == 0 && len(by[CaseLacking]) == 0 {
			fmt.Fprintln(w, head)
			continue
		}
		fmt.Fprintln(w, head)
		for _, r := range []string{CaseFail, CaseLacking} {
			if len(by[r]) > 0 {
				termtext.WriteWrapped(w, fmt.Sprintf("      %s %d: ", caseMark(r), len(by[r])), by[r], 8)
			}
		}
	}
	oc.writeLacking(w)
}

// writeGrid prints a row per pair and a column per part.
func (oc *opCases) writeGrid(w io.Writer) {
	fmt.Fprintln(w, "  parts of each pair (✓ passed, ✗ failed, — one side lacks what the part needs):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  producer → consumer\t%s\n", strings.Join(oc.names, "\t"))
	for _, p := range oc.pairs {
		row := []string{"  " + pairName(p)}
		for _, n := range oc.names {
			mark := "?"
			if c, ok := p.result(n); ok {
				mark = caseMark(c.Result)
			}
			row = append(row, mark)
		}
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	oc.writeLacking(w)
}

// writeLacking prints, once each, what the "—" parts lack, as the
// implementations said it (failures are printed in full with the pair).
func (oc *opCases) writeLacking(w io.Writer) {
	var seen []string
	for _, p := range oc.pairs {
		for _, c := range p.Cases {
			if c.Result == CaseLacking && !slices.Contains(seen, c.Detail) {
				seen = append(seen, c.Detail)
			}
		}
	}
	for _, d := range seen {
		for _, l := range termtext.Words("  — ", d, 4) {
			fmt.Fprintln(w, l)
		}
	}
}
