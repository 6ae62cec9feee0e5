package report

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
	"golang.org/x/perf/benchmath"
)

// Two runs of one machine, before and after a change, differ in every
// cell by some noise; the question a reader asks is which cells changed
// beyond it. benchstat answers it for Go's benchmarks with a Mann–Whitney
// U test of the two samples of each benchmark, and report --diff asks the
// same library the same question of two results.json: each cell's
// per-batch samples (record.Cell.Samples) are the samples, so that one
// run of bench suffices on each side.

// DiffSchemaV1 identifies the layout of the JSON that report --diff
// --json prints.
const DiffSchemaV1 = "naclcmp-diff/v1"

// DiffAlpha is the significance level of report --diff, benchstat's
// default: a cell whose p-value is above it shows "~" in place of its Δ.
const DiffAlpha = 0.05

// DiffTest names the test of each cell, as the output states it.
const DiffTest = "Mann–Whitney U test (golang.org/x/perf/benchmath, as benchstat)"

// The verdicts of a compared cell (DiffCell.Verdict).
const (
	DiffSlower = "slower" // significant, NEW's median higher
	DiffFaster = "faster" // significant, NEW's median lower
	// DiffSame is no significant difference ("~"), or a significant one
	// whose medians are equal.
	DiffSame = "same"
	// DiffUntested is a cell one run recorded no samples of ("?"): its
	// medians are known, whether they differ beyond the noise is not.
	DiffUntested = "untested"
	// DiffUnmeasured is a cell one run failed or lacked the call of ("—").
	DiffUnmeasured = "unmeasured"
)

// Diff is two runs compared cell by cell. It is what report --diff
// --json prints, and what diff.md and diff.html show.
type Diff struct {
	Schema string  `json:"schema"`
	Alpha  float64 `json:"alpha"`
	Test   string  `json:"test"`
	Old    DiffRun `json:"old"`
	New    DiffRun `json:"new"`
	// Warnings are what makes the comparison less than like for like
	// (other machines, modes or lengths, a busy machine, an interrupted
	// run): said first, never a reason to refuse.
	Warnings []string `json:"warnings,omitempty"`
	// Cells are the cells of both runs, in NEW's order (the catalogue's).
	Cells []DiffCell `json:"cells"`
	// OnlyOld and OnlyNew are the cells of one run only, listed apart.
	OnlyOld []DiffOnly `json:"onlyOld,omitempty"`
	OnlyNew []DiffOnly `json:"onlyNew,omitempty"`
	// Geomeans are the geometric means of NEW/OLD medians per
	// implementation, then per operation, then of every cell ("all").
	Geomeans []DiffGeomean `json:"geomeans"`
}

// DiffRun is one side of a diff: where it was read from and what ran.
type DiffRun struct {
	File    string         `json:"file"`
	Machine record.Machine `json:"machine"`
	Mode    string         `json:"mode"`
	Lengths []int          `json:"lengths,omitempty"`
	Date    time.Time      `json:"date"`
	Command string         `json:"command"`
	Naclcmp string         `json:"naclcmp,omitempty"`
	Commit  string         `json:"commit,omitempty"`
	Partial bool           `json:"partial,omitempty"`
}

// DiffKey identifies a cell in both runs: report --diff pairs the cells of
// equal keys.
type DiffKey struct {
	Op      string `json:"op"`
	Call    string `json:"call"`
	Impl    string `json:"impl"`
	Bytes   int    `json:"bytes"`
	PerByte bool   `json:"perByte"`
	Params  string `json:"params,omitempty"`
}

// DiffCell is one cell of both runs.
type DiffCell struct {
	DiffKey
	Title string `json:"title"`
	// OldNs and NewNs are the cells' medians in ns per call; 0 where a run
	// did not measure the cell.
	OldNs float64 `json:"oldNs,omitempty"`
	NewNs float64 `json:"newNs,omitempty"`
	// Ratio is NewNs / OldNs, 0 where either is 0.
	Ratio float64 `json:"ratio,omitempty"`
	// P is the test's p-value, nil where there was no test; OldN and NewN
	// the samples tested.
	P       *float64 `json:"p,omitempty"`
	OldN    int      `json:"oldN,omitempty"`
	NewN    int      `json:"newN,omitempty"`
	Verdict string   `json:"verdict"`
	// Note says why a cell was not tested, or what the test warned of.
	Note string `json:"note,omitempty"`
}

