package js

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// errNotKept begins a peer's error for a timing that reuses arguments it
// does not hold (core.js's notKept).
const errNotKept = "timing: no arguments kept under"

// TimeInProcess has the peer repeat a call n times and returns the time
// node measured for the n calls, without the pipe and JSON costs. call
// must make exactly one request of this peer (one method call of a family
// type of this package); it is run once first, normally, so that its own
// checks apply, and that request is what node repeats. Verdicts must stay
// the same on every iteration.
func (p *Peer) TimeInProcess(n int, call func() error) (time.Duration, error) {
	if n < 1 {
		return 0, fmt.Errorf("%s: n: want at least 1, got %d", p.name, n)
	}
	timed, err := p.Timer(call)
	if err != nil {
		return 0, err
	}
	d, err := timed(n, 1)
	if err != nil {
		return 0, err
	}
	return d[0], nil
}

// MaxBatches is the most batches one request of a Timer may ask for
// (core.js's maxBatches).
const MaxBatches = 4096

// Timer is TimeInProcess for many batches of one call: it runs call once,
// as TimeInProcess does, and returns a function that has the peer run m
// batches of n repetitions of its request and returns each batch's time,
// without running call again. A benchmark's many samples then cost one
// round trip per m batches: the pipe, JSON and the wake-up of the peer
// otherwise took about 40% of a JavaScript cell's time (node:crypto's
// SHA-256 of 8 bytes, batches of about 1 ms).
func (p *Peer) Timer(call func() error) (func(n, m int) ([]time.Duration, error), error) {
	var seen []request
	p.mu.Lock()
	p.timers++
	key := strconv.FormatUint(p.timers, 10)
	p.recording, p.keepAs = &seen, key
	p.mu.Unlock()
	err := call()
	p.mu.Lock()
	p.recording, p.keepAs = nil, ""
	p.mu.Unlock()
	if err != nil {
		return nil, err
	}
	if len(seen) != 1 {
		return nil, fmt.Errorf("%s: timing: the call made %d requests of the peer, want 1", p.name, len(seen))
	}
	req := seen[0]
	return func(n, m int) ([]time.Duration, error) {
		switch {
		case n < 1:
			return nil, fmt.Errorf("%s: n: want at least 1, got %d", p.name, n)
		case m < 1 || m > MaxBatches:
			return nil, fmt.Errorf("%s: batches: want 1 to %d, got %d", p.name, MaxBatches, m)
		}
		// The call asked the peer to keep its arguments under key (record),
		// and timings name them: a cell of 1 MiB messages otherwise sent a
		// megabyte of base64 with each of its dozen requests. A peer that
		// lost them (its worker started again, or it kept later ones) is
		// sent them again, to keep.
		t := timing{N: n, Batches: m, Op: req.Op, Call: req.Call, Keep: key, Reuse: true}
		r, err := p.roundTrip(request{Time: &t})
		if ce := (*CallError)(nil); errors.As(err, &ce) && strings.HasPrefix(ce.Msg, errNotKept) {
			again := t
			again.Args, again.Reuse = req.Args, false
			r, err = p.roundTrip(request{Time: &again})
		}
		if err != nil {
			return nil, err
		}
		if len(r.Each) != m {
			return nil, fmt.Errorf("%s: timing: %d batch times, want %d", p.name, len(r.Each), m)
		}
		out := make([]time.Duration, m)
		for i, ns := range r.Each {
			if ns < 0 {
				return nil, fmt.Errorf("%s: timing: negative time %d ns", p.name, ns)
			}
			out[i] = time.Duration(ns)
		}
		return out, nil
	}, nil
}

// ClockStep starts the peer and returns the step of the clock it times
// calls with, when that clock is coarse (a browser page's
// performance.now(), 5 µs to 1 ms), or zero for node's nanosecond
// clock. A benchmark makes each batch last many steps.
func (p *Peer) ClockStep() (time.Duration, error) {
	if err := p.Start(); err != nil {
		return 0, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return time.Duration(p.hello.ClockNS), nil
}

// Empty calls that TimeEmpty times.
const (
	// EmptyHost is the adapter's call across its host boundary (N-API,
	// JavaScript to WebAssembly) that does no work.
	EmptyHost = "host"
	// EmptyJS is an empty JavaScript function, node's floor for a call.
	EmptyJS = "js"
)

// HasEmpty starts the peer and reports whether its adapter has an empty
// call across its host boundary.
func (p *Peer) HasEmpty() (bool, error) {
	if err := p.Start(); err != nil {
		return false, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.hello.Empty, nil
}

// TimeEmpty has the peer make n empty calls of kind which (EmptyHost or
// EmptyJS), in the wrapper an operation's timing uses, and returns node's
// measurement of them.
func (p *Peer) TimeEmpty(which string, n int) (time.Duration, error) {
	switch {
	case n < 1:
		return 0, fmt.Errorf("%s: n: want at least 1, got %d", p.name, n)
	case which != EmptyHost && which != EmptyJS:
		return 0, fmt.Errorf("%s: empty call %q: want %q or %q", p.name, which, EmptyHost, EmptyJS)
	}
	r, err := p.roundTrip(request{Time: &timing{N: n, Empty: which}})
	if err != nil {
		return 0, err
	}
	if r.NS < 0 {
		return 0, fmt.Errorf("%s: timing: negative time %d ns", p.name, r.NS)
	}
	return time.Duration(r.NS), nil
}

// record notes req for a Timer, with the key its arguments are to be
// kept under in the peer, when one is recording.
func (p *Peer) record(req *request) {
	if p.recording != nil {
		req.Keep = p.keepAs
		*p.recording = append(*p.recording, *req)
	}
}
