package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// loopResult is a C loop measurement of fn at n bytes: loopNs in the loop,
// bindingNs through the binding.
func loopResult(fn string, n int, loopNs, bindingNs float64) record.LoopResult {
	return record.LoopResult{
		Function:   fn,
		Cell:       record.Cell{Bytes: n, Ns: &record.Stats{Median: loopNs}},
		Binding:    record.Cell{Bytes: n, Ns: &record.Stats{Median: bindingNs}},
		Efficiency: record.Efficiency(bindingNs, loopNs),
	}
}

// TestEfficiencyTargets checks the notes that say, per function, from
// which measured length the binding reaches the target and from which
// lengths the empty call's crossing and the measured per-call overhead
// would allow it.
func TestEfficiencyTargets(t *testing.T) {
	r := &record.Results{CGo: record.CGoCost{
		GoCall: &record.Cell{Ns: &record.Stats{Median: 2}},
		CCall:  &record.Cell{Ns: &record.Stats{Median: 32}}, // a 30 ns crossing: calls need ≥ 970 ns
		Loops: []record.LoopResult{
			// 2000 ns at 1 KiB: met from 1 KiB; 970 ns is reached at
			// 1024 - 1030/0.5 < 0 bytes, so at every length, and so is the
			// 1035 ns that the 32 ns measured overhead needs.
			loopResult("fast", 1024, 2000, 2040),
			loopResult("fast", 4096, 3536, 3560),
			// 300 ns plus 0.3 ns/byte: 970 ns at 1024 + 362.8/0.3 = 2233.3
			// bytes; measured 0.9 and 0.96 below 4 KiB, 0.98 at 4 KiB.
			loopResult("slow", 4096, 1528.8, 1560),
			loopResult("slow", 1024, 607.2, 674.7),
			loopResult("slow", 1536, 760.8, 792.5),
			// Off the line, but beyond 64 KiB: left out of the fit.
			loopResult("slow", 1<<20, 400000, 400031.5),
			// A longer length that falls below again is named.
			loopResult("dip", 1024, 1000, 1000),
			loopResult("dip", 4096, 1000, 1100),
			// A failed binding is left out; one point draws no line.
			loopResult("one", 1024, 1000, 1000),
			{Function: "one", Cell: record.Cell{Bytes: 4096, Ns: &record.Stats{Median: 4000}}, Binding: record.Cell{Bytes: 4096, Error: "boom"}},
			// Not measured at 1 KiB: met as far as measured, no more.
			loopResult("long", 2048, 1000, 1000),
			loopResult("never", 1024, 900, 1000),
			// 0.9699 is not shown as 0.970; 1 MiB is named as such.
			loopResult("edge", 1024, 1000, 1000),
			loopResult("edge", 4096, 969.9, 1000),
			loopResult("edge", 1<<20, 1000, 1100),
		},
	}}
	got := (view{r}).efficiencyTargets()
	want := []string{
		"the 30.0 ns crossing of an empty call alone keeps efficiency below 0.97 for calls shorter than 970 ns in the C loop",
		"fast: ≥ 0.97 from 1024 bytes: target met; the empty call's crossing allows it at every length; " +
			"calls here cost 32.0 ns more than in the C loop, which allows it at every length",
		// 31.6 ns more (the median) needs 1021.7 ns: 1024 + 414.5/0.3 bytes.
		"slow: ≥ 0.97 from 4096 bytes: target (from 1024 bytes) not met; the empty call's crossing allows it from about 2,234 bytes; " +
			"calls here cost 31.6 ns more than in the C loop, which allows it from about 2,406 bytes",
		"dip: ≥ 0.97 from 1024 bytes, except 4096 (0.909): target (from 1024 bytes) not met; calls here cost 50.0 ns more than in the C loop",
		"one: ≥ 0.97 from 1024 bytes: target met",
		"long: ≥ 0.97 at every measured length, the shortest 2048 bytes",
		"never: below 0.97 at every measured length; calls here cost 100 ns more than in the C loop",
		"edge: ≥ 0.97 from 1024 bytes, except 4096 (0.9699), 1 MiB (0.909): target (from 1024 bytes) not met; calls here cost 30.1 ns more than in the C loop",
	}
	if !slices.Equal(got, want) {
		t.Errorf("notes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestEfficiencyTargetsWithoutCrossing checks that a run whose empty-call
// measurement failed still states the measured thresholds, without the
// crossing's.
func TestEfficiencyTargetsWithoutCrossing(t *testing.T) {
	r := &record.Results{CGo: record.CGoCost{
		CCall: &record.Cell{Error: "built without cgo"},
		Loops: []record.LoopResult{loopResult("f", 1024, 900, 1000), loopResult("f", 4096, 3000, 3050)},
	}}
	got := (view{r}).efficiencyTargets()
	// 75 ns more needs 2425 ns: 1024 + 1525/(2100/3072) bytes.
	want := []string{"f: ≥ 0.97 from 4096 bytes: target (from 1024 bytes) not met; " +
		"calls here cost 75.0 ns more than in the C loop, which allows it from about 3,255 bytes"}
	if !slices.Equal(got, want) {
		t.Errorf("notes = %q, want %q", got, want)
	}
}

func TestEfficiencyText(t *testing.T) {
	for e, want := range map[float64]string{0.9699: "0.9699", 0.97: "0.970", 0.96951: "0.9695", 0.9649: "0.965", 1.0004: "1.000"} {
		if got := efficiencyText(e); got != want {
			t.Errorf("efficiencyText(%v) = %q, want %q", e, got, want)
		}
	}
}
