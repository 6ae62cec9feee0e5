package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// text writes t for a terminal: the first column left-aligned, the others
// right-aligned. Wide, the grid is printed as it is, however wide: what
// --wide asks for. Otherwise nothing is wider than termtext.Width, so
// that a 100-column terminal does not wrap the rows apart: the title and
// the notes wrap at spaces; a grid too wide has its headers folded over
// its columns, then, if still too wide, is cut into parts of as many
// columns as fit, each part repeating the columns that name a row
// (table.keys); a grid that cannot be cut so (names, or one cell, nearly
// as wide as a line) is stacked, each row's names on a line and its other
// cells as "header: value" under them.
func (t *table) text(w io.Writer, wide bool) {
	header := t.headerCells(func(s string) string { return s })
	lines := make([][]string, len(header)) // each column's header lines
	for i, h := range header {
		lines[i] = []string{h}
	}
	all := make([]int, len(header))
	for i := range all {
		all[i] = i
	}
	if wide {
		fmt.Fprintln(w, t.title)
		t.grid(w, lines, all)
		for _, n := range t.notes {
			fmt.Fprintln(w, "  "+n)
		}
		fmt.Fprintln(w)
		return
	}
	termtext.WriteWords(w, "", t.title, 2)
	if rowWidth(t.widths(lines), all) <= termtext.Width {
		t.grid(w, lines, all)
	} else {
		folded := t.foldHeaders(header)
		if parts := t.parts(t.widths(folded)); parts != nil && !t.stack {
			for i, p := range parts {
				if i > 0 {
					fmt.Fprintln(w)
				}
				t.grid(w, folded, p)
			}
		} else {
			t.stacked(w, header)
		}
	}
	for _, n := range t.notes {
		termtext.WriteWords(w, "  ", n, 4)
	}
	fmt.Fprintln(w)
}

// minFold is the narrowest a header is folded to: narrower, the words of
// a machine's label would be cut.
const minFold = 10

// widths returns each column's width: its widest header line or cell.
func (t *table) widths(headers [][]string) []int {
	ws := make([]int, len(headers))
	for i, hl := range headers {
		for _, l := range hl {
			ws[i] = max(ws[i], termtext.Len(l))
		}
	}
	for _, row := range t.rows {
		for i, c := range row {
			if i < len(ws) {
				ws[i] = max(ws[i], termtext.Len(c))
			}
		}
	}
	return ws
}

// rowWidth is the width of a row of the columns cols, two spaces apart.
func rowWidth(ws []int, cols []int) int {
	n := 0
	for _, c := range cols {
		n += ws[c]
	}
	if len(cols) > 1 {
		n += 2 * (len(cols) - 1)
	}
	return n
}

// foldHeaders folds each header at its spaces to the width of its
// column's cells, or minFold, or its longest word, whichever is widest,
// so that a header as long as a machine's label no longer sets its
// column's width.
func (t *table) foldHeaders(header []string) [][]string {
	cells := t.widths(make([][]string, len(header)))
	out := make([][]string, len(header))
	for i, h := range header {
		longest := 0
		for _, word := range strings.Fields(h) {
			longest = max(longest, termtext.Len(word))
		}
		out[i] = termtext.Fold(h, max(cells[i], min(termtext.Len(h), max(longest, minFold))))
	}
	return out
}

// parts cuts the columns after t's keys into runs that fit
// termtext.Width beside the keys; nil when the keys and any one column do
// not fit together.
func (t *table) parts(ws []int) [][]int {
	k := min(max(t.keys, 1), len(ws))
	keys := make([]int, k)
	for i := range keys {
		keys[i] = i
	}
	var parts [][]int
	cur := append([]int(nil), keys...)
	for c := k; c < len(ws); c++ {
		if rowWidth(ws, append(cur, c)) > termtext.Width {
			if len(cur) == k {
				return nil
			}
			parts = append(parts, cur)
			cur = append([]int(nil), keys...)
			if rowWidth(ws, append(cur, c)) > termtext.Width {
				return nil
			}
		}
		cur = append(cur, c)
	}
	if rowWidth(ws, cur) > termtext.Width {
		return nil
	}
	return append(parts, cur)
}

// grid writes the columns cols of t: the header, lines of several lines
// aligned at the bottom, a rule and the rows.
func (t *table) grid(w io.Writer, headers [][]string, cols []int) {
	ws := t.widths(headers)
	line := func(cell func(c int) string) {
		var b strings.Builder
		for i, c := range cols {
			s := cell(c)
			pad := strings.Repeat(" ", ws[c]-termtext.Len(s))
			if i == 0 {
				b.WriteString(s + pad)
			} else {
				b.WriteString("  " + pad + s)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	height := 0
	for _, c := range cols {
		height = max(height, len(headers[c]))
	}
	for i := range height {
		line(func(c int) string {
			if j := i - (height - len(headers[c])); j >= 0 {
				return headers[c][j]
			}
			return ""
		})
	}
	fmt.Fprintln(w, strings.Repeat("-", rowWidth(ws, cols)))
	for _, row := range t.rows {
		line(func(c int) string {
			if c < len(row) {
				return row[c]
			}
			return ""
		})
	}
}

// stacked writes each row of t as its keys on a line and its other
// non-empty cells as "header: value", as many to a line as fit.
func (t *table) stacked(w io.Writer, header []string) {
	k := min(max(t.keys, 1), len(header))
	for _, row := range t.rows {
		var names []string
		for _, c := range row[:min(k, len(row))] {
			if c != "" {
				names = append(names, c)
			}
		}
		termtext.WriteWords(w, "", strings.Join(names, "  "), 2)
		line := ""
		flush := func() {
			if line != "" {
				fmt.Fprintln(w, "  "+line)
				line = ""
			}
		}
		for i := k; i < len(row) && i < len(header); i++ {
			if row[i] == "" {
				continue
			}
			pair := header[i] + ": " + row[i]
			switch {
			case 2+termtext.Len(pair) > termtext.Width:
				flush()
				termtext.WriteWords(w, "  ", pair, 4)
			case line != "" && 2+termtext.Len(line)+3+termtext.Len(pair) > termtext.Width:
				flush()
				line = pair
			case line != "":
				line += "   " + pair
			default:
				line = pair
			}
		}
		flush()
	}
}

// say writes a line of prose for a terminal: as it is when wide, else
// wrapped at termtext.Width under a hanging indent, as table notes are.
func say(w io.Writer, wide bool, s string) {
	if wide {
		fmt.Fprintln(w, s)
		return
	}
	termtext.WriteWords(w, "", s, 2)
}
