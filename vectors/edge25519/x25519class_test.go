package edge25519

import (
	"bytes"
	"testing"
)

func TestX25519EdgeClass(t *testing.T) {
	nine := make([]byte, 32)
	nine[0] = 9
	nineTop := bytes.Clone(nine)
	nineTop[31] = 0x80
	nearP := bytes.Repeat([]byte{0xff}, 32)
	nearP[0], nearP[31] = 0xd4, 0x7f // p − 25
	nearPTop := bytes.Clone(nearP)
	nearPTop[0], nearPTop[31] = 0xda, 0xff // p − 19 with bit 255 set
	for _, c := range []struct {
		name string
		u    []byte
		want string
	}{
		{"9", nine, ""},
		{"9 with bit 255 set", nineTop, X25519Bit255Class},
		{"p − 25", nearP, X25519NearPClass},
		{"p − 19 with bit 255 set: near p wins", nearPTop, X25519NearPClass},
		{"short", []byte{0x80}, ""},
	} {
		if got := X25519EdgeClass(c.u); got != c.want {
			t.Errorf("%s: class %q, want %q", c.name, got, c.want)
		}
	}
}
