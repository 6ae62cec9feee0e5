package report

import (
	"fmt"
	"math"
	"strconv"

	"gonum.org/v1/plot"
)

// Axis ticks for the charts: message lengths as powers of two, costs on a
// logarithmic axis, and counts with thousands separators.

// lengthTicks marks powers of two on the length axis, labelling every
// second (16, 64, 256, 1 KiB, …, 1 MiB).
func lengthTicks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	for e := 0; e <= 40; e++ {
		v := math.Ldexp(1, e)
		if v < lo/1.0001 || v > hi*1.0001 {
			continue
		}
		t := plot.Tick{Value: v}
		if e%2 == 0 {
			t.Label = sizeLabel(int64(v))
		}
		ts = append(ts, t)
	}
	return ts
}

// sizeLabel writes 4096 as "4 KiB".
func sizeLabel(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprint(n)
}

// valueTicks marks the integers times powers of ten on a logarithmic axis
// and labels as many as stay legible: all of them on a narrow range, 1, 2
// and 5 on a few decades, only powers of ten beyond.
func valueTicks(lo, hi float64) []plot.Tick {
	if lo <= 0 || hi <= lo {
		return nil
	}
	labelled := func(m float64) bool { return m == 1 }
	switch r := hi / lo; {
	case r <= 20:
		labelled = func(float64) bool { return true }
	case r <= 1e4:
		labelled = func(m float64) bool { return m == 1 || m == 2 || m == 5 }
	}
	var ts []plot.Tick
	for e := math.Floor(math.Log10(lo)); e <= math.Ceil(math.Log10(hi)); e++ {
		for m := 1.0; m < 10; m++ {
			v := m * math.Pow(10, e)
			if v < lo || v > hi {
				continue
			}
			t := plot.Tick{Value: v}
			if labelled(m) {
				t.Label = tickLabel(v)
			}
			ts = append(ts, t)
		}
	}
	if len(ts) < 2 { // within one step: label the ends
		ts = []plot.Tick{{Value: lo, Label: tickLabel(lo)}, {Value: hi, Label: tickLabel(hi)}}
	}
	return ts
}

// linearTicks are gonum's default ticks with thousands separators.
func linearTicks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = fmtNum(ts[i].Value)
		}
	}
	return ts
}

// tickLabel writes a tick value briefly: "0.5", "20", "5,000".
func tickLabel(v float64) string {
	if v >= 1000 {
		return fmtNum(v)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}
