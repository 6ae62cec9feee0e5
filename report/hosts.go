package report

import (
	"fmt"
	"io"
	"slices"

	"github.com/naclcmp/naclcmp/record"
)

// "One library, three hosts": implementations that run one C library's
// code (record.ImplInfo.Runs) reached through different boundaries: Go
// through cgo, JavaScript through a node addon (N-API) and JavaScript
// calling the library compiled to WebAssembly. The library and its
// algorithms are the same; what differs is the binding technology, whose
// empty call the run measures in each host and the table shows first.

// hostHeading is the heading of the section in report.md.
const hostHeading = "One library, three hosts"

// hostOrder ranks the hosts of a library's columns: cgo first, the
// native call the others are divided by, then the node addon, then
// WebAssembly; any other host after them.
var hostOrder = map[string]int{"cgo": 0, "N-API": 1, "WebAssembly": 2}

// hostRank is h's place in hostOrder.
func hostRank(h string) int {
	if r, ok := hostOrder[h]; ok {
		return r
	}
	return len(hostOrder)
}

// hostGroup is the implementations of the run that run one library's code,
// through at least two hosts, ordered by hostOrder (the registry's order
// within a host).
type hostGroup struct {
	library string
	impls   []record.ImplInfo
}

// hostGroups returns the run's host groups, in the order their first
// implementation is listed. A library reached through one host only
// compares bindings, not hosts, and is left out.
func (r view) hostGroups() []hostGroup {
	var out []hostGroup
	for _, g := range sideGroups(r.Impls, func(im record.ImplInfo) string { return im.Runs },
		func(im record.ImplInfo) string { return im.Host }, hostRank) {
		out = append(out, hostGroup{library: g[0].Runs, impls: g})
	}
	return out
}

// hosts lists the group's hosts, each once, in column order.
func (hg hostGroup) hosts() []string {
	var out []string
	for _, im := range hg.impls {
		if !slices.Contains(out, im.Host) {
			out = append(out, im.Host)
		}
	}
	return out
}

// emptyCall is one implementation's empty call across its host boundary
// and the empty call of its caller's language it is set against.
type emptyCall struct {
	what, floorWhat string
	call, floor     *record.Cell
}

// cost is what the boundary adds to a call, in ns: the empty call's
// median less the floor's, and whether both were measured.
func (e emptyCall) cost() (float64, bool) {
	if e.call == nil || e.floor == nil || !e.call.OK() || !e.floor.OK() {
		return 0, false
	}
	return e.call.Ns.Median - e.floor.Ns.Median, true
}

// emptyCallOf returns im's empty calls from the run: cgo's for a C
// binding, the ones timed in its own process for the others.
func (r view) emptyCallOf(im record.ImplInfo) emptyCall {
	if im.Host == "cgo" {
		return emptyCall{what: "an empty C function called through cgo", floorWhat: "an empty Go function",
			call: r.CGo.CCall, floor: r.CGo.GoCall}
	}
	e := emptyCall{floorWhat: "an empty function in the same process"}
	for i := range r.CGo.Hosts {
		c := &r.CGo.Hosts[i]
		if c.Impl != im.Name {
			continue
		}
		switch c.Call {
		case "host-call":
			e.what, e.call = c.Title, c
		case "floor-call":
			e.floor = c
		}
	}
	return e
}

