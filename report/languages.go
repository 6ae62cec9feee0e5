package report

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/naclcmp/naclcmp/record"
)

// "One algorithm, three languages": implementations that follow the same
// published code (record.ImplInfo.Algorithm) in different languages, side
// by side. Everywhere else the report compares libraries, whose designs
// differ (assembly, vector units, other field arithmetic); here the code is
// the same line for line, so what differs is the compiler and the runtime.

// languageHeading is the heading of the section in report.md.
const languageHeading = "One algorithm, three languages"

// languageOrder ranks the languages of an algorithm's columns: C first,
// because it is the original the ports follow and the ratios divide by it,
// then Go and JavaScript; any other language after them.
var languageOrder = map[string]int{"C": 0, "Go": 1, "JavaScript": 2}

// languageRank is l's place in languageOrder.
func languageRank(l string) int {
	if r, ok := languageOrder[l]; ok {
		return r
	}
	return len(languageOrder)
}

// languageAbbrev names a language in a ratio's header: "JS/C" fits a
// column where "JavaScript/C" would widen it.
func languageAbbrev(l string) string {
	if l == "JavaScript" {
		return "JS"
	}
	return l
}

// algorithmGroup is the implementations of the run that follow one
// published code, in at least two languages, ordered by languageOrder (the
// registry's order within a language).
type algorithmGroup struct {
	algorithm string
	impls     []record.ImplInfo
}

// algorithmGroups returns the run's algorithm groups, in the order their
// first implementation is listed. An algorithm followed in one language
// only compares libraries, not languages, and is left out.
func (r view) algorithmGroups() []algorithmGroup {
	var out []algorithmGroup
	for _, g := range sideGroups(r.Impls, func(im record.ImplInfo) string { return im.Algorithm },
		func(im record.ImplInfo) string { return im.Language }, languageRank) {
		out = append(out, algorithmGroup{algorithm: g[0].Algorithm, impls: g})
	}
	return out
}

// sideGroups groups impls by key (those with an empty key left out), in
// the order each key is first listed, keeps the groups whose members
// differ in column (a language, a host) at least twice, and orders each
// group's members by rank of their column, stably.
func sideGroups(impls []record.ImplInfo, key, column func(record.ImplInfo) string, rank func(string) int) [][]record.ImplInfo {
	var all [][]record.ImplInfo
	index := map[string]int{}
	for _, im := range impls {
		k := key(im)
		if k == "" {
			continue
		}
		i, ok := index[k]
		if !ok {
			i = len(all)
			index[k] = i
			all = append(all, nil)
		}
		all[i] = append(all[i], im)
	}
	var out [][]record.ImplInfo
	for _, g := range all {
		cols := map[string]bool{}
		for _, im := range g {
			cols[column(im)] = true
		}
		if len(cols) < 2 {
			continue
		}
		slices.SortStableFunc(g, func(a, b record.ImplInfo) int { return cmp.Compare(rank(column(a)), rank(column(b))) })
		out = append(out, g)
	}
	return out
}

// languages lists the group's languages, each once, in column order.
func (ag algorithmGroup) languages() []string {
	var out []string
	for _, im := range ag.impls {
		if !slices.Contains(out, im.Language) {
			out = append(out, im.Language)
		}
	}
	return out
}

// ratioNames are the names the ratio headers use for the group's columns:
// the language, or the implementation's name where two columns share a
// language and the language would not say which.
func (ag algorithmGroup) ratioNames() []string {
	count := map[string]int{}
	for _, im := range ag.impls {
		count[im.Language]++
	}
	out := make([]string, len(ag.impls))
	for i, im := range ag.impls {
		out[i] = languageAbbrev(im.Language)
		if count[im.Language] > 1 {
			out[i] = im.Name
		}
	}
	return out
}

// measuredBy reports whether any of impls has a cell in g.
func measuredBy(impls []record.ImplInfo, g *group) bool {
	for _, im := range impls {
		if g.cells[im.Name] != nil {
			return true
		}
	}
	return false
}

