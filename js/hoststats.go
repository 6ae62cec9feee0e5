package js

import (
	"bytes"
	"os"
	"strconv"
	"time"
)

// memoryEvery is how often a running host's process tree has its resident
// memory read, for its peak (HostReport).
const memoryEvery = time.Second

// HostReport says what the host of the implementation did in this run so
// far: its kind ("node", or the browser's "chromium", "firefox"), how many
// processes it started (more than one when one ended and a retry started
// another), how long its first took from its start to its first
// implementation's greeting (zero before then), and the most resident
// memory its process tree held at any reading, in bytes, read every
// second while it ran (a browser's tree holds the browser's processes).
func (b base) HostReport() (kind string, processes int, startUp time.Duration, peakRSS int64) {
	h := b.peer.host
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.kind, h.starts, h.startUp, h.peakRSS
}

// greeted records the start-up of the host's first process, from its
// start to its first implementation's greeting, given by process gen.
func (h *host) greeted(gen int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.startUp == 0 && gen == 1 {
		h.startUp = max(time.Since(h.began), time.Nanosecond)
	}
}

// sampleMemory reads the resident memory of the process tree of hp and
// keeps the host's peak. A stopped host (the benchmark pauses the hosts
// while it times calls in naclcmp's own process) holds what it held, and
// is not read: the reading walks every thread of every process in the
// tree, work that would otherwise run beside the calls being timed.
func (h *host) sampleMemory(hp *hostProc) {
	pid := hp.cmd.Process.Pid
	if _, state, err := readStat(pid, 0); err != nil || state == 'T' || state == 't' {
		return
	}
	rss := residentBytes(pid)
	for _, child := range descendants(pid) {
		rss += residentBytes(child)
	}
	h.mu.Lock()
	h.peakRSS = max(h.peakRSS, rss)
	h.mu.Unlock()
}

// descendants returns every process below pid.
func descendants(pid int) []int {
	var out []int
	for _, child := range children(pid) {
		out = append(out, child)
		out = append(out, descendants(child)...)
	}
	return out
}

// residentBytes returns process pid's resident set (VmRSS), in bytes, or
// zero when it cannot be read.
func residentBytes(pid int) int64 {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	_, rest, ok := bytes.Cut(data, []byte("\nVmRSS:"))
	if !ok {
		return 0
	}
	line, _, _ := bytes.Cut(rest, []byte("\n"))
	f := bytes.Fields(line) // "123456", "kB"
	if len(f) != 2 || string(f[1]) != "kB" {
		return 0
	}
	kb, err := strconv.ParseInt(string(f[0]), 10, 64)
	if err != nil {
		return 0
	}
	return kb << 10
}