// hostTable is the table of one host group: first the cost of each
// host's empty call beyond an empty call of its caller's language, then
// the rows of sideRows for the operations measured through two hosts or
// more, each implementation's figure and its ratio to the first column's,
// the library called through cgo.
func (r view) hostTable(hg hostGroup, gs []*group) *table {
	names := make([]string, len(hg.impls))
	for i, im := range hg.impls {
		names[i] = im.Name
	}
	ratios := make([]string, 0, len(names)-1)
	for _, n := range names[1:] {
		ratios = append(ratios, n+"/"+names[0])
	}
	t := &table{
		title: fmt.Sprintf("%s through %s: median ns per byte or per call, the first row the empty call across each boundary; ratios divide by %s (%s)",
			hg.library, joinAnd(hg.hosts()), names[0], record.UnsteadyMark),
		header: []string{"operation", "figure"},
		input:  inputCols(0),
		keys:   2,
	}
	for _, im := range hg.impls {
		t.header = append(t.header, fmt.Sprintf("%s (%s)", im.Name, im.Host))
	}
	t.header = append(t.header, ratios...)

	row := []string{"empty call", "ns/call beyond an empty one"}
	figs := make([]langFigure, len(hg.impls))
	for i, im := range hg.impls {
		e := r.emptyCallOf(im)
		ns, ok := e.cost()
		switch {
		case ok:
			figs[i] = langFigure{q: record.Quartiles{Median: ns}, ok: ns > 0, text: fmtNum(ns)}
			t.notes = append(t.notes, fmt.Sprintf("empty call, %s (%s): %s, %s ns, less %s, %s ns",
				im.Name, im.Host, e.what, fmtNum(e.call.Ns.Median), e.floorWhat, fmtNum(e.floor.Ns.Median)))
			if ns <= 0 {
				t.notes = append(t.notes, fmt.Sprintf(
					"%s: the call across %s measured no slower than %s: the boundary costs nothing this run can measure",
					im.Name, im.Host, e.floorWhat))
			}
		case e.call != nil && e.call.Error != "":
			figs[i].text = "error"
			t.notes = append(t.notes, fmt.Sprintf("error: %s, empty call: %s", im.Name, e.call.Error))
		case e.floor != nil && e.floor.Error != "":
			figs[i].text = "error"
			t.notes = append(t.notes, fmt.Sprintf("error: %s, empty function call: %s", im.Name, e.floor.Error))
		}
		row = append(row, figs[i].text)
	}
	for _, f := range figs[1:] {
		row = append(row, ratioFigure(f, figs[0]))
	}
	t.rows = append(t.rows, row)
	// Only what two hosts have compares hosts: an operation of the cgo
	// binding alone would fill its row with "—".
	sideRowsOf(t, hg.impls, gs, func(g *group) bool { return len(hg.hostsMeasuring(g)) >= 2 })
	return t
}

// hostsMeasuring lists the hosts of the group with a cell in g.
func (hg hostGroup) hostsMeasuring(g *group) []string {
	var out []string
	for _, im := range hg.impls {
		if g.cells[im.Name] != nil && !slices.Contains(out, im.Host) {
			out = append(out, im.Host)
		}
	}
	return out
}

// hostSection writes the section to report.md: what it isolates, then one
// table per host group; nothing when the run has none.
func (r view) hostSection(w io.Writer, gs []*group) {
	hgs := r.hostGroups()
	if len(hgs) == 0 {
		return // no C library reached through two hosts: no section
	}
	fmt.Fprintf(w, "## %s\n\n", hostHeading)
	fmt.Fprintln(w, "Each table below sets side by side one C library reached through different hosts: from Go through cgo, from "+
		"JavaScript through a node addon (N-API), and from JavaScript compiled to WebAssembly. "+
		"The library's code is the same; what differs is the binding technology, and for WebAssembly the compiler's target. "+
		"The first row is what each boundary costs per call: an empty call across it less an empty call that stays in "+
		"the caller's language, both timed in the caller's process, so that the rows below can be read against it. "+
		"Versions differ where the packages bundle their own build of the library (see Implementations). "+
		"\"—\": the implementation lacks the operation; \"error\": it failed (the note under the table says how).")
	fmt.Fprintln(w)
	for _, hg := range hgs {
		r.hostTable(hg, gs).markdown(w)
	}
}

// writeHostTables prints the host groups' tables for a terminal; nothing
// when the run has none.
func (r view) writeHostTables(w io.Writer, gs []*group, wide bool) {
	for _, hg := range r.hostGroups() {
		r.hostTable(hg, gs).text(w, wide)
	}
}
