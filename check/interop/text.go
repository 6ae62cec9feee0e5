package interop

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// WriteText prints the results of Interop as one matrix per operation —
// rows produce (hash, seal, sign), columns consume (compare, open,
// verify), ✓ or ✗ in each cell — then the implementations that went
// down, one line each, and every other failure in full. An implementation
// gone down is marked ↓ in the cells of its operation not checked, and
// is absent from the matrices after it.
func WriteText(w io.Writer, pairs []PairResult) {
	byOp := map[string][]PairResult{}
	var order []string
	for _, p := range pairs {
		if _, ok := byOp[p.Op]; !ok {
			order = append(order, p.Op)
		}
		byOp[p.Op] = append(byOp[p.Op], p)
	}
	var failures, downs []PairResult
	gone := map[string]bool{}
	for _, op := range order {
		pairs := byOp[op]
		var names []string
		seen := map[string]bool{}
		for _, p := range pairs {
			// Consumers too: one that went down in the first row is
			// named nowhere else.
			for _, n := range []string{p.From, p.To} {
				if !seen[n] {
					seen[n] = true
					names = append(names, n)
				}
			}
		}
		for _, p := range pairs {
			if p.Down != "" {
				downs = append(downs, p)
				gone[p.Down] = true
			}
		}
		fmt.Fprintf(w, "\n%s\n", op)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  \t%s\n", strings.Join(names, "\t"))
		for _, from := range names {
			row := []string{"  " + from}
			for _, to := range names {
				cell := "?"
				if gone[from] || gone[to] {
					cell = "↓"
				}
				for _, p := range pairs {
					switch {
					case p.From != from || p.To != to:
					case p.Down != "":
						cell = "↓"
					case p.Pass:
						cell = "✓"
					default:
						cell = "✗"
						failures = append(failures, p)
					}
				}
				row = append(row, cell)
			}
			fmt.Fprintln(tw, strings.Join(row, "\t"))
		}
		tw.Flush()
	}
	if len(downs) > 0 {
		fmt.Fprintf(w, "\nDown (%d), left out from the operation named on:\n", len(downs))
		for _, d := range downs {
			how := strings.TrimPrefix(d.Failure, d.Down+": ")
			fmt.Fprintf(w, "  %s: left out from %s on: %s\n", d.Down, d.Op, strings.ReplaceAll(strings.TrimRight(how, "\n"), "\n", "\n      "))
		}
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
