package record

import "math"

// SamplesKept is the most per-batch samples a cell records (Cell.Samples).
// A significance test of two runs' cells (report --diff) needs the
// samples, not only their quartiles, but a cell of a long run times
// thousands of batches: 256 keep results.json within a few megabytes more
// than the statistics alone, and a Mann–Whitney U test of 256 against 256
// already resolves a shift of a fraction of the samples' spread.
const SamplesKept = 256

// sampleDigits is the significant digits a recorded sample keeps: a
// tenth of a per mille of the value, far below the spread of any cell's
// batches, which keeps each number short in the JSON.
const sampleDigits = 5

// KeepSamples returns the samples a cell records from xs, its per-batch
// ns per call in the order they were timed: all of them when there are at
// most SamplesKept, else SamplesKept taken evenly in time order (the i-th
// kept is xs[i·n/SamplesKept]), so that a drift over the cell stays in
// what is kept as it was in what was timed. Each is rounded to
// sampleDigits significant digits. xs is not modified; nil gives nil.
func KeepSamples(xs []float64) []float64 {
	if len(xs) == 0 {
		return nil
	}
	n := min(len(xs), SamplesKept)
	out := make([]float64, n)
	for i := range out {
		out[i] = roundSignificant(xs[i*len(xs)/n], sampleDigits)
	}
	return out
}

// roundSignificant rounds x to digits significant digits, dividing or
// multiplying by an exact power of ten, so that the result prints as
// the short decimal it is ("12.345", not "12.345000000000001").
func roundSignificant(x float64, digits int) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	shift := digits - 1 - int(math.Floor(math.Log10(math.Abs(x))))
	if shift >= 0 {
		p := math.Pow10(shift)
		return math.Round(x*p) / p
	}
	p := math.Pow10(-shift)
	return math.Round(x/p) * p
}
