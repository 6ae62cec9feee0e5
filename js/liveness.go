package js

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"time"
)

// stallAfter is how long a hosted implementation's request may go
// without progress before the implementation is taken as hung. A
// variable so that tests can shorten it.
//
// A request has no deadline: a slow or loaded machine makes every call
// slower, not wrong, and two dozen implementations loading on two busy
// cores took over 45 s to greet, a timing of a slow call over 5 s. What
// a hung implementation lacks is progress. A worker is a thread of the
// host's process, whose CPU time /proc gives per thread: while its
// request waits, the implementation progresses when the process spends
// CPU time anywhere but in the other implementations' workers, that is
// in its own worker (a long synchronous call: Argon2 over much memory
// takes seconds, a WebAssembly compile, its adapter's load), in the
// threads every worker shares (libuv's pool, where an addon's
// asynchronous call such as argon2's runs; V8's compiler and collector
// helpers) or in the thread that routes its lines. A busy neighbour thus
// cannot keep a hung worker alive, while no legitimate call, however
// long, goes without CPU time: what this catches is a worker waiting on
// nothing (a promise never settled, a load that never ends) and a host
// that stopped running altogether. A worker's loop that never ends
// spends CPU time like a long call and cannot be told from one: only the
// user's limit (NACLCMP_JS_TIMEOUT) ends it. The time a stopped host
// spends stopped (SIGSTOP: the benchmark pausing it, a debugger) does
// not count, nor the time naclcmp's own watch was not scheduled beyond
// two of its ticks. Heartbeats from the worker, or a ping it must answer
// between calls, were the other choice, and mark the wrong ones: a
// worker in a long synchronous call can answer neither, so that a long
// Argon2 would look hung, while one awaiting an addon's call in libuv's
// pool answers both, and so does one awaiting a promise never settled.
var stallAfter = 60 * time.Second

// cpuSnapshot is one reading of a host process: its CPU time and its
// workers', in clock ticks, and whether it is stopped.
type cpuSnapshot struct {
	at      time.Time
	process int64
	stopped bool
	threads map[string]int64 // by adapter
}

// watch fails each pending request that has seen no progress for
// stallAfter (see there), until the process exits. It reads the process
// ten times per stallAfter, and its memory every memoryEvery.
func (h *host) watch(hp *hostProc) {
	every := max(stallAfter/10, 10*time.Millisecond)
	tick := time.NewTicker(every)
	defer tick.Stop()
	memory := time.NewTicker(memoryEvery)
	defer memory.Stop()
	h.sampleMemory(hp)
	last := hp.snapshot()
	for {
		select {
		case <-hp.exited:
			return
		case <-memory.C:
			h.sampleMemory(hp)
			continue
		case <-tick.C:
		}
		now := hp.snapshot()
		counted := min(now.at.Sub(last.at), 2*every)
		killed := false
		hp.mu.Lock()
		for id, pe := range hp.pending {
			if now.stopped || (!hp.tree && progressed(pe.adapter, last, now)) || (hp.tree && treeProgressed(last, now)) {
				pe.stalled = 0
				continue
			}
			if pe.stalled += counted; pe.stalled < stallAfter {
				continue
			}
			delete(hp.pending, id)
			why := fmt.Sprintf("made no progress for %v (no CPU time spent by its worker, the host's shared threads or its main thread)", stallAfter)
			if hp.tree {
				why = fmt.Sprintf("made no progress for %v (no CPU time spent by the browser or its host)", stallAfter)
			}
			if !hp.answered {
				// The process never answered: node cannot run host.js
				// here, and every implementation would wait as long.
				why, killed = fmt.Sprintf("%s %s (for %v)", hp.label, errHostHung, stallAfter), true
				hp.hung = why
			}
			pe.reply <- reply{lost: &lostError{why: why, final: killed}}
		}
		hp.mu.Unlock()
		if killed {
			killGroup(hp.cmd)
		}
		last = now
	}
}

