package report

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/record"
)

// cgoTable shows the cost of an empty call with and without cgo.
func (r view) cgoTable() *table {
	// The call's title and, when it failed, its error come from the results.
	t := &table{title: "cgo call cost: an empty function called in a loop", header: []string{"call", "ns 25%", "ns 50%", "ns 75%"}, input: inputCols(0, 1)}
	if r.unit() != "ns" {
		t.header = append(t.header, r.unit()+" 50%")
	}
	for _, c := range []*record.Cell{r.CGo.GoCall, r.CGo.CCall} {
		if c == nil {
			continue
		}
		row := []string{c.Title}
		if !c.OK() {
			row = append(row, c.Error)
			for len(row) < len(t.header) {
				row = append(row, "")
			}
		} else {
			row = append(row, fmtNum(c.Ns.Q1), fmtNum(c.Ns.Median), fmtNum(c.Ns.Q3))
			if c.Ticks != nil {
				row = append(row, fmtNum(c.Ticks.Median))
			}
		}
		t.rows = append(t.rows, row)
	}
	if g, c := r.CGo.GoCall, r.CGo.CCall; g != nil && c != nil && g.OK() && c.OK() {
		t.notes = append(t.notes, fmt.Sprintf("crossing from Go to C and back costs about %s ns per call", fmtNum(c.Ns.Median-g.Ns.Median)))
	}
	return t
}

// efficiencyTable shows, for every C loop of every binding, what the
// binding adds per call beyond the cgo crossing and its efficiency at each
// measured length: one row per binding, C function and kind of call. With
// a Go-side run (record.CGoCost.GoSide) beside it, each row also shows the
// binding's Go side measured with its C calls elided, which then decides
// whether the row is over the target; a Go-side run's own report shows
// that figure alone (goSideTable).
func (r view) efficiencyTable() *table {
	if r.Run.GoSideOnly {
		return r.goSideTable()
	}
	crossing := r.crossing()
	lengths := r.loopLengths()
	t := &table{
		title: fmt.Sprintf(
			"binding cost: each C binding beside a C loop of the same calls (targets: at most %s ns added per call, "+
				"efficiency ≥ %.2f from %d bytes)",
			fmtNum(record.AddedTarget), record.EfficiencyTarget, record.TargetFrom),
		header: []string{"binding", "C function", "operation", "ns added", fmt.Sprintf("≥ %.2f from", record.EfficiencyTarget)},
		input:  inputCols(0, 1, 2),
		keys:   3,
	}
	goSide := r.goSidePoints()
	if goSide != nil {
		t.header = slices.Insert(t.header, 4, "Go side ns")
	}
	for _, n := range lengths {
		t.header = append(t.header, lengthLabel(n))
	}
	t.header = append(t.header, "per call")
	// Where a call's code and data lie moves its time, both ways, even
	// with the address layout fixed for the run: a binding measured
	// clearly faster than its own C loop shows how far, since no Go-side
	// work makes a call faster. Beyond the target's 5 ns, that move is
	// taken as a share of the call (the layout's reach: the largest such
	// share in the run), and a binding is named over the target only
	// beyond 5 ns plus that share of its call, so that the run's own
	// evidence, not a guess, sets what a difference of a few ns can mean.
	rows := r.loopRows(r.CGo.Loops)
	var reach float64
	reachRow := ""
	for _, row := range rows {
		if p := overhead(row.pts); p.bytes >= 0 && !p.crossingIncluded && p.loopNs > 0 {
			if share := (-(p.added + 2*nanZero(p.se)) - record.AddedTarget) / p.loopNs; share > reach {
				reach, reachRow = share, fmt.Sprintf("%s %s measured %s ns beside its own C loop, %s of its %s call beyond %s ns",
					row.impl, row.function, fmtNum(p.added), percent(share), callTime(p.loopNs), fmtNum(record.AddedTarget))
			}
		}
	}
	var over, within []string
	notes := map[string]bool{}
	for _, row := range rows {
		op := row.op + " " + row.call
		if !row.perByte && len(row.pts) > 0 && row.pts[0].bytes > 0 {
			op += fmt.Sprintf(", %d bytes", row.pts[0].bytes)
		}
		line := []string{row.impl, row.function, op}
		p := overhead(row.pts)
		cell := addedText(p)
		g, timedGoSide := goSide[row.key()]
		if !timedGoSide {
			g = loopPoint{bytes: -1}
		}
		switch beyond := p.added - 2*nanZero(p.se); {
		case goSide != nil && timedGoSide:
			// The Go side, free of the C call's noise and layout, decides.
			if clearlyOver(g) {
				over = append(over, overText(row, g))
			}
		case p.bytes >= 0 && !p.crossingIncluded && beyond > record.AddedTarget:
			// Over the target only when clearly so: by two standard
			// errors, and beyond the layout's reach on a call of its length.
			if beyond > record.AddedTarget+reach*p.loopNs {
				o := overText(row, p)
				if goSide != nil {
					o += " with its C call, no Go-side figure"
				}
				over = append(over, o)
			} else {
				cell += " (within layout)"
				within = append(within, fmt.Sprintf("%s %s", row.impl, row.function))
			}
		}
		line = append(line, cell)
		if goSide != nil {
			line = append(line, addedText(g))
		}
		if row.perByte {
			line = append(line, fromText(row.pts))
		} else {
			line = append(line, "")
		}
		for _, n := range lengths {
			line = append(line, row.efficiencyAt(n))
		}
		if !row.perByte && len(row.pts) > 0 {
			line = append(line, efficiencyText(row.pts[0].efficiency))
		} else {
			line = append(line, "")
		}
		t.rows = append(t.rows, line)
		t.addRowNotes(row, notes)
	}
	switch {
	case r.crossingMeasured():
		t.notes = append(t.notes,
			"ns added: what a call through the binding costs beyond the same C calls made through one bare cgo call (its C "+
				"loop called with n = 1, which pays the crossing once per call and does no Go-side work, called from Go as the "+
				"binding is: through the family's interface, with the same arguments), ± its standard error (from the "+
				"quartiles of both), at the length measured most precisely; a long call's own noise hides a few ns")
	case math.IsNaN(crossing):
		t.notes = append(t.notes,
			"ns added: what a call through the binding costs beyond the same call in the C loop, ± its standard error, at "+
				"the length measured most precisely, the crossing included: the empty call was not measured")
	default:
		t.notes = append(t.notes, fmt.Sprintf(
			"ns added: what a call through the binding costs beyond the same call in the C loop, less the %s ns crossing of "+
				"an empty call, ± its standard error (from the quartiles of both), at the length measured most precisely; a "+
				"long call's own noise hides a few ns",
			fmtNum(crossing)))
	}
	if gs := r.CGo.GoSide; gs != nil {
		from := fmt.Sprintf("a run of %s (%s)", gs.Date.UTC().Format("2006-01-02"), gs.Command)
		if gs.Runs > 1 {
			from = fmt.Sprintf("%d runs of %s, one per code layout (the first: %s)", gs.Runs, gs.Date.UTC().Format("2006-01-02"), gs.Command)
		}
		t.notes = append(t.notes, fmt.Sprintf(
			"Go side ns: the same, measured in the Go-side build (make goside: naclcmp built with -tags naclcmp_goside, "+
				"whose C functions return at once), so that the figure holds the binding's argument checks, conversions and "+
				"copies without the noise or the layout of its C call; from %s, %s; this column, not ns added, decides which "+
				"bindings are over the target; — where that run did not time the binding",
			from, fastPassesText))
	}
	if crossing > 0 {
		t.notes = append(t.notes, fmt.Sprintf(
			"the %s ns crossing of an empty call alone keeps efficiency below %.2f for calls shorter than %s ns in the C "+
				"loop, whatever a binding does",
			fmtNum(crossing), record.EfficiencyTarget, fmtNum(callFor(crossing))))
	}
	if math.IsNaN(crossing) && !r.crossingMeasured() {
		return t
	}
	if reach > 0 {
		t.notes = append(t.notes, fmt.Sprintf(
			"layout: where a call's code and data lie moves its time, both ways, even with the address layout fixed for the "+
				"run; here %s (two standard errors included): no Go-side work makes a call faster, so a difference within %s ns "+
				"plus %s of a call is not taken as the binding's",
			reachRow, fmtNum(record.AddedTarget), percent(reach)))
	}
	if len(within) > 0 {
		t.notes = append(t.notes, fmt.Sprintf("(within layout): more than %s ns, but within %s ns plus %s of the call: %s",
			fmtNum(record.AddedTarget), fmtNum(record.AddedTarget), percent(reach), strings.Join(within, ", ")))
	}
	t.notes = append(t.notes, overNote(over, goSide != nil))
	return t
}

