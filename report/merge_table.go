package report

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// unitPlan is the unit of one section's tables.
type unitPlan struct {
	ticks bool   // each run's counter; else nanoseconds
	unit  string // "cycles", "ticks" or "ns"
	name  string // "TSC cycles", "ns"
	note  string // why nanoseconds, when counters differ
}

// planUnits keeps the runs' counter when they all read the same kind:
// TSC cycles (cycles at the nominal clock, as eBACS compares machines), or
// ticks of counters at the same frequency. Ticks of counters at different
// frequencies, or a run without a counter, make every column nanoseconds.
func planUnits(runs []*MergedRun) unitPlan {
	first := runs[0].Results.Counter
	same := first.Unit != ""
	for _, r := range runs[1:] {
		c := r.Results.Counter
		if c.Unit != first.Unit || c.Name != first.Name ||
			(c.Unit != "cycles" && math.Abs(c.Hz-first.Hz) > 0.01*first.Hz) {
			same = false
		}
	}
	if same {
		return unitPlan{ticks: true, unit: first.Unit, name: first.Name}
	}
	p := unitPlan{unit: "ns", name: "ns"}
	if slices.ContainsFunc(runs, func(r *MergedRun) bool { return r.Results.Counter.Unit != "" }) {
		var parts []string
		for _, r := range runs {
			c := r.Results.Counter
			switch {
			case c.Name == "":
				parts = append(parts, r.Column+": no counter")
			case c.Unit == "cycles":
				parts = append(parts, r.Column+": "+c.Name)
			default:
				parts = append(parts, fmt.Sprintf("%s: %s at %.4g MHz", r.Column, c.Name, c.Hz/1e6))
			}
		}
		p.note = "The machines' counters measure different things (" + strings.Join(parts, "; ") +
			"), so every figure here is in nanoseconds, which every run measured; each run's counter figures are in merged.csv and in its own report."
	}
	return p
}

// cost returns the statistics of c in the plan's unit, or nil.
func (p unitPlan) cost(c *record.Cell) *record.Stats {
	if c == nil || !c.OK() {
		return nil
	}
	if p.ticks {
		return c.Ticks
	}
	return c.Ns
}

// mergedGroup is one table of a section: an operation call, with every
// run's group of it (nil where the run did not measure it).
type mergedGroup struct {
	GroupKey
	Family, Primitive, Title string
	Bytes                    int
	Params                   string // a password hash's cost parameters
	Impls                    []string
	Lengths                  []int
	per                      []*group // aligned with the section's runs
}

// mergeGroups gathers the runs' tables in catalogue order.
func mergeGroups(runs []*MergedRun) []*mergedGroup {
	var out []*mergedGroup
	index := map[GroupKey]*mergedGroup{}
	for i, run := range runs {
		for _, g := range (view{run.Results}).groups() {
			mg := index[g.GroupKey]
			if mg == nil {
				mg = &mergedGroup{
					GroupKey:  g.GroupKey,
					Family:    g.Family,
					Primitive: g.Primitive,
					Title:     g.Title,
					Bytes:     g.Bytes,
					Params:    g.Params,
					per:       make([]*group, len(runs)),
				}
				index[g.GroupKey] = mg
				out = append(out, mg)
			}
			mg.per[i] = g
			for _, im := range g.Impls {
				if !slices.Contains(mg.Impls, im) {
					mg.Impls = append(mg.Impls, im)
				}
			}
			for _, n := range g.Lengths {
				if !slices.Contains(mg.Lengths, n) {
					mg.Lengths = append(mg.Lengths, n)
				}
			}
		}
	}
	// Operations this build does not know (a newer suite's) go last.
	specIndex := map[string]int{}
	for i, s := range matrix.Specs {
		specIndex[s.ID()] = i
	}
	rank := func(op string) int {
		if i, ok := specIndex[op]; ok {
			return i
		}
		return len(matrix.Specs)
	}
	slices.SortStableFunc(out, func(a, b *mergedGroup) int { return rank(a.Op) - rank(b.Op) })
	for _, g := range out {
		slices.Sort(g.Lengths)
	}
	return out
}

// lacks reports whether impl is absent from run or lacks op there: "—".
func lacks(run *MergedRun, impl, op string) bool {
	for _, im := range run.Results.Impls {
		if im.Name == impl {
			return !slices.Contains(im.Ops, op)
		}
	}
	return true
}

