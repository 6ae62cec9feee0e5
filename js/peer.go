package js

import (
	"errors"
	"os"
	"sync"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
)

// DefaultTimeout bounds every request of a host whose progress cannot be
// watched (no Linux /proc: see host), unless NACLCMP_JS_TIMEOUT (a Go
// duration such as "10s") says otherwise. The slowest requests, the
// benchmark's timings of js:tweetnacl-port (tweetnacl-js's nacl.js,
// TweetNaCl's own slow SHA-512) signing a 1 MiB message, run two calls of
// about a second each on a busy two-core machine; every other request
// takes well under a second.
const DefaultTimeout = 5 * time.Second

// userLimit returns NACLCMP_JS_TIMEOUT when it is a positive duration,
// the user's own limit on every request, and zero otherwise.
func userLimit() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("NACLCMP_JS_TIMEOUT")); err == nil && d > 0 {
		return d
	}
	return 0
}

// Peer is one JavaScript implementation, started on its first request,
// serving requests one at a time; it is safe for concurrent use. It runs
// in the host its Discover shares among the implementations of its kind
// (host, hosted.go): a worker of the node host, or a page of a browser's.
type Peer struct {
	name string // implementation name, the prefix of every error

	host    *host
	adapter string
	// limit is the user's limit on a request, zero for none: its host's
	// liveness watch decides when it is down instead.
	limit time.Duration

	mu     sync.Mutex
	failed error // sticky: once set, every request returns it
	hello  hello
	// greeted is set once the peer's worker or page has greeted, in host
	// process gen; lost is why its first one was lost, once retried.
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
// greeting: it loads its adapter in a worker or page of its host,
// starting the host if it is the run's first of its kind.
func (p *Peer) Start() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.greetLocked()
}

// roundTrip sends one request and returns its response. A response with
// an error field is returned as an error naming the call.
func (p *Peer) roundTrip(req request) (response, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	r, err := p.hostedRoundTrip(req)
	if err != nil {
		return response{}, err
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

// down returns err as the failure of the peer as a whole, which the
// checks tell from the error of one call (CallError, or a wrong answer):
// the implementation is down, and every later call fails the same way.
func (p *Peer) down(err error) error {
	return &matrix.DownError{Impl: p.name, Err: err}
}

// Close ends the peer; later requests fail. Its worker or page is ended,
// and the host with the last of its peers.
func (p *Peer) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.closed {
		p.closed = true
		p.host.release(p.adapter)
	}
	if p.failed == nil {
		p.failed = p.down(errClosed)
	}
	return nil
}

// errClosed is the failure of a peer once closed.
var errClosed = errors.New("closed")

// pid returns the process id of the peer's host, or 0 before it started.
func (p *Peer) pid() int { return p.host.pid() }
