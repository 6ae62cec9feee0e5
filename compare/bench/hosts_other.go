//go:build !linux

package bench

// hostPause does nothing where processes cannot be listed: the hosts keep
// running (see hosts_linux.go).
type hostPause struct{ off bool }

func (h *hostPause) pause()   {}
func (h *hostPause) only(int) {}
func (h *hostPause) resume()  {}
