package bench

import (
	"context"
	"math"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/naclcmp/naclcmp/internal/cycles"
	"github.com/naclcmp/naclcmp/record"
)

// meter times closures the way SUPERCOP does: many short batches of calls,
// each read with the cycle counter and the monotonic clock, the cost of
// reading the clocks subtracted, and one per-call sample kept per batch.
type meter struct {
	// cellTime caps a measurement's sampling; minTime is the least it
	// samples before a steady median may end it (stopper).
	cellTime, minTime time.Duration
	batch             int
	minSamples        int
	maxSamples        int
	counter           bool
	// precision is the half-width, relative to the median, within which a
	// median is steady; record.Precision, or 0 to sample for the whole
	// cap (the spread experiment compares conditions at equal time).
	precision float64
	// gcFree holds the garbage collector off during a measurement
	// (holdGC); only the spread experiment turns it off.
	gcFree bool
	// overheadNs and overheadTicks are the median cost of timing an empty
	// batch: two clock reads, two counter reads and one closure call.
	overheadNs, overheadTicks float64
}

// newMeter returns a meter with its timing overhead measured.
func newMeter(cellTime, minTime time.Duration, batch, minSamples, maxSamples int) *meter {
	m := &meter{cellTime: cellTime, minTime: min(minTime, cellTime), batch: max(batch, 1), minSamples: max(minSamples, 1),
		maxSamples: max(maxSamples, minSamples, 1), counter: cycles.Available(), precision: record.Precision, gcFree: true}
	m.calibrate()
	return m
}

// noop is the empty batch timed to measure the overhead.
func noop(int) error { return nil }

func (m *meter) calibrate() {
	const n = 2001
	ns, ticks := make([]float64, n), make([]float64, n)
	for i := range n {
		ns[i], ticks[i], _ = m.time(noop, 0)
	}
	m.overheadNs, m.overheadTicks = record.Summarize(ns).Median, record.Summarize(ticks).Median
}

// time runs one batch of k calls and returns its raw cost.
func (m *meter) time(run func(int) error, k int) (ns, ticks float64, err error) {
	t0 := time.Now()
	c0 := cycles.Read()
	err = run(k)
	c1 := cycles.Read()
	d := time.Since(t0)
	return float64(d.Nanoseconds()), float64(c1 - c0), err
}

// sample is the outcome of timing one closure.
type sample struct {
	batch   int
	calls   int64
	totalNs int64
	ns      record.Stats
	ticks   *record.Stats
	// perRound is the ns per call of each round's batch, in round order:
	// measureAll's closures ran their batches of one round back to back,
	// so that two of them can be compared round by round (paired).
	perRound []float64
	// samples are the values ns summarises, in the order they were timed:
	// each batch's ns per call (perRound), or each group of batches' for
	// a self-timed workload. The cell keeps them (record.KeepSamples) for
	// a significance test between runs.
	samples []float64
}

// measure times run, which performs k calls per invocation, within the
// meter's time budget. It returns ctx's error, and no sample, when ctx is
// cancelled before it finishes.
func (m *meter) measure(ctx context.Context, run func(int) error) (*sample, error) {
	s, err := m.measureAll(ctx, m.cellTime, run)
	if err != nil {
		return nil, err
	}
	return s[0], nil
}

// measureAll times several closures by turns, one batch of each in every
// round, for at most budget in all: drift in the machine's speed (other
// load, frequency changes) then affects them alike, which makes their
// ratio trustworthy. The batch of each is the meter's (16 calls), fewer for
// calls long enough to time alone (see SoloBatchTime) and for calls so
// slow that minSamples batches would not fit in the budget. Rounds
// continue until every closure's median is steady (stopper) or the budget
// is spent, with at least minSamples and at most maxSamples.
func (m *meter) measureAll(ctx context.Context, budget time.Duration, runs ...func(int) error) ([]*sample, error) {
	defer m.holdGC()()
	batches := make([]int, len(runs))
	perSample := float64(budget) / float64(m.minSamples*len(runs))
	for i, run := range runs {
		// Timed single calls size the batch. The first also warms caches and
		// branch predictors and may be slow, so a short call is timed a few
		// more times and the fastest kept.
		one, _, err := m.time(run, 1)
		for try := 0; err == nil && try < 5 && one < float64(record.SoloBatchTime); try++ {
			var again float64
			again, _, err = m.time(run, 1)
			one = min(one, again)
		}
		if err != nil {
			return nil, err
		}
		one = max(one-m.overheadNs, 1)
		b := min(m.batch, int(math.Ceil(float64(record.SoloBatchTime)/one)))
		if one*float64(b) > perSample {
			b = int(perSample / one)
		}
		batches[i] = max(b, 1)
		if one*float64(batches[i]) < float64(time.Millisecond) {
			if err := run(batches[i]); err != nil { // warm-up batch, not recorded
				return nil, err
			}
		}
	}
	ns := make([][]float64, len(runs))
	ticks := make([][]float64, len(runs))
	totals := make([]float64, len(runs))
	stop := m.stopper(budget)
	for rounds := 0; stop.more(rounds, ns...); rounds++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		for i, run := range runs {
			dn, dt, err := m.time(run, batches[i])
			if err != nil {
				return nil, err
			}
			totals[i] += dn
			ns[i] = append(ns[i], max(dn-m.overheadNs, 0)/float64(batches[i]))
			ticks[i] = append(ticks[i], max(dt-m.overheadTicks, 0)/float64(batches[i]))
		}
	}
	out := make([]*sample, len(runs))
	for i := range runs {
		s := &sample{batch: batches[i], calls: int64(batches[i]) * int64(len(ns[i])), totalNs: int64(totals[i]), ns: record.Summarize(ns[i]), perRound: ns[i],
			samples: ns[i]}
		if m.counter {
			t := record.Summarize(ticks[i])
			s.ticks = &t
		}
		out[i] = s
	}
	return out, nil
}

