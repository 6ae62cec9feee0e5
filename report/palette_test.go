package report

import "testing"

// TestPaletteDistinct checks that the series of a chart with as many
// implementations as the registry can hold get colours of their own.
func TestPaletteDistinct(t *testing.T) {
	seen := map[any]int{}
	for i := range len(palette) {
		c := seriesColor(i)
		if j, ok := seen[c]; ok {
			t.Fatalf("series %d and %d share colour %v", j, i, c)
		}
		seen[c] = i
	}
	if len(palette) < 17 {
		t.Errorf("%d colours: fewer than the 17 implementations a registry can hold", len(palette))
	}
}
