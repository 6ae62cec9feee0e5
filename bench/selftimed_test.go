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
	s, err := m.measureSelfTimed(context.Background(), elapsed)
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
	// 3 µs calls are batched (20 µs per batch at least), up to the meter's 16.
	if s.batch != 7 {
		t.Errorf("batch %d, want 7", s.batch)
	}
}

func TestMeasureSelfTimedErrors(t *testing.T) {
	m := &meter{cellTime: 10 * time.Millisecond, batch: 16, minSamples: 3, maxSamples: 10}
	boom := errors.New("peer hung")
	if _, err := m.measureSelfTimed(context.Background(), func(int) (time.Duration, error) { return 0, boom }); !errors.Is(err, boom) {
		t.Errorf("failing workload: got %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.measureSelfTimed(ctx, func(k int) (time.Duration, error) { return time.Duration(k) * time.Millisecond, nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got %v", err)
	}
}
