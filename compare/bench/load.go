package bench

import (
	"fmt"
	"time"

	"github.com/naclcmp/naclcmp/internal/cpuload"
	"github.com/naclcmp/naclcmp/record"
)

// loadWatch reads how busy the machine is before and during a run
// (Options.Settle, internal/cpuload), so that results from a busy machine
// say so.
type loadWatch struct {
	before *cpuload.Share
	mon    *cpuload.Monitor
}

// watchLoad reads the load over settle (none when zero), then starts
// watching the run.
func watchLoad(settle time.Duration) *loadWatch {
	w := &loadWatch{}
	if settle > 0 {
		if s, err := cpuload.Settle(settle); err == nil {
			w.before = &s
		}
	}
	w.mon = cpuload.NewMonitor()
	return w
}

// tick is called between measurements: it reads the counters at most once
// a second.
func (w *loadWatch) tick() { w.mon.Tick() }

// result is the load of the run so far, for its results. A machine busy
// in the second before the run (by the rule for any one window of it) is
// busy too: the run began amid the load.
func (w *loadWatch) result() *record.Load {
	s := w.mon.Summary()
	l := &record.Load{Measured: s.Measured, Busy: s.Busy, Summary: s.Why,
		BeforeOthers: -1, BeforeSteal: -1,
		Others: s.Mean.Others, PeakOthers: s.PeakOthers, Steal: s.Mean.Steal, PeakSteal: s.PeakSteal, CPUs: s.Mean.CPUs}
	if b := w.before; b != nil && s.Measured {
		l.BeforeOthers, l.BeforeSteal = b.Others, b.Steal
		// The second before is one window: judged as the run's windows are.
		l.Busy = l.Busy || b.Others > cpuload.BusyPeakOthers || b.Steal > cpuload.BusyMeanSteal
		l.Summary += fmt.Sprintf("; before the run %.1f%%, steal %.1f%%", 100*b.Others, 100*b.Steal)
	}
	return l
}
