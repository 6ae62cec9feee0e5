package interop

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// opPairs are the results of one operation, laid out for the text forms.
type opPairs struct {
	op    string
	names []string // every implementation named in a pair, producers first
	cell  map[[2]string]string
	fails []PairResult // pairs that failed, implementations not gone down
	downs []PairResult // the pair on which an implementation went down
	gone  map[string]bool
}

// byOperation groups pairs by operation, in order, and marks each pair
// ✓, ✗ or ↓ (not checked: one side went down on this operation).
func byOperation(pairs []PairResult) []*opPairs {
	var ops []*opPairs
	index := map[string]*opPairs{}
	for _, p := range pairs {
		o := index[p.Op]
		if o == nil {
			o = &opPairs{op: p.Op, cell: map[[2]string]string{}, gone: map[string]bool{}}
			index[p.Op] = o
			ops = append(ops, o)
		}
		// Consumers too: one that went down in the first row is named
		// nowhere else.
		for _, n := range []string{p.From, p.To} {
			if !slices.Contains(o.names, n) {
				o.names = append(o.names, n)
			}
		}
		switch {
		case p.Down != "":
			o.downs = append(o.downs, p)
			o.gone[p.Down] = true
			o.cell[[2]string{p.From, p.To}] = "↓"
		case p.Pass:
			o.cell[[2]string{p.From, p.To}] = "✓"
		default:
			o.fails = append(o.fails, p)
			o.cell[[2]string{p.From, p.To}] = "✗"
		}
	}
	return ops
}

// mark is the cell of from → to: ✓, ✗, ↓ when either side went down
// before the pair was checked, "?" when the pair has no result.
func (o *opPairs) mark(from, to string) string {
	if c, ok := o.cell[[2]string{from, to}]; ok {
		return c
	}
	if o.gone[from] || o.gone[to] {
		return "↓"
	}
	return "?"
}

// grid prints the matrix of rows × cols.
func (o *opPairs) grid(w io.Writer, rows, cols []string) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  \t%s\n", strings.Join(cols, "\t"))
	for _, from := range rows {
		row := []string{"  " + from}
		for _, to := range cols {
			row = append(row, o.mark(from, to))
		}
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
}

// WriteGrid prints the results of Interop as one matrix per operation —
// rows produce (hash, seal, sign), columns consume (compare, open,
// verify), ✓ or ✗ in each cell — then the implementations that went
// down, one line each, and every other failure in full. An implementation
// gone down is marked ↓ in the cells of its operation not checked, and
// is absent from the matrices after it. It is the --wide form of
// WriteText.
func WriteGrid(w io.Writer, pairs []PairResult) {
	ops := byOperation(pairs)
	for _, o := range ops {
		fmt.Fprintf(w, "\n%s\n", o.op)
		o.grid(w, o.names, o.names)
		if oc := casesOf(o.op, pairs); oc != nil {
			oc.writeGrid(w)
		}
	}
	writeUnchecked(w, pairs)
	writeFailures(w, ops)
}

