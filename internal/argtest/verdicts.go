package argtest

import (
	"bytes"
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
	msg, key, tag := pattern(msgLen), pattern(keyLen), make([]byte, tagLen)
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
