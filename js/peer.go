package js

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
)

// DefaultTimeout bounds every request of a peer in a process of its own
// (a browser's) unless NACLCMP_JS_TIMEOUT (a Go duration such as "10s")
// says otherwise; the node implementations have it only where their
// host's progress cannot be watched (no Linux /proc: see host). The
// slowest requests, the benchmark's timings of js:tweetnacl-port
// (tweetnacl-js's nacl.js, TweetNaCl's own slow SHA-512) signing a 1 MiB
// message, run two calls of about a second each on a busy two-core
// machine; every other request takes well under a second.
const DefaultTimeout = 5 * time.Second

// userLimit returns NACLCMP_JS_TIMEOUT when it is a positive duration,
// the user's own limit on every request, and zero otherwise.
func userLimit() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("NACLCMP_JS_TIMEOUT")); err == nil && d > 0 {
		return d
	}
	return 0
}

// timeoutFromEnv returns the user's limit, or DefaultTimeout when there
// is none: the deadline of a peer in a process of its own.
func timeoutFromEnv() time.Duration {
	if d := userLimit(); d > 0 {
		return d
	}
	return DefaultTimeout
}

// Peer is one JavaScript implementation, started on its first request,
// serving requests one at a time; it is safe for concurrent use. A node
// implementation runs in a worker of the node host its Discover shares
// (host, hosted.go); a browser's runs in a process of its own, its
// browser below it (NewPeer, process.go).
type Peer struct {
	name string // implementation name, the prefix of every error

	// host, when not nil, runs the implementation's adapter in a worker.
	host    *host
	adapter string
	// limit is the user's limit on a request of a hosted peer, zero for
	// none: its host's liveness watch decides when it is down instead.
	limit time.Duration

	// A peer in a process of its own.
	argv    []string // node, the peer script and its arguments
	dir     string   // working directory
	timeout time.Duration
	// start bounds the start: procStartTimeout, or a browser's.
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
	// greeted is set once a hosted peer's worker has greeted, in host
	// process gen; lost is why its first worker was lost, once retried.
	greeted bool
	gen     int
	lost    string
	closed  bool
	// recording, when not nil, collects the requests sent, for timing,
	// each asking the peer to keep its arguments under keepAs.
	recording *[]request
	keepAs    string
	// timers counts the Timers made, whose keys name the arguments the
	// peer keeps for them.
	timers uint64
}

// NewPeer returns a peer for implementation name that runs argv (node,
// the script and its arguments) in a process of its own, in dir, when
// first used. timeout bounds every request; zero means
// NACLCMP_JS_TIMEOUT or DefaultTimeout. Discover runs the node
// implementations in its shared host instead.
func NewPeer(name string, argv []string, dir string, timeout time.Duration) *Peer {
	if timeout <= 0 {
		timeout = timeoutFromEnv()
	}
	return &Peer{name: name, argv: argv, dir: dir, timeout: timeout, start: procStartTimeout}
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

// Start starts the peer unless it runs or has failed, and waits for its
// greeting: a hosted peer's loads its adapter in a worker of the node
// host, starting the host if it is the run's first.
func (p *Peer) Start() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.host != nil {
		return p.greetLocked()
	}
	return p.startLocked()
}

// roundTrip sends one request and returns its response. A response with
// an error field is returned as an error naming the call.
func (p *Peer) roundTrip(req request) (response, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var r response
	var err error
	if p.host != nil {
		r, err = p.hostedRoundTrip(req)
	} else {
		r, err = p.processRoundTrip(req)
	}
	if err != nil {
		return response{}, err
	}
	if r.Error != "" {
		return r, &CallError{Impl: p.name, Call: req.what(), Msg: r.Error}
	}
	return r, nil
}

// encode is req as one line.
func (p *Peer) encode(req request) ([]byte, error) {
	line, err := json.Marshal(req)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.name, err)
	}
	return append(line, '\n'), nil
}

// CallError is an error the library raised in node for one call, as
// opposed to a failure of the peer itself.
type CallError struct {
	Impl string // implementation name
	Call string // "scalarmult/x25519 scalarmult"
	Msg  string // the JavaScript error's message
}

func (e *CallError) Error() string { return e.Impl + ": " + e.Call + ": " + e.Msg }

// down returns err as the failure of the peer as a whole, which the
// checks tell from the error of one call (CallError, or a wrong answer):
// the implementation is down, and every later call fails the same way.
func (p *Peer) down(err error) error {
	return &matrix.DownError{Impl: p.name, Err: err}
}

// Close ends the peer; later requests fail. A hosted peer's worker is
// ended, and the host with the last of its peers. A peer in a process of
// its own is ended by closing its stdin, which the peer program takes as
// the signal to exit, and killed if it has not exited within a second (a
// browser's peer, which waits for the browser to die and then removes
// its profile: five).
func (p *Peer) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.host != nil {
		if !p.closed {
			p.closed = true
			p.host.release(p.adapter)
		}
	} else if p.cmd != nil {
		p.closeProcess()
	}
	if p.failed == nil {
		p.failed = p.down(errClosed)
	}
	return nil
}

// errClosed is the failure of a peer once closed.
var errClosed = errors.New("closed")

// pid returns the process id of the peer's process or host, or 0 before
// it started.
func (p *Peer) pid() int {
	if p.host != nil {
		return p.host.pid()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil {
		return 0
	}
	return p.cmd.Process.Pid
}
