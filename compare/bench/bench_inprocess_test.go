package bench

import (
	"crypto/sha256"
	"strings"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
)

// selfTimedHash is a SHA-256 whose calls "run elsewhere": TimeInProcess
// runs the call once, as the JavaScript peers do, and reports 1 µs per
// repetition.
type selfTimedHash struct{ calls *int }

func (h selfTimedHash) Hash(out, msg []byte) error {
	*h.calls++
	d := sha256.Sum256(msg)
	copy(out, d[:])
	return nil
}

func (h selfTimedHash) TimeInProcess(n int, call func() error) (time.Duration, error) {
	if err := call(); err != nil {
		return 0, err
	}
	return time.Duration(n) * time.Microsecond, nil
}

// TestPrepareInProcessTimer checks the benchmark hook: an operation that
// implements InProcessTimer gets Prepared.Elapsed, which goes through the
// workload's own call, and one that does not gets none.
func TestPrepareInProcessTimer(t *testing.T) {
	calls := 0
	im := &matrix.Impl{Name: "self-timed", Ops: map[string]any{"hash/sha256": selfTimedHash{&calls}}}
	plain := &matrix.Impl{Name: "plain", Ops: map[string]any{"hash/sha256": selfTimedHash{&calls}.plain()}}
	r := &matrix.Registry{}
	if err := r.Add(im, plain); err != nil {
		t.Fatal(err)
	}
	ws := Workloads(r, BenchConfig{Lengths: []int{64}, Seed: 1})
	if len(ws) != 2 {
		t.Fatalf("%d workloads, want 2", len(ws))
	}
	for _, w := range ws {
		p, err := w.Prepare()
		if err != nil {
			t.Fatal(err)
		}
		if w.Impl == plain {
			if p.Elapsed != nil {
				t.Error("plain operation got Elapsed")
			}
			continue
		}
		if p.Elapsed == nil {
			t.Fatal("InProcessTimer operation got no Elapsed")
		}
		before := calls
		d, err := p.Elapsed(5)
		if err != nil || d != 5*time.Microsecond {
			t.Errorf("Elapsed(5) = %v, %v; want 5µs", d, err)
		}
		if calls != before+1 {
			t.Errorf("Elapsed made %d calls of the operation, want the one it times", calls-before)
		}
	}
}

// plainHash hides TimeInProcess.
type plainHash struct{ h selfTimedHash }

func (h selfTimedHash) plain() plainHash { return plainHash{h} }

func (p plainHash) Hash(out, msg []byte) error { return p.h.Hash(out, msg) }

// batchedHash is selfTimedHash as a BatchTimer: its timer reports 1 µs
// per repetition for each of m batches, or want batch times when want is
// not negative (a peer that answers with the wrong count).
type batchedHash struct {
	selfTimedHash
	want int
}

func (h batchedHash) Timer(call func() error) (func(k, m int) ([]time.Duration, error), error) {
	if err := call(); err != nil {
		return nil, err
	}
	return func(k, m int) ([]time.Duration, error) {
		if h.want >= 0 {
			m = h.want
		}
		ds := make([]time.Duration, m)
		for i := range ds {
			ds[i] = time.Duration(k) * time.Microsecond
		}
		return ds, nil
	}, nil
}

// TestPrepareBatchTimer checks that a BatchTimer operation gets Batches,
// and Elapsed through it, and that a timer answering with the wrong number
// of batch times is an error, not a sample.
func TestPrepareBatchTimer(t *testing.T) {
	for _, want := range []int{-1, 2} {
		calls := 0
		im := &matrix.Impl{Name: "batched", Ops: map[string]any{"hash/sha256": batchedHash{selfTimedHash{&calls}, want}}}
		r := &matrix.Registry{}
		if err := r.Add(im); err != nil {
			t.Fatal(err)
		}
		ws := Workloads(r, BenchConfig{Lengths: []int{64}, Seed: 1})
		if len(ws) != 1 {
			t.Fatalf("%d workloads, want 1", len(ws))
		}
		p, err := ws[0].Prepare()
		if err != nil {
			t.Fatal(err)
		}
		if p.Batches == nil || p.Elapsed == nil {
			t.Fatal("BatchTimer operation got no Batches or no Elapsed")
		}
		d, err := p.Elapsed(5)
		if want >= 0 {
			if err == nil || !strings.Contains(err.Error(), "2 batch times, want 1") {
				t.Errorf("timer answering 2 times for 1 batch: Elapsed = %v, %v; want an error", d, err)
			}
			continue
		}
		if err != nil || d != 5*time.Microsecond {
			t.Errorf("Elapsed(5) = %v, %v; want 5µs", d, err)
		}
		ds, err := p.Batches(5, 3)
		if err != nil || len(ds) != 3 {
			t.Errorf("Batches(5, 3) = %v, %v; want 3 times", ds, err)
		}
	}
}
