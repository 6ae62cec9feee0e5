package report

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/record"
)

// table is one rendered table: the terminal and report.md draw the same
// rows. Its text is kept as it is and escaped by markdown, so that the
// terminal shows a machine's label or an implementation's name unchanged.
type table struct {
	title  string
	header []string
	rows   [][]string
	notes  []string
	// input marks the columns whose cells hold text read from the results
	// (implementation names, operations, errors), which markdown escapes.
	// The other cells are the package's own figures and marks ("2.00*",
	// "—", "**yes (QEMU)**"), written as they are.
	input map[int]bool
	// units, when not empty, holds each column's unit, shown in brackets
	// after its header. The brackets are kept apart from the header and
	// the unit, both read from the results (a machine's column, its
	// counter's unit), because markdown escapes those and not the brackets.
	units []string
	// keys is how many leading columns name a row (an operation and an
	// implementation), repeated in each part of a table too wide for a
	// terminal (see text); 0 is 1.
	keys int
	// stack, for a table of many words and few figures (the machines of
	// a merge), stacks a grid too wide rather than cutting it into parts,
	// which would take a screen per part.
	stack bool
}

// headerCells returns the header, each cell and its unit passed through
// esc, the unit in brackets after the cell.
func (t *table) headerCells(esc func(string) string) []string {
	out := make([]string, len(t.header))
	for i, h := range t.header {
		out[i] = esc(h)
		if i < len(t.units) && t.units[i] != "" {
			out[i] += " [" + esc(t.units[i]) + "]"
		}
	}
	return out
}

// inputCols returns the set of columns cols, for table.input.
func inputCols(cols ...int) map[int]bool {
	m := map[int]bool{}
	for _, c := range cols {
		m[c] = true
	}
	return m
}

// markdown writes t as a GitHub table under a bold title. The title, the
// headers, the notes and the cells of input columns carry text read from
// the results (an operation's title, a counter's name, a machine's label,
// an error) amid the package's own and are escaped whole: none of them
// holds Markdown on purpose.
func (t *table) markdown(w io.Writer) {
	fmt.Fprintf(w, "**%s**\n\n", mdEscape(t.title))
	fmt.Fprintln(w, "| "+strings.Join(t.headerCells(mdEscape), " | ")+" |")
	align := []string{"---"}
	for range t.header[1:] {
		align = append(align, "---:")
	}
	fmt.Fprintln(w, "| "+strings.Join(align, " | ")+" |")
	for _, row := range t.rows {
		cells := make([]string, len(row))
		for i, c := range row {
			if t.input[i] {
				c = mdEscape(c)
			}
			cells[i] = c
		}
		fmt.Fprintln(w, "| "+strings.Join(cells, " | ")+" |")
	}
	fmt.Fprintln(w)
	for _, n := range t.notes {
		fmt.Fprintln(w, "- "+mdEscape(n))
	}
	if len(t.notes) > 0 {
		fmt.Fprintln(w)
	}
}

// fmtNum formats a figure with three significant digits, and large ones
// as integers with thousands separators ("112,326").
func fmtNum(v float64) string {
	switch a := math.Abs(v); {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return "n/a"
	case v == 0:
		return "0"
	case a >= 1000:
		s := strconv.FormatInt(int64(math.Round(a)), 10)
		for i := len(s) - 3; i > 0; i -= 3 {
			s = s[:i] + "," + s[i:]
		}
		if v < 0 {
			s = "-" + s
		}
		return s
	case a >= 100:
		return fmt.Sprintf("%.0f", v)
	case a >= 10:
		return fmt.Sprintf("%.1f", v)
	default:
		return fmt.Sprintf("%.2f", v)
	}
}

// lengthLabel names a message length: "4096", "1 MiB".
func lengthLabel(n int) string {
	if n >= record.MiB && n%record.MiB == 0 {
		return fmt.Sprintf("%d MiB", n/record.MiB)
	}
	return strconv.Itoa(n)
}

// ratioText describes a cost relative to the fastest.
func ratioText(cost map[string]float64, best, impl string) string {
	switch {
	case best == "" || cost[impl] <= 0:
		return ""
	case impl == best:
		return "fastest"
	}
	// "1.00x slower" would name a loser that the figure does not show.
	if s := fmt.Sprintf("%.2f", record.Slower(cost[impl], cost[best])); s != "1.00" {
		return s + "x slower"
	}
	return "as fast"
}

// flag marks a figure: "?" when its median is unsteady, "*" for the
// fastest in its column.
func flag(s string, unstable, best bool) string {
	if unstable {
		s += "?"
	}
	if best {
		s += "*"
	}
	return s
}
