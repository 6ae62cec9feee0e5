package compare

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/vectors"
)

func TestX25519EdgeClass(t *testing.T) {
	nine := make([]byte, 32)
	nine[0] = 9
	nineTop := bytes.Clone(nine)
	nineTop[31] = 0x80
	nearP := bytes.Repeat([]byte{0xff}, 32)
	nearP[0], nearP[31] = 0xd4, 0x7f // p − 25
	nearPTop := bytes.Clone(nearP)
	nearPTop[0], nearPTop[31] = 0xda, 0xff // p − 19 with bit 255 set
	for _, c := range []struct {
		name string
		u    []byte
		want string
	}{
		{"9", nine, ""},
		{"9 with bit 255 set", nineTop, x25519Bit255Class},
		{"p − 25", nearP, x25519NearPClass},
		{"p − 19 with bit 255 set: near p wins", nearPTop, x25519NearPClass},
		{"short", []byte{0x80}, ""},
	} {
		if got := x25519EdgeClass(c.u); got != c.want {
			t.Errorf("%s: class %q, want %q", c.name, got, c.want)
		}
	}
}

// TestVectorEdgeClass checks that a failed vector is put in a class only
// when its input is in one, and never a passed or iterated one.
func TestVectorEdgeClass(t *testing.T) {
	top := make([]byte, 32)
	top[0], top[31] = 9, 0x80
	clear := bytes.Clone(top)
	clear[31] = 0
	// wrong ignores its inputs: every vector fails.
	reg := katRegistry(t, &Impl{Name: "wrong", Ops: map[string]any{"scalarmult/x25519": wrongX25519{}}})
	f := vectors.File{Name: "synthetic", Groups: []vectors.Group{{Op: "scalarmult/x25519", Vectors: []vectors.Vector{
		{ID: 1, Scalar: make([]byte, 32), Point: top, Out: make([]byte, 32)},
		{ID: 2, Scalar: make([]byte, 32), Point: clear, Out: make([]byte, 32)},
		{ID: 3, Scalar: make([]byte, 32), Point: top, Out: make([]byte, 32), Iterations: 1},
	}}}}
	want := map[int]string{1: x25519Bit255Class, 2: "", 3: ""}
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
