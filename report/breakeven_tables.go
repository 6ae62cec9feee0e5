package report

// The tables and the section of "When cgo pays" (breakeven.go finds its
// rows and verdicts).

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/record"
)

// paysLengths are the length columns of the byte-oriented table: every
// length the rows measured, or, past eight, eBACS's and 1 MiB (the chart
// has them all). Unlike a call's own table, 1 MiB is a column: it is where
// the crossing matters least and the code most.
func paysLengths(rows []*paysRow) []int {
	var all []int
	for _, pr := range rows {
		for _, n := range pr.g.Lengths {
			if n > 0 && !slices.Contains(all, n) {
				all = append(all, n)
			}
		}
	}
	slices.Sort(all)
	if len(all) <= 8 {
		return all
	}
	var out []int
	for _, n := range all {
		if slices.Contains(ebacsLengths, n) || n >= record.MiB {
			out = append(out, n)
		}
	}
	return out
}

// crossingNs is the median ns of an empty cgo call, or 0 when it was not
// measured.
func (r view) crossingNs() float64 {
	if c := r.CGo.CCall; c != nil && c.OK() {
		return c.Ns.Median
	}
	return 0
}

// paysByteTable is the byte-oriented calls' table: the fastest of each
// side, the speed-up at each length and the break-even.
func (r view) paysByteTable(rows []*paysRow) *table {
	shown := paysLengths(rows)
	t := &table{
		title: fmt.Sprintf("When cgo pays, byte-oriented calls: fastest Go ns ÷ fastest C ns per call at each length; above 1 C through cgo is faster (%s)",
			record.UnsteadyMark),
		header: []string{"operation", "fastest C", "fastest Go"},
		input:  inputCols(0, 1, 2),
	}
	for _, n := range shown {
		t.header = append(t.header, lengthLabel(n))
	}
	verdict := "C faster"
	if x := r.crossingNs(); x > 0 {
		verdict = fmt.Sprintf("C faster (empty cgo call: %s ns)", fmtNum(x))
	}
	t.header = append(t.header, verdict)
	for _, pr := range rows {
		row := []string{pr.g.Op + " " + pr.g.Call, fastestNames(pr.pts, true), fastestNames(pr.pts, false)}
		for _, n := range shown {
			switch p := pr.point(n); {
			case p != nil:
				row = append(row, flag(fmtNum(p.speedup()), p.unstable(), false))
			case pr.failed[n] != "":
				row = append(row, "error")
			default:
				row = append(row, "")
			}
		}
		t.rows = append(t.rows, append(row, breakEven(pr.pts)))
		t.notes = append(t.notes, pr.failureNotes()...)
	}
	return t
}

// paysCallTable is the per-call operations' table: the fastest of each
// side, their medians and which is faster.
func (r view) paysCallTable(rows []*paysRow) *table {
	t := &table{
		title: fmt.Sprintf("When cgo pays, per-call operations: the fastest C (through cgo) and Go implementations, median ns per call (%s)",
			record.UnsteadyMark),
		header: []string{"operation", "fastest C", "C ns", "fastest Go", "Go ns", "faster"},
		input:  inputCols(0, 1, 3),
	}
	for _, pr := range rows {
		label := pr.g.Op + " " + pr.g.Call
		if pr.g.Bytes > 0 {
			label += fmt.Sprintf(" (%d B)", pr.g.Bytes)
		}
		if len(pr.pts) == 0 {
			row := []string{label, "", "", "", "", ""}
			for _, side := range pr.failed {
				if strings.Contains(side, "C") {
					row[1], row[2] = "error", "error"
				}
				if strings.Contains(side, "Go") {
					row[3], row[4] = "error", "error"
				}
			}
			t.rows = append(t.rows, row)
			t.notes = append(t.notes, pr.failureNotes()...)
			continue
		}
		p := pr.pts[0]
		t.rows = append(t.rows, []string{label,
			p.c.impl, flag(fmtNum(p.c.q.Median), p.c.q.Unstable(), false),
			p.goSide.impl, flag(fmtNum(p.goSide.q.Median), p.goSide.q.Unstable(), false),
			callVerdict(p)})
	}
	if x := r.crossingNs(); x > 0 {
		t.notes = append(t.notes, fmt.Sprintf("each C call includes the crossing: an empty cgo call costs %s ns", fmtNum(x)))
	}
	return t
}

// failureNotes says at which lengths a side of the row had only failures;
// the call's own table has the errors themselves.
func (pr *paysRow) failureNotes() []string {
	var out []string
	for _, n := range pr.g.Lengths {
		if side := pr.failed[n]; side != "" {
			where := ""
			if pr.g.PerByte {
				where = " at " + bytesText(n)
			}
			out = append(out, fmt.Sprintf("error: %s %s%s: every %s implementation failed (see the call's table)", pr.g.Op, pr.g.Call, where, side))
		}
	}
	return out
}

// splitPays separates byte-oriented rows from per-call ones.
func splitPays(rows []*paysRow) (perByte, perCall []*paysRow) {
	for _, pr := range rows {
		if pr.g.PerByte {
			perByte = append(perByte, pr)
		} else {
			perCall = append(perCall, pr)
		}
	}
	return perByte, perCall
}

// cgoPaysSection writes the section to report.md: the byte-oriented table,
// the chart, the per-call table; nothing when no call has both sides.
func (r view) cgoPaysSection(w io.Writer, gs []*group, charts map[string]bool) {
	rows := r.paysRows(gs)
	if len(rows) == 0 {
		return // no operation has both a C and a Go implementation: no break-even, no section
	}
	fmt.Fprintf(w, "## %s\n\n", cgoPaysHeading)
	crossing := "the crossing"
	if x := r.crossingNs(); x > 0 {
		crossing = fmt.Sprintf("the crossing (%s ns for an empty call here)", fmtNum(x))
	}
	var lengths []string
	for _, n := range r.Run.Lengths {
		lengths = append(lengths, lengthLabel(n))
	}
	bracket := "The break-even is known to lie between two measured lengths"
	if len(lengths) > 0 {
		bracket += " (this run: " + joinAnd(lengths) + ")"
	}
	if r.Run.Mode != "full" {
		bracket += "; a --full run, every 64 bytes up to 4096, brackets it to the step"
	}
	fmt.Fprintf(w, "A C library called through cgo pays %s on every call; a Go implementation pays none but may run slower code. "+
		"For each operation that has both, the tables set the fastest C implementation against the fastest Go one at each measured length: "+
		"speed-up = fastest Go time ÷ fastest C time, above 1 where the C binding is faster. "+
		"\"from N bytes\": C is faster at N and at every longer length measured, Go at the length before; \"only at\": "+
		"C is faster there but not at the longest length. %s. "+
		"JavaScript takes no part: the question is whether to call C from Go.\n\n", crossing, bracket)
	perByte, perCall := splitPays(rows)
	if len(perByte) > 0 {
		r.paysByteTable(perByte).markdown(w)
		if charts[cgoPaysChartName] {
			fmt.Fprint(w, chartLinks(cgoPaysChartName, true))
		}
	}
	if len(perCall) > 0 {
		r.paysCallTable(perCall).markdown(w)
	}
}

// writePaysTables prints the section's tables for a terminal; nothing when
// no call has both sides.
func (r view) writePaysTables(w io.Writer, gs []*group, wide bool) {
	perByte, perCall := splitPays(r.paysRows(gs))
	if len(perByte) > 0 {
		r.paysByteTable(perByte).text(w, wide)
	}
	if len(perCall) > 0 {
		r.paysCallTable(perCall).text(w, wide)
	}
}
