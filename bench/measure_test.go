package bench

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"
)

// These tests check what a measurement counts and how it stops, never how
// long anything took.

func TestMeasureCountsCalls(t *testing.T) {
	m := newMeter(time.Millisecond, 16, 5, 50)
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
	m := newMeter(time.Hour, 4, 2, 7)
	s, err := m.measure(context.Background(), noop)
	if err != nil {
		t.Fatal(err)
	}
	if s.ns.N != 7 {
		t.Errorf("%d samples, want the maximum 7 (the budget is an hour)", s.ns.N)
	}
}

func TestMeasureAllTakesTurns(t *testing.T) {
	m := newMeter(time.Millisecond, 16, 3, 20)
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
	m := newMeter(time.Millisecond, 16, 3, 20)
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
