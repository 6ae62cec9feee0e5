package report

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
)

// ebacsLengths are the lengths a table keeps when a run measured too many
// to show (the full mode); charts and results.csv have them all.
var ebacsLengths = []int{8, 64, 576, record.LongFrom, 1536, record.LongTo}

// shownLengths returns the per-byte columns of g's table.
func (g *group) shownLengths() []int {
	var all []int
	for _, n := range g.Lengths {
		if n > 0 && n < record.MiB {
			all = append(all, n)
		}
	}
	if len(all) <= 8 {
		return all
	}
	var out []int
	for _, n := range all {
		if slices.Contains(ebacsLengths, n) {
			out = append(out, n)
		}
	}
	return out
}

// byteTable is the table of a byte-oriented group: cost per byte at each
// length, eBACS's long-message figure, MB/s at 1 MiB and the ranking.
func (r view) byteTable(g *group) *table {
	t := &table{title: fmt.Sprintf("%s %s — %s: %s per byte, median (* fastest, %s)",
		g.Op, g.Call, g.Title, r.costName(), record.UnsteadyMark), input: inputCols(0)}
	shown := g.shownLengths()
	t.header = []string{"impl"}
	for _, n := range shown {
		t.header = append(t.header, lengthLabel(n))
	}
	hasLong := slices.Contains(g.Lengths, record.LongFrom) && slices.Contains(g.Lengths, record.LongTo)
	if hasLong {
		t.header = append(t.header, "long")
	}
	tp := g.throughputLength()
	if tp > 0 {
		t.header = append(t.header, "MB/s @"+lengthLabel(tp))
	}
	basis, cost := g.headline()
	t.header = append(t.header, "allocs/call", "vs fastest ("+basis+")")

	// Column bests.
	bestAt := map[int]string{}
	for _, n := range shown {
		c := map[string]float64{}
		for _, im := range g.Impls {
			if x := g.cell(im, n); x != nil && x.OK() {
				c[im] = x.Cost().Median
			}
		}
		bestAt[n] = fastest(c, g.Impls)
	}
	longCost := map[string]float64{}
	tpCost := map[string]float64{}
	for _, im := range g.Impls {
		if q := g.long(im); q != nil {
			longCost[im] = q.Median
		}
		if x := g.cell(im, tp); tp > 0 && x != nil && x.OK() {
			tpCost[im] = x.Ns.Median
		}
	}
	bestLong, bestTp, best := fastest(longCost, g.Impls), fastest(tpCost, g.Impls), fastest(cost, g.Impls)
	var unresolved []string // "impl: why" of each long figure not shown

	for _, im := range g.Impls {
		row := []string{im}
		for _, n := range shown {
			row = append(row, cellText(g.cell(im, n), n, im == bestAt[n]))
		}
		if hasLong {
			s := ""
			if q, why := g.longResolved(im); why != "" {
				s, unresolved = "—", append(unresolved, im+": "+why)
			} else if q != nil {
				s = flag(fmtNum(q.Median), q.Unstable(), im == bestLong)
			} else if hasError(g, im) {
				s = "error"
			}
			row = append(row, s)
		}
		if tp > 0 {
			row = append(row, cellTextMBps(g.cell(im, tp), tp, im == bestTp))
		}
		row = append(row, g.allocsText(im), ratioText(cost, best, im))
		t.rows = append(t.rows, row)
	}
	if len(unresolved) > 0 {
		t.notes = append(t.notes, "long — where the figure is not resolved: "+strings.Join(unresolved, "; "))
	}
	t.notes = append(t.notes, g.notes()...)
	return t
}

// noise stands in a table for a negative long-message figure, (cost(4096)
// − cost(1024)) / 3072 < 0: on a loaded machine 4096 bytes can measure
// cheaper than 1024, and the difference is noise, not a cost. It is a word
// of its own because "—" means that an implementation lacks the
// operation.
const noise = "noise"

// noiseNote is the footnote under a table that shows noise: which figures
// (implementations, and in a merge their machines) and why.
func noiseNote(who []string) string {
	return fmt.Sprintf("long — for %s: noise: negative (%d bytes measured cheaper than %d); no figure",
		strings.Join(who, ", "), record.LongTo, record.LongFrom)
}

// allocsText is the most heap allocations per call of impl at any length
// of g: the figure that shows whether a binding allocates per call.
func (g *group) allocsText(impl string) string {
	most, seen := 0.0, false
	for _, c := range g.cells[impl] {
		if c.AllocsPerCall != nil {
			most, seen = max(most, *c.AllocsPerCall), true
		}
	}
	if !seen {
		return ""
	}
	return strconv.FormatFloat(math.Round(most*100)/100, 'f', -1, 64)
}

