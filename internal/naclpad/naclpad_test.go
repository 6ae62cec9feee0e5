package naclpad_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/internal/naclpad"
)

// toySeal "seals" by copying m to c and writing a tag of 0xAA bytes where
// NaCl puts the authenticator, checking the zero padding it was given.
func toySeal(t *testing.T) func(c, m []byte) int {
	return func(c, m []byte) int {
		if len(c) != len(m) || len(m) < naclpad.ZeroBytes {
			t.Fatalf("seal: len(c) = %d, len(m) = %d", len(c), len(m))
		}
		if !bytes.Equal(m[:naclpad.ZeroBytes], make([]byte, naclpad.ZeroBytes)) {
			t.Fatalf("seal: m does not start with %d zero bytes", naclpad.ZeroBytes)
		}
		copy(c, m)
		clear(c[:naclpad.BoxZeroBytes])
		for i := naclpad.BoxZeroBytes; i < naclpad.ZeroBytes; i++ {
			c[i] = 0xAA
		}
		return 0
	}
}

// toyOpen undoes toySeal, failing with -1 on a wrong tag.
func toyOpen(t *testing.T) func(m, c []byte) int {
	return func(m, c []byte) int {
		if len(c) != len(m) || !bytes.Equal(c[:naclpad.BoxZeroBytes], make([]byte, naclpad.BoxZeroBytes)) {
			t.Fatalf("open: bad padded box (len(c) = %d, len(m) = %d)", len(c), len(m))
		}
		for _, b := range c[naclpad.BoxZeroBytes:naclpad.ZeroBytes] {
			if b != 0xAA {
				return -1
			}
		}
		copy(m, c)
		clear(m[:naclpad.ZeroBytes])
		return 0
	}
}

func TestRoundTrip(t *testing.T) {
	for _, n := range []int{0, 1, 16, 100} {
		msg := make([]byte, n)
		for i := range msg {
			msg[i] = byte(i + 1)
		}
		box := make([]byte, n+naclpad.TagBytes)
		if rc := naclpad.Seal(box, msg, toySeal(t)); rc != 0 {
			t.Fatalf("n=%d: Seal = %d", n, rc)
		}
		if !bytes.Equal(box[:naclpad.TagBytes], bytes.Repeat([]byte{0xAA}, naclpad.TagBytes)) || !bytes.Equal(box[naclpad.TagBytes:], msg) {
			t.Fatalf("n=%d: box = %x", n, box)
		}
		got := make([]byte, n)
		if !naclpad.Open(got, box, toyOpen(t)) || !bytes.Equal(got, msg) {
			t.Fatalf("n=%d: Open gives %x, want %x", n, got, msg)
		}
		box[0] ^= 1
		if naclpad.Open(got, box, toyOpen(t)) {
			t.Fatalf("n=%d: Open accepts a bad tag", n)
		}
	}
}

func TestFailure(t *testing.T) {
	msg := bytes.Repeat([]byte{7}, 40)
	box := bytes.Repeat([]byte{9}, len(msg)+naclpad.TagBytes)
	if rc := naclpad.Seal(box, msg, func(c, m []byte) int { return -3 }); rc != -3 {
		t.Errorf("Seal with a failing raw = %d, want -3", rc)
	}
	if !bytes.Equal(box, bytes.Repeat([]byte{9}, len(box))) {
		t.Errorf("failed Seal wrote box: %x", box)
	}
	if naclpad.Open(msg, box, func(m, c []byte) int { return -1 }) {
		t.Error("Open with a failing raw reports success")
	}
	if !bytes.Equal(msg, make([]byte, len(msg))) {
		t.Errorf("failed Open left msg = %x, want zeros", msg)
	}
}

// TestInPlace seals and opens within one buffer: the scratch copy makes the
// overlap safe.
func TestInPlace(t *testing.T) {
	buf := make([]byte, 20+naclpad.TagBytes)
	for i := range buf[:20] {
		buf[i] = byte(i + 1)
	}
	want := bytes.Clone(buf[:20])
	if rc := naclpad.Seal(buf, buf[:20], toySeal(t)); rc != 0 {
		t.Fatalf("Seal = %d", rc)
	}
	if !naclpad.Open(buf[:20], buf, toyOpen(t)) || !bytes.Equal(buf[:20], want) {
		t.Fatalf("in-place round trip gives %x, want %x", buf[:20], want)
	}
}

func TestNoAllocations(t *testing.T) {
	msg, box := make([]byte, 1000), make([]byte, 1000+naclpad.TagBytes)
	var k int
	seal := func(c, m []byte) int { copy(c, m); return k }
	open := func(m, c []byte) int { copy(m, c); return k }
	if a := testing.AllocsPerRun(20, func() { naclpad.Seal(box, msg, seal) }); a != 0 {
		t.Errorf("Seal allocates %.1f times per call, want 0", a)
	}
	if a := testing.AllocsPerRun(20, func() { naclpad.Open(msg, box, open) }); a != 0 {
		t.Errorf("Open allocates %.1f times per call, want 0", a)
	}
}
