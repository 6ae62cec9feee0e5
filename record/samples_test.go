package record

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestKeepSamples: a short series is kept whole, a long one thinned to
// SamplesKept in time order, evenly (its first, its middle and the last
// stretch all represented), and the values are rounded to short decimals.
func TestKeepSamples(t *testing.T) {
	if got := KeepSamples(nil); got != nil {
		t.Errorf("KeepSamples(nil) = %v, want nil", got)
	}
	short := []float64{3, 1, 2}
	if got := KeepSamples(short); !slices.Equal(got, short) {
		t.Errorf("KeepSamples(%v) = %v, want it whole and in order", short, got)
	}
	long := make([]float64, 4*SamplesKept+3)
	for i := range long {
		long[i] = float64(i)
	}
	got := KeepSamples(long)
	if len(got) != SamplesKept {
		t.Fatalf("kept %d of %d, want %d", len(got), len(long), SamplesKept)
	}
	if !slices.IsSorted(got) || got[0] != 0 || got[1] != 4 || got[SamplesKept/2] != float64(len(long)/2) {
		t.Errorf("not every 4th in time order: %v…", got[:4])
	}
	if last := got[SamplesKept-1]; last < float64(len(long)-5) {
		t.Errorf("the last kept is %v of %d: the end of the cell is not represented", last, len(long))
	}
	for _, tc := range []struct {
		in   float64
		want string
	}{
		{12.3456789, "12.346"}, {0.000123456, "0.00012346"}, {1234567, "1234600"}, {99999.7, "100000"}, {0, "0"},
	} {
		b, _ := json.Marshal(KeepSamples([]float64{tc.in})[0])
		if string(b) != tc.want {
			t.Errorf("%v kept as %s, want %s", tc.in, b, tc.want)
		}
	}
}
