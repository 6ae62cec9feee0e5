package ct

import "math"

// welch accumulates two classes of measurements online (Welford's method)
// and gives Welch's t-statistic between them, as dudect does: no
// measurement is kept, so a test may run for as long as it likes.
type welch struct {
	n    [2]float64
	mean [2]float64
	m2   [2]float64
}

// push adds measurement x to class c (0 or 1).
func (w *welch) push(x float64, c int) {
	w.n[c]++
	d := x - w.mean[c]
	w.mean[c] += d / w.n[c]
	w.m2[c] += d * (x - w.mean[c])
}

// count is the number of measurements in both classes.
func (w *welch) count() int { return int(w.n[0] + w.n[1]) }

// t returns Welch's t-statistic, 0 when either class has fewer than two
// measurements or both have no variance (no evidence either way).
func (w *welch) t() float64 {
	if w.n[0] < 2 || w.n[1] < 2 {
		return 0
	}
	v0 := w.m2[0] / (w.n[0] - 1)
	v1 := w.m2[1] / (w.n[1] - 1)
	den := math.Sqrt(v0/w.n[0] + v1/w.n[1])
	if den == 0 {
		return 0
	}
	return (w.mean[0] - w.mean[1]) / den
}
