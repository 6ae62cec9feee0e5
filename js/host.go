package js

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// host is the one process that runs every implementation of a run of
// one kind: node's (peer/host.js, each implementation's adapter in a
// worker thread of its own) or one browser's (peer/browser.js, each in a
// page of its own), the implementation's worker or page started on its
// first request. It starts the process on the first request to any of
// its peers, routes each response to the request waiting for it by ID,
// and watches the process's progress (watch, liveness.go) instead of
// giving requests a deadline. The process ends with the last of its peers
// (release), or with naclcmp.
type host struct {
	argv []string // node and host.js, or node, browser.js and its arguments
	dir  string
	kind string // "node", or the browser: "chromium", "firefox"
	// browser marks a browser's host: its progress is its whole process
	// tree's CPU time (the browser's processes are browser.js's
	// children), it is asked to end rather than killed when naclcmp dies
	// (browser.js then kills the browser's process group and removes its
	// profile), and Close gives it stopWait to do so.
	browser  bool
	stopWait time.Duration
	// env is the process's environment; nil for naclcmp's own (tests add
	// their test adapters to it).
	env []string

	mu     sync.Mutex
	proc   *hostProc // the running process; nil before the first request and once it ended
	starts int       // processes started: the tests' bookkeeping
	broken error     // sticky: a process ended, or hung, before it answered anything
	lastID uint64
	open   int // peers not yet closed
	// startUp is how long the first process took to its first greeting;
	// peakRSS the most resident memory its processes held (HostReport).
	began   time.Time // when the first process started
	startUp time.Duration
	peakRSS int64
}

// newHost returns the host of the node implementations found in env,
// not started.
func newHost(node, dir string) *host {
	return &host{argv: []string{node, filepath.Join(dir, "host.js")}, dir: dir, kind: "node", stopWait: time.Second}
}

// label is what the host is called in errors: "node host".
func (h *host) label() string { return h.kind + " host" }

// newBrowserHost returns the host of the implementations run in pages of
// browser (BrowserChromium, BrowserFirefox), whose binary is given, not
// started.
func newBrowserHost(node, dir, browser, binary string) *host {
	return &host{
		argv:     []string{node, filepath.Join(dir, "browser.js"), browser, binary},
		dir:      dir,
		kind:     browser,
		browser:  true,
		stopWait: browserStopTimeout,
	}
}

// hostProc is one process of a host.
type hostProc struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	stderr  *tail
	exited  chan struct{} // closed once the process has been waited for
	gen     int           // which of the host's processes this is
	watched bool          // its progress can be read (/proc)
	label   string        // the host's, for errors
	tree    bool          // its progress is its process tree's CPU time

	wmu sync.Mutex // one line written at a time

	mu       sync.Mutex
	pending  map[uint64]*pending
	threads  map[string]int // each adapter's worker thread, as greeted
	answered bool           // a line came: the host ran
	hung     string         // why watch killed it, if it did
	ended    error          // why the process ended, once it did
}

// pending is a request waiting for its response.
type pending struct {
	adapter string
	reply   chan reply    // buffered: whoever removes the entry sends once
	stalled time.Duration // how long it has seen no progress (watch)
}

// reply is a response, or why none will come.
type reply struct {
	r    response
	lost error
}

// lostError is why a hosted implementation lost its worker, or the whole
// host its process. final marks a host that cannot run at all: a retry
// would only wait again.
type lostError struct {
	why   string
	final bool
}

func (e *lostError) Error() string { return e.why }

// peer returns the peer of implementation name, whose adapter the host
// runs.
func (h *host) peer(name, adapter string) *Peer {
	h.mu.Lock()
	h.open++
	h.mu.Unlock()
	return &Peer{name: name, host: h, adapter: adapter, limit: userLimit()}
}

// running returns the host's process, starting one if none runs.
func (h *host) running() (*hostProc, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.broken != nil {
		return nil, h.broken
	}
	if h.proc != nil {
		return h.proc, nil
	}
	cmd := exec.Command(h.argv[0], h.argv[1:]...)
	cmd.Dir = h.dir
	cmd.Env = h.env
	if h.browser {
		askToEndWithParent(cmd)
	} else {
		dieWithParent(cmd)
	}
	hp := &hostProc{
		cmd: cmd, label: h.label(), tree: h.browser, stderr: &tail{}, exited: make(chan struct{}),
		pending: map[uint64]*pending{}, threads: map[string]int{},
	}
	cmd.Stderr = hp.stderr
	var err error
	if hp.stdin, err = cmd.StdinPipe(); err != nil {
		return nil, &lostError{why: err.Error(), final: true}
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, &lostError{why: err.Error(), final: true}
	}
	if err := cmd.Start(); err != nil {
		h.broken = &lostError{why: fmt.Sprintf("%s: start node: %v", h.label(), err), final: true}
		return nil, h.broken
	}
	h.starts++
	hp.gen = h.starts
	if h.starts == 1 {
		h.began = time.Now()
	}
	h.proc = hp
	_, _, werr := readStat(cmd.Process.Pid, 0)
	hp.watched = werr == nil
	go h.read(hp, stdout)
	if hp.watched {
		go h.watch(hp)
	}
	return hp, nil
}

