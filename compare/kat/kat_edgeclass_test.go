package kat

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// TestVectorEdgeClass checks that a failed vector is put in a class only
// when its input is in one, and never a passed or iterated one.
func TestVectorEdgeClass(t *testing.T) {
	top := make([]byte, 32)
	top[0], top[31] = 9, 0x80
	clear := bytes.Clone(top)
	clear[31] = 0
	// wrong ignores its inputs: every vector fails.
	reg := checktest.NewRegistry(t, &matrix.Impl{Name: "wrong", Ops: map[string]any{"scalarmult/x25519": wrongX25519{}}})
	f := vectors.File{Name: "synthetic", Groups: []vectors.Group{{Op: "scalarmult/x25519", Vectors: []vectors.Vector{
		{ID: 1, Scalar: make([]byte, 32), Point: top, Out: make([]byte, 32)},
		{ID: 2, Scalar: make([]byte, 32), Point: clear, Out: make([]byte, 32)},
		{ID: 3, Scalar: make([]byte, 32), Point: top, Out: make([]byte, 32), Iterations: 1},
	}}}}
	want := map[int]string{1: edge25519.X25519Bit255Class, 2: "", 3: ""}
	for _, r := range RunVectors(reg, []vectors.File{f}) {
		if r.Pass {
			t.Errorf("vector %d passed a wrong implementation", r.ID)
		}
		if r.EdgeClass != want[r.ID] {
			t.Errorf("vector %d: edge class %q, want %q", r.ID, r.EdgeClass, want[r.ID])
		}
	}
}

// wrongX25519 answers every multiplication with 0xff bytes.
type wrongX25519 struct{}

func (wrongX25519) ScalarMult(out, _, _ []byte) error {
	copy(out, bytes.Repeat([]byte{0xff}, len(out)))
	return nil
}

func (wrongX25519) ScalarBaseMult(out, _ []byte) error {
	copy(out, bytes.Repeat([]byte{0xff}, len(out)))
	return nil
}