func hasError(g *group, impl string) bool {
	for _, c := range g.cells[impl] {
		if c.Error != "" {
			return true
		}
	}
	return false
}

// cellText is the per-byte median at n bytes, flagged.
func cellText(c *record.Cell, n int, best bool) string {
	switch {
	case c == nil:
		return ""
	case c.Lacks != "":
		return "—"
	case !c.OK():
		return "error"
	}
	q := c.Cost().Quartiles()
	return flag(fmtNum(q.Median/float64(n))+reach(q), q.Unstable(), best)
}

// reach is how far an unsteady median's interval reaches, " ±N%", shown
// beside its "?": a steady one's is within record.Precision, as the
// title says.
func reach(q record.Quartiles) string {
	if hw := q.HalfWidth(); q.Unstable() && !math.IsInf(hw, 1) {
		return fmt.Sprintf(" ±%.0f%%", math.Ceil(hw*100))
	}
	return ""
}

// cellTextMBps is the throughput at n bytes.
func cellTextMBps(c *record.Cell, n int, best bool) string {
	switch {
	case c == nil:
		return ""
	case c.Lacks != "":
		return "—"
	case !c.OK():
		return "error"
	}
	return flag(fmtNum(record.Throughput(n, c.Ns.Median)), c.Ns.Quartiles().Unstable(), best)
}

// callTable is the table of a per-call group: quartiles of the cost per
// call, nanoseconds, operations per second and the ranking; detailed adds
// the spread (mean ± deviation, min … max, p99) and the sample counts.
func (r view) callTable(g *group, detailed bool) *table {
	unit := r.unit()
	t := &table{title: fmt.Sprintf("%s %s — %s%s: %s per call (* fastest, %s)",
		g.Op, g.Call, g.Title, g.input(), r.costName(), record.UnsteadyMark), input: inputCols(0)}
	t.header = []string{"impl"}
	if unit != "ns" {
		t.header = append(t.header, unit+" 25%", unit+" 50%", unit+" 75%")
	}
	t.header = append(t.header, "ns/call", "ops/s", "allocs/call")
	if g.MemoryKiB > 0 {
		t.header = append(t.header, "Go heap MiB/call")
	}
	if detailed {
		t.header = append(t.header, "median's 95% interval ns", "mean ± sd ns", "min … max ns", "p99 ns", "batches × calls")
	}
	t.header = append(t.header, "vs fastest")
	_, cost := g.headline()
	best := fastest(cost, g.Impls)
	for _, im := range g.Impls {
		c := g.only(im)
		row := []string{im}
		if c == nil || !c.OK() {
			for range t.header[1 : len(t.header)-1] {
				row = append(row, "error")
			}
			t.rows = append(t.rows, append(row, ""))
			continue
		}
		isBest := im == best
		if unit != "ns" {
			q := c.Ticks.Quartiles()
			row = append(row, fmtNum(q.Q1), flag(fmtNum(q.Median), q.Unstable(), isBest), fmtNum(q.Q3))
		}
		ns := c.Ns
		row = append(row, flag(fmtNum(ns.Median), ns.Quartiles().Unstable(), isBest && unit == "ns"), fmtNum(record.OpsPerSec(ns.Median)), g.allocsText(im))
		if g.MemoryKiB > 0 {
			row = append(row, heapMiBText(c))
		}
		if detailed {
			interval := ""
			if ns.Lo != 0 || ns.Hi != 0 {
				interval = fmtNum(ns.Lo) + " … " + fmtNum(ns.Hi)
			}
			row = append(row, interval,
				fmt.Sprintf("%s ± %.1f%%", fmtNum(ns.Mean), 100*ns.StdDev/ns.Mean),
				fmtNum(ns.Min)+" … "+fmtNum(ns.Max), fmtNum(ns.P99),
				fmt.Sprintf("%d × %d", ns.N, c.Batch))
		}
		t.rows = append(t.rows, append(row, ratioText(cost, best, im)))
	}
	// An implementation that cannot make the call at these parameters:
	// "—", as for an operation it lacks, and why.
	for _, l := range r.lacking(g) {
		row := []string{l.Impl}
		for range t.header[1:] {
			row = append(row, "—")
		}
		t.rows = append(t.rows, row)
		t.notes = append(t.notes, fmt.Sprintf("—: %s lacks this call: %s", l.Impl, l.Why))
	}
	t.notes = append(t.notes, g.notes()...)
	if g.MemoryKiB > 0 {
		t.notes = append(t.notes, memoryNote(g.MemoryKiB))
	}
	return t
}

// lacking returns the calls of g's operation and call that the run
// recorded as lacking (record.Results.Lacking).
func (r view) lacking(g *group) []record.Lack {
	var out []record.Lack
	for _, l := range r.Lacking {
		if l.Op == g.Op && l.Call == g.Call && !g.PerByte {
			out = append(out, l)
		}
	}
	return out
}

