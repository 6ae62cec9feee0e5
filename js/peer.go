package js

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
)

// DefaultTimeout is how long a request may take before its peer is taken
// as hung, unless NACLCMP_JS_TIMEOUT (a Go duration such as "10s") says
// otherwise. The slowest requests, the benchmark's timings of
// js:tweetnacl-port (tweetnacl-js's nacl.js, TweetNaCl's own slow SHA-512)
// signing a 1 MiB message, run two calls of about a second each on a busy
// two-core machine; every other request takes well under a second.
const DefaultTimeout = 5 * time.Second

// startTimeout bounds a peer's start: loading node, the package, and
// compiling WebAssembly. Every peer of a run starts at once (Discover's
// group), two dozen node processes and the browsers on a two-core
// machine, where go test runs two test binaries at a time: a peer that
// loads in a second alone (libsodium-wrappers-sumo's 2 MiB of
// WebAssembly) has been seen to take over 15 s there. A variable so that
// tests can shorten it.
var startTimeout = 45 * time.Second

// timeoutFromEnv returns NACLCMP_JS_TIMEOUT when it is a positive duration
// and DefaultTimeout otherwise.
func timeoutFromEnv() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("NACLCMP_JS_TIMEOUT")); err == nil && d > 0 {
		return d
	}
	return DefaultTimeout
}

// Peer is one node process running one adapter of the peer program. It is
// started on its first request and serves requests one at a time; it is
// safe for concurrent use.
type Peer struct {
	name    string   // implementation name, the prefix of every error
	argv    []string // node, the peer script and its arguments
	dir     string   // working directory
	timeout time.Duration
	// start bounds the start, when longer than startTimeout: a browser's.
	start time.Duration
	// cleansUp marks a peer program that ends what it started when sent
	// SIGTERM (browser.js), which it is sent when naclcmp dies instead of
	// SIGKILL.
	cleansUp bool
	// stop is how long Close waits for the process to exit, when longer
	// than a second: a browser's peer first waits for the browser's
	// processes to go, then removes its profile.
	stop time.Duration
	// fewAtATime marks a peer that starts only while fewer than
	// cap(browserStarts) such peers of this process are starting: a
	// browser's.
	fewAtATime bool

	mu     sync.Mutex
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte   // stdout, one line per response; closed at EOF
	quit   chan struct{} // closed when the peer is failed or closed
	exited chan struct{} // closed once the process has been waited for
	stderr *tail
	failed error // sticky: once set, every request returns it
	id     uint64
	hello  hello
	// group, when not nil, are the peers that start with this one.
	group *startGroup
	// recording, when not nil, collects the requests sent, for timing.
	recording *[]request
}

// NewPeer returns a peer for implementation name that runs argv (the node
// binary, the script and its arguments) in dir when first used. timeout
// bounds every request; zero means NACLCMP_JS_TIMEOUT or DefaultTimeout.
func NewPeer(name string, argv []string, dir string, timeout time.Duration) *Peer {
	if timeout <= 0 {
		timeout = timeoutFromEnv()
	}
	return &Peer{name: name, argv: argv, dir: dir, timeout: timeout}
}

// Name is the implementation name the peer serves.
func (p *Peer) Name() string { return p.name }

// Version is the version the peer reported when it started ("" before
// its first request).
func (p *Peer) Version() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.hello.Version
}

// Err returns the error that stopped the peer, or nil. It is a
// *matrix.DownError.
func (p *Peer) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.failed
}

// Start starts the process unless it runs or has failed, and waits for its
// greeting. The first start of a peer of a group (Discover's) starts the
// whole group.
func (p *Peer) Start() error {
	p.group.start()
	return p.startAlone()
}

// startAlone is Start without the group.
func (p *Peer) startAlone() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.startLocked()
}

func (p *Peer) startLocked() error {
	if p.failed != nil || p.cmd != nil {
		return p.failed
	}
	if len(p.argv) == 0 {
		p.failed = p.down(errors.New("no command to start"))
		return p.failed
	}
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Dir = p.dir
	if p.cleansUp {
		askToEndWithParent(cmd)
	} else {
		dieWithParent(cmd)
	}
	p.stderr = &tail{}
	cmd.Stderr = p.stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		p.failed = p.down(err)
		return p.failed
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		p.failed = p.down(err)
		return p.failed
	}
	if p.fewAtATime {
		// Held until the greeting, or the start's failure; the start's
		// time bound counts from here.
		browserStarts <- struct{}{}
		defer func() { <-browserStarts }()
	}
	if err := cmd.Start(); err != nil {
		p.failed = p.down(fmt.Errorf("start node: %w", err))
		return p.failed
	}
	p.cmd, p.stdin = cmd, stdin
	p.lines, p.quit, p.exited = make(chan []byte, 1), make(chan struct{}), make(chan struct{})
	go read(stdout, cmd, p.lines, p.quit, p.exited)

	line, err := p.receive(max(startTimeout, p.start), "greeting")
	if err != nil {
		return err
	}
	var r response
	if err := json.Unmarshal(line, &r); err != nil || r.Hello == nil {
		return p.fail(fmt.Sprintf("greeting: not a hello line: %.200q", line))
	}
	if r.Hello.Error != "" {
		return p.fail("did not load: " + r.Hello.Error)
	}
	p.hello = *r.Hello
	return nil
}

