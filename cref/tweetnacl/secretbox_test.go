package tweetnacl

import (
	"bytes"
	"fmt"
	"testing"

	"golang.org/x/crypto/nacl/secretbox"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

func TestSecretBoxMatchesXCrypto(t *testing.T) {
	r := ctest.Rand(8)
	for _, n := range ctest.MessageSizes {
		key, nonce, msg := ctest.Bytes(r, 32), ctest.Bytes(r, 24), ctest.Bytes(r, n)
		want := secretbox.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(key))
		box := make([]byte, n+16)
		if err := (SecretBox{}).Seal(box, msg, nonce, key); err != nil {
			t.Fatal(err)
		}
		ctest.EqualHex(t, fmt.Sprintf("secretbox of %d bytes", n), box, want)

		got := make([]byte, n)
		ok, err := (SecretBox{}).Open(got, box, nonce, key)
		if err != nil || !ok || !bytes.Equal(got, msg) {
			t.Errorf("len %d: Open = %v, %v, %x; want true, <nil>, %x", n, ok, err, got, msg)
		}

		// Any flipped bit makes Open fail and zero its output.
		for _, i := range []int{0, 15, 16, n + 15} {
			if i >= len(box) {
				continue
			}
			bad := bytes.Clone(box)
			bad[i] ^= 0x20
			out := bytes.Repeat([]byte{0xAA}, n)
			ok, err := (SecretBox{}).Open(out, bad, nonce, key)
			if err != nil || ok {
				t.Errorf("len %d: Open(box with byte %d flipped) = %v, %v; want false", n, i, ok, err)
			}
			if !bytes.Equal(out, make([]byte, n)) {
				t.Errorf("len %d: failed Open left %x in its output", n, out)
			}
		}
	}
}

// TestSecretBoxInPlace seals and opens within one buffer: the scratch copy
// makes overlapping arguments safe.
func TestSecretBoxInPlace(t *testing.T) {
	r := ctest.Rand(9)
	key, nonce, msg := ctest.Bytes(r, 32), ctest.Bytes(r, 24), ctest.Bytes(r, 100)
	want := secretbox.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(key))
	buf := make([]byte, len(msg)+16)
	copy(buf, msg)
	if err := (SecretBox{}).Seal(buf, buf[:len(msg)], nonce, key); err != nil {
		t.Fatal(err)
	}
	ctest.EqualHex(t, "in-place secretbox", buf, want)
	ok, err := (SecretBox{}).Open(buf[16:], buf, nonce, key)
	if err != nil || !ok {
		t.Fatalf("in-place Open = %v, %v", ok, err)
	}
	ctest.EqualHex(t, "in-place opened message", buf[16:], msg)
}

// TestPaddingConvention pins down the NaCl format the binding converts
// from: crypto_secretbox takes 32 zero bytes before the message and returns
// 16 zero bytes before tag‖ciphertext; crypto_secretbox_open ignores those
// 16 bytes and returns 32 zero bytes before the message.
func TestPaddingConvention(t *testing.T) {
	r := ctest.Rand(10)
	key, nonce, msg := ctest.Bytes(r, 32), ctest.Bytes(r, 24), ctest.Bytes(r, 77)
	combined := secretbox.Seal(nil, msg, (*[24]byte)(nonce), (*[32]byte)(key))

	m := append(make([]byte, 32), msg...)
	c := bytes.Repeat([]byte{0xAA}, len(m))
	if rc := sealRaw(opSecretBox, c, m, nonce, key, nil); rc != 0 {
		t.Fatalf("crypto_secretbox returned %d", rc)
	}
	ctest.EqualHex(t, "16 leading bytes of crypto_secretbox's output", c[:16], make([]byte, 16))
	ctest.EqualHex(t, "crypto_secretbox output after them", c[16:], combined)

	// The leading 16 bytes of the box are not read.
	garbled := bytes.Clone(c)
	copy(garbled, bytes.Repeat([]byte{0x55}, 16))
	out := bytes.Repeat([]byte{0xAA}, len(garbled))
	if rc := openRaw(opSecretBox, out, garbled, nonce, key, nil); rc != 0 {
		t.Fatalf("crypto_secretbox_open returned %d", rc)
	}
	ctest.EqualHex(t, "32 leading bytes of crypto_secretbox_open's output", out[:32], make([]byte, 32))
	ctest.EqualHex(t, "crypto_secretbox_open output after them", out[32:], msg)

	// Without the zero padding the first 32 bytes are not a message prefix
	// but the Poly1305 key's mask: a non-zero pad gives a different box.
	dirty := bytes.Clone(m)
	dirty[0] = 1
	c2 := make([]byte, len(dirty))
	if rc := sealRaw(opSecretBox, c2, dirty, nonce, key, nil); rc != 0 {
		t.Fatalf("crypto_secretbox returned %d", rc)
	}
	if bytes.Equal(c2[16:32], combined[:16]) {
		t.Error("a non-zero pad left the tag unchanged: the padding is not what the binding assumes")
	}
}