// WriteText prints the results of Interop so that they read in a
// 100-column terminal at any number of implementations: per operation one
// line when every pair agrees ("sign/ed25519: 13 × 13 pairs agree");
// when some do not, only the producers and consumers that hold a ✗, as a
// matrix when it fits and otherwise a line per producer naming the
// consumers it fails with. The implementations that went down and every
// failure in full follow, as in WriteGrid.
func WriteText(w io.Writer, pairs []PairResult) {
	ops := byOperation(pairs)
	fmt.Fprintln(w)
	for _, o := range ops {
		n := len(o.names)
		head := fmt.Sprintf("%s: %d × %d pairs", o.op, n, n)
		var gone []string
		for _, d := range o.downs {
			gone = append(gone, d.Down)
		}
		switch {
		case n == 1 && len(o.fails) == 0 && len(gone) == 0:
			fmt.Fprintf(w, "%s: 1 implementation, %s, agrees with itself\n", o.op, o.names[0])
			continue
		case len(o.fails) == 0 && len(gone) == 0:
			fmt.Fprintf(w, "%s agree\n", head)
			continue
		case len(o.fails) == 0:
			termtext.WriteWrapped(w, head+" agree, but for those of ", append(gone, "gone down (below)"), 4)
			continue
		}
		fmt.Fprintf(w, "%s: %d disagree\n", head, len(o.fails))
		var rows, cols []string
		for _, f := range o.fails {
			if !slices.Contains(rows, f.From) {
				rows = append(rows, f.From)
			}
			if !slices.Contains(cols, f.To) {
				cols = append(cols, f.To)
			}
		}
		rows, cols = inOrder(o.names, rows), inOrder(o.names, cols)
		var b strings.Builder
		o.grid(&b, rows, cols)
		if width, _ := termtext.MaxWidth(b.String()); width <= termtext.Width {
			fmt.Fprint(w, b.String())
			continue
		}
		// Too wide for a matrix. When one implementation is in every
		// failing pair, it is the odd one out: its row and column say all.
		if odd := inEvery(o.fails); odd != "" {
			var consumers, producers []string
			for _, f := range o.fails {
				if f.From == odd {
					consumers = append(consumers, f.To)
				} else {
					producers = append(producers, f.From)
				}
			}
			fmt.Fprintf(w, "  every disagreement involves %s:\n", odd)
			if len(consumers) > 0 {
				termtext.WriteWrapped(w, fmt.Sprintf("  %s → ✗ (%d): ", odd, len(consumers)), inOrder(o.names, consumers), 6)
			}
			if len(producers) > 0 {
				termtext.WriteWrapped(w, fmt.Sprintf("  ✗ → %s (%d): ", odd, len(producers)), inOrder(o.names, producers), 6)
			}
			continue
		}
		// Otherwise each producer with the consumers that fail on what it
		// produced.
		for _, from := range rows {
			var with []string
			for _, to := range cols {
				if o.mark(from, to) == "✗" {
					with = append(with, to)
				}
			}
			termtext.WriteWrapped(w, fmt.Sprintf("  %s → ✗ (%d): ", from, len(with)), with, 6)
		}
	}
	for _, o := range ops {
		if oc := casesOf(o.op, pairs); oc != nil {
			fmt.Fprintf(w, "%s, part by part:\n", o.op)
			oc.writeCompact(w)
		}
	}
	writeUnchecked(w, pairs)
	writeFailures(w, ops)
}

// inEvery returns the implementation that takes part in every failing
// pair (an implementation failing with itself counts once), or "".
func inEvery(fails []PairResult) string {
	for _, cand := range []string{fails[0].From, fails[0].To} {
		if !slices.ContainsFunc(fails, func(f PairResult) bool { return f.From != cand && f.To != cand }) {
			return cand
		}
	}
	return ""
}

// inOrder returns the names of subset in the order of all.
func inOrder(all, subset []string) []string {
	var out []string
	for _, n := range all {
		if slices.Contains(subset, n) {
			out = append(out, n)
		}
	}
	return out
}

// writeUnchecked prints, per operation, what its passing pairs did not
// compare because an implementation cannot take it, each once: a ✓ covers
// what both implementations of the pair take, and this says what that
// leaves out.
func writeUnchecked(w io.Writer, pairs []PairResult) {
	var ops []string
	notes := map[string][]string{}
	for _, p := range pairs {
		if p.Unchecked == "" {
			continue
		}
		if notes[p.Op] == nil {
			ops = append(ops, p.Op)
		}
		for _, n := range strings.Split(p.Unchecked, "; ") {
			if !slices.Contains(notes[p.Op], n) {
				notes[p.Op] = append(notes[p.Op], n)
			}
		}
	}
	if len(ops) == 0 {
		return
	}
	fmt.Fprintln(w, "\nNot compared where an implementation lacks it (—), the pairs comparing the rest:")
	for _, op := range ops {
		for _, n := range notes[op] {
			termtext.WriteWords(w, "  "+op+": ", n, 6)
		}
	}
}

// writeFailures prints the implementations that went down, one line
// each, then every failure in full: the first failing input and the
// outputs that differ.
func writeFailures(w io.Writer, ops []*opPairs) {
	var downs, failures []PairResult
	for _, o := range ops {
		downs = append(downs, o.downs...)
		failures = append(failures, o.fails...)
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
