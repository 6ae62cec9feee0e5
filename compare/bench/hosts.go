package bench

import "github.com/naclcmp/naclcmp/matrix"

// startHosts starts the host of every JavaScript implementation among ws
// by preparing its first workload, before anything is timed: a start
// during a measurement would take the other core from it, and a browser
// stopped by hostPause while it starts has been seen to crash. A host
// that fails to start fails again, with its error, in its cells.
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
