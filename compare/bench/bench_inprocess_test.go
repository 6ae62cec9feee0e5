package bench

import (
	"crypto/sha256"
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
