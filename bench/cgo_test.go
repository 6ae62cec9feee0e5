package bench

import (
	"crypto/sha512"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/sodium"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// tWrongSHA512 hashes one byte too many: a binding whose output differs
// from the C loop's.
type tWrongSHA512 struct{}

func (tWrongSHA512) Hash(out, msg []byte) error {
	d := sha512.Sum512(append([]byte{0}, msg...))
	copy(out, d[:])
	return nil
}

// loopBuffers makes the inputs of a C loop over n bytes.
func loopBuffers(n int) (msg, key, nonce []byte) {
	msg, key, nonce = make([]byte, n), make([]byte, cloop.KeySize), make([]byte, cloop.NonceSize)
	for i := range msg {
		msg[i] = byte(i * 7)
	}
	for i := range key {
		key[i], nonce[i%len(nonce)] = byte(i+1), byte(i*3)
	}
	return msg, key, nonce
}

// TestOnLoopBuffers checks that every C loop is planned beside the
// libsodium binding and that the binding, called on the loop's buffers,
// writes what the loop writes; a binding that computes something else is
// refused instead of timed.
func TestOnLoopBuffers(t *testing.T) {
	if !cloop.Available() {
		t.Skip("built without cgo")
	}
	good := &matrix.Impl{Name: "libsodium", Library: "libsodium", Language: matrix.LangC, Version: "test",
		Ops: map[string]any{
			"hash/sha512":                sodium.SHA512{},
			"mac/poly1305":               sodium.Poly1305{},
			"stream/xsalsa20":            sodium.XSalsa20{},
			"secretbox/xsalsa20poly1305": sodium.SecretBox{},
			"sign/ed25519":               sodium.Ed25519{},
		}}
	reg := &matrix.Registry{}
	if err := reg.Add(good); err != nil {
		t.Fatal(err)
	}
	planned := planLoops(good, Workloads(reg, BenchConfig{Lengths: []int{64, 1024, 4096}, Seed: 1}))
	if want := 2 * len(cloop.Loops()); len(planned) != want {
		t.Fatalf("%d loops planned at 1024 and 4096 bytes, want %d", len(planned), want)
	}
	for _, pl := range planned {
		msg, key, nonce := loopBuffers(pl.bytes)
		p, err := pl.loop.New(msg, key, nonce)
		if err != nil {
			t.Fatal(err)
		}
		run, err := onLoopBuffers(pl.binding, p, msg, key, nonce)
		if err != nil {
			t.Errorf("%s: %v", pl.loop.Function, err)
			continue
		}
		if err := run(3); err != nil {
			t.Errorf("%s: run: %v", pl.loop.Function, err)
		}
	}

	wrong := &matrix.Impl{Name: "libsodium", Library: "libsodium", Language: matrix.LangC, Version: "test",
		Ops: map[string]any{"hash/sha512": tWrongSHA512{}}}
	reg = &matrix.Registry{}
	if err := reg.Add(wrong); err != nil {
		t.Fatal(err)
	}
	planned = planLoops(wrong, Workloads(reg, BenchConfig{Lengths: []int{1024}, Seed: 1}))
	if len(planned) != 1 {
		t.Fatalf("%d loops planned for SHA-512 alone, want 1", len(planned))
	}
	msg, key, nonce := loopBuffers(1024)
	p, err := planned[0].loop.New(msg, key, nonce)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := onLoopBuffers(planned[0].binding, p, msg, key, nonce); err == nil || !strings.Contains(err.Error(), "other bytes than the C loop") {
		t.Errorf("a binding computing another function: err = %v", err)
	}
}