// rowLengths returns the per-byte rows of g: eBACS's lengths when more
// were measured, then 1 MiB.
func (g *mergedGroup) rowLengths() []int {
	shown := (&group{Lengths: g.Lengths}).shownLengths()
	if n := g.Lengths[len(g.Lengths)-1]; n >= record.MiB {
		shown = append(shown, n)
	}
	return shown
}

// longRow stands for eBACS's long-message figure among the lengths.
const longRow = -1

// figure is one cell of a merged table: the median in the plan's unit,
// per byte at n bytes (or the long-message figure), or per call.
func (p unitPlan) figure(g *mergedGroup, run *MergedRun, rg *group, impl string, n int) (v float64, text string) {
	switch {
	case lacks(run, impl, g.Op):
		return 0, "—"
	case rg == nil || rg.cells[impl] == nil:
		return 0, ""
	case !g.PerByte:
		return p.median(rg.only(impl), 1)
	case n == longRow:
		a, b := p.cost(rg.cell(impl, record.LongFrom)), p.cost(rg.cell(impl, record.LongTo))
		if a == nil || b == nil {
			if hasError(rg, impl) {
				return 0, "error"
			}
			return 0, ""
		}
		q := record.Long(*a, *b)
		if q.Median < 0 {
			// Noise, not a cost (see noise): 0 keeps it from being the
			// fastest and from the charts' bars.
			return 0, noise
		}
		return q.Median, flag(fmtNum(q.Median), q.Unstable(), false)
	default:
		return p.median(rg.cell(impl, n), n)
	}
}

// median formats c's median divided by n, flagged when its quartiles
// spread; "" when c was not measured.
func (p unitPlan) median(c *record.Cell, n int) (float64, string) {
	if c != nil && c.Lacks != "" {
		return 0, "—"
	}
	if c != nil && c.Error != "" {
		return 0, "error"
	}
	s := p.cost(c)
	if s == nil {
		return 0, ""
	}
	q := s.Quartiles()
	return q.Median / float64(n), flag(fmtNum(q.Median/float64(n)), q.Unstable(), false)
}

// mergedTable is g's table over runs: for per-byte calls one block of rows
// per length (then "long"), one row per implementation; for per-call
// operations one row per implementation. The fastest implementation in
// each column of a block is marked.
func (p unitPlan) mergedTable(g *mergedGroup, runs []*MergedRun, emulated bool) *table {
	t := &table{}
	what, per := "cost per call", ""
	switch {
	case g.PerByte:
		what, per = "cost per byte", "/B"
	case g.Params != "":
		what = "cost per call, " + g.Params
	case g.Bytes > 0:
		what = fmt.Sprintf("cost per call, %d-byte message", g.Bytes)
	}
	t.title = fmt.Sprintf("%s %s — %s: %s, median in %s (* fastest on its machine, %s)",
		g.Op, g.Call, g.Title, what, p.name, record.UnsteadyMark)
	if emulated {
		t.title = "QEMU-emulated, not comparable with native figures — " + t.title
	}
	if g.PerByte {
		t.header, t.units, t.input = []string{"bytes", "impl"}, []string{"", ""}, inputCols(1)
	} else {
		t.header, t.units, t.input = []string{"impl"}, []string{""}, inputCols(0)
	}
	for _, run := range runs {
		t.header, t.units = append(t.header, run.Column), append(t.units, p.unit+per)
	}
	var noisy []string // "impl on column" of each noise cell
	block := func(label string, n int) {
		rows := make([][]string, len(g.Impls))
		for i, im := range g.Impls {
			rows[i] = []string{im}
			if g.PerByte {
				rows[i] = []string{"", im}
			}
		}
		if g.PerByte {
			rows[0][0] = label
		}
		for j, run := range runs {
			vals := map[string]float64{}
			texts := make([]string, len(g.Impls))
			for i, im := range g.Impls {
				v, s := p.figure(g, run, g.per[j], im, n)
				texts[i] = s
				if v > 0 {
					vals[im] = v
				}
				if s == noise {
					noisy = append(noisy, im+" on "+run.Column)
				}
			}
			best := ""
			if len(vals) > 1 {
				best = fastest(vals, g.Impls)
			}
			for i, im := range g.Impls {
				if im == best {
					texts[i] += "*"
				}
				rows[i] = append(rows[i], texts[i])
			}
		}
		t.rows = append(t.rows, rows...)
	}
	if !g.PerByte {
		block("", 0)
	} else {
		for _, n := range g.rowLengths() {
			block(lengthLabel(n), n)
		}
		if slices.Contains(g.Lengths, record.LongFrom) && slices.Contains(g.Lengths, record.LongTo) {
			block("long", longRow)
		}
	}
	if len(noisy) > 0 {
		t.notes = append(t.notes, noiseNote(noisy))
	}
	t.notes = append(t.notes, errorNotes(g, runs)...)
	return t
}

