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
	s, err := m.measureSelfTimed(context.Background(), elapsed, nil, 0)
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
	if _, err := m.measureSelfTimed(context.Background(), func(int) (time.Duration, error) { return 0, boom }, nil, 0); !errors.Is(err, boom) {
		t.Errorf("failing workload: got %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	slow := func(k int) (time.Duration, error) { return time.Duration(k) * time.Millisecond, nil }
	if _, err := m.measureSelfTimed(ctx, slow, nil, 0); !errors.Is(err, context.Canceled) {
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
	s, err := m.measureSelfTimed(context.Background(), coarse, nil, step)
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
	s, err = m.measureSelfTimed(context.Background(), slow, nil, step)
	if err != nil {
		t.Fatal(err)
	}
	if last := time.Duration(s.batch) * 3 * time.Microsecond; last < coarseSteps*step {
		t.Errorf("after a slow estimate, the last batch of %d calls lasts %v, under %d steps", s.batch, last, coarseSteps)
	}
}

// TestMeasureSelfTimedBatches checks the many-batch requests: each batch
// time a request returns is a sample, requests are fewer than samples
// (about requestTime each), and no request asks for more batches than
// the cell may still take.
func TestMeasureSelfTimedBatches(t *testing.T) {
	m := &meter{cellTime: 40 * time.Millisecond, batch: 16, minSamples: 5, maxSamples: 60}
	single, requests, most := 0, 0, 0
	elapsed := func(k int) (time.Duration, error) {
		single++
		return time.Duration(k) * 3 * time.Microsecond, nil
	}
	batches := func(k, n int) ([]time.Duration, error) {
		requests++
		most = max(most, n)
		time.Sleep(100 * time.Microsecond)
		ds := make([]time.Duration, n)
		for i := range ds {
			ds[i] = time.Duration(k) * 3 * time.Microsecond
		}
		return ds, nil
	}
	s, err := m.measureSelfTimed(context.Background(), elapsed, batches, 0)
	if err != nil {
		t.Fatal(err)
	}
	if s.ns.Median != 3000 || s.ns.N < m.minSamples || s.ns.N > m.maxSamples {
		t.Errorf("per-call ns %+v, want 3000 and %d to %d samples", s.ns, m.minSamples, m.maxSamples)
	}
	if requests == 0 || requests >= s.ns.N || most > m.maxSamples {
		t.Errorf("%d samples in %d requests of at most %d batches; want fewer requests than samples, none over %d",
			s.ns.N, requests, most, m.maxSamples)
	}
	if s.calls != int64(s.batch)*int64(s.ns.N) {
		t.Errorf("calls %d, batch %d × %d samples", s.calls, s.batch, s.ns.N)
	}
	t.Logf("%d samples in %d requests (most %d batches); %d single requests (estimate, warm-up)", s.ns.N, requests, most, single)

	// A request answered with the wrong number of batch times fails the
	// cell rather than recording a short or padded sample.
	short := func(k, n int) ([]time.Duration, error) { return make([]time.Duration, n-1), nil }
	if _, err := m.measureSelfTimed(context.Background(), elapsed, short, 0); err == nil {
		t.Error("short answer to a many-batch request: no error")
	}
}

// TestBatchesFor checks the request sizing: about perRequest of batches,
// never more than room or maxRequestBatches, never fewer than one.
func TestBatchesFor(t *testing.T) {
	for _, c := range []struct {
		per     time.Duration
		batchNs float64
		room    int
		want    int
	}{
		{15 * time.Millisecond, 1e6, 1000, 15},
		{15 * time.Millisecond, 1e6, 4, 4},
		{15 * time.Millisecond, 1e8, 1000, 1},
		{15 * time.Millisecond, 1, 1e6, maxRequestBatches},
		{15 * time.Millisecond, 0, 1e6, maxRequestBatches},
		{15 * time.Millisecond, 1e6, 0, 1},
	} {
		if got := batchesFor(c.per, c.batchNs, c.room); got != c.want {
			t.Errorf("batchesFor(%v, %g ns, room %d) = %d, want %d", c.per, c.batchNs, c.room, got, c.want)
		}
	}
	if got := requestTime(150 * time.Millisecond); got != 15*time.Millisecond {
		t.Errorf("requestTime(150ms) = %v, want 15ms", got)
	}
	if got := requestTime(5 * time.Millisecond); got != 2*time.Millisecond {
		t.Errorf("requestTime(5ms) = %v, want the 2ms floor", got)
	}
}

// TestMeasureSelfTimedSlowWarmUp checks that a call far longer than the
// cap's warm-up share is warmed up by the call that sizes its batch, not
// by four batches more: a JavaScript Ed25519 of 1 MiB takes a quarter
// second, and four spent a second of a 40 ms cell.
func TestMeasureSelfTimedSlowWarmUp(t *testing.T) {
	m := &meter{cellTime: 40 * time.Millisecond, batch: 16, minSamples: 3, maxSamples: 10}
	requests := 0
	slow := func(k int) (time.Duration, error) {
		requests++
		return time.Duration(k) * 250 * time.Millisecond, nil
	}
	s, err := m.measureSelfTimed(context.Background(), slow, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	// One call sizes the batch and warms up; the rest are samples.
	if want := 1 + s.ns.N; requests != want {
		t.Errorf("%d requests for %d samples, want %d", requests, s.ns.N, want)
	}
}