// read forwards stdout line by line until EOF, then reaps the process.
// Wait must follow the last read of the pipe, so it is called here. Once
// quit is closed nobody receives, so lines are dropped until EOF.
func read(stdout io.Reader, cmd *exec.Cmd, lines chan<- []byte, quit <-chan struct{}, exited chan<- struct{}) {
	r := bufio.NewReaderSize(stdout, 64<<10)
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && err == nil {
			select {
			case lines <- line:
			case <-quit:
			}
		}
		if err != nil {
			break
		}
	}
	close(lines)
	cmd.Wait()
	close(exited)
}

// receive waits up to d for the next line of stdout. A peer that exits or
// does not answer in time is failed.
func (p *Peer) receive(d time.Duration, what string) ([]byte, error) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if ok {
			return line, nil
		}
		return nil, p.failGone(what, what+": node closed its stdout")
	case <-timer.C:
		return nil, p.fail(fmt.Sprintf("%s: no answer within %v", what, d))
	}
}

// failGone fails the peer, whose pipes have closed while it was doing
// what, with its exit status, or with why when it has not exited. It
// gives Wait a moment to collect the exit status and the last of stderr,
// which say why.
func (p *Peer) failGone(what, why string) error {
	select {
	case <-p.exited:
		return p.fail(fmt.Sprintf("%s: node exited (%s)", what, p.cmd.ProcessState))
	case <-time.After(time.Second):
		return p.fail(why)
	}
}

// fail records why the peer stopped, kills it, and returns the error,
// which carries the tail of its stderr.
func (p *Peer) fail(why string) error {
	if p.cmd != nil && p.cmd.Process != nil {
		killGroup(p.cmd)
		p.stdin.Close()
		p.stopReading()
	}
	if p.stderr != nil {
		if t := strings.TrimSpace(p.stderr.String()); t != "" {
			why += "; stderr: " + t
		}
	}
	p.failed = p.down(errors.New(why))
	return p.failed
}

// down returns err as the failure of the peer as a whole, which the
// checks tell from the error of one call (CallError, or a wrong answer):
// the implementation is down, and every later call fails the same way.
func (p *Peer) down(err error) error {
	return &matrix.DownError{Impl: p.name, Err: err}
}

// startGroup is a set of peers that start together, in parallel, when the
// first of them is used, and are all running (or failed) before that use
// goes on. Starting each on its first use would make a node that cannot
// run the peer program cost startTimeout once per peer, in turn; starting
// them all at discovery would cost every command a node process per peer,
// even a command that calls none (`naclcmp list`). And none starts in the
// background of a measurement: by the first call's answer every peer has
// loaded its package and is idle.
type startGroup struct {
	once  sync.Once
	peers []*Peer
}

// start starts every peer of g, once, in parallel, and waits for their
// greetings; a nil group has nothing to start. It must be called without
// any peer's lock held, since it takes each of them.
func (g *startGroup) start() {
	if g == nil {
		return
	}
	g.once.Do(func() {
		var wg sync.WaitGroup
		for _, q := range g.peers {
			wg.Go(func() { q.startAlone() })
		}
		wg.Wait()
	})
}

// roundTrip sends one request and returns its response. A response with
// an error field is returned as an error naming the call.
func (p *Peer) roundTrip(req request) (response, error) {
	p.group.start()
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.startLocked(); err != nil {
		return response{}, err
	}
	if p.recording != nil {
		*p.recording = append(*p.recording, req)
	}
	p.id++
	req.ID = p.id
	line, err := json.Marshal(req)
	if err != nil {
		return response{}, fmt.Errorf("%s: %w", p.name, err)
	}
	if _, err := p.stdin.Write(append(line, '\n')); err != nil {
		// Most likely node has exited since the last request, and its
		// exit status says more than the closed pipe.
		return response{}, p.failGone(req.what(), fmt.Sprintf("%s: send: %v", req.what(), err))
	}
	reply, err := p.receive(p.timeout, req.what())
	if err != nil {
		return response{}, err
	}
	var r response
	if err := json.Unmarshal(reply, &r); err != nil {
		return response{}, p.fail(fmt.Sprintf("%s: bad response %.200q: %v", req.what(), reply, err))
	}
	if r.ID != req.ID {
		return response{}, p.fail(fmt.Sprintf("%s: response to request %d, want %d", req.what(), r.ID, req.ID))
	}
	if r.Error != "" {
		return r, &CallError{Impl: p.name, Call: req.what(), Msg: r.Error}
	}
	return r, nil
}

// CallError is an error the library raised in node for one call, as
// opposed to a failure of the peer itself.
type CallError struct {
	Impl string // implementation name
	Call string // "scalarmult/x25519 scalarmult"
	Msg  string // the JavaScript error's message
}

func (e *CallError) Error() string { return e.Impl + ": " + e.Call + ": " + e.Msg }

// Close ends the peer by closing its stdin, which the peer program takes
// as the signal to exit, and kills it if it has not exited within a
// second (a browser's peer, which waits for the browser to die and then
// removes its profile: five). Later requests fail.
func (p *Peer) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		if p.failed == nil {
			p.failed = p.down(errors.New("closed"))
		}
		return nil
	}
	p.stdin.Close()
	p.stopReading()
	select {
	case <-p.exited:
	case <-time.After(max(time.Second, p.stop)):
		killGroup(p.cmd)
		<-p.exited
	}
	if p.failed == nil {
		p.failed = p.down(errors.New("closed"))
	}
	return nil
}

// stopReading tells the stdout reader that no response will be awaited.
func (p *Peer) stopReading() {
	select {
	case <-p.quit:
	default:
		close(p.quit)
	}
}

// pid returns the process id, or 0 before the peer started.
func (p *Peer) pid() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil {
		return 0
	}
	return p.cmd.Process.Pid
}
