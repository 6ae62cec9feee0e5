package bench

import (
	"syscall"

	"github.com/naclcmp/naclcmp/internal/cpuload"
)

// hostPause stops the processes this one started (the JavaScript hosts:
// node, the browsers and theirs) while calls in this process are timed,
// and lets them go on before a host is used again: a host that is not
// being measured still wakes for its timers, its garbage collector and a
// browser's housekeeping, and takes the other core's time and the caches
// from the call being timed. SIGSTOP cannot be caught, so no host can
// ignore it; the processes are found afresh at each pause, since a browser
// starts more as it goes.
type hostPause struct {
	off     bool  // the precaution is off (Trial.HostsRun)
	stopped []int // processes stopped, to be continued
	paused  bool
}

// pause stops every descendant of this process, unless already paused.
func (h *hostPause) pause() {
	if h.off || h.paused {
		return
	}
	h.paused = true
	pids, err := cpuload.Descendants()
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
	h.stopped, h.paused = h.stopped[:0], false
}
