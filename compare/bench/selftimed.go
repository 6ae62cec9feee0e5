package bench

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/naclcmp/naclcmp/internal/cycles"
	"github.com/naclcmp/naclcmp/record"
)

// coarseSteps is how many steps of a coarse clock a batch lasts at
// least; maxCoarseBatch bounds the calls of such a batch, for a call that
// the clock reads as zero however many there are.
const (
	// warmUpShare: a self-timed cell's warm-up takes at most 1/warmUpShare
	// of its cap.
	warmUpShare    = 4
	selfBatchTime  = time.Millisecond
	coarseSteps    = 200
	maxCoarseBatch = 1 << 16
)

// measureSelfTimed is measure for a workload timed inside the process that
// runs it (bench.Prepared.Elapsed: a JavaScript implementation, where
// node reads its own clock around a batch): the same batches, budget and
// sample counts, but each batch's time is the one the workload reports,
// without the pipe to it. The counter cannot be read in the other process,
// so where the meter has one the batch times are converted with the
// counter's rate over the whole measurement: the counters used (TSC,
// the Arm generic timer) tick at a constant rate, which makes that the
// count they would have shown.
//
// step is the step of the other process's clock when it is coarse (a
// browser page's performance.now(), bench.CoarseClock), zero otherwise.
// A coarse clock reads a short batch as zero or one step, so the cost of
// one call is estimated from a batch grown until it lasts coarseSteps
// steps, and every batch lasts that long too, past the batch size and
// the budget if need be: a figure within 1/coarseSteps of the truth
// rather than one quantized to the step. It stops as measureAll does,
// on a steady median or the cap.
//
// batches, when not nil, times several batches in one request (Prepared.Batches):
// each request then lasts about requestTime, so that a cell's samples
// are not mostly round trips to the other process.
func (m *meter) measureSelfTimed(ctx context.Context, elapsed func(k int) (time.Duration, error),
	batches func(k, n int) ([]time.Duration, error), step time.Duration) (*sample, error) {
	defer m.holdGC()()
	// The first call also warms the other process (JIT, caches), so a
	// short call is timed a few more times and the fastest kept.
	d, err := elapsed(1)
	one := float64(d)
	for try := 0; err == nil && try < 5 && one < float64(record.SoloBatchTime); try++ {
		d, err = elapsed(1)
		one = min(one, float64(d))
	}
	minBatch := float64(coarseSteps * step)
	if step > 0 {
		// Grown fourfold until a batch lasts minBatch; that batch once
		// more, the faster kept, so that one slow batch on a busy machine
		// does not shrink every batch after it.
		k := 1
		for err == nil && one*float64(k) < minBatch && k < maxCoarseBatch {
			k *= 4
			d, err = elapsed(k)
			one = float64(d) / float64(k)
		}
		if err == nil {
			d, err = elapsed(k)
			one = min(one, float64(d)/float64(k))
		}
	}
	if err != nil {
		return nil, err
	}
	one = max(one, 1)
	perSample := float64(m.cellTime) / float64(m.minSamples)
	// A batch lasts selfBatchTime where the budget allows: each costs a
	// request to the other process, its arguments across the pipe, and
	// the first calls after the request wakes it run slower; many calls
	// per request make both small beside the time measured.
	size := func(one float64) int {
		b := int(math.Ceil(float64(selfBatchTime) / one))
		if one*float64(b) > perSample {
			b = int(perSample / one)
		}
		return max(b, 1, min(maxCoarseBatch, int(math.Ceil(minBatch/one))))
	}
	b := size(one)
	// Warm-up batches, not recorded. A single call of a cold peer (its
	// JIT not yet run) is far slower than a warm one, so the batch is
	// sized again from the fastest call each warm-up batch shows. Four of
	// them, but no more than warmUpShare of the cap, the calls above
	// counted: a call of a quarter second (a JavaScript Ed25519 of 1 MiB)
	// is warm after the one that sized its batch, and four more spent a
	// second of a 40 ms cell.
	warm := time.Duration(one)
	for i := 0; i < 4 && warm < m.cellTime/warmUpShare; i++ {
		d, err := elapsed(b)
		if err != nil {
			return nil, err
		}
		warm += d
		if d > 0 {
			one = min(one, float64(d)/float64(b))
			b = size(one)
		}
	}
	// Each batch's duration and calls, in order, and their time per call
	// in groups of batches merged where a collector lands in some batches
	// and not others (spanCollector). A cell whose groups do not carry
	// the collector yet is not steady, however narrow its interval.
	var durs []float64
	var counts []int64
	var sp spans
	start, c0 := time.Now(), cycles.Read()
	stop := m.stopper(m.cellTime)
	perRequest := requestTime(m.cellTime)
	for len(durs) < m.maxSamples && (stop.more(len(sp.perCall), sp.perCall) || !sp.ok && time.Since(start) < m.cellTime) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ds, err := timeBatches(elapsed, batches, b, batchesFor(perRequest, one*float64(b), m.maxSamples-len(durs)))
		if err != nil {
			return nil, err
		}
		least := ds[0]
		for _, d := range ds {
			durs, counts = append(durs, float64(d)), append(counts, int64(b))
			least = min(least, d)
		}
		sp = spanCollector(durs, counts, max(m.minSamples, record.MinIntervalSamples))
		// On a coarse clock, a batch sized from a slow estimate is
		// short: the next ones are sized from the shortest of these.
		// A batch read as zero says only that it was short: it grows
		// fourfold, as the estimate's batches did.
		if step > 0 && float64(least) < minBatch && b < maxCoarseBatch {
			next := b * 4
			if least > 0 {
				next = int(math.Ceil(minBatch / (float64(least) / float64(b))))
			}
			b = min(maxCoarseBatch, max(next, b+1))
		}
	}
	var total float64
	var calls int64
	for i, d := range durs {
		total, calls = total+d, calls+counts[i]
	}
	s := &sample{batch: b * sp.group, calls: calls, totalNs: int64(total), ns: sp.stats(1), samples: sp.perCall}
	if wall := float64(time.Since(start)); m.counter && wall > 0 {
		t := sp.stats(float64(cycles.Read()-c0) / wall)
		s.ticks = &t
	}
	return s, nil
}

// maxRequestBatches bounds the batches of one request (js.MaxBatches).
const maxRequestBatches = 4096

// requestTime is how long one request of several batches should last: a
// tenth of the cell's cap, so that a steady cell can stop soon after its
// median is known, and at least 2 ms, so that the round trip (about
// 0.4 ms to a node peer) stays a small share of the time.
func requestTime(cellTime time.Duration) time.Duration {
	return max(cellTime/10, 2*time.Millisecond)
}

// batchesFor returns how many batches of batchNs each one request
// should take: enough to last perRequest, no more than room (the samples
// the cell may still take) and at least one.
func batchesFor(perRequest time.Duration, batchNs float64, room int) int {
	n := int(float64(perRequest) / max(batchNs, 1))
	return max(1, min(n, room, maxRequestBatches))
}

// timeBatches times n batches of k calls: in one request where batches is
// given, else one request per batch through elapsed.
func timeBatches(elapsed func(k int) (time.Duration, error), batches func(k, n int) ([]time.Duration, error), k, n int) ([]time.Duration, error) {
	if batches != nil && n > 1 {
		ds, err := batches(k, n)
		if err == nil && len(ds) != n {
			err = fmt.Errorf("timing: %d batch times, want %d", len(ds), n)
		}
		return ds, err
	}
	d, err := elapsed(k)
	return []time.Duration{d}, err
}
