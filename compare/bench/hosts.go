package bench

import "github.com/naclcmp/naclcmp/matrix"

// startHosts starts the host of every JavaScript implementation among ws
// by preparing its first workload, before anything is timed (for a node
// implementation, the node host and the implementation's worker, which
// loads its package): a start during a measurement would take the other
// core from it, and a browser stopped by hostPause while it starts has
// been seen to crash. A host that fails to start fails again, with its
// error, in its cells.
func startHosts(ws []Workload) {
	seen := map[*matrix.Impl]bool{}
	for _, w := range ws {
		if w.Impl.Language == matrix.LangJS && !seen[w.Impl] {
			seen[w.Impl] = true
			_, _ = w.Prepare()
		}
	}
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
