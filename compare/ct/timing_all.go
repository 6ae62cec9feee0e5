package ct

import (
	"context"
	"time"

	"github.com/naclcmp/naclcmp/internal/cycles"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// TimeAll runs the timing test on every target, d each, and reports them
// together. progress, when not nil, is called before each target with its
// number from 1 and the count, since a full run takes minutes. When ctx
// is cancelled it stops between targets with what it has.
func TimeAll(ctx context.Context, targets []Target, d time.Duration, progress func(i, n int, tg Target)) *ctrecord.TimingReport {
	counter := "ns"
	if cycles.Available() {
		counter = cycles.Describe().Name
	}
	rep := &ctrecord.TimingReport{Counter: counter, Threshold: Threshold, Budget: d.Seconds()}
	for i, tg := range targets {
		if ctx.Err() != nil {
			break
		}
		if progress != nil {
			progress(i+1, len(targets), tg)
		}
		rep.Results = append(rep.Results, RunTiming(tg, TimingConfig{Duration: d}))
	}
	return rep
}