// DiffOnly is a cell of one run only.
type DiffOnly struct {
	DiffKey
	Title string `json:"title"`
	// Ns is its median, 0 when the run did not measure it; Note says why.
	Ns   float64 `json:"ns,omitempty"`
	Note string  `json:"note,omitempty"`
}

// DiffGeomean is the geometric mean of NEW/OLD medians over a set of
// cells, with how many of them were significantly slower or faster.
type DiffGeomean struct {
	// By is "implementation", "operation" or "all".
	By     string  `json:"by"`
	Name   string  `json:"name"`
	Cells  int     `json:"cells"`
	Slower int     `json:"slower"`
	Faster int     `json:"faster"`
	Ratio  float64 `json:"ratio"`
}

// DiffRuns compares two runs cell by cell.
func DiffRuns(old, new MergedRun) *Diff {
	d := &Diff{Schema: DiffSchemaV1, Alpha: DiffAlpha, Test: DiffTest, Old: diffRun(old), New: diffRun(new)}
	d.Warnings = pairWarnings(old.Results, new.Results)
	oldCells, w := indexCells("OLD", old.Results)
	d.Warnings = append(d.Warnings, w...)
	newCells, w := indexCells("NEW", new.Results)
	d.Warnings = append(d.Warnings, w...)
	for i := range new.Results.Cells {
		n := &new.Results.Cells[i]
		k := keyOf(n)
		if newCells[k] != n {
			continue // a repeat, warned of
		}
		if o := oldCells[k]; o != nil {
			d.Cells = append(d.Cells, compareCells(o, n))
		} else {
			d.OnlyNew = append(d.OnlyNew, onlyCell(n))
		}
	}
	for i := range old.Results.Cells {
		o := &old.Results.Cells[i]
		if k := keyOf(o); oldCells[k] == o && newCells[k] == nil {
			d.OnlyOld = append(d.OnlyOld, onlyCell(o))
		}
	}
	d.Geomeans = geomeans(d.Cells)
	return d
}

// diffRun describes one side.
func diffRun(r MergedRun) DiffRun {
	res := r.Results
	return DiffRun{File: r.File, Machine: res.Machine, Mode: res.Run.Mode, Lengths: res.Run.Lengths, Date: res.Run.Date,
		Command: res.Run.Command, Naclcmp: res.Run.Naclcmp, Commit: res.Run.Commit, Partial: res.Partial}
}

// keyOf is a cell's key.
func keyOf(c *record.Cell) DiffKey {
	return DiffKey{Op: c.Op, Call: c.Call, Impl: c.Impl, Bytes: c.Bytes, PerByte: c.PerByte, Params: c.Params}
}

// indexCells maps each key of r to its first cell. A run measures each
// cell once; a repeat (a hand-edited file) is warned of, not compared.
func indexCells(side string, r *record.Results) (map[DiffKey]*record.Cell, []string) {
	idx := map[DiffKey]*record.Cell{}
	repeats := 0
	for i := range r.Cells {
		k := keyOf(&r.Cells[i])
		if idx[k] != nil {
			repeats++
			continue
		}
		idx[k] = &r.Cells[i]
	}
	if repeats == 0 {
		return idx, nil
	}
	return idx, []string{fmt.Sprintf("%s holds %s twice: the first of each is compared", side, termtext.Count(repeats, "cell"))}
}

