package report

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/record"
)

// "Answers": what a reader came for, before any method or machine. Per
// operation call: the fastest C, Go, JavaScript (node) and browser
// implementation at a short and at the longest message, whether C through
// cgo beats the fastest Go (the break-even of "When cgo pays"), and, where
// the run carries `naclcmp ct` verdicts, what they found; above the table,
// whether every implementation agreed and, where not, which differed.

// answersHeading is the heading of the section in report.md.
const answersHeading = "Answers"

// answersShort is the message length the answers call short: eBACS's
// 64 bytes, or the shortest the run measured when it measured none.
const answersShort = 64

// runtimeKinds are the answers' columns: the runtimes a user chooses
// between, in the order of languageOrder, JavaScript in a browser page
// apart from node's.
var runtimeKinds = []string{"C", "Go", "JavaScript", "browser"}

// runtimeKind is im's column among runtimeKinds: its language, except a
// JavaScript implementation in a browser page (named after its browser,
// "chromium:webcrypto", where node's are "js:…"), which is "browser".
func runtimeKind(im record.ImplInfo) string {
	if im.Language == "JavaScript" && !strings.HasPrefix(im.Name, "js:") {
		return "browser"
	}
	return im.Language
}

// answerLengths are the lengths g's answer rows show: a per-call group's
// one length; a per-byte group's short one (answersShort, or its shortest)
// and its longest, once when they are the same.
func answerLengths(g *group) []int {
	if len(g.Lengths) == 0 {
		return nil
	}
	if !g.PerByte {
		return g.Lengths[:1]
	}
	short, long := g.Lengths[0], g.Lengths[len(g.Lengths)-1]
	if slices.Contains(g.Lengths, answersShort) {
		short = answersShort
	}
	if short == long {
		return []int{long}
	}
	return []int{short, long}
}

// answersSection writes the section: the agreement, then one table row per
// operation call and answer length.
func (r view) answersSection(w io.Writer, gs []*group) {
	fmt.Fprintf(w, "## %s\n\n", answersHeading)
	fmt.Fprintln(w, r.agreement(gs))
	fmt.Fprintln(w)
	if odd := disagreements(gs); len(odd) > 0 {
		for _, d := range odd {
			fmt.Fprintf(w, "- %s\n", d)
		}
		fmt.Fprintln(w)
	}
	if len(gs) == 0 {
		return
	}
	r.answersTable(gs).markdown(w)
}

// answersTable is the section's table: the fastest implementation of each
// runtime the run measured, with its figure (per byte, or per call), the
// cgo verdict and, with verdicts, the constant-time finding.
func (r view) answersTable(gs []*group) *table {
	kind := map[string]string{}
	var kinds []string
	for _, im := range r.Impls {
		kind[im.Name] = runtimeKind(im)
	}
	for _, k := range runtimeKinds {
		if slices.ContainsFunc(r.Impls, func(im record.ImplInfo) bool { return kind[im.Name] == k }) {
			kinds = append(kinds, k)
		}
	}
	t := &table{
		title: fmt.Sprintf("Fastest of each runtime (%s per byte, or per call; ? unsteady), whether C through cgo beats Go, constant time",
			r.costName()),
		header: append([]string{"operation", "message"}, kinds...),
		input:  inputCols(0, 1),
	}
	t.header = append(t.header, "C via cgo vs Go")
	pays := map[GroupKey]string{}
	for _, pr := range r.paysRows(gs) {
		switch {
		case len(pr.pts) == 0:
		case pr.g.PerByte:
			pays[pr.g.GroupKey] = "C faster: " + breakEven(pr.pts)
		default:
			pays[pr.g.GroupKey] = callVerdict(pr.pts[0])
		}
	}
	ct := r.ConstantTime != nil && (r.ConstantTime.Valgrind != nil || r.ConstantTime.Timing != nil)
	if ct {
		t.header = append(t.header, "constant time")
	}
	for _, g := range gs {
		for i, n := range answerLengths(g) {
			row := []string{"", answerMessage(g, n)}
			if i == 0 {
				row[0] = g.Op + " " + g.Call
			}
			for _, k := range kinds {
				row = append(row, fastestOfKind(g, n, func(im string) bool { return kind[im] == k }))
			}
			if i == 0 {
				row = append(row, pays[g.GroupKey])
			} else {
				row = append(row, "")
			}
			if ct {
				if i == 0 {
					row = append(row, r.ctSummary(g.Op))
				} else {
					row = append(row, "")
				}
			}
			t.rows = append(t.rows, row)
		}
	}
	return t
}

