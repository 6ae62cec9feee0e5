package report

import (
	"fmt"
	"slices"
	"strings"
)

// The agreement grid is the run's cross-check at a glance: one row per
// table of the report, one column per implementation, each cell saying
// whether the implementation's outputs matched the others' on the same
// inputs (the digests the tables' notes compare). The HTML report draws it
// in colour; report.md says the same in its "Outputs:" line and notes.

// agreement is one cell of the grid, from best to worst news.
type agreement int

const (
	outNotMeasured agreement = iota // the run made no call of it
	outLacks                        // the implementation lacks the call
	outAlone                        // measured, but no other output to compare with
	outAgrees                       // its outputs equal the others' at every length
	outFailed                       // the call returned an error
	outDiffers                      // its output differs from the others' at some length
)

// stateInfo is how the grid shows one state.
type stateInfo struct {
	state       agreement
	mark, class string
	meaning     string
}

// agreementInfo is what the legend shows for each state, in the order of
// the legend: the mark in the cell, a CSS class and the meaning.
var agreementInfo = []stateInfo{
	{outAgrees, "✓", "agrees", "same output as the other implementations on the same inputs"},
	{outDiffers, "✗", "differs", "output differs from the other implementations' (see the notes under its table)"},
	{outFailed, "!", "failed", "the call failed (see the notes under its table)"},
	{outAlone, "○", "alone", "measured, but no other implementation's output to compare with"},
	{outLacks, "—", "lacks", "the implementation lacks this operation"},
	{outNotMeasured, "", "unmeasured", "not measured in this run"},
}

// gridCell is one cell: its state and a tooltip naming what it is.
type gridCell struct {
	Mark, Class, Title string
}

// gridRow is one table of the report.
type gridRow struct {
	Label string
	Cells []gridCell
}

// agreementGrid is the grid with its column headers.
type agreementGrid struct {
	Impls []string
	Rows  []gridRow
	// Legend lists each state's mark, class and meaning.
	Legend []gridCell
}

// agreementGrid builds the grid of gs over every implementation of the
// run, or returns nil when the run compared nothing (a single
// implementation), where a grid would say nothing.
func (r view) agreementGrid(gs []*group) *agreementGrid {
	if len(r.Impls) < 2 {
		return nil
	}
	grid := &agreementGrid{}
	for _, im := range r.Impls {
		grid.Impls = append(grid.Impls, im.Name)
	}
	for _, a := range agreementInfo {
		grid.Legend = append(grid.Legend, gridCell{Mark: a.mark, Class: a.class, Title: a.meaning})
	}
	for _, g := range gs {
		row := gridRow{Label: g.Op + " " + g.Call}
		if g.PerByte {
			row.Label += ", per byte"
		}
		states := outputAgreement(g)
		for _, im := range r.Impls {
			s, ok := states[im.Name]
			switch {
			case !ok && (!slices.Contains(im.Ops, g.Op) || r.lacksCall(g, im.Name)):
				s = outLacks
			case !ok:
				s = outNotMeasured
			}
			info := agreementInfo[slices.IndexFunc(agreementInfo, func(i stateInfo) bool { return i.state == s })]
			row.Cells = append(row.Cells, gridCell{
				Mark:  info.mark,
				Class: info.class,
				Title: fmt.Sprintf("%s, %s: %s", im.Name, row.Label, info.meaning),
			})
		}
		grid.Rows = append(grid.Rows, row)
	}
	return grid
}

// lacksCall reports whether the run recorded that impl lacks g's call.
func (r view) lacksCall(g *group, impl string) bool {
	for _, l := range r.lacking(g) {
		if l.Impl == impl {
			return true
		}
	}
	return false
}

// outputAgreement gives the state of every implementation measured in g.
// At each length the reference output is the one most implementations
// produced; when two outputs tie for most, no output is the reference and
// every implementation compared there differs, since the run cannot tell
// which is right.
func outputAgreement(g *group) map[string]agreement {
	states := map[string]agreement{}
	worsen := func(im string, s agreement) {
		if s > states[im] {
			states[im] = s
		}
	}
	for _, im := range g.Impls {
		worsen(im, outAlone)
	}
	for _, n := range g.Lengths {
		count := map[string]int{}
		for _, im := range g.Impls {
			c := g.cell(im, n)
			switch {
			case c == nil:
			case c.Lacks != "":
				// A length it cannot take: the others still compare.
			case c.Error != "":
				worsen(im, outFailed)
			case c.Digest != "":
				count[c.Digest]++
			}
		}
		compared := 0
		for _, k := range count {
			compared += k
		}
		if compared < 2 {
			continue
		}
		ref, best, tie := "", 0, false
		for d, k := range count {
			switch {
			case k > best:
				ref, best, tie = d, k, false
			case k == best:
				tie = true
			}
		}
		for _, im := range g.Impls {
			c := g.cell(im, n)
			if c == nil || c.Digest == "" || c.Lacks != "" || c.Error != "" {
				continue
			}
			if tie || !strings.EqualFold(c.Digest, ref) {
				worsen(im, outDiffers)
			} else {
				worsen(im, outAgrees)
			}
		}
	}
	// An implementation whose every cell lacks the call lacks it.
	for _, im := range g.Impls {
		all := true
		for _, c := range g.cells[im] {
			all = all && c.Lacks != ""
		}
		if all {
			states[im] = outLacks
		}
	}
	return states
}