// compareCells compares a cell of OLD with the same cell of NEW.
func compareCells(o, n *record.Cell) DiffCell {
	dc := DiffCell{DiffKey: keyOf(n), Title: n.Title}
	if o.OK() {
		dc.OldNs = o.Ns.Median
	}
	if n.OK() {
		dc.NewNs = n.Ns.Median
	}
	if dc.OldNs > 0 && dc.NewNs > 0 {
		dc.Ratio = dc.NewNs / dc.OldNs
	}
	switch {
	case !o.OK() || !n.OK():
		dc.Verdict = DiffUnmeasured
		var why []string
		if !o.OK() {
			why = append(why, "OLD "+unmeasured(o))
		}
		if !n.OK() {
			why = append(why, "NEW "+unmeasured(n))
		}
		dc.Note = strings.Join(why, "; ")
		return dc
	case len(o.Samples) == 0 || len(n.Samples) == 0:
		// Results from before bench kept samples: their medians are
		// known, their noise is not, and inventing it would be worse
		// than saying so.
		dc.Verdict = DiffUntested
		dc.Note = "no samples in " + sides(len(o.Samples) == 0, len(n.Samples) == 0) + " (results from before bench recorded them): not tested"
		return dc
	}
	c := uTest(o.Samples, n.Samples)
	p := c.P
	dc.P, dc.OldN, dc.NewN = &p, c.N1, c.N2
	var notes []string
	for _, w := range c.Warnings {
		notes = append(notes, w.Error())
	}
	dc.Note = strings.Join(notes, "; ")
	switch {
	case c.P > c.Alpha || dc.NewNs == dc.OldNs:
		dc.Verdict = DiffSame
	case dc.NewNs > dc.OldNs:
		dc.Verdict = DiffSlower
	default:
		dc.Verdict = DiffFaster
	}
	return dc
}

// uTest is benchstat's comparison of two samples at DiffAlpha: a
// Mann–Whitney U test, which assumes nothing of the distributions (a
// cell's batches are skewed, with a tail of interrupted ones).
func uTest(old, new []float64) benchmath.Comparison {
	th := benchmath.DefaultThresholds
	th.CompareAlpha = DiffAlpha
	// NewSample sorts its values in place; the cells keep theirs in time
	// order.
	return benchmath.AssumeNothing.Compare(benchmath.NewSample(slices.Clone(old), &th), benchmath.NewSample(slices.Clone(new), &th))
}

// unmeasured says why a cell holds no measurement.
func unmeasured(c *record.Cell) string {
	switch {
	case c.Error != "":
		return "failed: " + c.Error
	case c.Lacks != "":
		return "lacks the call: " + c.Lacks
	}
	return "did not measure it"
}

// sides names the runs of which something holds.
func sides(old, new bool) string {
	switch {
	case old && new:
		return "either run"
	case old:
		return "OLD"
	}
	return "NEW"
}

// onlyCell describes a cell of one run only.
func onlyCell(c *record.Cell) DiffOnly {
	o := DiffOnly{DiffKey: keyOf(c), Title: c.Title}
	if c.OK() {
		o.Ns = c.Ns.Median
	} else {
		o.Note = unmeasured(c)
	}
	return o
}

// geomeans returns the geometric means of the cells' ratios per
// implementation and per operation, each in the order first met, then
// over all of them. A cell without a ratio (unmeasured on one side, or a
// median of 0 ns) has no logarithm and counts in none; untested cells do
// count, as benchstat's geomean counts every benchmark, significant or
// not.
func geomeans(cells []DiffCell) []DiffGeomean {
	type acc struct {
		DiffGeomean
		logSum float64
	}
	var order []*acc
	index := map[[2]string]*acc{}
	add := func(by, name string, c DiffCell) {
		a := index[[2]string{by, name}]
		if a == nil {
			a = &acc{DiffGeomean: DiffGeomean{By: by, Name: name}}
			index[[2]string{by, name}] = a
			order = append(order, a)
		}
		a.Cells++
		a.logSum += math.Log(c.Ratio)
		switch c.Verdict {
		case DiffSlower:
			a.Slower++
		case DiffFaster:
			a.Faster++
		}
	}
	for _, c := range cells {
		if c.Ratio <= 0 {
			continue
		}
		add("implementation", c.Impl, c)
		add("operation", c.Op, c)
		add("all", "all", c)
	}
	rank := map[string]int{"implementation": 0, "operation": 1, "all": 2}
	slices.SortStableFunc(order, func(a, b *acc) int { return cmp.Compare(rank[a.By], rank[b.By]) })
	out := make([]DiffGeomean, 0, len(order))
	for _, a := range order {
		a.Ratio = math.Exp(a.logSum / float64(a.Cells))
		out = append(out, a.DiffGeomean)
	}
	return out
}
