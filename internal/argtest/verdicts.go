package argtest

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// MACVerifies checks the other side of a MAC's argument checks: a tag of a
// valid length that does not authenticate the message is refused too, but
// as false without an error, since the matrix's MAC reports an
// authentication failure as a verdict. With a tagLen-byte tag and a
// keyLen-byte key, m's own tag must be non-zero and verify, and the tag
// with its first, middle or last byte changed, or under another key, must
// give false and no error.
func MACVerifies(t *testing.T, m matrix.MAC, tagLen, keyLen int) {
	t.Helper()
	msg, key, tag := Pattern(MsgLen), Pattern(keyLen), make([]byte, tagLen)
	if err := m.MAC(tag, msg, key); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(tag, make([]byte, tagLen)) {
		t.Fatal("MAC wrote nothing")
	}
	if ok, err := m.Verify(tag, msg, key); !ok || err != nil {
		t.Fatalf("Verify(own tag) = %v, %v; want true, nil", ok, err)
	}
	for _, i := range []int{0, tagLen / 2, tagLen - 1} {
		bad := bytes.Clone(tag)
		bad[i] ^= 0x80
		if ok, err := m.Verify(bad, msg, key); ok || err != nil {
			t.Errorf("Verify(tag with byte %d changed) = %v, %v; want false, nil", i, ok, err)
		}
	}
	if keyLen == 0 {
		return // no other key of the same length
	}
	other := bytes.Clone(key)
	other[0] ^= 1
	if ok, err := m.Verify(tag, msg, other); ok || err != nil {
		t.Errorf("Verify(own tag under another key) = %v, %v; want false, nil", ok, err)
	}
}

// SealedBoxOpens checks the verdicts of a sealed box, the other side of
// its argument checks, with the recipient key pair (public, private): for
// messages of 0, 1 and MsgLen bytes, b's own sealed box opens to the
// message; a second seal of it has another ephemeral key (sealing is
// randomised); and a box with one bit flipped in the ephemeral key, the tag
// or the ciphertext, or opened with another private key, gives false and
// no error, with the output zeroed.
func SealedBoxOpens(t *testing.T, b matrix.SealedBox, public, private []byte) {
	t.Helper()
	s := Spec("sealedbox/curve25519xsalsa20poly1305")
	for _, n := range []int{0, 1, MsgLen} {
		msg := Pattern(n)
		box, again := make([]byte, n+s.Overhead), make([]byte, n+s.Overhead)
		if err := b.Seal(box, msg, public); err != nil {
			t.Fatalf("%d-byte message: Seal: %v", n, err)
		}
		if err := b.Seal(again, msg, public); err != nil {
			t.Fatalf("%d-byte message: Seal: %v", n, err)
		}
		if bytes.Equal(box[:s.Public], again[:s.Public]) {
			t.Errorf("%d-byte message: two seals have the same ephemeral key %x", n, box[:s.Public])
		}
		out := make([]byte, n)
		if ok, err := b.Open(out, box, public, private); !ok || err != nil || !bytes.Equal(out, msg) {
			t.Errorf("%d-byte message: Open(own sealed box) = %v, %v, message %x; want true, nil, %x", n, ok, err, out, msg)
		}
		other := bytes.Clone(private)
		other[len(other)/2] ^= 1
		wrong := map[string]func(out []byte) (bool, error){
			"another private key": func(out []byte) (bool, error) { return b.Open(out, box, public, other) },
		}
		for _, at := range []int{s.Public / 2, s.Overhead - 1, s.Overhead + n/2} {
			if at >= len(box) {
				continue
			}
			bad := bytes.Clone(box)
			bad[at] ^= 1
			wrong[fmt.Sprintf("byte %d changed", at)] = func(out []byte) (bool, error) { return b.Open(out, bad, public, private) }
		}
		for what, open := range wrong {
			out := bytes.Repeat([]byte{0xA5}, n)
			if ok, err := open(out); ok || err != nil {
				t.Errorf("%d-byte message: Open(sealed box, %s) = %v, %v; want false, nil", n, what, ok, err)
			}
			if !bytes.Equal(out, make([]byte, n)) {
				t.Errorf("%d-byte message: Open(sealed box, %s) refused it but left %x in the output", n, what, out)
			}
		}
	}
}
