package report

import (
	"fmt"
	"slices"

	"github.com/naclcmp/naclcmp/record"
)

// GroupKey identifies one table of the report: an operation's call,
// per byte or per call.
type GroupKey struct {
	Op      string
	Call    string
	PerByte bool
}

// group is the cells of one table.
type group struct {
	GroupKey
	Family, Primitive, Title string
	Bytes                    int // per-call message length
	// Params and MemoryKiB are a password hash's cost parameters and
	// memory (record.Cell.Params), in place of a message length.
	Params    string
	MemoryKiB uint64
	Impls     []string // in the order measured
	Lengths   []int    // sorted
	cells     map[string]map[int]*record.Cell
}

// input names what a per-call table's calls were given beyond the
// operation: ", 59-byte message", ", m=19456 KiB, t=2, p=1", or "".
func (g *group) input() string {
	switch {
	case g.Params != "":
		return ", " + g.Params
	case g.Bytes > 0:
		return fmt.Sprintf(", %d-byte message", g.Bytes)
	}
	return ""
}

// cell returns impl's cell at length n, or nil.
func (g *group) cell(impl string, n int) *record.Cell { return g.cells[impl][n] }

// only returns impl's single cell of a per-call group, or nil.
func (g *group) only(impl string) *record.Cell {
	for _, c := range g.cells[impl] {
		return c
	}
	return nil
}

// groups returns the report's tables in the order the cells were measured
// (catalogue order).
func (r view) groups() []*group {
	var out []*group
	index := map[GroupKey]*group{}
	for i := range r.Cells {
		c := &r.Cells[i]
		k := GroupKey{c.Op, c.Call, c.PerByte}
		g := index[k]
		if g == nil {
			g = &group{GroupKey: k, Family: c.Family, Primitive: c.Primitive, Title: c.Title, cells: map[string]map[int]*record.Cell{}}
			if !c.PerByte {
				g.Bytes, g.Params, g.MemoryKiB = c.Bytes, c.Params, c.MemoryKiB
			}
			index[k] = g
			out = append(out, g)
		}
		if g.cells[c.Impl] == nil {
			g.cells[c.Impl] = map[int]*record.Cell{}
			g.Impls = append(g.Impls, c.Impl)
		}
		g.cells[c.Impl][c.Bytes] = c
		if !slices.Contains(g.Lengths, c.Bytes) {
			g.Lengths = append(g.Lengths, c.Bytes)
		}
	}
	for _, g := range out {
		slices.Sort(g.Lengths)
	}
	return out
}

// unit is the unit of costs in this run: the counter's or "ns".
func (r view) unit() string {
	if r.Counter.Unit != "" {
		return r.Counter.Unit
	}
	return "ns"
}

// costName names the cost unit in prose: "TSC cycles" or "ns".
func (r view) costName() string {
	if r.Counter.Name != "" {
		return r.Counter.Name
	}
	return "ns"
}

// long returns impl's long-message figure in g, if 1024 and 4096 bytes
// were measured without error and the figure is resolved.
func (g *group) long(impl string) *record.Quartiles {
	q, why := g.longResolved(impl)
	if why != "" {
		return nil
	}
	return q
}

// longResolved is long's figure, and why it is not resolved
// (record.LongResolved) when it is not: no figure then.
func (g *group) longResolved(impl string) (*record.Quartiles, string) {
	a, b := g.cell(impl, record.LongFrom), g.cell(impl, record.LongTo)
	if !g.PerByte || a == nil || b == nil || !a.OK() || !b.OK() {
		return nil, ""
	}
	if why := record.LongResolved(*a.Cost(), *b.Cost()); why != "" {
		return nil, why
	}
	q := record.Long(*a.Cost(), *b.Cost())
	return &q, ""
}

// throughputLength is the largest length of g of at least 1 MiB, or 0.
func (g *group) throughputLength() int {
	if n := g.Lengths[len(g.Lengths)-1]; g.PerByte && n >= record.MiB {
		return n
	}
	return 0
}

// headline is the figure implementations are ranked by, and its basis:
// for byte-oriented calls the cost per byte at the longest length
// measured, where the per-call cost weighs least and which the table's
// last column shows (an implementation that lacks that length is not
// ranked); for per-call operations the median cost per call.
// Implementations without the figure get none. One basis per table, which
// no other column of the row can contradict: the long-message figure, a
// difference of two costs, is shown but does not rank.
func (g *group) headline() (basis string, cost map[string]float64) {
	cost = map[string]float64{}
	if !g.PerByte {
		for _, im := range g.Impls {
			if c := g.only(im); c != nil && c.OK() {
				cost[im] = c.Cost().Median
			}
		}
		return "per call", cost
	}
	n := slices.Max(g.Lengths)
	if n <= 0 {
		return "", cost // a run of empty messages only: no cost per byte
	}
	for _, im := range g.Impls {
		if c := g.cell(im, n); c != nil && c.OK() {
			cost[im] = c.Cost().Median / float64(n)
		}
	}
	return "@" + lengthLabel(n), cost
}

// fastest returns the lowest positive cost's owner, or "".
func fastest(cost map[string]float64, order []string) string {
	best := ""
	for _, im := range order {
		if v := cost[im]; v > 0 && (best == "" || v < cost[best]) {
			best = im
		}
	}
	return best
}

// deriveSummary computes each group's headline figures.
func deriveSummary(r view) []record.Summary {
	var out []record.Summary
	for _, g := range r.groups() {
		basis, cost := g.headline()
		best := fastest(cost, g.Impls)
		for _, im := range g.Impls {
			s := record.Summary{Op: g.Op, Call: g.Call, PerByte: g.PerByte, Impl: im, Unit: r.unit(), Basis: basis}
			for _, n := range g.Lengths {
				if c := g.cell(im, n); c != nil && c.Error != "" && s.Error == "" {
					s.Error = c.Error
				}
			}
			if g.PerByte {
				s.Long = g.long(im)
				if n := g.throughputLength(); n > 0 {
					if c := g.cell(im, n); c != nil && c.OK() {
						s.MBps = record.Throughput(n, c.Ns.Median)
					}
				}
			} else if c := g.only(im); c != nil && c.OK() {
				q := c.Cost().Quartiles()
				s.PerCall, s.OpsPerSec = &q, record.OpsPerSec(c.Ns.Median)
			}
			if best != "" && cost[im] > 0 {
				s.Slower = record.Slower(cost[im], cost[best])
			}
			out = append(out, s)
		}
	}
	return out
}