// heapMiBText is the Go heap a call allocated, in MiB, from the same
// allocation count as allocs/call; empty when not measured.
func heapMiBText(c *record.Cell) string {
	if c.BytesPerCall == nil {
		return ""
	}
	return strconv.FormatFloat(math.Round(*c.BytesPerCall/(1<<20)*100)/100, 'f', -1, 64)
}

// memoryNote says what a password hash's figures are bound by and what its
// memory column can and cannot show.
func memoryNote(kib uint64) string {
	return fmt.Sprintf("memory: every call fills and reads %d KiB (%.1f MiB), Argon2's m, whatever the library; "+
		"a hash is bound by memory bandwidth and latency over that working set, far beyond the caches, not by the core. "+
		"Go heap MiB/call is what Go's allocator counted per call (x/crypto allocates the m KiB and the tag on every call); "+
		"a C library's malloc is not counted there, so its column shows 0 while it uses the same m KiB", kib, float64(kib)/1024)
}

// notes lists a group's errors, the lengths an implementation lacks, and
// any disagreement between outputs.
func (g *group) notes() []string {
	var out []string
	for _, im := range g.Impls {
		for _, n := range g.Lengths {
			if c := g.cell(im, n); c != nil && c.Error != "" {
				out = append(out, fmt.Sprintf("error: %s: %s", im, c.Error))
				break
			}
		}
		for _, n := range g.Lengths {
			if c := g.cell(im, n); c != nil && c.Lacks != "" {
				out = append(out, fmt.Sprintf("—: %s lacks this call at %d bytes: %s", im, n, c.Lacks))
			}
		}
	}
	for _, n := range g.Lengths {
		by := map[string][]string{}
		var order []string
		for _, im := range g.Impls {
			if c := g.cell(im, n); c != nil && c.Digest != "" {
				if by[c.Digest] == nil {
					order = append(order, c.Digest)
				}
				by[c.Digest] = append(by[c.Digest], im)
			}
		}
		if len(order) > 1 {
			var parts []string
			for _, d := range order {
				parts = append(parts, strings.Join(by[d], ", "))
			}
			out = append(out, fmt.Sprintf("outputs differ on the same inputs at %s bytes: {%s}", lengthLabel(n), strings.Join(parts, "} ≠ {")))
		}
	}
	return out
}

// writeTables implements WriteTables: wide, the grids as they are.
func (r view) writeTables(w io.Writer, wide bool) {
	if r.Partial {
		fmt.Fprintf(w, "PARTIAL RUN: interrupted after %d of %d measurements\n\n", r.Run.Completed, r.Run.Planned)
	}
	if r.Machine.Emulated {
		fmt.Fprintln(w, "EMULATED: measured under an emulator; not comparable with native figures.")
		fmt.Fprintln(w)
	}
	if l := r.Run.Load; l != nil {
		if l.Busy {
			say(w, wide, "BUSY MACHINE: "+l.Summary+"; figures are slower and noisier than on a quiet machine.")
		} else {
			say(w, wide, "Machine load: "+l.Verdict())
		}
		fmt.Fprintln(w)
	}
	r.cgoTable().text(w, wide)
	for _, g := range r.groups() {
		r.table(g, false).text(w, wide)
	}
	if len(r.CGo.Loops) > 0 {
		r.efficiencyTable().text(w, wide)
	}
	say(w, wide, r.agreement(r.groups()))
}

// agreement says whether implementations given the same inputs produced
// the same outputs, over every measurement that two or more made: the
// cross-check SUPERCOP's checksums and the OpenSSL-vs-Raaz digests make.
func (r view) agreement(gs []*group) string {
	compared, differ := 0, 0
	for _, g := range gs {
		for _, n := range g.Lengths {
			cells, digests := 0, map[string]bool{}
			for _, im := range g.Impls {
				if c := g.cell(im, n); c != nil && c.Digest != "" {
					cells++
					digests[c.Digest] = true
				}
			}
			if cells > 1 {
				compared++
				if len(digests) > 1 {
					differ++
				}
			}
		}
	}
	switch {
	case compared == 0:
		return "Outputs: no measurement was made by two implementations, so none could be compared."
	case differ == 0:
		return fmt.Sprintf("Outputs: on the same inputs, the implementations produced identical outputs in %s made by two or more of them.",
			termtext.All(compared, "measurement"))
	default:
		return fmt.Sprintf("Outputs: implementations given the same inputs DISAGREED in %s (see the notes under the tables).",
			termtext.Of(differ, compared, "measurement"))
	}
}

// table returns g's table.
func (r view) table(g *group, detailed bool) *table {
	if g.PerByte {
		return r.byteTable(g)
	}
	return r.callTable(g, detailed)
}
