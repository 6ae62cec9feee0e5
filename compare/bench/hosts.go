package bench

import (
	"sync"

	"github.com/naclcmp/naclcmp/matrix"
)

// HostStarter is implemented by operations that run in another process
// (HostProcess): StartHost starts that process and has it load the
// implementation, or returns at once where that is done.
type HostStarter interface {
	StartHost() error
}

// hostStarters returns, for every implementation of r with an operation
// that sel selects (nil: all) and that runs in another process, one such
// operation.
func hostStarters(r *matrix.Registry, sel func(matrix.Spec) bool) []HostStarter {
	var out []HostStarter
	for _, im := range r.Impls {
		for _, s := range r.Specs() {
			if h, ok := im.Ops[s.ID()].(HostStarter); ok && (sel == nil || sel(s)) {
				out = append(out, h)
				break
			}
		}
	}
	return out
}

// startAll starts the hosts of hs all at once, before the workloads are
// formed and anything is timed: a start during a measurement would take
// the other core from it, a browser stopped by hostPause while it starts
// has been seen to crash, and forming the workloads asks some
// implementations whether they have a call (Ed25519's keypair, a password
// hash's cost), which started the hosts one after another, 23 s of a
// quick run of every implementation on two cores. Started together, the
// node implementations load side by side in the node host's workers, and
// each browser's in pages of its one browser. A failed start
// is not an error here: the implementation's cells fail with it.
func startAll(hs []HostStarter) {
	var wg sync.WaitGroup
	for _, h := range hs {
		wg.Go(func() { _ = h.StartHost() })
	}
	wg.Wait()
}

// hostPID returns the process of im's host (HostProcess), or 0 when im
// runs in this process or its host is not known.
func hostPID(im *matrix.Impl) int {
	for _, op := range im.Ops {
		if h, ok := op.(HostProcess); ok {
			if pid := h.HostPID(); pid > 0 {
				return pid
			}
		}
	}
	return 0
}

// timingOrder returns the order in which Run times ws, as indices: the
// workloads of this process first, then each JavaScript implementation's
// together, implementation by implementation in the order they first
// appear. A host then runs its cells one after another, warm (its JIT,
// its caches) and alone, and the other hosts are stopped and continued
// once per host rather than at nearly every cell.
func timingOrder(ws []Workload) []int {
	var order []int
	hosted := map[*matrix.Impl][]int{}
	var impls []*matrix.Impl
	for i, w := range ws {
		if w.Impl.Language != matrix.LangJS {
			order = append(order, i)
			continue
		}
		if hosted[w.Impl] == nil {
			impls = append(impls, w.Impl)
		}
		hosted[w.Impl] = append(hosted[w.Impl], i)
	}
	for _, im := range impls {
		order = append(order, hosted[im]...)
	}
	return order
}
