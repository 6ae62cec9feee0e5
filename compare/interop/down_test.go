package interop

import (
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
)

// dyingHash hashes correctly until its implementation has made calls
// calls in all, then fails every call, sticky, as a peer process that died:
// with a matrix.DownError naming impl.
type dyingHash struct {
	h     matrix.Hash
	impl  string
	calls *int
}

func (d dyingHash) Hash(out, msg []byte) error {
	if *d.calls == 0 {
		return &matrix.DownError{Impl: d.impl, Err: errors.New("hash: node exited (signal: killed)")}
	}
	*d.calls--
	return d.h.Hash(out, msg)
}

// TestInteropLeavesOutDownImplementation checks that an implementation
// that goes down fails the one pair where it did, which names it, and
// takes part in no later pair of that operation or the next, while the
// wrong answers of another are still failures of every pair they occur
// in.
func TestInteropLeavesOutDownImplementation(t *testing.T) {
	calls := 3
	r := &matrix.Registry{}
	err := r.Add(
		&matrix.Impl{Name: "good", Ops: map[string]any{"hash/sha256": stdlib.SHA256{}, "hash/sha512": stdlib.SHA512{}}},
		&matrix.Impl{Name: "wrong", Ops: map[string]any{"hash/sha256": brokenSHA256{}}},
		&matrix.Impl{Name: "dies", Ops: map[string]any{
			"hash/sha256": dyingHash{stdlib.SHA256{}, "dies", &calls},
			"hash/sha512": dyingHash{stdlib.SHA512{}, "dies", &calls},
		}},
	)
	if err != nil {
		t.Fatal(err)
	}
	pairs := Interop(r, checktest.FixedSeed, nil)
	var downs, wrongs int
	for i, p := range pairs {
		if p.Down != "" {
			downs++
			if p.Down != "dies" || p.Pass || !strings.HasPrefix(p.Failure, "dies: hash: node exited") {
				t.Errorf("pair %d: %+v, want the failure of dies going down", i, p)
			}
			for _, q := range pairs[i+1:] {
				if q.From == "dies" || q.To == "dies" {
					t.Errorf("%s %s → %s checked after dies went down", q.Op, q.From, q.To)
				}
			}
		}
		if (p.From == "good" && p.To == "wrong" || p.From == "wrong" && p.To == "good") && !p.Pass {
			wrongs++
		}
	}
	if downs != 1 {
		t.Errorf("%d pairs say an implementation went down, want 1", downs)
	}
	if wrongs != 2 {
		t.Errorf("%d pairs of good and wrong failed, want 2", wrongs)
	}
	if _, failed := Count(pairs); failed != downs+wrongs {
		t.Errorf("%d pairs failed, want %d: going down is a failure", failed, downs+wrongs)
	}
}

// TestWriteTextDown checks that an implementation that went down is one
// line, with what it said indented below, and ↓ in its cells, not a ✗
// and a failure for each of its pairs.
func TestWriteGridDown(t *testing.T) {
	pairs := []PairResult{
		{Op: "hash/sha256", From: "a", To: "a", Pass: true},
		{Op: "hash/sha256", From: "a", To: "b", Pass: false, Down: "b", Failure: "b: hash: node exited (signal: killed); stderr: first\nlast"},
		{Op: "hash/sha512", From: "a", To: "a", Pass: true},
	}
	var b strings.Builder
	WriteGrid(&b, pairs)
	want := "\nhash/sha256\n     a  b\n  a  ✓  ↓\n  b  ↓  ↓\n\nhash/sha512\n     a\n  a  ✓\n" +
		"\nDown (1), left out from the operation named on:\n  b: left out from hash/sha256 on: hash: node exited (signal: killed); stderr: first\n      last\n"
	if b.String() != want {
		t.Errorf("WriteGrid:\n%s\nwant\n%s", b.String(), want)
	}
}
