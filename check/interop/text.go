package interop

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText prints the results of Interop as one matrix per operation —
// rows produce (hash, seal, sign), columns consume (compare, open,
// verify), ✓ or ✗ in each cell — then every failure in full.
func WriteText(w io.Writer, pairs []PairResult) {
	byOp := map[string][]PairResult{}
	var order []string
	for _, p := range pairs {
		if _, ok := byOp[p.Op]; !ok {
			order = append(order, p.Op)
		}
		byOp[p.Op] = append(byOp[p.Op], p)
	}
	var failures []PairResult
	for _, op := range order {
		pairs := byOp[op]
		var names []string
		seen := map[string]bool{}
		for _, p := range pairs {
			if !seen[p.From] {
				seen[p.From] = true
				names = append(names, p.From)
			}
		}
		fmt.Fprintf(w, "\n%s\n", op)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  \t%s\n", strings.Join(names, "\t"))
		for _, from := range names {
			row := []string{"  " + from}
			for _, to := range names {
				cell := "?"
				for _, p := range pairs {
					if p.From == from && p.To == to {
						cell = "✓"
						if !p.Pass {
							cell = "✗"
							failures = append(failures, p)
						}
					}
				}
				row = append(row, cell)
			}
			fmt.Fprintln(tw, strings.Join(row, "\t"))
		}
		tw.Flush()
	}
	if len(failures) > 0 {
		fmt.Fprintf(w, "\nFailures (%d):\n", len(failures))
		for _, f := range failures {
			fmt.Fprintf(w, "\n%s %s → %s:\n%s\n", f.Op, f.From, f.To, indent(f.Failure))
		}
	}
}

// Count counts the pairs that passed and failed.
func Count(pairs []PairResult) (passed, failed int) {
	for _, p := range pairs {
		if p.Pass {
			passed++
		} else {
			failed++
		}
	}
	return passed, failed
}

// indent indents every line of a failure's text under its heading.
func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}
