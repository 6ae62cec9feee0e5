package cpuload

import "time"

// Share is how the machine's CPU capacity was used over an interval. Each
// share is a fraction of the whole machine, all CPUs together, in [0, 1]:
// on a 2-CPU machine one process spinning on one CPU is 0.5.
type Share struct {
	// Others is the share used by processes other than ours: the
	// interference a benchmark cares about.
	Others float64 `json:"others"`
	// Steal is the share the hypervisor gave to other virtual machines
	// while ours wanted to run.
	Steal float64 `json:"steal"`
	// Ours is the share used by the calling process and its descendants.
	Ours float64 `json:"ours"`
	// Wall is the length of the interval.
	Wall time.Duration `json:"wall_ns"`
	// CPUs is the number of CPUs at the end of the interval.
	CPUs int `json:"cpus"`
}

// Between returns the Share of the interval from reading a to reading b.
// If no CPU time passed between them (the same reading twice, or two taken
// within a tick) all shares are zero.
func Between(a, b Reading) Share {
	s := Share{Wall: b.Wall.Sub(a.Wall), CPUs: b.CPUs}
	total := delta(a.total(), b.total())
	if total == 0 {
		return s
	}
	busy := delta(a.Busy, b.Busy)
	ours := delta(a.Ours, b.Ours)
	t := float64(total)
	// Process times and /proc/stat are accounted differently and do not
	// agree to the tick, so ours can exceed busy a little in a quiet
	// interval; clamping keeps that from showing as negative load.
	s.Others = clamp((float64(busy) - float64(ours)) / t)
	s.Steal = clamp(float64(delta(a.Steal, b.Steal)) / t)
	s.Ours = clamp(float64(ours) / t)
	return s
}

// delta returns b-a, or 0 if the counter went backwards. That happens:
// iowait may decrease on some kernels, and Ours drops when one of our
// descendants exits without our waiting for it (a grandchild orphaned to
// init), taking its time out of our sum.
func delta(a, b uint64) uint64 {
	if b < a {
		return 0
	}
	return b - a
}

// clamp limits a share to [0, 1].
func clamp(x float64) float64 {
	return min(max(x, 0), 1)
}

// Settle measures the load over d before a run: it takes a reading, sleeps
// for d and takes another. A caller runs it just before starting, e.g. for
// a second, to learn whether the machine was already busy.
func Settle(d time.Duration) (Share, error) {
	a, err := Read()
	if err != nil {
		return Share{}, err
	}
	time.Sleep(d)
	b, err := Read()
	if err != nil {
		return Share{}, err
	}
	return Between(a, b), nil
}
