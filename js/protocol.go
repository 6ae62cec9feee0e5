package js

import "fmt"

// request is one line sent to a peer: a call of an operation, or, with
// Time set, a timing of one, or with Hello set a greeting's. Adapter,
// set for an implementation run in the node host (host.js), comes first
// in the line, where the host finds it without parsing the rest.
type request struct {
	Adapter string   `json:"adapter,omitempty"`
	Hello   bool     `json:"hello,omitempty"`
	ID      uint64   `json:"id"`
	Op      string   `json:"op,omitempty"`   // operation ID, "sign/ed25519"
	Call    string   `json:"call,omitempty"` // "sign", "verify", …
	Args    [][]byte `json:"args,omitempty"` // base64 in JSON
	Time    *timing  `json:"time,omitempty"`
	// Keep, on a call, asks the peer to keep its Args, decoded, under
	// this key for the timings that follow (timing.Reuse).
	Keep string `json:"keep,omitempty"`
}

// timing asks the peer to run a call N times and report the elapsed time:
// an operation's call, or with Empty set an empty call ("host": the
// adapter's call across its host boundary, "js": an empty JavaScript
// function). With Batches set, it runs that many batches of N calls and
// reports each one's time (response.Each).
type timing struct {
	N       int      `json:"n"`
	Batches int      `json:"batches,omitempty"`
	Op      string   `json:"op,omitempty"`
	Call    string   `json:"call,omitempty"`
	Args    [][]byte `json:"args"`
	Empty   string   `json:"empty,omitempty"`
	// Keep is the key under which the peer keeps Args, decoded, for
	// later timings of this call; with Reuse set, those later timings
	// send no Args and the peer uses what it kept.
	Keep  string `json:"keep,omitempty"`
	Reuse bool   `json:"reuse,omitempty"`
}

// what names the request in errors.
func (r request) what() string {
	if r.Hello {
		return "greeting"
	}
	if r.Time != nil && r.Time.Empty != "" {
		return fmt.Sprintf("timing %d× the empty %s call", r.Time.N, r.Time.Empty)
	}
	if r.Time != nil {
		if r.Time.Batches > 1 {
			return fmt.Sprintf("timing %d batches of %d× %s %s", r.Time.Batches, r.Time.N, r.Time.Op, r.Time.Call)
		}
		return fmt.Sprintf("timing %d× %s %s", r.Time.N, r.Time.Op, r.Time.Call)
	}
	return r.Op + " " + r.Call
}

// response is one line from a peer. The first line a peer in a process
// of its own writes is its greeting, with only Hello set; an
// implementation in the node host greets when asked, with the ID of the
// request and Thread. A line of the host with Down set says that
// adapter's worker has gone, and Why how.
type response struct {
	ID    uint64   `json:"id"`
	OK    bool     `json:"ok"`
	Out   [][]byte `json:"out"`
	Error string   `json:"error"`
	NS    int64    `json:"ns"`
	// Each is the time of each batch of a timing with Batches set.
	Each  []int64 `json:"each"`
	Hello *hello  `json:"hello"`
	// Thread is the ID of the worker's thread, where /proc says it:
	// the liveness watch reads its CPU time.
	Thread int    `json:"thread"`
	Down   string `json:"down"`
	Why    string `json:"why"`
}

// hello is a peer's greeting: what it loaded, or why it could not.
type hello struct {
	Adapter string   `json:"adapter"`
	Package string   `json:"package"`
	File    string   `json:"file"` // the file of Package loaded, when it ships several ("nacl.js")
	Version string   `json:"version"`
	Ops     []string `json:"ops"`
	// Empty reports that the adapter has an empty call across its host
	// boundary (Entry.Empty says what it calls).
	Empty bool `json:"empty"`
	// ClockNS is the step of the clock that times the calls, when it is
	// coarse: a browser's performance.now(). Zero for node's.
	ClockNS int64  `json:"clock_ns"`
	Error   string `json:"error"`
}

// nonNil replaces nil arguments with empty ones: JSON would send a nil
// []byte as null, which is not a byte string.
func nonNil(args [][]byte) [][]byte {
	out := make([][]byte, len(args))
	for i, a := range args {
		if a == nil {
			a = []byte{}
		}
		out[i] = a
	}
	return out
}

// outputs calls op and copies the outputs into outs, whose lengths the
// response must match exactly: a peer's wrong answer is an error, never a
// short or long write.
func (p *Peer) outputs(op, call string, outs [][]byte, args ...[]byte) error {
	r, err := p.roundTrip(request{Op: op, Call: call, Args: nonNil(args)})
	if err != nil {
		return err
	}
	if err := p.checkOuts(op, call, r, outs); err != nil {
		return err
	}
	for i, o := range outs {
		copy(o, r.Out[i])
	}
	return nil
}

func (p *Peer) checkOuts(op, call string, r response, outs [][]byte) error {
	if !r.OK || len(r.Out) != len(outs) {
		return fmt.Errorf("%s: %s %s: peer returned %d outputs (ok %v), want %d", p.name, op, call, len(r.Out), r.OK, len(outs))
	}
	for i, o := range outs {
		if len(r.Out[i]) != len(o) {
			return fmt.Errorf("%s: %s %s: peer returned %d bytes for output %d, want %d", p.name, op, call, len(r.Out[i]), i, len(o))
		}
	}
	return nil
}

// verdict calls a Verify-like op and returns its boolean.
func (p *Peer) verdict(op, call string, args ...[]byte) (bool, error) {
	r, err := p.roundTrip(request{Op: op, Call: call, Args: nonNil(args)})
	if err != nil {
		return false, err
	}
	if len(r.Out) != 0 {
		return false, fmt.Errorf("%s: %s %s: peer returned outputs, want a verdict", p.name, op, call)
	}
	return r.OK, nil
}

// open calls an Open-like op: on acceptance it copies the plaintext to
// msg; on rejection it zeroes msg and reports false.
func (p *Peer) open(op, call string, msg []byte, args ...[]byte) (bool, error) {
	r, err := p.roundTrip(request{Op: op, Call: call, Args: nonNil(args)})
	if err != nil {
		return false, err
	}
	if !r.OK {
		clear(msg)
		return false, nil
	}
	if err := p.checkOuts(op, call, r, [][]byte{msg}); err != nil {
		return false, err
	}
	copy(msg, r.Out[0])
	return true, nil
}
