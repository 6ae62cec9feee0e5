package report

import (
	"fmt"
	"math"
	"slices"
	"strconv"

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

// efficiencyTable compares the libsodium binding with C loops.
func (r view) efficiencyTable() *table {
	t := &table{
		title: fmt.Sprintf("binding efficiency: %s through cgo vs the same libsodium function in a C loop (target ≥ %.2f)",
			r.CGo.Binding, record.EfficiencyTarget),
		header: []string{"function", "operation", "bytes", "binding ns", "C loop ns", "efficiency"},
		input:  inputCols(0, 1),
	}
	for _, l := range r.CGo.Loops {
		row := []string{l.Function, l.Cell.Op + " " + l.Cell.Call, lengthLabel(l.Cell.Bytes)}
		b := &l.Binding
		switch {
		case !b.OK():
			row = append(row, "error", "", "")
			t.notes = append(t.notes, "error: "+b.Error)
		case !l.Cell.OK():
			row = append(row, fmtNum(b.Ns.Median), "error", "")
			t.notes = append(t.notes, "error: "+l.Cell.Error)
		default:
			e := efficiencyText(l.Efficiency)
			if l.Efficiency < record.EfficiencyTarget {
				e += " (below target)"
			}
			row = append(row, fmtNum(b.Ns.Median), fmtNum(l.Cell.Ns.Median), e)
		}
		t.rows = append(t.rows, row)
	}
	t.notes = append(t.notes, r.efficiencyTargets()...)
	return t
}

// efficiencyTargets states, for each function timed in a C loop, whether
// the binding meets the target: the shortest measured length that reaches
// it, any longer length that does not, and the lengths from which the
// cost of crossing allows it. A call of t ns in C costs t + c through cgo,
// c the crossing, so efficiency = t / (t + c) ≥ 0.97 needs t ≥ 32.3 c
// whatever the binding does in Go; the C loop's own timings say at which
// length a call takes that long. c is taken twice: the empty call's
// crossing, a floor, and what the binding's calls cost over the C loop in
// this run, which also holds what a crossing costs beside real work.
func (r view) efficiencyTargets() []string {
	crossing := math.NaN()
	if g, c := r.CGo.GoCall, r.CGo.CCall; g != nil && c != nil && g.OK() && c.OK() {
		crossing = c.Ns.Median - g.Ns.Median
	}
	var notes []string
	if crossing > 0 {
		notes = append(notes, fmt.Sprintf("the %s ns crossing of an empty call alone keeps efficiency below %.2f for calls shorter than %s ns in the C loop",
			fmtNum(crossing), record.EfficiencyTarget, fmtNum(callFor(crossing))))
	}
	for _, fn := range r.loopFunctions() {
		pts := r.loopPoints(fn)
		if len(pts) == 0 {
			continue
		}
		line := verdict(fn, pts)
		if n, ok := lengthFor(pts, callFor(crossing)); ok {
			line += "; the empty call's crossing allows it " + fromBytes(n)
		}
		if extra := overhead(pts); extra > 0 {
			line += fmt.Sprintf("; calls here cost %s ns more than in the C loop", fmtNum(extra))
			if n, ok := lengthFor(pts, callFor(extra)); ok {
				line += ", which allows it " + fromBytes(n)
			}
		}
		notes = append(notes, line)
	}
	return notes
}

// verdict says whether fn's measurements, shortest first, meet the
// target, naming the shortest length that reaches it and any longer one
// that does not.
func verdict(fn string, pts []loopPoint) string {
	from, below, ok := targetFrom(pts)
	switch {
	case !ok:
		return fmt.Sprintf("%s: below %.2f at every measured length", fn, record.EfficiencyTarget)
	case len(below) == 0 && from <= record.TargetFrom:
		return fmt.Sprintf("%s: ≥ %.2f from %s: target met", fn, record.EfficiencyTarget, bytesText(from))
	case len(below) == 0 && from == pts[0].bytes:
		return fmt.Sprintf("%s: ≥ %.2f at every measured length, the shortest %s", fn, record.EfficiencyTarget, bytesText(from))
	}
	var except string
	for i, p := range below {
		sep := ", "
		if i == 0 {
			sep = ", except "
		}
		except += fmt.Sprintf("%s%s (%s)", sep, lengthLabel(p.bytes), efficiencyText(p.efficiency))
	}
	return fmt.Sprintf("%s: ≥ %.2f from %s%s: target (from %d bytes) not met", fn, record.EfficiencyTarget, bytesText(from), except, record.TargetFrom)
}

// efficiencyText shows an efficiency with three decimals, or four where
// three would round a value below the target up to it (0.9699, not 0.970).
func efficiencyText(e float64) string {
	t := fmt.Sprintf("%.3f", e)
	if e < record.EfficiencyTarget && t == fmt.Sprintf("%.3f", record.EfficiencyTarget) {
		t = fmt.Sprintf("%.4f", e)
	}
	return t
}

// bytesText names a message length with its unit: "1024 bytes", "1 MiB".
func bytesText(n int) string {
	if l := lengthLabel(n); l != strconv.Itoa(n) {
		return l
	}
	return fmt.Sprintf("%d bytes", n)
}

// callFor returns the shortest call, in ns, that a per-call overhead of c
// ns leaves at the target efficiency: t / (t + c) = target.
func callFor(c float64) float64 {
	return c * record.EfficiencyTarget / (1 - record.EfficiencyTarget)
}

// fromBytes words a length returned by lengthFor.
func fromBytes(n float64) string {
	if n == 0 {
		return "at every length"
	}
	if n >= 1000 {
		return "from about " + fmtNum(n) + " bytes"
	}
	return fmt.Sprintf("from about %.0f bytes", n)
}

// overhead is the median, over fn's lengths, of what a call through the
// binding costs more than the same call in the C loop.
func overhead(pts []loopPoint) float64 {
	d := make([]float64, len(pts))
	for i, p := range pts {
		d[i] = p.bindingNs - p.loopNs
	}
	slices.Sort(d)
	n := len(d)
	return (d[(n-1)/2] + d[n/2]) / 2
}

// loopPoint is one length at which a C loop and the binding both succeeded.
type loopPoint struct {
	bytes             int
	loopNs, bindingNs float64
	efficiency        float64
}

// loopFunctions lists the functions of the C loops in the run's order.
func (r view) loopFunctions() []string {
	var fns []string
	for _, l := range r.CGo.Loops {
		if !slices.Contains(fns, l.Function) {
			fns = append(fns, l.Function)
		}
	}
	return fns
}

// loopPoints returns fn's successful measurements, shortest first.
func (r view) loopPoints(fn string) []loopPoint {
	var pts []loopPoint
	for _, l := range r.CGo.Loops {
		if l.Function == fn && l.Cell.OK() && l.Binding.OK() {
			pts = append(pts, loopPoint{l.Cell.Bytes, l.Cell.Ns.Median, l.Binding.Ns.Median, l.Efficiency})
		}
	}
	slices.SortFunc(pts, func(a, b loopPoint) int { return a.bytes - b.bytes })
	return pts
}

// targetFrom returns the shortest measured length that reaches the
// target, false when none does, and the longer lengths that fall below it
// again: those are shown, not hidden behind the threshold.
func targetFrom(pts []loopPoint) (from int, below []loopPoint, ok bool) {
	for _, p := range pts {
		switch {
		case !ok && p.efficiency >= record.EfficiencyTarget:
			from, ok = p.bytes, true
		case ok && !(p.efficiency >= record.EfficiencyTarget): // NaN falls below too
			below = append(below, p)
		}
	}
	return from, below, ok
}

// lengthFor returns the message length at which a call takes ns in the C
// loop, on the least-squares line through the loop's measurements up to
// 64 KiB (cost grows linearly with length; longer messages would only
// blur the short end, where the answer lies), and 0 when even an empty
// message takes that long. It reports false when no rising line can be
// drawn.
func lengthFor(pts []loopPoint, ns float64) (float64, bool) {
	var near []loopPoint
	for _, p := range pts {
		if p.bytes <= 64<<10 {
			near = append(near, p)
		}
	}
	if len(near) < 2 {
		near = pts
	}
	if len(near) < 2 || !(ns > 0) {
		return 0, false
	}
	var mx, my float64
	for _, p := range near {
		mx += float64(p.bytes)
		my += p.loopNs
	}
	mx, my = mx/float64(len(near)), my/float64(len(near))
	var sxy, sxx float64
	for _, p := range near {
		dx := float64(p.bytes) - mx
		sxy += dx * (p.loopNs - my)
		sxx += dx * dx
	}
	slope := sxy / sxx
	if !(slope > 0) {
		return 0, false
	}
	return max(math.Ceil(mx+(ns-my)/slope), 0), true
}
