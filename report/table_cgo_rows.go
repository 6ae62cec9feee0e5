package report

import (
	"fmt"
	"math"
	"slices"

	"github.com/naclcmp/naclcmp/record"
)

// loopRow is one binding's C function, per byte or per call, with its
// successful measurements, shortest first.
type loopRow struct {
	impl, function, op, call string
	perByte                  bool
	note                     string
	pts                      []loopPoint
	errors                   []string
}

// loopRows groups loops of the run (its own, or its Go-side run's) by
// binding, operation, function and kind of call, in the run's order. A
// length measured in several passes (a Go-side run makes several, in one
// or more code layouts) keeps the median of its fast ones (fastestPasses).
func (r view) loopRows(loops []record.LoopResult) []loopRow {
	crossing := r.crossing()
	var rows []loopRow
	index := map[[4]string]int{}
	for _, l := range loops {
		impl := l.Binding.Impl
		if impl == "" {
			impl = r.CGo.Binding
		}
		key := [4]string{impl, l.Cell.Op, l.Function, fmt.Sprint(r.perByte(l))}
		i, ok := index[key]
		if !ok {
			i = len(rows)
			index[key] = i
			op := l.Binding.Op
			if op == "" {
				op = l.Cell.Op
			}
			rows = append(rows, loopRow{impl: impl, function: l.Function, op: op, call: l.Cell.Call, perByte: r.perByte(l), note: l.Note})
		}
		row := &rows[i]
		switch {
		case !l.Binding.OK():
			row.errors = append(row.errors, l.Binding.Error)
		case !l.Cell.OK():
			row.errors = append(row.errors, l.Cell.Error)
		default:
			p := loopPoint{bytes: l.Cell.Bytes, loopNs: l.Cell.Ns.Median, bindingNs: l.Binding.Ns.Median, efficiency: l.Efficiency, layout: l.CodeLayout}
			if a, c := l.Added, l.Crossing; a != nil && a.N > 0 && c != nil && c.OK() {
				// The same difference, taken round by round.
				p.added, p.se, p.crossNs = a.Median, medianSE(a), c.Ns.Median
			} else if c != nil && c.OK() {
				// The same C calls, one crossing per call, no Go side.
				p.added, p.se = p.bindingNs-c.Ns.Median, math.Hypot(medianSE(c.Ns), medianSE(l.Binding.Ns))
			} else {
				// Runs before the crossing was measured: the binding beside
				// the loop, less an empty call's crossing.
				p.added, p.se = p.bindingNs-p.loopNs-nanZero(crossing), math.Hypot(medianSE(l.Cell.Ns), medianSE(l.Binding.Ns))
				p.crossingIncluded = math.IsNaN(crossing)
			}
			row.pts = append(row.pts, p)
		}
	}
	for i := range rows {
		rows[i].pts = fastestPasses(rows[i].pts)
	}
	return rows
}

// efficiencyAt is a per-byte row's efficiency at n bytes, marked when it
// misses the target at a length the target applies to; "" when not
// measured.
func (row loopRow) efficiencyAt(n int) string {
	if !row.perByte {
		return ""
	}
	for _, p := range row.pts {
		if p.bytes == n {
			e := efficiencyText(p.efficiency)
			if n >= record.TargetFrom && !(p.efficiency >= record.EfficiencyTarget) {
				e += " (below)"
			}
			return e
		}
	}
	return ""
}

// perByte tells whether a loop measurement is of a per-byte call. Runs
// from before every binding had loops timed libsodium's per-byte calls
// only and did not record it.
func (r view) perByte(l record.LoopResult) bool {
	return l.Binding.PerByte || l.Cell.PerByte || r.CGo.Binding != ""
}

// key identifies a row across runs: a normal run's row and the same
// binding's row in its Go-side run.
func (row loopRow) key() [4]string {
	return [4]string{row.impl, row.op, row.function, fmt.Sprint(row.perByte)}
}

// goSidePoints returns, for each row of the run's Go-side run, its point
// measured most precisely; nil without a Go-side run.
func (r view) goSidePoints() map[[4]string]loopPoint {
	gs := r.CGo.GoSide
	if gs == nil {
		return nil
	}
	out := map[[4]string]loopPoint{}
	for _, row := range r.loopRows(gs.Loops) {
		if p := overhead(row.pts); p.bytes >= 0 {
			out[row.key()] = p
		}
	}
	return out
}

// crossingMeasured reports whether the run timed each C loop once per
// crossing too (record.LoopResult.Crossing).
func (r view) crossingMeasured() bool {
	for _, l := range r.CGo.Loops {
		if l.Crossing != nil {
			return true
		}
	}
	return false
}

// crossing is the cost of an empty cgo call beyond an empty Go call, or
// NaN when either was not measured.
func (r view) crossing() float64 {
	if g, c := r.CGo.GoCall, r.CGo.CCall; g != nil && c != nil && g.OK() && c.OK() {
		return c.Ns.Median - g.Ns.Median
	}
	return math.NaN()
}

// loopLengths are the message lengths at which per-byte loops were
// measured, shortest first.
func (r view) loopLengths() []int {
	var ns []int
	for _, l := range r.CGo.Loops {
		if r.perByte(l) && !slices.Contains(ns, l.Cell.Bytes) {
			ns = append(ns, l.Cell.Bytes)
		}
	}
	slices.Sort(ns)
	return ns
}

// clearlyOver tells whether a Go-side point is over the target by two
// standard errors.
func clearlyOver(p loopPoint) bool {
	return p.added-2*nanZero(p.se) > record.AddedTarget
}

// overhead is the point measured most precisely: what a call through
// the binding adds there, its standard error, and whether the figure
// still holds the crossing: on a long call a few ns drown in the call's own noise,
// so averaging over lengths would only blur the answer.
// A row with no point gives bytes -1.
func overhead(pts []loopPoint) loopPoint {
	best := -1
	for i, p := range pts {
		if best < 0 || p.se < pts[best].se {
			best = i
		}
	}
	if best < 0 {
		return loopPoint{bytes: -1, added: math.NaN(), se: math.NaN()}
	}
	return pts[best]
}

// medianSE estimates the standard error of a median in ns from the
// quartiles and the number of samples: for roughly normal samples it is
// 1.2533 σ/√n, σ ≈ IQR/1.349. NaN without the figures.
func medianSE(s *record.Stats) float64 {
	if s == nil || s.N < 2 {
		return math.NaN()
	}
	return 1.2533 * (s.Q3 - s.Q1) / 1.349 / math.Sqrt(float64(s.N))
}

// loopPoint is one length at which a C loop and the binding both
// succeeded; added is what the binding adds per call and se its standard
// error.
type loopPoint struct {
	bytes             int
	loopNs, bindingNs float64
	efficiency        float64
	added, se         float64
	// crossingIncluded marks an added figure that still holds the
	// crossing: an old run that measured neither kind of crossing.
	crossingIncluded bool
	// crossNs is the bare call's median beside the binding (0 where not
	// measured); passes counts the passes that measured this length
	// (fastestPasses), fast those of them with the machine at its
	// fastest, and lo and hi are the least and the most all gave for
	// added.
	crossNs      float64
	passes, fast int
	lo, hi       float64
	// layout is the code layout of the build that measured the point
	// (record.LoopResult.CodeLayout); layouts counts those among a
	// length's passes, fastLayouts those whose fast passes were kept.
	layout               string
	layouts, fastLayouts int
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

// nanZero is x, or 0 when x is NaN.
func nanZero(x float64) float64 {
	if math.IsNaN(x) {
		return 0
	}
	return x
}
