package ct

import (
	"math"
	"testing"
)

// TestWelch checks Welch's t against a value worked by hand: classes
// {1,2,3} and {4,5,6} have means 2 and 5 and variances 1, so
// t = (2-5)/sqrt(1/3+1/3) = -3.6742.
func TestWelch(t *testing.T) {
	var w welch
	for _, x := range []float64{1, 2, 3} {
		w.push(x, 0)
	}
	for _, x := range []float64{4, 5, 6} {
		w.push(x, 1)
	}
	if got, want := w.t(), -3/math.Sqrt(2.0/3); math.Abs(got-want) > 1e-12 {
		t.Errorf("t = %v, want %v", got, want)
	}
	if w.count() != 6 {
		t.Errorf("count = %d, want 6", w.count())
	}
}

// TestWelchDegenerate checks that too few measurements or no variance give
// no evidence (t = 0) rather than a division by zero.
func TestWelchDegenerate(t *testing.T) {
	var w welch
	w.push(1, 0)
	w.push(2, 1)
	if w.t() != 0 {
		t.Errorf("one measurement per class: t = %v, want 0", w.t())
	}
	var c welch
	for range 5 {
		c.push(7, 0)
		c.push(7, 1)
	}
	if c.t() != 0 {
		t.Errorf("constant measurements: t = %v, want 0", c.t())
	}
}

// TestCropPercentiles checks dudect's crop schedule: increasing, from
// 1-0.5 = 0.5 towards 1 (1-0.5^10 for the last).
func TestCropPercentiles(t *testing.T) {
	if p := cropPercentile(0); math.Abs(p-0.5) > 1e-12 {
		t.Errorf("first crop %v, want 0.5", p)
	}
	if p := cropPercentile(crops - 1); math.Abs(p-(1-math.Pow(0.5, 10))) > 1e-12 {
		t.Errorf("last crop %v, want %v", p, 1-math.Pow(0.5, 10))
	}
	times := make([]uint64, 1000)
	for i := range times {
		times[i] = uint64(1000 - i)
	}
	th := cropThresholds(times)
	for k := 1; k < len(th); k++ {
		if th[k] < th[k-1] {
			t.Fatalf("thresholds not increasing: %v", th)
		}
	}
	if th[0] != 500 {
		t.Errorf("median threshold of 1..1000 = %v, want 500", th[0])
	}
}