// languageLengths are the lengths at which the section shows a
// byte-oriented call: those measured nearest 64, 1024 and 4096 bytes (on a
// logarithmic scale: a quick run has 64, 1024 and 4096 themselves), each
// once. The long figure and the charts cover the rest.
func languageLengths(g *group) []int {
	var out []int
	for _, want := range []int{64, record.LongFrom, record.LongTo} {
		best, dist := 0, math.Inf(1)
		for _, n := range g.Lengths {
			if n <= 0 || n >= record.MiB {
				continue
			}
			if d := math.Abs(math.Log(float64(n) / float64(want))); d < dist {
				best, dist = n, d
			}
		}
		if best > 0 && !slices.Contains(out, best) {
			out = append(out, best)
		}
	}
	return out
}

// langFigure is one implementation's entry in a row of an algorithm's
// table: its quartiles when it has a figure, else the text that says why
// not ("—", "error", "noise" or nothing).
type langFigure struct {
	q    record.Quartiles
	ok   bool
	text string
}

// languageTable is the table of one algorithm group: one row per figure of
// every operation call the group has (per byte at the lengths of
// languageLengths and eBACS's long figure, or per call), one column per
// implementation, then each implementation's figure divided by the first
// column's, the C original's. Figures are in ns, whatever the counter: a
// node process and a Go one read the same clock.
func (r view) languageTable(ag algorithmGroup, gs []*group) *table {
	names := ag.ratioNames()
	langs := ag.languages()
	ratios := make([]string, 0, len(ag.impls)-1)
	for _, n := range names[1:] {
		ratios = append(ratios, n+"/"+names[0])
	}
	verb := "divide"
	if len(ratios) == 1 {
		verb = "divides"
	}
	t := &table{
		title: fmt.Sprintf("%s in %s: median ns per byte or per call; %s %s by the %s figure (%s)",
			ag.algorithm, joinAnd(langs), joinAnd(ratios), verb, ag.impls[0].Name, record.UnsteadyMark),
		header: []string{"operation", "figure"},
		input:  inputCols(0),
		keys:   2,
	}
	for _, im := range ag.impls {
		t.header = append(t.header, fmt.Sprintf("%s (%s)", im.Name, im.Language))
	}
	t.header = append(t.header, ratios...)

	sideRows(t, ag.impls, gs)
	if c := r.CGo.CCall; c != nil && c.OK() && ag.impls[0].Language == "C" {
		t.notes = append(t.notes, fmt.Sprintf(
			"%s is called through cgo: each of its calls includes the crossing, %s ns for an empty call, which weighs on "+
				"short messages and cheap calls",
			ag.impls[0].Name, fmtNum(c.Ns.Median)))
	}
	return t
}

// sideRows appends to t, whose header names impls in order, one row per
// figure of every operation call that any of impls has in gs (per byte at
// the lengths of languageLengths and eBACS's long figure, or per call),
// with each implementation's figure and then each figure but the first
// divided by the first's; a note per failed call and one for noisy
// figures.
func sideRows(t *table, impls []record.ImplInfo, gs []*group) {
	sideRowsOf(t, impls, gs, func(g *group) bool { return measuredBy(impls, g) })
}

// sideRowsOf is sideRows over the groups of gs that keep accepts.
func sideRowsOf(t *table, impls []record.ImplInfo, gs []*group, keep func(*group) bool) {
	var noisy []string
	for _, g := range gs {
		if !keep(g) {
			continue
		}
		label := g.Op + " " + g.Call
		// add appends one row; the operation is named on its first row
		// only, as the merged report's tables do.
		add := func(figure string, fig func(name string) langFigure) {
			row := []string{label, figure}
			label = ""
			figs := make([]langFigure, len(impls))
			for i, im := range impls {
				switch {
				case !slices.Contains(im.Ops, g.Op):
					figs[i].text = "—"
				case g.cells[im.Name] == nil:
					// Provided but not measured (an operation filter,
					// an interrupted run): no figure, and no claim.
				default:
					figs[i] = fig(im.Name)
				}
				if figs[i].text == noise && !slices.Contains(noisy, im.Name) {
					noisy = append(noisy, im.Name)
				}
				row = append(row, figs[i].text)
			}
			for _, f := range figs[1:] {
				row = append(row, ratioFigure(f, figs[0]))
			}
			t.rows = append(t.rows, row)
		}
		if g.PerByte {
			for _, n := range languageLengths(g) {
				add(fmt.Sprintf("ns/byte, %s B", lengthLabel(n)), func(name string) langFigure {
					return cellFigure(g.cell(name, n), 1/float64(n))
				})
			}
			if slices.Contains(g.Lengths, record.LongFrom) && slices.Contains(g.Lengths, record.LongTo) {
				add("ns/byte, long", func(name string) langFigure { return longFigure(g, name) })
			}
		} else {
			figure := "ns/call"
			if g.Bytes > 0 {
				figure += fmt.Sprintf(", %d B", g.Bytes)
			}
			add(figure, func(name string) langFigure { return cellFigure(g.only(name), 1) })
		}
		// One note per implementation and call: its first error.
		for _, im := range impls {
			for _, n := range g.Lengths {
				if c := g.cell(im.Name, n); c != nil && c.Error != "" {
					t.notes = append(t.notes, fmt.Sprintf("error: %s, %s %s: %s", im.Name, g.Op, g.Call, c.Error))
					break
				}
			}
		}
	}
	if len(noisy) > 0 {
		t.notes = append(t.notes, noiseNote(noisy))
	}
}

