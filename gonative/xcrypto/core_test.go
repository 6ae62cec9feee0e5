package xcrypto_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/nativetest"
	"github.com/naclcmp/naclcmp/gonative/xcrypto"
	"github.com/naclcmp/naclcmp/matrix"
)

// Salsa208Core lays NaCl's (in, key, constant) out as the Salsa20 state
// itself. RFC 7914, section 8, gives a Salsa20/8 core input state and its
// output; splitting that state along the Salsa20 layout (TweetNaCl's core():
// constant in words 0, 5, 10, 15; key in words 1-4 and 11-14; in in words
// 6-9) and calling Core must give the RFC's output.
func TestSalsa208CoreRFC7914(t *testing.T) {
	state := nativetest.Hex(t, "7e879a214f3ec9867ca940e641718f26"+
		"baee555b8c61c1b50df846116dcd3b1d"+
		"ee24f319df9b3d8514121e4b5ac5aa32"+
		"76021d2909c74829edebc68db8b8c25e")
	want := nativetest.Hex(t, "a41f859c6608cc993b81cacb020cef05"+
		"044b2181a2fd337dfd7b1c6396682f29"+
		"b4393168e3c9e6bcfe6bc5b7a06d96ba"+
		"e424cc102c91745c24ad673dc7618f81")
	word := func(i int) []byte { return state[4*i : 4*i+4] }
	var constant, key, in []byte
	for _, i := range []int{0, 5, 10, 15} {
		constant = append(constant, word(i)...)
	}
	for _, i := range []int{1, 2, 3, 4, 11, 12, 13, 14} {
		key = append(key, word(i)...)
	}
	for _, i := range []int{6, 7, 8, 9} {
		in = append(in, word(i)...)
	}
	out := make([]byte, 64)
	if err := (xcrypto.Salsa208Core{}).Core(out, in, key, constant); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, want) {
		t.Fatalf("Core = %x\nwant   %x", out, want)
	}
}

// x/crypto's HChaCha20 has the constant built in: any other constant must be
// refused as unsupported, naming constant, with out untouched.
func TestHChaCha20Constant(t *testing.T) {
	out := filled(0xee, 32)
	constant := []byte("expand 16-byte k")
	err := (xcrypto.HChaCha20{}).Core(out, seq(0, 16), seq(0, 32), constant)
	if err == nil {
		t.Fatal("non-standard constant accepted")
	}
	if !errors.Is(err, errors.ErrUnsupported) || !strings.Contains(err.Error(), ": constant: ") {
		t.Errorf("error %q: want errors.ErrUnsupported naming constant", err)
	}
	if !bytes.Equal(out, filled(0xee, 32)) {
		t.Errorf("out changed: %x", out)
	}
}

// HSalsa20 takes the constant as an argument: a different constant must
// give a different output.
func TestHSalsa20Constant(t *testing.T) {
	a, b := make([]byte, 32), make([]byte, 32)
	h := xcrypto.HSalsa20{}
	if err := h.Core(a, seq(0, 16), seq(0, 32), []byte(matrix.Sigma)); err != nil {
		t.Fatal(err)
	}
	if err := h.Core(b, seq(0, 16), seq(0, 32), []byte("expand 16-byte k")); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a, b) {
		t.Fatal("HSalsa20 ignores its constant")
	}
}
