package edge

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// The first lines of both forms of the text output.
const (
	paperTitle  = `Ed25519 edge cases of "Taming the many EdDSAs" (Chalkias, Garillot, Nikolaenko, SSR 2020)`
	paperLegend = "V accepted, X rejected, E error; built from first principles, not read from a file"
)

// WriteText prints the paper matrix, the ZIP-215 summary and the legend in
// termtext.Width columns at any number of verifiers: the matrix keeps one
// row per verifier and gives each a group, a letter shared by the
// verifiers that answer alike on every case; the cases where verifiers
// differ name those groups instead of every verifier. Errors are listed
// in full. WriteWideText is the form with every name on every line.
func (rep *EdgeReport) WriteText(w io.Writer) {
	set := rep.Paper
	groups := verdictGroups(set)
	fmt.Fprintln(w, paperTitle)
	fmt.Fprintln(w, paperLegend)
	termtext.WriteWords(w, "", fmt.Sprintf("group: a letter shared by the verifiers that answer alike on all %d cases", len(set.Cases)), 0)
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 1, ' ', 0)
	fmt.Fprint(tw, "verifier\tgroup\t")
	for i := range set.Cases {
		fmt.Fprintf(tw, "%d\t", i)
	}
	fmt.Fprintln(tw, "accepted\tpaper\t")
	for _, row := range set.Rows {
		fmt.Fprintf(tw, "%s\t%s\t", row.Name, groups.label[row.Name])
		for _, c := range row.Cells {
			fmt.Fprintf(tw, "%c\t", c)
		}
		fmt.Fprintf(tw, "%d\t%s\t\n", row.Accepted, paperMark(row))
	}
	tw.Flush()
	fmt.Fprintln(w, "\ngroups:")
	for i, g := range groups.members {
		head := fmt.Sprintf("  %-*s  ", groups.width, groupLabel(i))
		termtext.WriteWrapped(w, head, g, termtext.Len(head))
	}
	fmt.Fprintln(w, "\ncases:")
	for i, c := range set.Cases {
		termtext.WriteWords(w, fmt.Sprintf("  %2d  ", i), c.Desc, 6)
	}
	writeGroupedDivergences(w, set, groups)
	rep.writeZIP215(w, true)
	writeEdgeErrors(w, rep, true)
}

// WriteWideText prints the paper matrix, the ZIP-215 summary and the
// legend with every verifier named on each line that concerns it, however
// wide: `naclcmp edge --wide`. WriteText is the form that fits a terminal.
func (rep *EdgeReport) WriteWideText(w io.Writer) {
	fmt.Fprintln(w, paperTitle)
	fmt.Fprintln(w, paperLegend)
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 1, ' ', 0)
	fmt.Fprint(tw, "verifier\t")
	for i := range rep.Paper.Cases {
		fmt.Fprintf(tw, "%d\t", i)
	}
	fmt.Fprintln(tw, "accepted\tpaper\t")
	for _, row := range rep.Paper.Rows {
		fmt.Fprintf(tw, "%s\t", row.Name)
		for _, c := range row.Cells {
			fmt.Fprintf(tw, "%c\t", c)
		}
		fmt.Fprintf(tw, "%d\t%s\t\n", row.Accepted, paperMark(row))
	}
	tw.Flush()
	fmt.Fprintln(w, "\ncases:")
	for i, c := range rep.Paper.Cases {
		fmt.Fprintf(w, "  %2d  %s\n", i, c.Desc)
	}
	writeDivergences(w, rep.Paper)
	rep.writeZIP215(w, false)
	writeEdgeErrors(w, rep, false)
}

// paperMark is the paper column of a row: whether it matches the row the
// paper published for its library, if there is one.
func paperMark(row EdgeRow) string {
	if row.PaperMatch == nil {
		return ""
	}
	if !*row.PaperMatch {
		return "≠ paper " + row.Paper
	}
	return "= paper"
}

// edgeGroups are the verifiers of a set grouped by their row of answers.
type edgeGroups struct {
	members [][]string        // the verifiers of each group, in row order
	label   map[string]string // each verifier's group label
	cells   []string          // each group's row of answers
	width   int               // the widest label
}

// verdictGroups groups the verifiers of set that give the same answer on
// every case, in the order of their first row. A verifier's row is found
// by its name, which is unique in a registry and among the extra
// verifiers.
func verdictGroups(set EdgeSet) edgeGroups {
	cells := map[string]string{}
	var names []string
	for _, row := range set.Rows {
		cells[row.Name] = row.Cells
		names = append(names, row.Name)
	}
	g := edgeGroups{members: termtext.Group(names, func(n string) string { return cells[n] }), label: map[string]string{}}
	for i, m := range g.members {
		l := groupLabel(i)
		g.width = max(g.width, termtext.Len(l))
		g.cells = append(g.cells, cells[m[0]])
		for _, n := range m {
			g.label[n] = l
		}
	}
	return g
}

// groupLabel names the i-th group: a to z, then aa, ab and so on. Lower
// case, so that no label reads as a verdict (V, X, E) or as a point of a
// case (A, R).
func groupLabel(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('a'+(i-1)%26)) + s
	}
	return s
}