// cellFigure is c's median in ns times scale (1/n for a cost per byte).
func cellFigure(c *record.Cell, scale float64) langFigure {
	switch {
	case c == nil:
		return langFigure{}
	case c.Lacks != "":
		return langFigure{text: "—"}
	case !c.OK():
		return langFigure{text: "error"}
	}
	q := c.Ns.Scale(scale).Quartiles()
	return langFigure{q: q, ok: q.Median > 0, text: flag(fmtNum(q.Median), q.Unstable(), false)}
}

// longFigure is eBACS's long-message figure of impl in g, in ns per byte:
// "noise" when 4096 bytes measured cheaper than 1024, "error" when either
// failed.
func longFigure(g *group, impl string) langFigure {
	a, b := g.cell(impl, record.LongFrom), g.cell(impl, record.LongTo)
	switch {
	case a == nil || b == nil:
		return langFigure{}
	case !a.OK() || !b.OK():
		return langFigure{text: "error"}
	}
	q := record.Long(*a.Ns, *b.Ns)
	if q.Median <= 0 {
		return langFigure{text: noise}
	}
	return langFigure{q: q, ok: true, text: flag(fmtNum(q.Median), q.Unstable(), false)}
}

// ratioFigure is f's median divided by ref's, "?" when either is unstable:
// blank where either has no figure.
func ratioFigure(f, ref langFigure) string {
	if !f.ok || !ref.ok {
		return ""
	}
	return flag(fmtNum(f.q.Median/ref.q.Median), f.q.Unstable() || ref.q.Unstable(), false)
}

// languageSection writes the section to report.md: what it isolates, then
// one table per algorithm group; nothing when the run has none, as an
// empty section would only say so.
func (r view) languageSection(w io.Writer, gs []*group) {
	ags := r.algorithmGroups()
	if len(ags) == 0 {
		return // no two implementations follow one published code in two languages: no section
	}
	fmt.Fprintf(w, "## %s\n\n", languageHeading)
	fmt.Fprintln(w, "Each table below sets side by side implementations that follow the same published code in different languages. "+
		"The algorithm, its loops and its representation of numbers are the same, so the differences isolate the "+
		"compiler and the runtime (the C compiler behind cgo, Go's gc, node's V8), not the design. "+
		"pinenacl made the same experiment within one language: it timed its Dart port of TweetNaCl three ways, JiT in "+
		"the Dart VM, compiled AoT to a native binary, and compiled to JavaScript by dart2js and run in node, "+
		"and the same crypto_hash_sha512 ran at 7.60, 5.25 and 1.91 MB/s on 1 MiB messages "+
		"([pinenacl-dart](https://github.com/ilap/pinenacl-dart), benchmark/README.md). "+
		"\"—\": the implementation lacks the operation; \"error\": it failed (the note under the table says how).")
	fmt.Fprintln(w)
	for _, ag := range ags {
		r.languageTable(ag, gs).markdown(w)
	}
}

// writeLanguageTables prints the algorithm groups' tables for a terminal;
// nothing when the run has none.
func (r view) writeLanguageTables(w io.Writer, gs []*group, wide bool) {
	for _, ag := range r.algorithmGroups() {
		r.languageTable(ag, gs).text(w, wide)
	}
}
