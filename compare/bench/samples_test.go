package bench

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// TestSamplesAreWhatTheMedianSummarises: a measurement keeps, in the
// order timed, the very per-call values its statistics come from (an
// in-process cell's batches, a self-timed cell's groups of batches), and
// a run's cells record them, thinned to record.SamplesKept, for report
// --diff's significance test.
func TestSamplesAreWhatTheMedianSummarises(t *testing.T) {
	m := newMeter(time.Millisecond, 0, 16, 5, 50)
	s, err := m.measure(context.Background(), func(int) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	if got := record.Summarize(s.samples); len(s.samples) != s.ns.N || got.Median != s.ns.Median {
		t.Errorf("in process: %d samples of median %v; the statistics say %d of %v", len(s.samples), got.Median, s.ns.N, s.ns.Median)
	}
	// Every fourth batch carries a collection: the groups, not the
	// batches, are the samples.
	n := 0
	elapsed := func(k int) (time.Duration, error) {
		n++
		if n%4 == 0 {
			return time.Duration(4*k) * time.Microsecond, nil
		}
		return time.Duration(k) * time.Microsecond, nil
	}
	sm := &meter{cellTime: 30 * time.Millisecond, minTime: 5 * time.Millisecond, batch: 16, minSamples: 6, maxSamples: 20000,
		precision: record.Precision}
	st, err := sm.measureSelfTimed(context.Background(), elapsed, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := record.Summarize(st.samples); len(st.samples) != st.ns.N || got.Median != st.ns.Median {
		t.Errorf("self-timed: %d samples of median %v; the statistics say %d of %v", len(st.samples), got.Median, st.ns.N, st.ns.Median)
	}

	reg := implstest.GoRegistry()
	opt := Options{Mode: "quick", Lengths: []int{64}, CellTime: 2 * time.Millisecond, Batch: 1, MinSamples: 3,
		MaxSamples: 3 * record.SamplesKept, Seed: 1, Select: func(s matrix.Spec) bool { return s.ID() == "hash/sha256" }}
	opt.Trial.FixedTime = true
	res, err := Run(context.Background(), reg, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Cells) == 0 {
		t.Fatal("no cells")
	}
	for _, c := range res.Cells {
		if !c.OK() {
			t.Errorf("%s %s: not measured: %s", c.Op, c.Impl, c.Error)
			continue
		}
		if want := min(c.Ns.N, record.SamplesKept); len(c.Samples) != want {
			t.Errorf("%s %s: %d samples recorded of %d timed, want %d", c.Op, c.Impl, len(c.Samples), c.Ns.N, want)
			continue
		}
		if lo, hi := slices.Min(c.Samples), slices.Max(c.Samples); lo < c.Ns.Min*0.999 || hi > c.Ns.Max*1.001 {
			t.Errorf("%s %s: samples from %v to %v, outside the cell's %v to %v", c.Op, c.Impl, lo, hi, c.Ns.Min, c.Ns.Max)
		}
	}
}
