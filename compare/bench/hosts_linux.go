package bench

import (
	"syscall"

	"github.com/naclcmp/naclcmp/internal/cpuload"
)

// hostPause stops the processes this one started (the JavaScript hosts:
// node, the browsers and theirs) while calls in this process are timed,
// and all but the one in use while a host is timed: a host that is not
// being measured still wakes for its timers, its garbage collector and a
// browser's housekeeping, and takes the other core's time and the caches
// from the call being timed. SIGSTOP cannot be caught, so no host can
// ignore it; the processes are found afresh at each pause, since a browser
// starts more as it goes.
//
// Every node implementation runs in a worker thread of one node host, so
// that stopping the host stops all of them, which is what a cell of this
// process wants; and while one node implementation is timed the host runs
// (only keeps its pid), its other workers with it, but they are idle:
// the run asks one cell at a time, so nothing is asked of them, and an
// idle worker waits on its event loop without waking. SIGSTOP could not
// stop one thread of the host anyway. Consecutive node implementations
// have the same host, so no process is stopped or continued between them.
type hostPause struct {
	off     bool  // the precaution is off (Trial.HostsRun)
	stopped []int // processes stopped, to be continued
	paused  bool
	keep    int // while paused, the host left running (0: none)
}

// pause stops every descendant of this process, unless already paused.
func (h *hostPause) pause() { h.pauseBesides(0) }

// only lets the host whose process is pid run, with its own children,
// and stops every other: a JavaScript cell is timed with its host alone
// awake. pid 0 (a host not known) lets every host run.
func (h *hostPause) only(pid int) {
	if pid == 0 {
		h.resume()
		return
	}
	h.pauseBesides(pid)
}

// pauseBesides stops every descendant of this process but keep and its
// children, unless they are stopped already.
func (h *hostPause) pauseBesides(keep int) {
	if h.off || (h.paused && h.keep == keep) {
		return
	}
	h.resume()
	h.paused, h.keep = true, keep
	pids, err := cpuload.DescendantsBesides(keep)
	if err != nil {
		return // nothing to find them with: hosts keep running
	}
	for _, pid := range pids {
		if syscall.Kill(pid, syscall.SIGSTOP) == nil {
			h.stopped = append(h.stopped, pid)
		}
	}
}

// resume continues what pause stopped.
func (h *hostPause) resume() {
	if !h.paused {
		return
	}
	for _, pid := range h.stopped {
		_ = syscall.Kill(pid, syscall.SIGCONT) // one that has exited is gone
	}
	h.stopped, h.paused, h.keep = h.stopped[:0], false, 0
}
