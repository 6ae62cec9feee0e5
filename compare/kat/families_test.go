package kat

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// TestKatForWrongType checks that the table's adapter fails a vector
// whose operation does not implement the family's interface, naming the
// type, instead of panicking or passing it.
func TestKatForWrongType(t *testing.T) {
	s, err := matrix.Lookup("hash/sha256")
	if err != nil {
		t.Fatal(err)
	}
	called := false
	check := katFor(func(matrix.Spec, matrix.Hash, *vectors.Vector) error { called = true; return nil })
	err = check(s, struct{}{}, &vectors.Vector{})
	if err == nil || called || !strings.Contains(err.Error(), "struct {} does not implement the") {
		t.Errorf("katFor on a non-Hash: err %v, called %v; want a failure without calling the check", err, called)
	}
}
