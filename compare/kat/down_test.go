package kat

import (
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// downHash hashes correctly for its first calls, then fails every call,
// sticky, with a matrix.DownError, as a peer process that died.
type downHash struct {
	h     matrix.Hash
	calls *int
}

func (d downHash) Hash(out, msg []byte) error {
	if *d.calls == 0 {
		return &matrix.DownError{Impl: "dies", Err: errors.New("hash: node exited (signal: killed)")}
	}
	*d.calls--
	return d.h.Hash(out, msg)
}

// TestRunVectorsLeavesOutDownImplementation: an implementation that goes
// down fails the one vector where it did, which names it, runs no vector
// after it, and is one line on the screen, while the others run all.
func TestRunVectorsLeavesOutDownImplementation(t *testing.T) {
	calls := 1
	reg := checktest.NewRegistry(t,
		&matrix.Impl{Name: "dies", Ops: map[string]any{"hash/sha256": downHash{stdlib.SHA256{}, &calls}, "hash/sha512": stdlib.SHA512{}}},
		&matrix.Impl{Name: "lives", Ops: map[string]any{"hash/sha256": stdlib.SHA256{}, "hash/sha512": stdlib.SHA512{}}})
	files := []vectors.File{katFile(t, "fips180-4"), katFile(t, "nacl-tests")}
	res := RunVectors(reg, files)
	var downs, after, lives int
	seenDown := false
	for _, v := range res {
		switch {
		case v.Impl == "lives":
			lives++
			if !v.Pass {
				t.Errorf("lives failed %s %d: %s", v.Op, v.ID, v.Detail)
			}
		case v.Down != "":
			downs++
			seenDown = true
			if v.Down != "dies" || v.Pass || !strings.Contains(v.Detail, "node exited") {
				t.Errorf("down vector: %+v", v)
			}
		case seenDown:
			after++
		}
	}
	if downs != 1 || after != 0 {
		t.Errorf("%d vectors say dies went down, %d of its vectors ran after it; want 1 and 0", downs, after)
	}
	if lives < 4 {
		t.Errorf("lives ran %d vectors; the others must run all", lives)
	}
	if Count(res).Failed != 1 {
		t.Errorf("tally %v: going down is one failure", Count(res))
	}
	var b strings.Builder
	WriteText(&b, reg.Names(), res)
	if n := strings.Count(b.String(), "node exited"); n != 1 || !strings.Contains(b.String(), "↓ fips180-4 hash/sha256 dies vector") {
		t.Errorf("the implementation gone down is not one ↓ line (%d mentions):\n%s", n, b.String())
	}
}
