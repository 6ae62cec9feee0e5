package report

import (
	"fmt"
	"strings"

	"github.com/naclcmp/naclcmp/record"
)

// "When cgo pays": a C library reached through cgo pays the crossing on
// every call, native Go pays none but may run slower code, so which is
// faster can depend on the message length. For every call that has both a
// C and a Go implementation, the section compares the fastest of each side
// at each measured length and finds the length from which C wins.
// JavaScript takes no part: the question is whether to call C from Go.

// cgoPaysHeading is the heading of the section in report.md.
const cgoPaysHeading = "When cgo pays"

// fastCell is the fastest implementation of one side at one length.
type fastCell struct {
	impl string
	q    record.Quartiles // ns per call
}

// paysPoint is one length at which both sides have a figure.
type paysPoint struct {
	bytes     int
	c, goSide fastCell
}

// speedup is how many times longer the fastest Go call takes than the
// fastest C call: above 1 the C binding is faster.
func (p paysPoint) speedup() float64 { return p.goSide.q.Median / p.c.q.Median }

// cFaster reports whether the C side is faster at p.
func (p paysPoint) cFaster() bool { return p.goSide.q.Median > p.c.q.Median }

// unstable reports whether either side's median is unsteady.
func (p paysPoint) unstable() bool { return p.c.q.Unstable() || p.goSide.q.Unstable() }

// paysRow is one call of the section: its group, its points shortest
// first, and the lengths where a side has only failures.
type paysRow struct {
	g      *group
	pts    []paysPoint
	failed map[int]string // length → "C", "Go" or "C and Go"
}

// point returns the row's point at n bytes, or nil.
func (pr *paysRow) point(n int) *paysPoint {
	for i := range pr.pts {
		if pr.pts[i].bytes == n {
			return &pr.pts[i]
		}
	}
	return nil
}

// paysRows returns, in catalogue order, the calls of gs that have at least
// one C and one Go implementation in the run.
func (r view) paysRows(gs []*group) []*paysRow {
	lang := map[string]string{}
	for _, im := range r.Impls {
		lang[im.Name] = im.Language
	}
	var out []*paysRow
	for _, g := range gs {
		var cs, gos []string
		for _, im := range g.Impls {
			switch lang[im] {
			case "C":
				cs = append(cs, im)
			case "Go":
				gos = append(gos, im)
			}
		}
		if len(cs) == 0 || len(gos) == 0 {
			continue
		}
		pr := &paysRow{g: g, failed: map[int]string{}}
		for _, n := range g.Lengths {
			c, cOK, cFailed := fastestAt(g, cs, n)
			gc, gOK, gFailed := fastestAt(g, gos, n)
			switch {
			case cOK && gOK:
				pr.pts = append(pr.pts, paysPoint{bytes: n, c: c, goSide: gc})
			case cFailed && gFailed:
				pr.failed[n] = "C and Go"
			case cFailed:
				pr.failed[n] = "C"
			case gFailed:
				pr.failed[n] = "Go"
			}
		}
		out = append(out, pr)
	}
	return out
}

// fastestAt returns the implementation of impls with the lowest median ns
// at n bytes; failed reports that none has a figure there and at least one
// failed.
func fastestAt(g *group, impls []string, n int) (best fastCell, ok, failed bool) {
	for _, im := range impls {
		c := g.cell(im, n)
		switch {
		case c == nil, c.Lacks != "": // a length it lacks ("—") is no failure
		case !c.OK():
			failed = true
		case c.Ns.Median > 0 && (!ok || c.Ns.Median < best.q.Median):
			best, ok = fastCell{impl: im, q: c.Ns.Quartiles()}, true
		}
	}
	return best, ok, failed && !ok
}

// breakEven says from which measured length the C side is faster and
// stays faster, pts shortest first: "at every length", "never", "from N
// bytes" with the two measured lengths that bracket the crossing, or, when
// C wins somewhere but not at the longest length, "only at" where it wins. The
// crossing is only known to lie between two measured lengths: a sparse
// sweep brackets it widely, the full mode's every 64 bytes to the step.
// "?" marks a verdict that rests on a spread measurement.
func breakEven(pts []paysPoint) string {
	if len(pts) == 0 {
		return ""
	}
	i := len(pts)
	for i > 0 && pts[i-1].cFaster() {
		i--
	}
	switch {
	case i == 0:
		return flag("at every length", pts[0].unstable(), false)
	case i < len(pts):
		return flag("from "+bytesText(pts[i].bytes), pts[i-1].unstable() || pts[i].unstable(), false) +
			fmt.Sprintf(" (between %s and %s)", lengthLabel(pts[i-1].bytes), lengthLabel(pts[i].bytes))
	}
	var wins []string
	unsteady := pts[len(pts)-1].unstable()
	for _, p := range pts {
		if p.cFaster() {
			wins = append(wins, lengthLabel(p.bytes))
			unsteady = unsteady || p.unstable()
		}
	}
	if len(wins) == 0 {
		return flag("never", unsteady, false)
	}
	// Go wins at the longest length: C's wins do not last, and "from N"
	// would promise what the sweep does not show. Under the column "C
	// faster" it reads "C faster only at 1024, 4096".
	return flag("only at "+strings.Join(wins, ", "), unsteady, false)
}

// callVerdict says which side is faster at a per-call operation and by
// how much: "C 1.76× faster", "Go 1.30× faster", or "as fast" when the
// factor rounds to 1.00 ("Go 1.00× faster" would name a winner that the
// figures do not show).
func callVerdict(p paysPoint) string {
	s := "as fast"
	switch r := p.speedup(); {
	case fmtNum(max(r, 1/r)) == fmtNum(1):
	case r > 1:
		s = "C " + fmtNum(r) + "× faster"
	default:
		s = "Go " + fmtNum(1/r) + "× faster"
	}
	return flag(s, p.unstable(), false)
}

// fastestNames names the fastest implementation of one side (c or Go) over
// the points: one name when one implementation is fastest throughout, else
// each with the lengths where it is, consecutive points as a range
// ("libsodium (64), openssl (1024–1 MiB)"), or their count where they are
// scattered over more than two ranges.
func fastestNames(pts []paysPoint, c bool) string {
	var order []string
	ranges := map[string][][2]int{} // first and last index of each run
	for i, p := range pts {
		im := p.goSide.impl
		if c {
			im = p.c.impl
		}
		rs := ranges[im]
		switch {
		case rs == nil:
			order = append(order, im)
			fallthrough
		case rs[len(rs)-1][1] != i-1:
			ranges[im] = append(rs, [2]int{i, i})
		default:
			rs[len(rs)-1][1] = i
		}
	}
	if len(order) == 1 {
		return order[0]
	}
	parts := make([]string, len(order))
	for i, im := range order {
		rs := ranges[im]
		if len(rs) > 2 {
			n := 0
			for _, r := range rs {
				n += r[1] - r[0] + 1
			}
			parts[i] = fmt.Sprintf("%s (%d lengths)", im, n)
			continue
		}
		var ls []string
		for _, r := range rs {
			l := lengthLabel(pts[r[0]].bytes)
			if r[1] > r[0] {
				l += "–" + lengthLabel(pts[r[1]].bytes)
			}
			ls = append(ls, l)
		}
		parts[i] = fmt.Sprintf("%s (%s)", im, strings.Join(ls, ", "))
	}
	return strings.Join(parts, ", ")
}
