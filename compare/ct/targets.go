package ct

import (
	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/matrix"
)

// slotCount is the number of prepared inputs per target; TimingConfig.Batch
// is capped by it.
const slotCount = family.TimingSlots

// Targets returns a timing target for every implementation in r of every
// operation in specs, in catalogue then registry order.
func Targets(r *matrix.Registry, specs []matrix.Spec) []Target {
	var out []Target
	for _, s := range specs {
		for _, im := range r.Impls {
			op, ok := im.Ops[s.ID()]
			if !ok {
				continue
			}
			tg, ok := target(s, op)
			if !ok {
				continue
			}
			tg.Impl, tg.Op = im.Name, s.ID()
			out = append(out, tg)
		}
	}
	return out
}

// target builds the timed call of one operation, as its family defines
// it (family.Def.Timing): the call that handles the operation's long-term
// secret, with every other input fixed and public. False: the family, or
// this operation of it, has no timed call.
func target(s matrix.Spec, op any) (Target, bool) {
	h, ok := families.Of(s.Family)
	if !ok || h.Timing == nil {
		return Target{}, false
	}
	t, ok := h.Timing(s, op)
	if !ok {
		return Target{}, false
	}
	return Target{Call: t.Call, Secret: t.Secret, Slots: slotCount, Prepare: t.Prepare, Run: t.Run}, true
}