// writeGroupedDivergences is writeDivergences naming groups: for each case
// on which verifiers differ, the groups that accept it, reject it, or
// returned an error, each with its number of verifiers.
func writeGroupedDivergences(w io.Writer, set EdgeSet, g edgeGroups) {
	if len(set.Divergences) == 0 {
		fmt.Fprintln(w, "\nevery verifier agrees on every case")
		return
	}
	fmt.Fprintln(w, "\nwhere they differ (groups as above):")
	for _, d := range set.Divergences {
		i := caseIndex(set, d.Case)
		// The rule's continuation lines start under its first word.
		head := "  " + d.Case + ": "
		termtext.WriteWords(w, head, d.Why, termtext.Len(head))
		for _, verdict := range []struct {
			cell byte
			word string
		}{{'V', "accepted"}, {'X', "rejected"}, {'E', "error"}} {
			var labels []string
			n := 0
			for j, m := range g.members {
				if i >= 0 && g.cells[j][i] == verdict.cell {
					labels = append(labels, groupLabel(j))
					n += len(m)
				}
			}
			if len(labels) > 0 {
				termtext.WriteWrapped(w, fmt.Sprintf("      %s (%d): ", verdict.word, n), labels, 8)
			}
		}
	}
}

// caseIndex is the position of case id in set, or -1.
func caseIndex(set EdgeSet, id string) int {
	for i, c := range set.Cases {
		if c.ID == id {
			return i
		}
	}
	return -1
}

func writeDivergences(w io.Writer, set EdgeSet) {
	if len(set.Divergences) == 0 {
		fmt.Fprintln(w, "\nevery verifier agrees on every case")
		return
	}
	fmt.Fprintln(w, "\nwhere they differ:")
	for _, d := range set.Divergences {
		fmt.Fprintf(w, "  %s: %s\n      accepted by %s\n      rejected by %s\n",
			d.Case, d.Why, strings.Join(d.Accepting, ", "), strings.Join(d.Rejecting, ", "))
	}
}

// writeZIP215 prints the accepted count of every verifier, then one 14×14
// grid per distinct pattern of answers, naming the verifiers that share it.
// fit wraps the lines that grow with the number of verifiers or carry
// prose to termtext.Width; without it the output is the --wide form.
func (rep *EdgeReport) writeZIP215(w io.Writer, fit bool) {
	set := rep.ZIP215
	n := len(rep.Encodings)
	head := fmt.Sprintf("ZIP-215 small-order set: A and R each one of %d small-order encodings, S = 0, message %q (%d cases)",
		n, edge25519.ZIP215Message, len(set.Cases))
	if fit {
		fmt.Fprintln(w)
		termtext.WriteWords(w, "", head, 4)
	} else {
		fmt.Fprintf(w, "\n%s\n", head)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  verifier\taccepted\t")
	for _, row := range set.Rows {
		fmt.Fprintf(tw, "  %s\t%d\t\n", row.Name, row.Accepted)
	}
	tw.Flush()
	fmt.Fprintf(w, "all verifiers agree on %d of %d cases\n", len(set.Cases)-len(set.Divergences), len(set.Cases))

	groups := verdictGroups(set)
	if len(groups.members) > 1 {
		fmt.Fprintln(w, "answers per group of verifiers that agree (rows: A, columns: R, encodings below):")
		for i, p := range groups.cells {
			if fit {
				fmt.Fprintln(w)
				termtext.WriteWrapped(w, "  ", groups.members[i], 4)
				fmt.Fprint(w, "     ")
			} else {
				fmt.Fprintf(w, "\n  %s\n     ", strings.Join(groups.members[i], ", "))
			}
			for j := 0; j < n; j++ {
				fmt.Fprintf(w, "%3d", j)
			}
			fmt.Fprintln(w)
			for i := 0; i < n; i++ {
				fmt.Fprintf(w, "  %2d ", i)
				for j := 0; j < n; j++ {
					fmt.Fprintf(w, "%3c", p[i*n+j])
				}
				fmt.Fprintln(w)
			}
		}
	}
	fmt.Fprintln(w, "\nsmall-order encodings:")
	for _, e := range rep.Encodings {
		line := fmt.Sprintf("  %2d  %s  %s", e.Index, e.Hex, e.Desc)
		if fit && termtext.Len(line) > termtext.Width {
			// A description too long for the hex's line goes under it.
			fmt.Fprintf(w, "  %2d  %s\n", e.Index, e.Hex)
			termtext.WriteWords(w, "      ", e.Desc, 6)
			continue
		}
		fmt.Fprintln(w, line)
	}
}

// writeEdgeErrors prints every error a verifier returned, wrapped to
// termtext.Width when fit is set.
func writeEdgeErrors(w io.Writer, rep *EdgeReport, fit bool) {
	for _, set := range []EdgeSet{rep.Paper, rep.ZIP215} {
		for _, row := range set.Rows {
			for _, e := range row.Errors {
				line := fmt.Sprintf("error: %s: %s", row.Name, e)
				if fit {
					termtext.WriteWords(w, "", line, 4)
				} else {
					fmt.Fprintln(w, line)
				}
			}
		}
	}
}
