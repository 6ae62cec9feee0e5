package bench

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/record"
)

// These tests check what a measurement counts and how it stops, never how
// long anything took.

func TestMeasureCountsCalls(t *testing.T) {
	m := newMeter(time.Millisecond, 0, 16, 5, 50)
	calls := int64(0)
	s, err := m.measure(context.Background(), func(k int) error { calls += int64(k); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if s.ns.N < 5 || s.ns.N > 50 {
		t.Errorf("%d samples, want 5 to 50", s.ns.N)
	}
	if s.batch < 1 || s.batch > 16 {
		t.Errorf("batch %d, want 1 to 16", s.batch)
	}
	if s.calls != int64(s.batch)*int64(s.ns.N) {
		t.Errorf("calls = %d, want batch × samples = %d", s.calls, s.batch*s.ns.N)
	}
	// Sizing and warm-up calls come on top of the timed ones.
	if calls < s.calls {
		t.Errorf("run performed %d calls, fewer than the %d reported", calls, s.calls)
	}
	if (s.ticks != nil) != m.counter {
		t.Errorf("ticks present = %v, counter available = %v", s.ticks != nil, m.counter)
	}
}

func TestMeasureStopsAtMaxSamples(t *testing.T) {
	m := newMeter(time.Hour, 0, 4, 2, 7)
	m.precision = 0 // sample to the end, steady or not
	s, err := m.measure(context.Background(), noop)
	if err != nil {
		t.Fatal(err)
	}
	if s.ns.N != 7 {
		t.Errorf("%d samples, want the maximum 7 (the budget is an hour)", s.ns.N)
	}
}

// TestStopperSteadyAndBimodal feeds the stopping rule synthetic samples
// (no clock involved but the cap, an hour): a steady series, 1% noise,
// stops early; a bimodal one, every other sample 30% slower, samples to
// the cap (here maxSamples) and its summary is flagged.
func TestStopperSteadyAndBimodal(t *testing.T) {
	const most = 5000
	m := &meter{cellTime: time.Hour, minSamples: 16, maxSamples: most, precision: record.Precision}
	run := func(sample func(i int) float64) []float64 {
		s := m.stopper(m.cellTime)
		var xs []float64
		for rounds := 0; s.more(rounds, xs); rounds++ {
			xs = append(xs, sample(rounds))
		}
		return xs
	}
	r := rand.New(rand.NewPCG(3, 4))
	steady := run(func(int) float64 { return 1000 * (1 + 0.01*r.NormFloat64()) })
	if len(steady) >= most/10 {
		t.Errorf("steady series took %d samples; want it stopped early", len(steady))
	}
	if q := record.Summarize(steady).Quartiles(); q.Unstable() {
		t.Errorf("steady series stopped but flagged: %+v", q)
	}
	bimodal := run(func(i int) float64 { return 1000 * (1 + 0.3*float64(i%2)) })
	if len(bimodal) != most {
		t.Errorf("bimodal series took %d samples; want the cap, %d", len(bimodal), most)
	}
	if q := record.Summarize(bimodal).Quartiles(); !q.Unstable() {
		t.Errorf("bimodal series not flagged: %+v", q)
	}
	// The least time holds a steady series too.
	m.minTime = time.Hour
	if n := len(run(func(int) float64 { return 1000 })); n != most {
		t.Errorf("with an hour's least time, a constant series stopped after %d samples", n)
	}
}

func TestMeasureAllTakesTurns(t *testing.T) {
	m := newMeter(time.Millisecond, 0, 16, 3, 20)
	var order []int
	a := func(k int) error { order = append(order, 0); return nil }
	b := func(k int) error { order = append(order, 1); return nil }
	s, err := m.measureAll(context.Background(), time.Millisecond, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(s) != 2 || s[0].ns.N != s[1].ns.N {
		t.Fatalf("samples %d and %d, want equal counts", s[0].ns.N, s[1].ns.N)
	}
	// After sizing and warm-up, timed batches alternate a, b, a, b.
	timed := order[len(order)-2*s[0].ns.N:]
	for i, who := range timed {
		if who != i%2 {
			t.Fatalf("batch %d ran closure %d; want alternating turns: %v", i, who, timed)
		}
	}
}

func TestMeasureReportsErrorsAndCancellation(t *testing.T) {
	m := newMeter(time.Millisecond, 0, 16, 3, 20)
	boom := errors.New("boom")
	n := 0
	_, err := m.measure(context.Background(), func(k int) error {
		if n++; n > 3 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Errorf("failing closure: err = %v, want boom", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if s, err := m.measure(ctx, noop); !errors.Is(err, context.Canceled) || s != nil {
		t.Errorf("cancelled: %v, %v; want no sample and context.Canceled", s, err)
	}
}

func TestAllocsCounted(t *testing.T) {
	perCall, bytes, err := allocs(func(k int) error {
		for range k {
			allocSink = make([]byte, 1000)
		}
		return nil
	}, 10)
	if err != nil {
		t.Fatal(err)
	}
	if perCall < 1 || bytes < 1000 {
		t.Errorf("allocs = %v per call, %v bytes; want at least 1 and 1000", perCall, bytes)
	}
	if none, _, _ := allocs(noop, 10); none != 0 {
		t.Errorf("an empty closure allocates %v per call", none)
	}
}

// allocSink makes the test's allocations escape to the heap.
var allocSink []byte

// TestAllocsWarmPool: a call that reuses a buffer from a sync.Pool
// allocates nothing once warm, even counted alone right after a GC (which
// empties pools), the way a slow call's single-call count is taken.
func TestAllocsWarmPool(t *testing.T) {
	var pool sync.Pool
	run := func(k int) error {
		for range k {
			p, _ := pool.Get().(*[]byte)
			if p == nil {
				p = new([]byte)
				*p = make([]byte, 1000)
			}
			allocSink = *p
			pool.Put(p)
		}
		return nil
	}
	runtime.GC()
	runtime.GC()
	if perCall, _, err := allocs(run, 1); err != nil || perCall != 0 {
		t.Errorf("pooled buffer: %v allocations per call (%v), want 0", perCall, err)
	}
}
