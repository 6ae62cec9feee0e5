package bench

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestMeasureSelfTimed checks that a self-timed workload's samples are the
// times it reports, per call, and not the meter's clock around the calls
// (each of which here sleeps, as a pipe round trip would cost).
func TestMeasureSelfTimed(t *testing.T) {
	m := &meter{cellTime: 20 * time.Millisecond, batch: 16, minSamples: 5, maxSamples: 50}
	var batches []int
	elapsed := func(k int) (time.Duration, error) {
		batches = append(batches, k)
		time.Sleep(100 * time.Microsecond)
		return time.Duration(k) * 3 * time.Microsecond, nil
	}
	s, err := m.measureSelfTimed(context.Background(), elapsed, 0)
	if err != nil {
		t.Fatal(err)
	}
	if s.ns.Median != 3000 || s.ns.Min != 3000 || s.ns.Max != 3000 {
		t.Errorf("per-call ns %+v, want 3000 throughout", s.ns)
	}
	if s.ns.N < m.minSamples || s.ns.N > m.maxSamples {
		t.Errorf("%d samples, want %d to %d", s.ns.N, m.minSamples, m.maxSamples)
	}
	if s.calls != int64(s.batch)*int64(s.ns.N) || s.totalNs != s.calls*3000 {
		t.Errorf("calls %d, total %d ns, batch %d × %d samples", s.calls, s.totalNs, s.batch, s.ns.N)
	}
	// 3 µs calls are batched to last selfBatchTime: 334 calls a request.
	if s.batch != 334 {
		t.Errorf("batch %d, want 334", s.batch)
	}
}

func TestMeasureSelfTimedErrors(t *testing.T) {
	m := &meter{cellTime: 10 * time.Millisecond, batch: 16, minSamples: 3, maxSamples: 10}
	boom := errors.New("peer hung")
	if _, err := m.measureSelfTimed(context.Background(), func(int) (time.Duration, error) { return 0, boom }, 0); !errors.Is(err, boom) {
		t.Errorf("failing workload: got %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.measureSelfTimed(ctx, func(k int) (time.Duration, error) { return time.Duration(k) * time.Millisecond, nil }, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v", err)
	}
}

// TestMeasureSelfTimedCoarseClock times 3 µs calls on a clock that steps
// by 20 µs, as Firefox's performance.now() does: told the step, the meter
// batches enough calls for the figure to land within 1% of the truth,
// also after a first estimate far too slow.
func TestMeasureSelfTimedCoarseClock(t *testing.T) {
	const step = 20 * time.Microsecond
	coarse := func(k int) (time.Duration, error) {
		d := time.Duration(k) * 3 * time.Microsecond
		return d - d%step, nil
	}
	m := &meter{cellTime: 20 * time.Millisecond, batch: 16, minSamples: 3, maxSamples: 10}
	s, err := m.measureSelfTimed(context.Background(), coarse, step)
	if err != nil {
		t.Fatal(err)
	}
	if off := s.ns.Median/3000 - 1; off < -0.01 || off > 0.01 {
		t.Errorf("per-call median %.1f ns on the coarse clock, want 3000 ± 1%%", s.ns.Median)
	}
	if last := time.Duration(s.batch) * 3 * time.Microsecond; last < coarseSteps*step {
		t.Errorf("batch of %d calls lasts %v, under %d steps", s.batch, last, coarseSteps)
	}
	// A first estimate that is far too slow (a busy moment) makes the
	// first batch short; the batches after it are sized from it.
	slowFirst := 0
	slow := func(k int) (time.Duration, error) {
		if slowFirst++; slowFirst <= 8 {
			return time.Duration(k) * time.Millisecond, nil
		}
		return coarse(k)
	}
	s, err = m.measureSelfTimed(context.Background(), slow, step)
	if err != nil {
		t.Fatal(err)
	}
	if last := time.Duration(s.batch) * 3 * time.Microsecond; last < coarseSteps*step {
		t.Errorf("after a slow estimate, the last batch of %d calls lasts %v, under %d steps", s.batch, last, coarseSteps)
	}
}
