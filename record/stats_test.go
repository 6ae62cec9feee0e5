package record

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

func TestSummarize(t *testing.T) {
	// 1..9 shuffled: quartiles of type 7 are 3, 5 and 7.
	xs := []float64{9, 1, 8, 2, 7, 3, 6, 4, 5}
	s := Summarize(xs)
	want := Stats{N: 9, Q1: 3, Median: 5, Q3: 7, Min: 1, Max: 9, Mean: 5, StdDev: math.Sqrt(7.5), P99: 8.92, P995: 8.96}
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"q1", s.Q1, want.Q1}, {"median", s.Median, want.Median}, {"q3", s.Q3, want.Q3},
		{"min", s.Min, want.Min}, {"max", s.Max, want.Max}, {"mean", s.Mean, want.Mean},
		{"stddev", s.StdDev, want.StdDev}, {"p99", s.P99, want.P99}, {"p995", s.P995, want.P995},
	} {
		if !near(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if s.N != 9 {
		t.Errorf("N = %d, want 9", s.N)
	}
	if xs[0] != 9 {
		t.Error("Summarize reordered its input")
	}
}

func TestSummarizeInterpolates(t *testing.T) {
	// Four samples: the median lies halfway between 20 and 30, the first
	// quartile three quarters of the way from 10 to 20.
	s := Summarize([]float64{40, 10, 30, 20})
	if !near(s.Median, 25) || !near(s.Q1, 17.5) || !near(s.Q3, 32.5) {
		t.Errorf("quartiles = %v %v %v, want 17.5 25 32.5", s.Q1, s.Median, s.Q3)
	}
	if one := Summarize([]float64{7}); one.Q1 != 7 || one.Median != 7 || one.Q3 != 7 || one.StdDev != 0 {
		t.Errorf("one sample: %+v", one)
	}
	if empty := Summarize(nil); empty.N != 0 || empty.Median != 0 {
		t.Errorf("no samples: %+v", empty)
	}
}

func TestScale(t *testing.T) {
	s := Summarize([]float64{100, 200, 300}).Scale(0.5)
	if s.Median != 100 || s.Min != 50 || s.Max != 150 || s.N != 3 {
		t.Errorf("Scale(0.5) = %+v", s)
	}
}

func TestLong(t *testing.T) {
	// A cipher costing 500 cycles per call plus 2 cycles per byte, with
	// quartiles 1% apart: the long figure recovers 2 cycles per byte.
	at := func(n float64) Stats {
		c := 500 + 2*n
		return Stats{Q1: c * 0.99, Median: c, Q3: c * 1.01}
	}
	q := Long(at(1024), at(4096))
	if !near(q.Median, 2) {
		t.Errorf("long median = %v, want 2", q.Median)
	}
	// (0.99·8692 − 0.99·2548) / 3072 = 0.99·2.
	if !near(q.Q1, 1.98) || !near(q.Q3, 2.02) {
		t.Errorf("long quartiles = %v, %v; want 1.98, 2.02", q.Q1, q.Q3)
	}
}

func TestUnstable(t *testing.T) {
	for _, c := range []struct {
		q    Quartiles
		want bool
	}{
		// Without an interval (older results): the quartile rule.
		{Quartiles{Q1: 99, Median: 100, Q3: 101}, false},
		{Quartiles{Q1: 95, Median: 100, Q3: 105}, false}, // exactly 10%: not flagged
		{Quartiles{Q1: 90, Median: 100, Q3: 111}, true},
		{Quartiles{}, true},
		{Quartiles{Q1: -3, Median: -2, Q3: -1}, true},
		// With one: the interval against Precision, whatever the quartiles.
		{Quartiles{Q1: 80, Median: 100, Q3: 130, Lo: 99.5, Hi: 100.8}, false},
		{Quartiles{Q1: 99, Median: 100, Q3: 101, Lo: 99.5, Hi: 101.5}, true},
		{Quartiles{Q1: 99, Median: 100, Q3: 101, Lo: 98.5, Hi: 100}, true},
	} {
		if got := c.q.Unstable(); got != c.want {
			t.Errorf("%+v.Unstable() = %v, want %v", c.q, got, c.want)
		}
	}
}

func TestRatios(t *testing.T) {
	if got := Slower(300, 100); got != 3 {
		t.Errorf("Slower(300, 100) = %v", got)
	}
	if got := Slower(100, 100); got != 1 {
		t.Errorf("Slower(100, 100) = %v", got)
	}
	if !math.IsNaN(Slower(0, 100)) || !math.IsNaN(Slower(100, 0)) {
		t.Error("Slower of a non-positive cost should be NaN")
	}
	// 1 MiB in 1 ms is 1048.576 MB/s.
	if got := Throughput(1<<20, 1e6); !near(got, 1048.576) {
		t.Errorf("Throughput = %v", got)
	}
	if got := OpsPerSec(40_000); !near(got, 25_000) {
		t.Errorf("OpsPerSec(40µs) = %v", got)
	}
	// A binding taking 1030 ns where C takes 1000 ns is 97.1% efficient.
	if got := Efficiency(1030, 1000); !near(got, 1000.0/1030) {
		t.Errorf("Efficiency = %v", got)
	}
	if !math.IsNaN(Efficiency(0, 1000)) {
		t.Error("Efficiency without a binding figure should be NaN")
	}
}