// call sends req to adapter's worker and waits for its response, for at
// most limit when limit is not zero. It returns the response and the
// generation of the process that gave it, or why the worker or the
// process was lost.
func (h *host) call(adapter string, req request, limit time.Duration) (response, int, error) {
	hp, err := h.running()
	if err != nil {
		return response{}, 0, err
	}
	h.mu.Lock()
	h.lastID++
	req.ID = h.lastID
	h.mu.Unlock()
	req.Adapter = adapter
	line, err := json.Marshal(req)
	if err != nil {
		return response{}, 0, err
	}
	pe := &pending{adapter: adapter, reply: make(chan reply, 1)}
	hp.mu.Lock()
	if hp.ended != nil {
		hp.mu.Unlock()
		return response{}, 0, hp.ended
	}
	hp.pending[req.ID] = pe
	hp.mu.Unlock()
	// A failed write means the process is ending: its reader then fails
	// every pending request, this one too, with how it ended.
	hp.write(append(line, '\n'))
	if limit <= 0 && !hp.watched {
		limit = DefaultTimeout
	}
	var expired <-chan time.Time
	if limit > 0 {
		timer := time.NewTimer(limit)
		defer timer.Stop()
		expired = timer.C
	}
	select {
	case rep := <-pe.reply:
		return rep.r, hp.gen, rep.lost
	case <-expired:
	}
	if !hp.remove(req.ID) {
		rep := <-pe.reply // answered as the limit ran out
		return rep.r, hp.gen, rep.lost
	}
	why := fmt.Sprintf("no answer within %v, the limit NACLCMP_JS_TIMEOUT sets", limit)
	if !hp.watched && userLimit() == 0 {
		why = fmt.Sprintf("no answer within %v (no /proc here to watch the host's progress by)", limit)
	}
	return response{}, 0, &lostError{why: why}
}

// remove takes request id off the pending list and reports whether it
// was there.
func (hp *hostProc) remove(id uint64) bool {
	hp.mu.Lock()
	defer hp.mu.Unlock()
	_, ok := hp.pending[id]
	delete(hp.pending, id)
	return ok
}

// write writes one line to the process, ignoring a closed pipe (the
// reader reports how the process ended).
func (hp *hostProc) write(line []byte) {
	hp.wmu.Lock()
	defer hp.wmu.Unlock()
	hp.stdin.Write(line)
}

// read routes the process's lines until EOF, then reaps it and fails
// what still waits. A process that ended before it answered anything
// breaks the host for good.
func (h *host) read(hp *hostProc, stdout io.Reader) {
	r := bufio.NewReaderSize(stdout, 64<<10)
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && err == nil {
			hp.route(line)
		}
		if err != nil {
			break
		}
	}
	werr := hp.cmd.Wait()
	why := fmt.Sprintf("%s exited (%v)", h.label(), werr)
	if werr == nil {
		why = h.label() + " exited"
	}
	if t := strings.TrimSpace(hp.stderr.String()); t != "" {
		why += "; stderr: " + t
	}
	hp.mu.Lock()
	if hp.hung != "" {
		why = hp.hung
	}
	lost := &lostError{why: why, final: !hp.answered}
	hp.mu.Unlock()
	// The host forgets the process before anything learns that it
	// ended, so that a retry starts a fresh one, or finds the host
	// broken.
	h.mu.Lock()
	if h.proc == hp {
		h.proc = nil
	}
	if lost.final && h.broken == nil {
		h.broken = lost
	}
	h.mu.Unlock()
	hp.mu.Lock()
	hp.ended = lost
	for id, pe := range hp.pending {
		delete(hp.pending, id)
		pe.reply <- reply{lost: lost}
	}
	hp.mu.Unlock()
	close(hp.exited)
}

// route hands one line to the request it answers, or fails the request
// of an adapter whose worker has gone. A response nobody waits for (its
// request ran out of time) is dropped.
func (hp *hostProc) route(line []byte) {
	var r response
	err := json.Unmarshal(line, &r)
	hp.mu.Lock()
	defer hp.mu.Unlock()
	hp.answered = true
	if err != nil {
		return
	}
	if r.Down != "" {
		what := "worker "
		if hp.tree {
			what = "page "
		}
		delete(hp.threads, r.Down)
		for id, pe := range hp.pending {
			if pe.adapter == r.Down {
				delete(hp.pending, id)
				pe.reply <- reply{lost: &lostError{why: what + r.Why}}
			}
		}
		return
	}
	pe, ok := hp.pending[r.ID]
	if !ok {
		return
	}
	delete(hp.pending, r.ID)
	if r.Hello != nil && r.Thread > 0 {
		hp.threads[pe.adapter] = r.Thread
	}
	pe.reply <- reply{r: r}
}

// stop asks the host to end adapter's worker or page, which has been
// found hung: its next request starts a fresh one.
func (h *host) stop(adapter string) {
	h.mu.Lock()
	hp := h.proc
	h.mu.Unlock()
	if hp == nil {
		return
	}
	line, _ := json.Marshal(map[string]string{"stop": adapter})
	hp.write(append(line, '\n'))
	hp.mu.Lock()
	delete(hp.threads, adapter)
	hp.mu.Unlock()
}

// release ends adapter's worker or page, its peer closed, and the process
// when that was the last peer open: its stdin closed, which host.js and
// browser.js take as the signal to exit, and killed if it has not within
// stopWait.
func (h *host) release(adapter string) {
	h.mu.Lock()
	h.open--
	last, hp := h.open <= 0, h.proc
	h.mu.Unlock()
	if hp == nil {
		return
	}
	if !last {
		h.stop(adapter)
		return
	}
	hp.wmu.Lock()
	hp.stdin.Close()
	hp.wmu.Unlock()
	select {
	case <-hp.exited:
	case <-time.After(h.stopWait):
		killGroup(hp.cmd)
		<-hp.exited
	}
}

// pid returns the process ID of the running process, or 0.
func (h *host) pid() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.proc == nil {
		return 0
	}
	return h.proc.cmd.Process.Pid
}

// errHostHung is why a host process that never answered anything and
// made no progress is killed: node cannot run host.js (or browser.js)
// here.
var errHostHung = errors.New("made no progress before answering anything")
