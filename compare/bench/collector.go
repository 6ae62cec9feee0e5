package bench

import (
	"cmp"
	"math"
	"slices"

	"github.com/naclcmp/naclcmp/record"
)

// A JavaScript host collects garbage while the calls it times run, and a
// collection lands in some batches and not others: node:crypto's SHA-256
// of 8 bytes, timed in batches of 1 ms, reads a median of about 930 ns a
// call where the same calls average 1,930 ns over 3 s, since about one
// batch in four carries a collection several times its length. The median
// of such batches is the cost of a call without the collector, which a
// user calling it many times does not get. So a self-timed cell's batches
// are merged, a group of consecutive ones at a time, until the groups'
// median agrees with the batches' mean: each group then carries its share
// of the collections. A cell whose median already agrees keeps its
// batches; in-process cells are not merged, as their collector is held off
// (Go) or absent (C) and what lands in few batches there is an
// interruption, which the median is meant to leave out.
const (
	// collectorTolerance is how far from the batches' mean the median of
	// the groups may stay: the figure leaves out at most this share of
	// the cost the mean carries. Both ways: merged in pairs, batches of
	// which every fourth carries a collection have a median at the slow
	// pairs' cost, above the mean.
	collectorTolerance = 0.03
	// collectorTrim is the share of the slowest batches (at least one)
	// left out of that mean: a collection comes back every few batches,
	// an interruption of the process (a page fault, another process
	// scheduled) once or twice in a cell, and one interruption should not
	// merge every batch of the cell.
	collectorTrim = 0.02
)

// spans is spanCollector's answer: the time per call of each group of
// group consecutive batches, the batches' trimmed mean per call, and
// whether the groups' median came within collectorTolerance of it.
type spans struct {
	perCall []float64
	group   int
	mean    float64
	ok      bool
}

// spanCollector merges ds's batches (each batch's duration, calls[i] its
// number of calls, in the order they ran) into groups of g consecutive
// ones, for the smallest g of 1, 2, 4, … whose groups' median is within
// collectorTolerance of the batches' trimmed mean, or for the largest g
// that leaves minGroups groups when none is (ok false). A remainder of
// fewer than g batches joins the last group.
func spanCollector(ds []float64, calls []int64, minGroups int) spans {
	sp := spans{mean: trimmedMean(ds, calls)}
	for sp.group = 1; ; sp.group *= 2 {
		sp.perCall = groupBatches(ds, calls, sp.group)
		sp.ok = sp.mean <= 0 || math.Abs(record.Summarize(sp.perCall).Median/sp.mean-1) <= collectorTolerance
		if sp.ok || len(ds)/(2*sp.group) < minGroups {
			return sp
		}
	}
}

// stats summarises the groups; where their median still disagrees with
// the mean, the interval reaches the mean (up or down), so that the
// figure is marked as not known to the precision: the cost per call lies
// between the two. scale converts to another unit (1 for none).
func (sp spans) stats(scale float64) record.Stats {
	xs := make([]float64, len(sp.perCall))
	for i, x := range sp.perCall {
		xs[i] = x * scale
	}
	st := record.Summarize(xs)
	if !sp.ok && sp.mean > 0 {
		st.Lo, st.Hi = min(st.Lo, sp.mean*scale), max(st.Hi, sp.mean*scale)
	}
	return st
}

// groupBatches returns the time per call of each group of g consecutive
// batches, the last group taking the remainder.
func groupBatches(ds []float64, calls []int64, g int) []float64 {
	n := len(ds) / g
	if n == 0 {
		n = min(len(ds), 1)
	}
	out := make([]float64, 0, n)
	for i := range n {
		end := (i + 1) * g
		if i == n-1 {
			end = len(ds)
		}
		var d float64
		var c int64
		for j := i * g; j < end; j++ {
			d += ds[j]
			c += calls[j]
		}
		out = append(out, d/float64(max(c, 1)))
	}
	return out
}

// trimmedMean is the time per call over every batch but the slowest
// collectorTrim of them (at least one, when there are several).
func trimmedMean(ds []float64, calls []int64) float64 {
	idx := make([]int, len(ds))
	for i := range idx {
		idx[i] = i
	}
	per := func(i int) float64 { return ds[i] / float64(max(calls[i], 1)) }
	slices.SortFunc(idx, func(a, b int) int { return cmp.Compare(per(a), per(b)) })
	keep := len(idx)
	if keep > 1 {
		keep -= max(1, int(math.Ceil(collectorTrim*float64(keep))))
	}
	var d float64
	var c int64
	for _, i := range idx[:keep] {
		d += ds[i]
		c += calls[i]
	}
	if c == 0 {
		return 0
	}
	return d / float64(c)
}
