package ct

import "github.com/naclcmp/naclcmp/matrix"

// controlLen is the length the timing controls compare: long enough that
// the early exit saves thousands of cycles, far above a noisy machine's
// jitter, so the leaky control is flagged reliably.
const controlLen = 4096

// ControlTargets returns the timing targets of the two controls
// ("control/leaky" and "control/constant"), under the implementation name
// "control". The fixed class compares equal strings (the leaky loop runs
// to the end), the random class strings that differ early. The controls
// are package compare/ct/control's C comparisons, passed in so that this
// package links no C through cgo.
func ControlTargets(leaky, constant matrix.Equal) []Target {
	var out []Target
	for _, c := range []struct {
		op string
		eq matrix.Equal
	}{{"control/leaky", leaky}, {"control/constant", constant}} {
		tg, _ := target(matrix.Spec{Family: matrix.FamilyEqual, In: controlLen}, c.eq)
		tg.Impl, tg.Op = "control", c.op
		out = append(out, tg)
	}
	return out
}
