package bench

import (
	"context"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/record"
)

// collected returns n batches of 1,000 calls of 1 µs each, every period-th
// of them (from the offset-th) carrying a collection of extra.
func collected(n, period, offset int, extra time.Duration) ([]float64, []int64) {
	ds, calls := make([]float64, n), make([]int64, n)
	for i := range ds {
		ds[i], calls[i] = float64(time.Millisecond), 1000
		if period > 0 && i%period == offset {
			ds[i] += float64(extra)
		}
	}
	return ds, calls
}

func TestSpanCollectorSteady(t *testing.T) {
	ds, calls := collected(150, 0, 0, 0)
	ds[7] *= 1.004 // a little noise: nothing to merge
	sp := spanCollector(ds, calls, 6)
	if sp.group != 1 || !sp.ok || len(sp.perCall) != 150 {
		t.Errorf("steady batches: group %d, ok %v, %d groups; want them kept as they are", sp.group, sp.ok, len(sp.perCall))
	}
}

// TestSpanCollectorPeriodic: a collection of 3 ms in every fourth batch of
// 1 ms leaves the batches' median at 1 µs a call where the calls cost
// 1.75 µs on average; merged, the groups' median carries the collections.
func TestSpanCollectorPeriodic(t *testing.T) {
	ds, calls := collected(150, 4, 1, 3*time.Millisecond)
	sp := spanCollector(ds, calls, 6)
	med := record.Summarize(sp.perCall).Median
	if !sp.ok || sp.group < 4 || med < 1700 || med > 1800 {
		t.Errorf("group %d, ok %v, median %.0f ns a call; want groups of 4 or more batches and about 1750 ns", sp.group, sp.ok, med)
	}
	if got := sp.stats(1); got.Quartiles().HalfWidth() > record.Precision {
		t.Errorf("merged groups' interval %v..%v around %v, want within ±1%%", got.Lo, got.Hi, got.Median)
	}
}

// TestSpanCollectorInterruption: one slow batch in a cell is an
// interruption, not a collector; the median is meant to leave it out.
func TestSpanCollectorInterruption(t *testing.T) {
	ds, calls := collected(150, 0, 0, 0)
	ds[40] *= 50
	if sp := spanCollector(ds, calls, 6); sp.group != 1 || !sp.ok {
		t.Errorf("one slow batch of 150: group %d, ok %v; want the batches kept", sp.group, sp.ok)
	}
}

// TestSpanCollectorTooFew: too few batches to merge into groups that carry
// the collector; the figure's interval then reaches the mean, so the cell
// is marked as not known to the precision.
func TestSpanCollectorTooFew(t *testing.T) {
	ds, calls := collected(12, 4, 1, 3*time.Millisecond)
	sp := spanCollector(ds, calls, 6)
	st := sp.stats(1)
	if sp.ok || len(sp.perCall) < 6 || st.Hi < sp.mean || st.Quartiles().HalfWidth() <= record.Precision {
		t.Errorf("12 batches: ok %v, %d groups, interval %v..%v, mean %v; want unspanned, 6 groups and an interval up to the mean",
			sp.ok, len(sp.perCall), st.Lo, st.Hi, sp.mean)
	}
}

// TestMeasureSelfTimedCollector: a peer whose every fourth batch carries a
// collection as long as three batches. The cell's figure is the cost a
// caller gets, within collectorTolerance of the mean, not the median of
// the batches without a collection.
func TestMeasureSelfTimedCollector(t *testing.T) {
	n := 0
	batch := func(k int) time.Duration {
		n++
		d := time.Duration(k) * time.Microsecond
		if n%4 == 0 {
			d *= 4
		}
		return d
	}
	elapsed := func(k int) (time.Duration, error) { return batch(k), nil }
	batches := func(k, m int) ([]time.Duration, error) {
		ds := make([]time.Duration, m)
		for i := range ds {
			ds[i] = batch(k)
		}
		return ds, nil
	}
	m := &meter{cellTime: 150 * time.Millisecond, minTime: 10 * time.Millisecond, batch: 16, minSamples: 6, maxSamples: 20000,
		precision: record.Precision}
	s, err := m.measureSelfTimed(context.Background(), elapsed, batches, 0)
	if err != nil {
		t.Fatal(err)
	}
	mean := float64(s.totalNs) / float64(s.calls)
	if off := s.ns.Median/mean - 1; off < -collectorTolerance || off > collectorTolerance {
		t.Errorf("median %.0f ns a call, mean %.0f: want within %.0f%%", s.ns.Median, mean, collectorTolerance*100)
	}
}

// TestSpansStatsReachTheMean: an unspanned cell's interval reaches the
// mean on either side of its median.
func TestSpansStatsReachTheMean(t *testing.T) {
	groups := []float64{2500, 2510, 2490, 2505, 2495, 2500, 2500}
	for _, mean := range []float64{1750, 4000} {
		st := spans{perCall: groups, group: 2, mean: mean}.stats(2)
		if st.Lo > 2*mean || st.Hi < 2*mean {
			t.Errorf("mean %v: interval %v..%v (scaled by 2), want it to reach %v", mean, st.Lo, st.Hi, 2*mean)
		}
	}
}
