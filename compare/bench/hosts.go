package bench

import (
	"slices"
	"sync"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// HostReporter is implemented by operations that run in another process
// (HostProcess): HostReport says what that process did in the run so far
// (see js's base.HostReport).
type HostReporter interface {
	HostReport() (kind string, processes int, startUp time.Duration, peakRSS int64)
}

// hostReporter returns an operation of im that reports its host, or nil.
func hostReporter(im *matrix.Impl) HostReporter {
	for _, s := range matrix.Specs {
		if h, ok := im.Ops[s.ID()].(HostReporter); ok {
			return h
		}
	}
	return nil
}

// implsOf returns the implementations of ws, each once, in order.
func implsOf(ws []Workload) []*matrix.Impl {
	var out []*matrix.Impl
	for _, w := range ws {
		if !slices.Contains(out, w.Impl) {
			out = append(out, w.Impl)
		}
	}
	return out
}

// hostRuns returns the host processes that ran impls, one per kind, in
// the order their kinds first appear; a host that never started is left
// out.
func hostRuns(impls []*matrix.Impl) []record.HostRun {
	var out []record.HostRun
	for _, im := range impls {
		h := hostReporter(im)
		if h == nil {
			continue
		}
		kind, processes, startUp, peak := h.HostReport()
		if processes == 0 {
			continue
		}
		i := slices.IndexFunc(out, func(r record.HostRun) bool { return r.Kind == kind })
		if i < 0 {
			out = append(out, record.HostRun{Kind: kind, Processes: processes, StartUpNs: startUp.Nanoseconds(), PeakRSSBytes: peak})
			i = len(out) - 1
		}
		out[i].Implementations++
	}
	return out
}

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
