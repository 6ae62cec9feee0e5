package sodium_test

import (
	"bytes"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/cref/sodium"
)

// TestSecretBoxDetached checks that crypto_secretbox_detached produces the
// two halves of the crypto_secretbox_easy box (tag first), and that each
// form opens the other's output.
func TestSecretBoxDetached(t *testing.T) {
	var sb sodium.SecretBox
	key, nonce := ctest.Seq(32, 1), ctest.Seq(24, 100)
	for _, n := range []int{0, 1, 63, 64, 65, 1000} {
		msg := ctest.Seq(n, 9)
		box := make([]byte, n+16)
		if err := sb.Seal(box, msg, nonce, key); err != nil {
			t.Fatal(err)
		}
		ct, tag := make([]byte, n), make([]byte, 16)
		if err := sb.SealDetached(ct, tag, msg, nonce, key); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(tag, box[:16]) || !bytes.Equal(ct, box[16:]) {
			t.Fatalf("len %d: detached (tag %x, ct %x) is not the split of box %x", n, tag, ct, box)
		}
		got := make([]byte, n)
		if ok, err := sb.OpenDetached(got, box[16:], box[:16], nonce, key); !ok || err != nil || !bytes.Equal(got, msg) {
			t.Fatalf("len %d: OpenDetached(easy halves) = %v, %v, %x", n, ok, err, got)
		}
		got = make([]byte, n)
		if ok, err := sb.Open(got, append(bytes.Clone(tag), ct...), nonce, key); !ok || err != nil || !bytes.Equal(got, msg) {
			t.Fatalf("len %d: Open(detached joined) = %v, %v, %x", n, ok, err, got)
		}
	}
}

// TestSecretBoxForgery checks that a box with any flipped bit, or opened
// under another nonce, is refused and leaves a zeroed output.
func TestSecretBoxForgery(t *testing.T) {
	var sb sodium.SecretBox
	key, nonce, msg := ctest.Seq(32, 1), ctest.Seq(24, 100), ctest.Seq(40, 9)
	box := make([]byte, len(msg)+16)
	if err := sb.Seal(box, msg, nonce, key); err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 15, 16, len(box) - 1} {
		bad := bytes.Clone(box)
		bad[i] ^= 1
		out := bytes.Repeat([]byte{0xee}, len(msg))
		ok, err := sb.Open(out, bad, nonce, key)
		if ok || err != nil {
			t.Fatalf("Open(box with byte %d flipped) = %v, %v; want false, nil", i, ok, err)
		}
		if !ctest.AllZero(out) {
			t.Fatalf("failed Open left %x in msg, want zeros", out)
		}
	}
	otherNonce := ctest.Seq(24, 101)
	if ok, _ := sb.Open(make([]byte, len(msg)), box, otherNonce, key); ok {
		t.Fatal("Open under another nonce succeeded")
	}
}

// TestInPlace checks the exact aliasing libsodium documents for stream XOR
// and secretbox, and that a partial overlap is refused before C sees it.
func TestInPlace(t *testing.T) {
	key, nonce := ctest.Seq(32, 1), ctest.Seq(24, 100)
	msg := ctest.Seq(50, 9)

	t.Run("stream", func(t *testing.T) {
		var s sodium.XSalsa20
		want := make([]byte, len(msg))
		if err := s.XOR(want, msg, nonce, key); err != nil {
			t.Fatal(err)
		}
		buf := bytes.Clone(msg)
		if err := s.XOR(buf, buf, nonce, key); err != nil {
			t.Fatalf("exact aliasing refused: %v", err)
		}
		if !bytes.Equal(buf, want) {
			t.Fatal("in-place XOR differs from out-of-place XOR")
		}
		big := make([]byte, len(msg)+1)
		copy(big[1:], msg)
		if err := s.XOR(big[:len(msg)], big[1:], nonce, key); err == nil {
			t.Fatal("partial overlap accepted")
		}
		if !bytes.Equal(big[1:], msg) {
			t.Fatal("refused call modified its input")
		}
	})

	t.Run("secretbox", func(t *testing.T) {
		var sb sodium.SecretBox
		want := make([]byte, len(msg)+16)
		if err := sb.Seal(want, msg, nonce, key); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, len(msg)+16)
		copy(buf, msg)
		if err := sb.Seal(buf, buf[:len(msg)], nonce, key); err != nil {
			t.Fatalf("exact aliasing refused: %v", err)
		}
		if !bytes.Equal(buf, want) {
			t.Fatal("in-place Seal differs from out-of-place Seal")
		}
		if ok, err := sb.Open(buf[:len(msg)], buf, nonce, key); !ok || err != nil {
			t.Fatalf("in-place Open = %v, %v", ok, err)
		}
		if !bytes.Equal(buf[:len(msg)], msg) {
			t.Fatal("in-place Open did not recover msg")
		}
		copy(buf[16:], msg)
		if err := sb.Seal(buf, buf[16:], nonce, key); err == nil {
			t.Fatal("partial overlap accepted")
		}
	})

	t.Run("aead refuses any overlap", func(t *testing.T) {
		var a sodium.ChaCha20Poly1305
		buf := make([]byte, len(msg)+16)
		if err := a.Seal(buf, buf[:len(msg)], nil, ctest.Seq(12, 0), key); err == nil {
			t.Fatal("AEAD accepted overlapping ct and msg, which libsodium does not document")
		}
	})
}
