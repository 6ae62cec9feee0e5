package control

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// TestEqual checks both controls compute equality correctly: a control
// that got the answer wrong would make the detectors' verdicts meaningless.
func TestEqual(t *testing.T) {
	for _, eq := range []matrix.Equal{Leaky{}, Constant{}} {
		a := []byte("0123456789abcdef")
		for i := -1; i < len(a); i++ {
			b := append([]byte(nil), a...)
			if i >= 0 {
				b[i] ^= 0x80
			}
			got, err := eq.Equal(a, b)
			if err != nil {
				t.Fatalf("%T: %v", eq, err)
			}
			if want := i < 0; got != want {
				t.Errorf("%T: differing at %d: Equal = %v, want %v", eq, i, got, want)
			}
		}
	}
}

// TestBadInput checks that wrong lengths are refused before C, naming the
// parameter.
func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		a, b []byte
		want string
	}{
		{nil, nil, "a: want at least 1 byte"},
		{make([]byte, 4), make([]byte, 3), "b: want 4 bytes"},
	} {
		for _, eq := range []matrix.Equal{Leaky{}, Constant{}} {
			_, err := eq.Equal(tc.a, tc.b)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%T.Equal(%d, %d bytes) error %v, want %q", eq, len(tc.a), len(tc.b), err, tc.want)
			}
		}
	}
}