// holdGC starts a measurement with a collected heap and holds the
// collector off until the returned function restores it: a collection
// during a batch would charge its pause, and its write barrier, to the
// calls. A 1 GiB soft limit still collects should a binding allocate so
// much per call that the heap would grow past it within one cell.
func (m *meter) holdGC() (restore func()) {
	runtime.GC()
	if !m.gcFree {
		return func() {}
	}
	pct, limit := debug.SetGCPercent(-1), debug.SetMemoryLimit(1<<30)
	return func() {
		debug.SetGCPercent(pct)
		debug.SetMemoryLimit(limit)
	}
}

// stopper decides when a measurement has sampled enough. Its median must
// be steady (record.Steady: known to within the meter's precision at
// record.Confidence) after at least minTime and minSamples; an unsteady
// one samples until the cap. Steadiness is checked as the samples grow by
// a quarter, not after each: sorting them costs, and checking after every
// sample would stop at the first lucky stretch more often.
type stopper struct {
	m     *meter
	cap   time.Duration
	start time.Time
	next  int // the sample count of the next check
}

func (m *meter) stopper(budget time.Duration) *stopper {
	return &stopper{m: m, cap: budget, start: time.Now(), next: max(m.minSamples, record.MinIntervalSamples)}
}

// more reports whether another round should be taken after rounds, given
// each closure's samples so far.
func (s *stopper) more(rounds int, series ...[]float64) bool {
	switch {
	case rounds < s.m.minSamples:
		return true
	case rounds >= s.m.maxSamples:
		return false
	}
	took := time.Since(s.start)
	if took >= s.cap {
		return false
	}
	if rounds < s.next || took < s.m.minTime || s.m.precision <= 0 {
		return true
	}
	s.next = rounds + max(rounds/4, 1)
	for _, xs := range series {
		if !record.SteadyWithin(xs, s.m.precision) {
			return true
		}
	}
	return false
}

// paired summarises, round by round, a's time per call less b's, for two
// samples of one measureAll. The two batches of a round ran back to back,
// so a change in the machine's speed between rounds (other load, the
// host's scheduling, a frequency step) moves both; the difference of the
// two medians would keep it, and on this kind of machine an empty cgo
// call's batches spread from 28 to 70 ns.
func paired(a, b *sample) record.Stats {
	d := make([]float64, min(len(a.perRound), len(b.perRound)))
	for i := range d {
		d[i] = a.perRound[i] - b.perRound[i]
	}
	return record.Summarize(d)
}

// allocs counts the heap allocations of k calls of run, as
// testing.AllocsPerRun does, and returns them per call. It runs outside the
// timed batches: reading the memory statistics stops the world. As
// AllocsPerRun, it makes one call first and counts on one P: a binding
// that reuses a buffer from a sync.Pool finds it on the P that put it
// back, so a count spread over two Ps would charge it allocations it does
// not make once warm (and a single call right after a GC, a refill).
func allocs(run func(int) error, k int) (perCall, bytesPerCall float64, err error) {
	k = max(k, 1)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	if err := run(1); err != nil {
		return 0, 0, err
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	err = run(k)
	runtime.ReadMemStats(&after)
	return float64(after.Mallocs-before.Mallocs) / float64(k), float64(after.TotalAlloc-before.TotalAlloc) / float64(k), err
}
