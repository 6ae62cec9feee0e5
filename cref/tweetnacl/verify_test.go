package tweetnacl

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

func TestVerify16And32(t *testing.T) {
	r := ctest.Rand(7)
	for _, tc := range []struct {
		name string
		eq   matrix.Equal
		n    int
	}{{"verify16", Verify16{}, argtest.Spec("verify/verify16").In}, {"verify32", Verify32{}, argtest.Spec("verify/verify32").In}} {
		a := ctest.Bytes(r, tc.n)
		if ok, err := tc.eq.Equal(a, append([]byte{}, a...)); err != nil || !ok {
			t.Errorf("%s: equal strings: %v, %v", tc.name, ok, err)
		}
		for i := 0; i < tc.n; i++ {
			for _, bit := range []byte{0x01, 0x80} {
				b := append([]byte{}, a...)
				b[i] ^= bit
				if ok, err := tc.eq.Equal(a, b); err != nil || ok {
					t.Errorf("%s: strings differing in byte %d (bit %#x) compare equal (%v, %v)", tc.name, i, bit, ok, err)
				}
			}
		}
	}
}
