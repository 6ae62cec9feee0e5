package bench

import (
	"context"
	"math"
	"time"

	"github.com/naclcmp/naclcmp/internal/cycles"
	"github.com/naclcmp/naclcmp/record"
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
func (m *meter) measureSelfTimed(ctx context.Context, elapsed func(k int) (time.Duration, error)) (*sample, error) {
	// The first call also warms the other process (JIT, caches), so a
	// short call is timed a few more times and the fastest kept.
	d, err := elapsed(1)
	one := float64(d)
	for try := 0; err == nil && try < 5 && one < float64(record.SoloBatchTime); try++ {
		d, err = elapsed(1)
		one = min(one, float64(d))
	}
	if err != nil {
		return nil, err
	}
	one = max(one, 1)
	perSample := float64(m.cellTime) / float64(m.minSamples)
	b := min(m.batch, int(math.Ceil(float64(record.SoloBatchTime)/one)))
	if one*float64(b) > perSample {
		b = int(perSample / one)
	}
	b = max(b, 1)
	if _, err := elapsed(b); err != nil { // warm-up batch, not recorded
		return nil, err
	}
	var ns []float64
	var total float64
	start, c0 := time.Now(), cycles.Read()
	for rounds := 0; rounds < m.maxSamples && (rounds < m.minSamples || time.Since(start) < m.cellTime); rounds++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		d, err := elapsed(b)
		if err != nil {
			return nil, err
		}
		total += float64(d)
		ns = append(ns, float64(d)/float64(b))
	}
	s := &sample{batch: b, calls: int64(b) * int64(len(ns)), totalNs: int64(total), ns: record.Summarize(ns)}
	if wall := float64(time.Since(start)); m.counter && wall > 0 {
		rate := float64(cycles.Read()-c0) / wall
		ticks := make([]float64, len(ns))
		for i, x := range ns {
			ticks[i] = x * rate
		}
		t := record.Summarize(ticks)
		s.ticks = &t
	}
	return s, nil
}
