// Package cycles reads the CPU's cycle counter, as SUPERCOP does, so that
// benchmarks can report cycles per byte and cycles per call beside
// nanoseconds.
//
// Which counter is read depends on the architecture:
//
//   - amd64: the time-stamp counter (RDTSC, after LFENCE so that earlier
//     instructions have finished). On every CPU of the last fifteen years
//     the TSC ticks at a constant rate whatever the core clock does
//     ("constant_tsc" in /proc/cpuinfo), so a reading is "TSC cycles", not
//     core cycles: under turbo or power saving the two differ.
//   - arm64: the generic timer's virtual counter CNTVCT_EL0 (after ISB),
//     which Linux lets user space read. It ticks at CNTFRQ_EL0, commonly
//     tens of MHz, far slower than the core, so a reading is "virtual
//     counter ticks".
//   - elsewhere: no counter; Available is false and callers report
//     nanoseconds only.
//
// A counter is only meaningful as the difference of two readings on the
// same thread; callers should lock the goroutine to its OS thread.
package cycles

import (
	"sort"
	"time"
)

// Counter describes this architecture's counter.
type Counter struct {
	// Name labels readings in reports: "TSC cycles" or "virtual counter
	// ticks"; empty when there is no counter.
	Name string
	// Unit is the short unit for tables: "cycles", "ticks" or "".
	Unit string
	// Hz is the tick rate in ticks per second: read from the hardware where
	// it says (CNTFRQ_EL0), otherwise estimated against the monotonic clock.
	Hz float64
	// HzSource says where Hz comes from.
	HzSource string
	// Note explains what a tick is, for the report's method section.
	Note string
}

// Available reports whether this architecture has a counter Read can use.
func Available() bool { return available }

// Read returns the current counter value; 0 where Available is false.
func Read() uint64 { return read() }

// Describe returns the counter's description, measuring its rate if the
// hardware does not state it. Estimation takes about 50 ms.
func Describe() Counter {
	c := counter()
	if !available || c.Hz > 0 {
		return c
	}
	c.Hz = Estimate(10 * time.Millisecond)
	c.HzSource = "estimated against the monotonic clock"
	return c
}

// Estimate measures the counter rate in ticks per second over five
// intervals of length d and returns the median, so that one preempted
// interval does not skew it. It returns 0 where Available is false.
func Estimate(d time.Duration) float64 {
	if !available {
		return 0
	}
	rates := make([]float64, 5)
	for i := range rates {
		t0, c0 := time.Now(), read()
		for time.Since(t0) < d {
		}
		c1, t1 := read(), time.Now()
		rates[i] = float64(c1-c0) / t1.Sub(t0).Seconds()
	}
	sort.Float64s(rates)
	return rates[len(rates)/2]
}
