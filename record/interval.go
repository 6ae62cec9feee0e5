package record

import (
	"fmt"
	"math"
	"slices"
)

// A benchmark cell samples until its median is known to within Precision
// at Confidence (bench stops a steady cell early and gives an unsteady one
// its whole time cap); tables flag "?" on a median known less well.
//
// The interval is distribution-free, from order statistics: for n
// samples, the number of them below the true median is Binomial(n, ½),
// so the k-th smallest and the k-th largest sample bound the median with
// probability at least 1 − 2·P(Binomial(n, ½) < k). Timing samples are
// skewed and often bimodal (a machine with a fast and a slow state), where
// a normal approximation of the mean would mislead; a bimodal series whose
// median falls between its modes gets a wide interval, as it should.
const (
	// Confidence is the coverage of every interval of a median.
	Confidence = 0.95
	// Precision is the target half-width of that interval relative to the
	// median: ±1%, finer than the differences the reports call out and
	// reached within the default time cap by the steady cells of a quiet
	// machine.
	Precision = 0.01
	// MinIntervalSamples is the fewest samples for which an interval at
	// Confidence exists: with 5, even the extremes cover the median with
	// probability 1 − 2/32 < 0.95.
	MinIntervalSamples = 6
)

// exactUpTo is the sample count up to which order ranks come from the
// binomial distribution itself; above it, from its normal approximation,
// off by at most one rank there.
const exactUpTo = 1000

// IntervalRank returns k, 1-based, such that the k-th smallest and k-th
// largest of n samples bound their median at Confidence; 0 when n is too
// small for any (n < MinIntervalSamples).
func IntervalRank(n int) int {
	if n < MinIntervalSamples {
		return 0
	}
	alpha := (1 - Confidence) / 2
	if n > exactUpTo {
		// k − 1 = n/2 − z·√n/2, rounded down so that coverage is kept.
		k := int(math.Floor(float64(n)/2-1.959963984540054*math.Sqrt(float64(n))/2)) + 1
		return max(k, 1)
	}
	// The largest k with P(Binomial(n, ½) ≤ k−1) ≤ alpha.
	logHalfN := float64(n) * math.Log(0.5)
	lc, _ := math.Lgamma(float64(n + 1))
	cdf, k := 0.0, 0
	for i := 0; i <= n/2; i++ {
		li, _ := math.Lgamma(float64(i + 1))
		lr, _ := math.Lgamma(float64(n - i + 1))
		cdf += math.Exp(lc - li - lr + logHalfN)
		if cdf > alpha {
			break
		}
		k = i + 1
	}
	return max(k, 1)
}

// MedianInterval returns the bounds of sorted's median at Confidence; for
// fewer than MinIntervalSamples samples, the extremes (which cover it
// less surely) and for none, zeros. sorted must be in ascending order.
func MedianInterval(sorted []float64) (lo, hi float64) {
	n := len(sorted)
	if n == 0 {
		return 0, 0
	}
	k := max(IntervalRank(n), 1)
	return sorted[k-1], sorted[n-k]
}

// isSteady reports whether the median of xs (in any order) is known to
// within Precision at Confidence: the rule by which a benchmark cell stops
// sampling early. Fewer than MinIntervalSamples samples are never steady.
func isSteady(xs []float64) bool { return SteadyWithin(xs, Precision) }

// SteadyWithin is Steady with another precision than Precision.
func SteadyWithin(xs []float64, precision float64) bool {
	if len(xs) < MinIntervalSamples {
		return false
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	lo, hi := MedianInterval(s)
	return Quartiles{Median: quantile(s, 0.5), Lo: lo, Hi: hi}.HalfWidth() <= precision
}

// UnsteadyMark says what a "?" on a figure means, for table titles and
// legends: its median is known less precisely than Precision at
// Confidence (Quartiles.Unstable).
var UnsteadyMark = fmt.Sprintf("? median's %.0f%% interval wider than ±%.0f%%", Confidence*100, Precision*100)
