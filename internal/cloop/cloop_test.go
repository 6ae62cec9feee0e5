package cloop

import (
	"bytes"
	"strings"
	"testing"
)

func TestArgsLayout(t *testing.T) {
	if !Available() {
		t.Skip("built without cgo")
	}
	a, err := NewArgs(100, 100, 7)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Free()
	for _, b := range []struct {
		name string
		b    []byte
		n    int
	}{{"Out", a.Out, 100}, {"Msg", a.Msg, 100}, {"AD", a.AD, 7}, {"Key", a.Key, KeySize}, {"Nonce", a.Nonce, NonceSize}, {"Public", a.Public, PublicSize}, {"Private", a.Private, PrivateSize}} {
		if len(b.b) != b.n || cap(b.b) != b.n {
			t.Errorf("%s: len %d cap %d, want %d", b.name, len(b.b), cap(b.b), b.n)
		}
		if !bytes.Equal(b.b, make([]byte, b.n)) {
			t.Errorf("%s is not zeroed", b.name)
		}
	}
	// Filling every buffer in turn must leave the others as they were:
	// they must not overlap.
	all := [][]byte{a.Out, a.Msg, a.AD, a.Key, a.Nonce, a.Public, a.Private}
	for i, b := range all {
		for j := range b {
			b[j] = byte(i + 1)
		}
	}
	for i, b := range all {
		if !bytes.Equal(b, bytes.Repeat([]byte{byte(i + 1)}, len(b))) {
			t.Errorf("buffer %d was overwritten by another", i)
		}
	}
}

func TestRunCallsTheLoop(t *testing.T) {
	if !Available() {
		t.Skip("built without cgo")
	}
	a, err := NewArgs(40, 40, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Free()
	for i := range a.Msg {
		a.Msg[i] = byte(i)
	}
	for i := range a.Key {
		a.Key[i] = byte(3 * i)
	}
	// Three calls XOR the pattern into Out three times: once, in effect.
	if err := a.Run("selftest", selfTest, 3); err != nil {
		t.Fatal(err)
	}
	for i := range a.Out {
		if want := byte(i) ^ byte(3*(i%32)); a.Out[i] != want {
			t.Fatalf("Out[%d] = %#x, want %#x: the loop did not run 3 times on the buffers", i, a.Out[i], want)
		}
	}
	a.Msg[0] = 0xff
	if err := a.Run("selftest", selfTest, 2); err == nil || !strings.Contains(err.Error(), "selftest returned 7") {
		t.Errorf("a failing call: err = %v, want the function and its status", err)
	}
}

func TestRunRefusesBadInput(t *testing.T) {
	if !Available() {
		if _, err := NewArgs(1, 1, 0); err == nil {
			t.Fatal("NewArgs succeeded without cgo")
		}
		return
	}
	for _, n := range [][3]int{{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}, {maxArgs + 1, 0, 0}} {
		if _, err := NewArgs(n[0], n[1], n[2]); err == nil {
			t.Errorf("NewArgs%v succeeded", n)
		}
	}
	a, err := NewArgs(1, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Run("selftest", selfTest, -1); err == nil {
		t.Error("Run(-1) succeeded")
	}
	if err := a.Run("nothing", nil, 1); err == nil || !strings.Contains(err.Error(), "nothing") {
		t.Errorf("Run of no loop: %v", err)
	}
	a.Free()
	a.Free()
	if err := a.Run("selftest", selfTest, 1); err == nil {
		t.Error("Run after Free succeeded")
	}
}

func TestEmpty(t *testing.T) {
	if !Available() {
		if EmptyRunner(1) == nil {
			t.Fatal("EmptyRunner succeeded without cgo")
		}
		return
	}
	Empty()
	if err := EmptyRunner(100); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkEmpty times the empty C call through cgo.
func BenchmarkEmpty(b *testing.B) {
	if !Available() {
		b.Skip("built without cgo")
	}
	for range b.N {
		Empty()
	}
}