// errorNotes lists each run's errors and disagreements within the run.
func errorNotes(g *mergedGroup, runs []*MergedRun) []string {
	var out []string
	for j, run := range runs {
		if rg := g.per[j]; rg != nil {
			for _, n := range rg.notes() {
				out = append(out, run.Column+": "+n)
			}
		}
	}
	return out
}

// digestNotes lists the outputs of g that differ between runs made with
// the same seed: the same inputs on every machine, so every implementation
// on every architecture must agree, and a difference points at a
// byte-order or word-size bug. Emulated runs count here: outputs, unlike
// timings, do not depend on the emulator.
func digestNotes(g *mergedGroup, runs []*MergedRun) []string {
	var out []string
	for _, n := range g.Lengths {
		bySeed := digestsBySeed(g, runs, n)
		seeds := make([]uint64, 0, len(bySeed))
		for seed := range bySeed {
			seeds = append(seeds, seed)
		}
		slices.Sort(seeds)
		for _, seed := range seeds {
			by := bySeed[seed]
			if len(by) < 2 {
				continue
			}
			var parts []string
			for _, who := range by {
				parts = append(parts, strings.Join(who, ", "))
			}
			slices.Sort(parts)
			out = append(out, fmt.Sprintf("%s %s at %s bytes: {%s}", g.Op, g.Call, lengthLabel(n), strings.Join(parts, "} ≠ {")))
		}
	}
	return out
}

// digestsBySeed groups the output digests of g at n bytes by seed, then by
// digest: who ("column: impl") produced each.
func digestsBySeed(g *mergedGroup, runs []*MergedRun, n int) map[uint64]map[string][]string {
	by := map[uint64]map[string][]string{}
	for j, run := range runs {
		rg := g.per[j]
		if rg == nil {
			continue
		}
		seed := run.Results.Run.Seed
		for _, im := range g.Impls {
			if c := rg.cell(im, n); c != nil && c.Digest != "" {
				if by[seed] == nil {
					by[seed] = map[string][]string{}
				}
				by[seed][c.Digest] = append(by[seed][c.Digest], run.Column+": "+im)
			}
		}
	}
	return by
}

// headlineTable is a section's overview: one row per operation call and
// implementation, one column per run, with eBACS's long-message figure
// per byte for byte-oriented calls and the median per call otherwise.
func (p unitPlan) headlineTable(gs []*mergedGroup, runs []*MergedRun, emulated bool) *table {
	t := &table{title: fmt.Sprintf("Headline figures in %s: per byte for long messages (eBACS's \"long\"), or per call; * fastest on its machine", p.name),
		header: []string{"operation", "impl"}, units: []string{"", ""}, input: inputCols(0, 1), keys: 2}
	if emulated {
		t.title = "QEMU-emulated, not comparable with native figures — " + t.title
	}
	for _, run := range runs {
		t.header, t.units = append(t.header, run.Column), append(t.units, p.unit)
	}
	var noisy []string // "impl on column (operation)" of each noise cell
	for _, g := range gs {
		n := 0
		if g.PerByte {
			n = longRow
		}
		first := len(t.rows)
		for _, im := range g.Impls {
			t.rows = append(t.rows, []string{"", im})
		}
		t.rows[first][0] = g.Op + " " + g.Call
		for j, run := range runs {
			vals := map[string]float64{}
			for i, im := range g.Impls {
				v, s := p.figure(g, run, g.per[j], im, n)
				t.rows[first+i] = append(t.rows[first+i], s)
				if v > 0 {
					vals[im] = v
				}
				if s == noise {
					noisy = append(noisy, im+" on "+run.Column+" ("+g.Op+" "+g.Call+")")
				}
			}
			if best := fastest(vals, g.Impls); best != "" && len(vals) > 1 {
				i := slices.Index(g.Impls, best)
				t.rows[first+i][len(t.rows[first+i])-1] += "*"
			}
		}
	}
	if len(noisy) > 0 {
		t.notes = append(t.notes, noiseNote(noisy))
	}
	return t
}
