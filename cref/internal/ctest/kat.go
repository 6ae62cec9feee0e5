package ctest

import (
	"bytes"
	"fmt"
	"hash"
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

// Streaming checks h, a fresh streaming hash, against want, the one-shot
// digest of msg: fed in chunks of each given size after a Reset, and with
// a Sum in the middle, which must leave the state usable and append to
// its argument.
func Streaming(t *testing.T, name string, h hash.Hash, msg, want []byte, chunks ...int) {
	t.Helper()
	if h.Size() != len(want) {
		t.Errorf("%s: Size() = %d, want %d", name, h.Size(), len(want))
	}
	for _, chunk := range chunks {
		h.Reset()
		for i := 0; i < len(msg); i += chunk {
			h.Write(msg[i:min(i+chunk, len(msg))])
		}
		EqualHex(t, fmt.Sprintf("%s in chunks of %d", name, chunk), h.Sum(nil), want)
	}
	h.Reset()
	h.Write(msg[:len(msg)/2])
	h.Sum(nil)
	h.Write(msg[len(msg)/2:])
	if got := h.Sum([]byte("prefix")); !bytes.Equal(got, append([]byte("prefix"), want...)) {
		t.Errorf("%s: Sum in the middle changed the state, or Sum does not append", name)
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