// goSideTable is a Go-side run's own binding table: what each binding
// adds beyond the crossing with its C calls elided, at its most precise
// length, and the bindings over the target.
func (r view) goSideTable() *table {
	t := &table{
		title:  fmt.Sprintf("Go side of each C binding: its call beyond the crossing, with its C calls elided (target: at most %s ns)", fmtNum(record.AddedTarget)),
		header: []string{"binding", "C function", "operation", "Go side ns", "at"},
		input:  inputCols(0, 1, 2),
		keys:   3,
	}
	var over []string
	notes := map[string]bool{}
	for _, row := range r.loopRows(r.CGo.Loops) {
		p := overhead(row.pts)
		at := ""
		if p.bytes >= 0 && (row.perByte || p.bytes > 0) {
			at = bytesText(p.bytes)
		}
		t.rows = append(t.rows, []string{row.impl, row.function, row.op + " " + row.call, addedText(p), at})
		if p.bytes >= 0 && clearlyOver(p) {
			over = append(over, overText(row, p))
		}
		t.addRowNotes(row, notes)
	}
	t.notes = append(t.notes,
		"this run is of the Go-side build (naclcmp built with -tags naclcmp_goside): every C function the bindings' "+
			"timed calls make returns at once, so a binding's call beyond the same elided calls through one bare cgo call "+
			"(its C loop with n = 1, called as the binding is) is its Go side alone: argument checks, conversions, copies; "+
			"its outputs are garbage and nothing else is measured; give its results.json to a normal run (bench --go-side) "+
			"to set these figures beside the bindings' real cost",
		"Go side ns: the median, round by round, of the binding's batch less the bare call's, ± its standard error, at "+
			"the length measured most precisely; "+fastPassesText+": a shared machine runs in a fast and a slow state "+
			"(here bare calls of about 40 and about 70 ns) and the Go side scales with it, so the fast passes, chosen by "+
			"the bare call and not by the binding's figure, show the binding's own cost, and their median keeps one lucky "+
			"or unlucky pass from deciding",
		overNote(over, true))
	return t
}

// addRowNotes notes a binding row's errors and its loop's note, each once
// per table (seen).
func (t *table) addRowNotes(row loopRow, seen map[string]bool) {
	for _, e := range row.errors {
		if !seen[e] {
			seen[e] = true
			t.notes = append(t.notes, "error: "+e)
		}
	}
	if row.note != "" && !seen[row.impl+row.note] {
		seen[row.impl+row.note] = true
		t.notes = append(t.notes, fmt.Sprintf("%s, %s: %s", row.impl, row.function, row.note))
	}
}
