package record

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestIntervalRankCoverage checks the ranks against the binomial
// distribution they come from: the interval covers at least Confidence,
// and one rank further in would not (the ranks are the tightest that do).
func TestIntervalRankCoverage(t *testing.T) {
	binomLE := func(n, k int) float64 { // P(Binomial(n, ½) ≤ k)
		var p float64
		for i := 0; i <= k; i++ {
			lc, _ := math.Lgamma(float64(n + 1))
			li, _ := math.Lgamma(float64(i + 1))
			lr, _ := math.Lgamma(float64(n - i + 1))
			p += math.Exp(lc - li - lr + float64(n)*math.Log(0.5))
		}
		return p
	}
	if k := IntervalRank(MinIntervalSamples - 1); k != 0 {
		t.Errorf("IntervalRank(%d) = %d, want 0: no interval at %v exists", MinIntervalSamples-1, k, Confidence)
	}
	for _, n := range []int{6, 7, 10, 16, 25, 50, 100, 333, 1000, 1001, 5000} {
		k := IntervalRank(n)
		cover := 1 - 2*binomLE(n, k-1)
		if cover < Confidence-1e-9 {
			t.Errorf("n=%d: rank %d covers %.4f < %v", n, k, cover, Confidence)
		}
		// Exact ranks are the tightest; the normal approximation may be
		// one rank wider.
		slack := 1
		if n > exactUpTo {
			slack = 2
		}
		if tighter := 1 - 2*binomLE(n, k-1+slack); tighter >= Confidence {
			t.Errorf("n=%d: rank %d is not the tightest (rank %d covers %.4f)", n, k, k+slack, tighter)
		}
	}
}

// TestSteadySeriesIsSteady: a series with 2% noise around its median is
// known to ±1% after a few hundred samples, and a bimodal series, half
// its samples 30% slower, is not at any count: its median falls between
// the modes.
func TestSteadyAndBimodal(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	steady := func(n int) []float64 {
		xs := make([]float64, n)
		for i := range xs {
			xs[i] = 100 * (1 + 0.02*r.NormFloat64())
		}
		return xs
	}
	bimodal := func(n int) []float64 {
		xs := make([]float64, n)
		for i := range xs {
			xs[i] = 100 * (1 + 0.01*r.NormFloat64())
			if i%2 == 1 {
				xs[i] *= 1.3
			}
		}
		return xs
	}
	if isSteady(steady(5)) {
		t.Error("5 samples called steady: too few for any interval")
	}
	if !isSteady(steady(400)) {
		t.Error("400 samples of 2% noise not steady")
	}
	if isSteady(bimodal(20000)) {
		t.Error("a bimodal series whose median falls between its modes called steady")
	}
	s := Summarize(steady(1000))
	if !(s.Lo <= s.Median && s.Median <= s.Hi && s.Lo > 95 && s.Hi < 105) {
		t.Errorf("interval [%v, %v] around median %v", s.Lo, s.Median, s.Hi)
	}
	if q := s.Quartiles(); q.Unstable() {
		t.Errorf("a steady summary flagged: half-width %.4f", q.HalfWidth())
	}
	if q := Summarize(bimodal(2000)).Quartiles(); !q.Unstable() {
		t.Errorf("a bimodal summary not flagged: half-width %.4f", q.HalfWidth())
	}
}

// TestLongInterval: the long-message figure's interval spans the widest
// difference its two intervals allow.
func TestLongInterval(t *testing.T) {
	a := Stats{Median: 1024, Lo: 1014, Hi: 1034}
	b := Stats{Median: 4096, Lo: 4056, Hi: 4136}
	q := Long(a, b)
	if q.Median != 1 || q.Lo != (4056-1034)/3072.0 || q.Hi != (4136-1014)/3072.0 {
		t.Errorf("Long = %+v", q)
	}
	if f := FixedCost(a, b); f != 0 {
		t.Errorf("FixedCost = %v, want 0 for cost proportional to length", f)
	}
}
