// Package termtext lays out the checks' terminal output so that it reads
// in a 100-column terminal at any number of implementations: lists of
// names wrap under a hanging indent instead of growing a table column per
// implementation, runs of numbers collapse into ranges ("vectors 1–5"),
// and names that behave alike are said once. The full grids stay
// available through each command's --wide and --json.
package termtext

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"
)

// Width is the terminal width default output fits.
const Width = 100

// Len is the number of columns s takes: one per rune, which holds for the
// names, figures and marks (✓ ✗ — ◇) the suite prints.
func Len(s string) int { return utf8.RuneCountInString(s) }

// Wrap returns head followed by items separated by ", ", broken into lines
// of at most Width columns; continuation lines start with indent spaces.
// An item longer than a line gets a line of its own; so does the first
// item when head leaves no room for it.
func Wrap(head string, items []string, indent int) []string {
	pad := strings.Repeat(" ", indent)
	var lines []string
	line := head
	fresh := true // nothing after head yet on this line
	for i, it := range items {
		sep := ", "
		if i == len(items)-1 {
			sep = ""
		}
		piece := it + sep
		// The first item goes on with head unless that overflows a line
		// and a line of its own would not: a long head (an operation, a
		// call and a verdict) then ends its line.
		over := Len(line)+Len(strings.TrimRight(piece, " ")) > Width
		if over && (!fresh || (Len(line) > indent && indent+Len(strings.TrimRight(piece, " ")) <= Width)) {
			lines = append(lines, strings.TrimRight(line, " "))
			line, fresh = pad, true
		}
		line += piece
		fresh = false
	}
	return append(lines, strings.TrimRight(line, " "))
}

// WriteWrapped writes Wrap's lines to w.
func WriteWrapped(w io.Writer, head string, items []string, indent int) {
	for _, l := range Wrap(head, items, indent) {
		fmt.Fprintln(w, l)
	}
}

// Words returns text broken at spaces into lines of at most Width
// columns, the first starting with head, the others with indent spaces:
// Wrap for prose (notes, reasons, sources, error messages) rather than a
// list of names. Each line of text starts a new line. A word longer than
// a line is split across lines rather than cut, so that nothing is lost
// and no line is wider than Width (unless head itself is).
func Words(head, text string, indent int) []string { return words(Width, head, text, indent) }

// Fold breaks text at spaces into lines of at most width columns, as
// Words does for a terminal: a table's header folded over its column.
func Fold(text string, width int) []string { return words(max(width, 1), "", text, 0) }

// words is Words for lines of at most width columns.
func words(width int, head, text string, indent int) []string {
	// Keep room for a few columns of text whatever the indent.
	indent = max(0, min(indent, width-minRoom))
	pad := strings.Repeat(" ", indent)
	var lines []string
	line, fresh := head, true // fresh: no word on this line yet
	for p, para := range strings.Split(text, "\n") {
		if p > 0 {
			lines = append(lines, strings.TrimRight(line, " "))
			line, fresh = pad, true
		}
		for _, word := range strings.Fields(para) {
			sep := " "
			if fresh {
				sep = ""
			}
			if Len(line)+Len(sep)+Len(word) <= width {
				line += sep + word
				fresh = false
				continue
			}
			if !fresh || (Len(line) > indent && indent+Len(word) <= width) {
				lines = append(lines, strings.TrimRight(line, " "))
				line, sep = pad, ""
			}
			// Split what cannot fit on a line of its own.
			for r := []rune(word); len(r) > 0; {
				room := width - Len(line) - Len(sep)
				if room <= 0 { // only after a head as wide as a line
					lines = append(lines, strings.TrimRight(line, " "))
					line, sep = pad, ""
					continue
				}
				n := min(len(r), room)
				line += sep + string(r[:n])
				sep, r = "", r[n:]
				if len(r) > 0 {
					lines = append(lines, line)
					line = pad
				}
			}
			fresh = false
		}
	}
	return append(lines, strings.TrimRight(line, " "))
}

// minRoom is the fewest columns of text Words leaves after its indent.
const minRoom = 20

// WriteWords writes Words's lines to w.
func WriteWords(w io.Writer, head, text string, indent int) {
	for _, l := range Words(head, text, indent) {
		fmt.Fprintln(w, l)
	}
}

// Ranges writes sorted, distinct numbers as ranges: 1, 2, 3, 5 → "1–3, 5".
func Ranges(nums []int) string {
	ns := slices.Clone(nums)
	slices.Sort(ns)
	ns = slices.Compact(ns)
	var parts []string
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		switch {
		case j == i:
			parts = append(parts, fmt.Sprint(ns[i]))
		case j == i+1:
			parts = append(parts, fmt.Sprint(ns[i]), fmt.Sprint(ns[j]))
		default:
			parts = append(parts, fmt.Sprintf("%d–%d", ns[i], ns[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// Group partitions names by key, keeping the order in which each key first
// appears and the order of names within a group: the implementations that
// behave alike, said once.
func Group[K comparable](names []string, key func(string) K) [][]string {
	index := map[K]int{}
	var groups [][]string
	for _, n := range names {
		k := key(n)
		i, ok := index[k]
		if !ok {
			i = len(groups)
			index[k] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], n)
	}
	return groups
}

// MaxWidth returns the widest line of text, in columns: what the tests of
// each command's output compare with Width.
func MaxWidth(text string) (width int, line string) {
	for _, l := range strings.Split(text, "\n") {
		if n := Len(l); n > width {
			width, line = n, l
		}
	}
	return width, line
}