// treeBusy is the share of one CPU a browser's process tree must spend
// for a waiting request to count as progressing. Which of the browser's
// processes runs which page cannot be told from outside, and an idle
// headless browser spends about 1% of a CPU on its own housekeeping
// (measured with Chromium and Firefox, a page each, on a two-core
// machine), so that any CPU time at all would keep a page waiting on
// nothing alive for ever. A page's call computes: under four CPU-bound
// processes on two cores the browser still gets about 40% of a CPU.
const treeBusy = 0.10

// clockTicks is the unit of /proc's CPU times, USER_HZ, which Linux
// fixes at 100 a second for every architecture.
const clockTicks = 100

// treeProgressed reports whether a browser's process tree spent at least
// treeBusy of a CPU between a and b.
func treeProgressed(a, b cpuSnapshot) bool {
	return float64(b.process-a.process) >= treeBusy*clockTicks*b.at.Sub(a.at).Seconds()
}

// progressed reports whether the process spent CPU time between a and b
// outside the workers of adapters other than adapter.
func progressed(adapter string, a, b cpuSnapshot) bool {
	d := b.process - a.process
	for name, t := range b.threads {
		if was, ok := a.threads[name]; ok && name != adapter {
			d -= t - was
		}
	}
	return d > 0
}

// snapshot reads the process and its workers' threads. A thread that
// cannot be read (its worker has just ended) is left out.
func (hp *hostProc) snapshot() cpuSnapshot {
	s := cpuSnapshot{at: time.Now(), threads: map[string]int64{}}
	pid := hp.cmd.Process.Pid
	var state byte
	s.process, state, _ = readStat(pid, 0)
	s.stopped = state == 'T' || state == 't'
	if hp.tree {
		for _, child := range descendants(pid) {
			if t, _, err := readStat(child, 0); err == nil {
				s.process += t
			}
		}
	}
	hp.mu.Lock()
	threads := make(map[string]int, len(hp.threads))
	for a, tid := range hp.threads {
		threads[a] = tid
	}
	hp.mu.Unlock()
	for a, tid := range threads {
		if t, _, err := readStat(pid, tid); err == nil {
			s.threads[a] = t
		}
	}
	return s
}

// children returns the process IDs of pid's children, as its threads'
// children files list them.
func children(pid int) []int {
	dir := "/proc/" + strconv.Itoa(pid) + "/task"
	tasks, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []int
	for _, task := range tasks {
		data, err := os.ReadFile(dir + "/" + task.Name() + "/children")
		if err != nil {
			continue
		}
		for _, f := range bytes.Fields(data) {
			if c, err := strconv.Atoi(string(f)); err == nil {
				out = append(out, c)
			}
		}
	}
	return out
}

// readStat returns the CPU time (user and system, in clock ticks) and
// the state of process pid, or of its thread tid when tid is not zero,
// from /proc; an error where there is no /proc (anything but Linux),
// which leaves the host's requests the old fixed deadline
// (DefaultTimeout).
func readStat(pid, tid int) (int64, byte, error) {
	path := "/proc/" + strconv.Itoa(pid) + "/stat"
	if tid != 0 {
		path = "/proc/" + strconv.Itoa(pid) + "/task/" + strconv.Itoa(tid) + "/stat"
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, 0, err
	}
	// The fields after the command, which is in parentheses and may hold
	// spaces: state, then utime and stime, the 12th and 13th after it.
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return 0, 0, fmt.Errorf("%s: no command field", path)
	}
	f := bytes.Fields(data[i+1:])
	if len(f) < 13 || len(f[0]) != 1 {
		return 0, 0, fmt.Errorf("%s: %d fields", path, len(f))
	}
	utime, err1 := strconv.ParseInt(string(f[11]), 10, 64)
	stime, err2 := strconv.ParseInt(string(f[12]), 10, 64)
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("%s: utime %q, stime %q", path, f[11], f[12])
	}
	return utime + stime, f[0][0], nil
}
