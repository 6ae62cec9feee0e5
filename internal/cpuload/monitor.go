package cpuload

import (
	"fmt"
	"time"
)

// Window is the shortest interval a Monitor measures on its own. Shorter
// ones would hold too few ticks to mean anything: at 100 ticks a second, a
// 10 ms window on 2 CPUs has 2 ticks, so one tick of another process would
// read as 50% load.
const Window = time.Second

// The busy rule. A run is busy when any of these is exceeded; each is a
// share of the whole machine, all CPUs together, as in Share.
const (
	// BusyMeanOthers is the highest mean share of other processes over
	// the run that still counts as quiet: 5%, on a 2-CPU machine a tenth
	// of the second core, about what daemons and a shell use, while a
	// compiler or a browser tab in the background uses more.
	BusyMeanOthers = 0.05
	// BusyPeakOthers is the highest share of other processes in any one
	// window that still counts as quiet: a short burst, say a cron job,
	// that the mean would dilute over a long run but that distorts the
	// measurements taken during it.
	BusyPeakOthers = 0.25
	// BusyMeanSteal is the highest mean steal share that still counts as
	// quiet. Steal is lower than other processes' load because it hides
	// in our own timings: the benchmark's clock runs on while its virtual
	// CPU does not.
	BusyMeanSteal = 0.02
)

// Monitor watches the load over a run: create it at the start, call Tick
// often during the run, and Summary at the end. A Monitor is not safe for
// concurrent use.
//
// Where /proc cannot be read (anything but Linux) a Monitor does nothing,
// and its Summary says why, with Measured and Busy false.
type Monitor struct {
	read func() (Reading, error) // Read, or a fake in tests
	now  func() time.Time        // time.Now, or a fake in tests

	first, last Reading
	err         error // why no reading could be taken; then nothing is measured

	windows               int
	peakOthers, peakSteal float64
}

// NewMonitor returns a Monitor whose run starts now, with a first reading.
func NewMonitor() *Monitor { return newMonitor(Read, time.Now) }

// newMonitor is NewMonitor with its sources given, for tests.
func newMonitor(read func() (Reading, error), now func() time.Time) *Monitor {
	m := &Monitor{read: read, now: now}
	m.first, m.err = read()
	m.last = m.first
	return m
}

// Tick ends the current window and records its load if it is at least
// Window long, and otherwise does nothing more than read the clock, so a
// benchmark loop may call it between any two measurements. A window is the
// time between two Ticks that record, so Tick should be called at least
// once a Window for the peak to be that of a Window; a longer window
// dilutes a burst.
func (m *Monitor) Tick() {
	if m.err != nil || m.now().Sub(m.last.Wall) < Window {
		return
	}
	r, err := m.read()
	if err != nil {
		m.err = err
		return
	}
	m.record(r)
}

// record ends the current window with reading r.
func (m *Monitor) record(r Reading) {
	s := Between(m.last, r)
	m.windows++
	m.peakOthers = max(m.peakOthers, s.Others)
	m.peakSteal = max(m.peakSteal, s.Steal)
	m.last = r
}

// Summary is the load over a whole run, as a Monitor reports it and a
// results file records it.
type Summary struct {
	// Measured is false when the load could not be read, as on anything
	// but Linux; then Why says why and nothing else is set.
	Measured bool `json:"measured"`
	// Mean is the load over the whole run, from NewMonitor to Summary.
	Mean Share `json:"mean"`
	// PeakOthers is the highest share of other processes in any window.
	PeakOthers float64 `json:"peak_others"`
	// PeakSteal is the highest steal share in any window.
	PeakSteal float64 `json:"peak_steal"`
	// Windows is how many windows were recorded; none for a run shorter
	// than Window, and then the peaks are zero.
	Windows int `json:"windows"`
	// Busy reports whether the busy rule (BusyMeanOthers, BusyPeakOthers,
	// BusyMeanSteal) found the machine busy.
	Busy bool `json:"busy"`
	// Why says in a short phrase what was measured, or why nothing was,
	// for a report to print; it is set whether busy or not.
	Why string `json:"why"`
}

// Summary takes a final reading and returns the load over the run so far.
// The time since the last recorded window counts as a window of its own
// only if it is at least Window long, so a short tail cannot make a
// spurious peak; it always counts in the mean. Summary may be called again
// later, and then covers the longer run.
func (m *Monitor) Summary() Summary {
	if m.err == nil {
		r, err := m.read()
		if err != nil {
			m.err = err
		} else {
			if r.Wall.Sub(m.last.Wall) >= Window {
				m.record(r)
			}
			return judge(Between(m.first, r), m.peakOthers, m.peakSteal, m.windows)
		}
	}
	return Summary{Why: "load not read: " + m.err.Error()}
}

// judge applies the busy rule to a run's figures.
func judge(mean Share, peakOthers, peakSteal float64, windows int) Summary {
	s := Summary{
		Measured:   true,
		Mean:       mean,
		PeakOthers: peakOthers,
		PeakSteal:  peakSteal,
		Windows:    windows,
		Busy: mean.Others > BusyMeanOthers ||
			peakOthers > BusyPeakOthers ||
			mean.Steal > BusyMeanSteal,
	}
	cpus := fmt.Sprintf("%d CPUs", mean.CPUs)
	if mean.CPUs == 1 {
		cpus = "1 CPU"
	}
	s.Why = fmt.Sprintf("other processes used %s of %s on average", percent(mean.Others), cpus)
	if windows > 0 {
		s.Why += fmt.Sprintf(" (peak %s in any %v)", percent(peakOthers), Window)
	}
	s.Why += ", steal " + percent(mean.Steal)
	return s
}

// percent formats a share as a percentage.
func percent(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// String returns Why with the verdict in front, e.g.
// "quiet: other processes used 0.4% of 2 CPUs on average (peak 2.1% in
// any 1s), steal 0.0%" or "BUSY: …"; when nothing was measured, just Why.
func (s Summary) String() string {
	switch {
	case !s.Measured:
		return s.Why
	case s.Busy:
		return "BUSY: " + s.Why
	default:
		return "quiet: " + s.Why
	}
}