// answerMessage names the message of a row: "64 bytes", "1 MiB", or a
// password hash's parameters.
func answerMessage(g *group, n int) string {
	switch {
	case g.Params != "":
		return g.Params
	case !g.PerByte && g.Bytes == 0:
		return "per call"
	}
	return bytesText(n)
}

// fastestOfKind is "name figure" for the fastest implementation of g at n
// bytes among those in, its figure per byte for a per-byte group; "—"
// when none of them measured it, "error" when they only failed.
func fastestOfKind(g *group, n int, in func(string) bool) string {
	var impls []string
	for _, im := range g.Impls {
		if in(im) {
			impls = append(impls, im)
		}
	}
	best, ok, failed := fastestAt(g, impls, n)
	switch {
	case failed:
		return "error"
	case !ok:
		return "—"
	}
	per := n
	if !g.PerByte {
		per = 1
	}
	return mdEscape(best.impl) + " " + cellText(g.cell(best.impl, n), per, false)
}

// ctSummary sums up the constant-time verdicts of op: which
// implementations leak under valgrind or in the timing test, or how many
// were checked with no finding; "" when none was checked.
func (r view) ctSummary(op string) string {
	var checked int
	var leaks, timing []string
	for _, im := range r.Impls {
		if !slices.Contains(im.Ops, op) {
			continue
		}
		m := r.ConstantTime.Mark(im.Name, op)
		if m == "not checked" {
			continue
		}
		checked++
		if strings.HasPrefix(m, "T!!!") {
			leaks = append(leaks, im.Name)
		}
		if strings.Contains(m, "timing leak") {
			timing = append(timing, im.Name)
		}
	}
	var parts []string
	if len(leaks) > 0 {
		parts = append(parts, "T!!! "+strings.Join(leaks, ", "))
	}
	if len(timing) > 0 {
		parts = append(parts, "timing leak: "+strings.Join(timing, ", "))
	}
	switch {
	case checked == 0:
		return ""
	case len(parts) == 0:
		return fmt.Sprintf("✓ %d checked", checked)
	}
	return mdEscape(strings.Join(parts, "; "))
}

// disagreements names, per measurement where implementations given the
// same inputs wrote different outputs, the ones that differ from the
// output most of them wrote (all of them, when no output has a majority).
func disagreements(gs []*group) []string {
	var out []string
	for _, g := range gs {
		for _, n := range g.Lengths {
			by := map[string][]string{}
			for _, im := range g.Impls {
				if c := g.cell(im, n); c != nil && c.Digest != "" {
					by[c.Digest] = append(by[c.Digest], im)
				}
			}
			if len(by) < 2 {
				continue
			}
			var most []string
			for _, ims := range by {
				if len(ims) > len(most) {
					most = ims
				}
			}
			var odd []string
			for _, im := range g.Impls {
				if c := g.cell(im, n); c != nil && c.Digest != "" && (!slices.Contains(most, im) || 2*len(most) <= countCells(by)) {
					odd = append(odd, im)
				}
			}
			out = append(out, fmt.Sprintf("%s %s at %s: %s differ", mdEscape(g.Op), mdEscape(g.Call), bytesText(n),
				mdEscape(strings.Join(odd, ", "))))
		}
	}
	return out
}

// countCells is the number of implementations over all outputs of by.
func countCells(by map[string][]string) int {
	n := 0
	for _, ims := range by {
		n += len(ims)
	}
	return n
}
