package ct

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"time"

	"github.com/naclcmp/naclcmp/internal/cycles"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// Threshold is the |t| above which the timing test flags a leak. dudect
// uses 4.5: under the null hypothesis (no leak) such a t is very unlikely
// once there are thousands of measurements.
const Threshold = 4.5

// crops is the number of cropped tests beside the uncropped one. As in
// dudect, test k keeps only measurements below the percentile
// 1 - 0.5^(10(k+1)/crops) of a first batch, so that the long tail that
// interrupts and preemption add cannot hide a small, steady difference.
const crops = 10

// minPerClass is the number of measurements each class needs in a test
// before its t counts toward the verdict.
const minPerClass = 100

// TimingConfig bounds one timing test. Zero fields take the defaults.
type TimingConfig struct {
	// Duration is the time budget per operation (default 2 s).
	Duration time.Duration
	// MaxMeasurements stops earlier once reached (default 1 000 000).
	MaxMeasurements int
	// MinMeasurements are taken even past the budget, so that slow
	// operations (milliseconds per call) still get a verdict (default 1000).
	MinMeasurements int
	// Batch is the number of inputs prepared before each run of
	// measurements (default 1000).
	Batch int
}

func (c TimingConfig) withDefaults() TimingConfig {
	if c.Duration <= 0 {
		c.Duration = 2 * time.Second
	}
	if c.MaxMeasurements <= 0 {
		c.MaxMeasurements = 1_000_000
	}
	if c.Batch <= 0 {
		c.Batch = 1000
	}
	if c.MinMeasurements <= 0 {
		c.MinMeasurements = 1000
	}
	return c
}

// Target is one operation of one implementation made ready for the timing
// test: Prepare fills input slot i with class c's secret (0: the fixed
// secret, 1: a fresh random one; public inputs are the same for both), and
// Run performs the call on slot i. Prepare is never timed.
type Target struct {
	Impl   string // implementation name
	Op     string // operation ID
	Call   string // the call measured, "Sign"
	Secret string // the inputs that differ between the classes, "private key"
	// Slots is the number of input slots Prepare and Run accept; it bounds
	// the batch size.
	Slots   int
	Prepare func(i, class int)
	Run     func(i int) error
}

// clock reads the cycle counter, or nanoseconds where there is none.
func clock() (read func() uint64, unit string) {
	if cycles.Available() {
		return cycles.Read, cycles.Describe().Unit
	}
	t0 := time.Now()
	return func() uint64 { return uint64(time.Since(t0)) }, "ns"
}

// RunTiming runs the dudect test on tg: batches of inputs whose class is
// drawn at random (so that the classes interleave and drift in the
// machine's state hits both alike), each call timed alone, until the time
// budget or the measurement cap is reached.
func RunTiming(tg Target, cfg TimingConfig) ctrecord.TimingResult {
	cfg = cfg.withDefaults()
	res := ctrecord.TimingResult{Impl: tg.Impl, Op: tg.Op, Call: tg.Call, Secret: tg.Secret}
	batch := min(cfg.Batch, tg.Slots)
	if batch <= 0 {
		res.Err = "target has no input slots"
		return res
	}
	read, unit := clock()
	res.Unit = unit

	runtime.LockOSThread()
	defer runtime.UnlockOSThread()

	var (
		tests      [1 + crops]welch
		thresholds []float64 // set from the first batch
		classes    = make([]int, batch)
		times      = make([]uint64, batch)
		rng        = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
		start      = time.Now()
		// The first batch is short: it only warms up and sets the crop
		// thresholds, and slow operations must not spend the budget on it.
		n = min(batch, 100)
	)
	for first := true; ; first = false {
		for i := range n {
			classes[i] = rng.IntN(2)
			tg.Prepare(i, classes[i])
		}
		t := time.Now()
		for i := range n {
			t0 := read()
			err := tg.Run(i)
			t1 := read()
			if err != nil {
				res.Err = fmt.Sprintf("%s: %v", tg.Call, err)
				return res
			}
			times[i] = t1 - t0
		}
		if first {
			// Not counted, as in dudect: caches and branch predictors are
			// cold. Later batches are sized to take about a tenth of the
			// budget, so a slow operation still stops near it.
			thresholds = cropThresholds(times[:n])
			perCall := time.Since(t).Seconds() / float64(n)
			n = max(20, min(batch, int(cfg.Duration.Seconds()/10/max(perCall, 1e-9))))
			continue
		}
		for i, d := range times[:n] {
			x := float64(d)
			tests[0].push(x, classes[i])
			for k, th := range thresholds {
				if x < th {
					tests[1+k].push(x, classes[i])
				}
			}
		}
		res.Measurements += n
		if res.Measurements >= cfg.MaxMeasurements ||
			time.Since(start) >= cfg.Duration && res.Measurements >= cfg.MinMeasurements {
			break
		}
	}
	res.Seconds = time.Since(start).Seconds()
	res.MaxT, res.Test = maxT(tests[:], thresholdNames())
	res.Leak = res.MaxT > Threshold
	res.Inconclusive = tests[0].n[0] < minPerClass || tests[0].n[1] < minPerClass
	return res
}

// cropThresholds returns the crop percentiles' values in times.
func cropThresholds(times []uint64) []float64 {
	s := append([]uint64(nil), times...)
	sort.Slice(s, func(a, b int) bool { return s[a] < s[b] })
	out := make([]float64, crops)
	for k := range out {
		p := cropPercentile(k)
		out[k] = float64(s[int(p*float64(len(s)-1))])
	}
	return out
}

// cropPercentile is dudect's percentile for cropped test k.
func cropPercentile(k int) float64 {
	return 1 - math.Pow(0.5, 10*float64(k+1)/crops)
}

func thresholdNames() []string {
	names := []string{"uncropped"}
	for k := range crops {
		names = append(names, fmt.Sprintf("crop p=%.3f", cropPercentile(k)))
	}
	return names
}

// maxT returns the largest |t| among the tests with enough measurements in
// both classes, and the name of that test.
func maxT(tests []welch, names []string) (float64, string) {
	best, name := 0.0, names[0]
	for i := range tests {
		if tests[i].n[0] < minPerClass || tests[i].n[1] < minPerClass {
			continue
		}
		if t := math.Abs(tests[i].t()); t > best {
			best, name = t, names[i]
		}
	}
	return best, name
}
