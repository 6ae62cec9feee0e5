package family

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// TestInputsFor: every pair of an operation must see the same bytes (the
// memo relies on it), and two operations different ones.
func TestInputsFor(t *testing.T) {
	a, b, other := InputsFor(1, "hash/sha256"), InputsFor(1, "hash/sha256"), InputsFor(1, "hash/sha512")
	if !slices.Equal(a.Lengths(), b.Lengths()) || !bytes.Equal(a.Bytes(64), b.Bytes(64)) {
		t.Error("one seed and operation gave two different inputs")
	}
	if bytes.Equal(InputsFor(1, "hash/sha256").Bytes(64), other.Bytes(64)) {
		t.Error("two operations gave the same inputs")
	}
	ls := InputsFor(7, "x").Lengths()
	if len(ls) != len(CrossMessageLengths)+CrossRandomCases || !slices.Equal(ls[:len(CrossMessageLengths)], CrossMessageLengths) {
		t.Errorf("Lengths = %v: want CrossMessageLengths and %d random ones", ls, CrossRandomCases)
	}
}

// TestInputsLacks: what an implementation lacks is noted once, without
// the ErrUnsupported suffix every such error ends with, and its name
// once where the error starts with it.
func TestInputsLacks(t *testing.T) {
	in := InputsFor(1, "x")
	err := fmt.Errorf("lanes: one lane only: %w", errors.ErrUnsupported)
	in.Lacks("a", err)
	in.Lacks("a", err)
	in.Lacks("b", err)
	in.Lacks("js:c", fmt.Errorf("js:c: info: at most 1024 bytes: %w", errors.ErrUnsupported))
	want := []string{"a: lanes: one lane only", "b: lanes: one lane only", "js:c: info: at most 1024 bytes"}
	if !slices.Equal(in.Unchecked(), want) {
		t.Errorf("Unchecked = %q, want %q", in.Unchecked(), want)
	}
}

// TestCrossCheckOpen: a refused open must wipe its output, an accepted
// forgery and a wrong plaintext fail, and each failure names the side.
func TestCrossCheckOpen(t *testing.T) {
	p := matrix.Provider[any]{Impl: &matrix.Impl{Name: "opener"}}
	msg := []byte("message")
	for _, c := range []struct {
		name string
		want []byte
		open func(out []byte) (bool, error)
		err  string // "" for a pass
	}{
		{"opens", msg, func(out []byte) (bool, error) { copy(out, msg); return true, nil }, ""},
		{"wrong plaintext", msg, func(out []byte) (bool, error) { return true, nil }, "opener: wrong plaintext: opened to a different plaintext"},
		{"refuses", msg, func(out []byte) (bool, error) { return false, nil }, "opener: refuses: refused"},
		{"wipes", nil, func(out []byte) (bool, error) { clear(out); return false, nil }, ""},
		{"leaves", nil, func(out []byte) (bool, error) { return false, nil }, "not wiped"},
		{"accepts", nil, func(out []byte) (bool, error) { return true, nil }, "opener: accepts: accepted"},
	} {
		err := CrossCheckOpen(p, c.name, len(msg), c.want, func(out []byte) (bool, error) { return c.open(out) })
		if (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.err)
		}
	}
}

// TestCrossTamperings: each tampering changes one bit of the box or of an
// input, and restore undoes a change of an input, so that the next one
// starts from the true inputs.
func TestCrossTamperings(t *testing.T) {
	box, nonce := bytes.Repeat([]byte{1}, 20), bytes.Repeat([]byte{2}, 8)
	keep := slices.Clone(nonce)
	tms := CrossTamperings(CrossSealed{Box: box}, 16, CrossNamed{"nonce", nonce}, CrossNamed{"empty", nil})
	var names []string
	for _, tm := range tms {
		names = append(names, tm.Name)
		got, restore := tm.Apply()
		diff := 0
		for i := range box {
			diff += crossBitsDiffer(got[i], box[i])
		}
		for i := range nonce {
			diff += crossBitsDiffer(nonce[i], keep[i])
		}
		restore()
		if diff != 1 || !bytes.Equal(nonce, keep) {
			t.Errorf("%s: %d bits changed, nonce after restore %x", tm.Name, diff, nonce)
		}
	}
	if want := []string{"ciphertext", "tag", "nonce"}; !slices.Equal(names, want) {
		t.Errorf("tamperings %q, want %q (an empty input has no bit to flip)", names, want)
	}
}

// crossBitsDiffer counts the bits in which a and b differ.
func crossBitsDiffer(a, b byte) int {
	n := 0
	for x := a ^ b; x != 0; x &= x - 1 {
		n++
	}
	return n
}
