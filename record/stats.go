package record

import (
	"fmt"
	"math"
	"slices"
)

// Stats summarises per-call measurements: each sample is one timed batch
// divided by its number of calls. Quartiles are what eBACS tables show;
// mean, extremes, deviation and tail percentiles answer the questions of
// benchmark.js- and deno-style tables (ops/s ± deviation, min … max, p99).
type Stats struct {
	N      int     `json:"n"` // number of samples (timed batches)
	Q1     float64 `json:"q1"`
	Median float64 `json:"median"`
	Q3     float64 `json:"q3"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"stddev"`
	P99    float64 `json:"p99"`
	P995   float64 `json:"p995"`
	// Lo and Hi bound the median at Confidence (MedianInterval); both
	// are zero in results written before runs recorded them.
	Lo float64 `json:"lo,omitempty"`
	Hi float64 `json:"hi,omitempty"`
}

// Summarize computes the statistics of xs; xs is not modified. Quantiles
// interpolate linearly between order statistics (the common "type 7"
// definition, as in R and NumPy).
func Summarize(xs []float64) Stats {
	if len(xs) == 0 {
		return Stats{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	var sum float64
	for _, x := range s {
		sum += x
	}
	mean := sum / float64(len(s))
	lo, hi := MedianInterval(s)
	var sq float64
	for _, x := range s {
		sq += (x - mean) * (x - mean)
	}
	sd := 0.0
	if len(s) > 1 {
		sd = math.Sqrt(sq / float64(len(s)-1))
	}
	return Stats{
		N: len(s), Q1: quantile(s, 0.25), Median: quantile(s, 0.5), Q3: quantile(s, 0.75),
		Min: s[0], Max: s[len(s)-1], Mean: mean, StdDev: sd,
		P99: quantile(s, 0.99), P995: quantile(s, 0.995),
		Lo: lo, Hi: hi,
	}
}

// quantile returns the p-quantile of sorted, non-empty s.
func quantile(s []float64, p float64) float64 {
	h := float64(len(s)-1) * p
	lo := int(math.Floor(h))
	if lo+1 >= len(s) {
		return s[len(s)-1]
	}
	return s[lo] + (h-float64(lo))*(s[lo+1]-s[lo])
}

// Scale returns s with every value multiplied by f (N unchanged), for
// example to turn cost per call into cost per byte. Scaling by a negative
// factor is not meaningful and is not supported.
func (s Stats) Scale(f float64) Stats {
	return Stats{
		N: s.N, Q1: s.Q1 * f, Median: s.Median * f, Q3: s.Q3 * f,
		Min: s.Min * f, Max: s.Max * f, Mean: s.Mean * f, StdDev: s.StdDev * f,
		P99: s.P99 * f, P995: s.P995 * f, Lo: s.Lo * f, Hi: s.Hi * f,
	}
}

// Quartiles are the three quartiles of a measurement and the interval
// that bounds its median (Stats.Lo, Stats.Hi).
type Quartiles struct {
	Q1     float64 `json:"q1"`
	Median float64 `json:"median"`
	Q3     float64 `json:"q3"`
	Lo     float64 `json:"lo,omitempty"`
	Hi     float64 `json:"hi,omitempty"`
}

// Quartiles returns the quartiles of s.
func (s Stats) Quartiles() Quartiles { return Quartiles{s.Q1, s.Median, s.Q3, s.Lo, s.Hi} }

// LongFrom and LongTo are the lengths of eBACS's "long message" figure.
const (
	LongFrom = 1024
	LongTo   = 4096
)

// Long computes eBACS's cost per byte of a long message, (cost(4096) −
// cost(1024)) / 3072, quartile by quartile, from the per-call costs at 1024
// and 4096 bytes. Subtracting removes the fixed per-call cost (set-up,
// finalisation, the cgo crossing), leaving the marginal cost of a byte.
// Its interval is the widest the two medians' intervals allow: the
// lowest cost at 4096 less the highest at 1024, and the other way round.
func Long(at1024, at4096 Stats) Quartiles {
	d := float64(LongTo - LongFrom)
	q := Quartiles{
		Q1:     (at4096.Q1 - at1024.Q1) / d,
		Median: (at4096.Median - at1024.Median) / d,
		Q3:     (at4096.Q3 - at1024.Q3) / d,
	}
	if at1024.Hi > 0 && at4096.Hi > 0 {
		q.Lo, q.Hi = (at4096.Lo-at1024.Hi)/d, (at4096.Hi-at1024.Lo)/d
	}
	return q
}

// FixedCost is the per-call cost that Long subtracts, the cost at 1024
// bytes less 1024 bytes at the long-message rate: (4·cost(1024) −
// cost(4096)) / 3, from the medians.
func FixedCost(at1024, at4096 Stats) float64 {
	return (4*at1024.Median - at4096.Median) / 3
}

// The long-message figure is a difference of two costs, and means little
// where the per-call cost (a pipe to another process, a page's
// bookkeeping) dwarfs the bytes: LongResolved gives it only where
// FixedCost is at most LongMaxFixed of a 4096-byte call and its interval
// reaches no further than LongPrecision from it.
const (
	LongMaxFixed  = 0.5
	LongPrecision = 0.05
)

// LongResolved returns why the long-message figure of these costs at 1024
// and 4096 bytes is not resolved, or "" when it is.
func LongResolved(at1024, at4096 Stats) (why string) {
	if at4096.Median <= at1024.Median {
		return fmt.Sprintf("%d bytes measured no dearer than %d", LongTo, LongFrom)
	}
	if f := FixedCost(at1024, at4096) / at4096.Median; f > LongMaxFixed {
		return fmt.Sprintf("the per-call cost is %.0f%% of a %d-byte call", f*100, LongTo)
	}
	if hw := Long(at1024, at4096).HalfWidth(); !math.IsInf(hw, 1) && hw > LongPrecision {
		return fmt.Sprintf("its interval reaches ±%.0f%%", hw*100)
	}
	return ""
}

// Unstable reports whether the median is known less precisely than the
// target: its interval reaches further than Precision of the median from
// it. Tables flag such figures with "?", as eBACS does for measurements
// with large variance. Results written before intervals were recorded
// (Lo and Hi zero) are judged by their quartiles, as they were then:
// unstable when those spread by more than UnstableSpread of the median.
func (q Quartiles) Unstable() bool {
	if q.Median <= 0 {
		return true
	}
	if q.Lo == 0 && q.Hi == 0 {
		return (q.Q3-q.Q1)/q.Median > UnstableSpread
	}
	return q.HalfWidth() > Precision
}

// HalfWidth is how far the median's interval reaches from the median,
// relative to it, on its wider side; +Inf without an interval or a
// positive median.
func (q Quartiles) HalfWidth() float64 {
	if q.Median <= 0 || (q.Lo == 0 && q.Hi == 0) {
		return math.Inf(1)
	}
	return max(q.Hi-q.Median, q.Median-q.Lo) / q.Median
}

// UnstableSpread is the interquartile range, relative to the median, above
// which a figure of results without intervals is flagged.
const UnstableSpread = 0.10

// Slower returns how many times slower a cost is than the best (lowest)
// cost: 1 for the fastest. Both must be positive; otherwise it returns NaN.
func Slower(cost, best float64) float64 {
	if cost <= 0 || best <= 0 {
		return math.NaN()
	}
	return cost / best
}

// Throughput converts a cost of ns nanoseconds per call of n bytes into MB/s
// (10⁶ bytes per second).
func Throughput(n int, ns float64) float64 {
	if ns <= 0 {
		return 0
	}
	return float64(n) / ns * 1e3
}

// OpsPerSec converts nanoseconds per call into calls per second.
func OpsPerSec(ns float64) float64 {
	if ns <= 0 {
		return 0
	}
	return 1e9 / ns
}

// Efficiency is the binding efficiency: throughput through cgo divided by
// the throughput of the same function in a C loop, that is the C loop's
// cost divided by the binding's. 1 means cgo costs nothing measurable.
func Efficiency(bindingNs, loopNs float64) float64 {
	if bindingNs <= 0 || loopNs <= 0 {
		return math.NaN()
	}
	return loopNs / bindingNs
}
