package bench

import (
	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/matrix"
)

// benchCallsOf returns the calls that s's family times, as its package
// under compare/family says (none for a family without one).
func benchCallsOf(s matrix.Spec) []benchCall {
	h, ok := families.Of(s.Family)
	if !ok || h.Bench == nil {
		return nil
	}
	return h.Bench(s)
}

// loopCallOf returns the call that family f's C loops time; ok is false
// for a family without one.
func loopCallOf(f matrix.Family) (lc loopCall, ok bool) {
	h, ok := families.Of(f)
	if !ok || h.Loop == nil {
		return loopCall{}, false
	}
	return loopCall{BenchLoop: *h.Loop, crossing: h.Crossing}, true
}
