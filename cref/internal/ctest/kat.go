package ctest

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// Vectors returns the vectors of operation op in the embedded vector file
// file ("rfc8032"), failing t when there are none: known answers come from
// vectors/, the suite's one source of them.
func Vectors(t testing.TB, file, op string) []vectors.Vector {
	t.Helper()
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		for _, g := range f.Groups {
			if f.Name == file && g.Op == op {
				return g.Vectors
			}
		}
	}
	t.Fatalf("vectors: no %s vectors in %s", op, file)
	return nil
}

// HashVectors checks h against every vector of operation op in vector file
// file: each message must hash to the vector's output, at its length. op
// names the vectors, which may serve another operation of the same
// function (BLAKE2b-512 of "abc" is a hash/blake2b vector).
func HashVectors(t *testing.T, h matrix.Hash, file, op string) {
	t.Helper()
	for _, v := range Vectors(t, file, op) {
		out := make([]byte, len(v.Out))
		if err := h.Hash(out, v.Msg); err != nil {
			t.Errorf("%s %s: %v", file, v.Comment, err)
			continue
		}
		EqualHex(t, file+" "+v.Comment, out, v.Out)
	}
}

// MACVectors checks m against every vector of operation op in vector file
// file: the tag of each message under its key, which Verify must accept,
// and refuse as false without an error with its last byte changed.
func MACVectors(t *testing.T, m matrix.MAC, file, op string) {
	t.Helper()
	for _, v := range Vectors(t, file, op) {
		tag := make([]byte, len(v.Tag))
		if err := m.MAC(tag, v.Msg, v.Key); err != nil {
			t.Errorf("%s %s: %v", file, v.Comment, err)
			continue
		}
		EqualHex(t, file+" "+v.Comment, tag, v.Tag)
		if ok, err := m.Verify(v.Tag, v.Msg, v.Key); !ok || err != nil {
			t.Errorf("%s %s: Verify = %v, %v; want true, nil", file, v.Comment, ok, err)
		}
		tag = bytes.Clone(v.Tag)
		tag[len(tag)-1] ^= 1
		if ok, err := m.Verify(tag, v.Msg, v.Key); ok || err != nil {
			t.Errorf("%s %s: Verify(changed tag) = %v, %v; want false, nil", file, v.Comment, ok, err)
		}
	}
}
