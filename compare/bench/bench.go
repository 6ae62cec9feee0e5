package bench

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"iter"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// This file builds benchmark workloads from the registry: for every
// operation in the catalogue and every implementation that has it, one
// closure per timed call with its inputs and outputs allocated in advance.
// Nothing here is specific to an implementation, so a new one is
// benchmarked without new code. Each family's package says what it times
// (compare/family/<name>/bench.go, reached through compare/family/families); `go test
// -bench` (bench_test.go) and `naclcmp bench` use the same workloads.

// Workload is one call of one operation by one implementation, ready to be
// prepared and timed.
type Workload struct {
	Spec matrix.Spec
	Impl *matrix.Impl
	// Call names what is timed: "hash", "mac", "xor", "core", "seal",
	// "open", "beforenm", "seal-afternm", "open-afternm", "scalarmult",
	// "base", "keypair", "sign", "verify", "pk", "sk", "equal".
	Call string
	// Bytes is the message length. For per-call workloads it is the fixed
	// message length (record.ShortMessage) or 0 when there is no message.
	Bytes int
	// PerByte marks byte-oriented workloads, whose cost grows with Bytes:
	// reported per byte and as throughput. The others are reported per call.
	PerByte bool
	// Cost, for a password hash, is the cost the call is timed at: its
	// parameters label the workload in place of a message length.
	Cost *matrix.Argon2Cost

	seed uint64
	call benchCall
}

// Prepared is a workload whose buffers are allocated and whose call has run
// once without error.
type Prepared struct {
	// Run performs n calls and returns the first error, or an error when an
	// Open or Verify rejects its valid input.
	Run func(n int) error
	// Digest is a short hash of the outputs of the checking call. Inputs are
	// the same for every implementation, so equal digests show that the
	// implementations computed the same thing, as SUPERCOP's checksums do.
	// It is empty for a call whose outputs are random (a secretstream
	// push under a random header, whose prepare returns no outputs; a
	// seal under a fresh ephemeral key, family.BenchCall.Random): no digest
	// rather than one that every implementation would share without
	// computing the same thing.
	Digest string
	// Elapsed, when not nil, performs k calls inside the implementation's
	// own process and returns the time that process measured. It is set
	// for operations that implement InProcessTimer; meters use it instead
	// of timing Run, whose cost there is mostly the pipe.
	Elapsed func(k int) (time.Duration, error)
	// Batches, when not nil, is Elapsed for m batches of k calls in one
	// request, each batch's time returned (BatchTimer): a cell's many
	// samples then cost few round trips to the other process.
	Batches func(k, m int) ([]time.Duration, error)
	// ClockStep, with Elapsed, is the step of the clock the other process
	// times with when it is coarse (CoarseClock); zero otherwise.
	ClockStep time.Duration
}

// CoarseClock is implemented by in-process timers whose clock may be
// coarse: a browser page's performance.now() steps by 5 µs to 1 ms, so
// that a batch of a few calls would read as a few steps. ClockStep is
// that step, zero for a fine clock.
type CoarseClock interface {
	ClockStep() (time.Duration, error)
}

// InProcessTimer is implemented by operations that run in another process
// (the JavaScript implementations: node's, each in a worker thread of the
// one node host; the browsers', each in its page). TimeInProcess
// runs call, which must make exactly one call of the operation, and then
// has the other process repeat that call n times and returns the time it
// measured itself, so that benchmarks time the operation and not the
// round trips to it.
type InProcessTimer interface {
	TimeInProcess(n int, call func() error) (time.Duration, error)
}

// BatchTimer is implemented by in-process timers that can repeat one
// call's request in every batch without making the call again: Timer runs
// call once and returns what times m batches of k repetitions of its
// request and returns each batch's time, so that many batches cost one
// round trip to the other process.
type BatchTimer interface {
	Timer(call func() error) (func(k, m int) ([]time.Duration, error), error)
}

// HostProcess is implemented by operations that run in another process
// (a JavaScript implementation's host: the node host every node
// implementation shares, or a browser's host): HostPID is its process ID,
// zero before it started. While such an operation is timed, the run stops
// every other host it started (hostPause).
type HostProcess interface {
	HostPID() int
}

// ID is the operation ID, "family/primitive".
func (w Workload) ID() string { return w.Spec.ID() }

// Name is the workload's sub-benchmark name in key=value form, so that
// benchstat can pivot by any key (-col /impl): op=<primitive>, then
// call=<call> in families with several calls, impl=<name>, and
// bytes=<n> for byte-oriented workloads or, for a password hash, its cost
// (mkib=<m>/t=<t>/p=<p>).
func (w Workload) Name() string {
	var b strings.Builder
	b.WriteString("op=" + w.Spec.Primitive)
	if len(benchCallsOf(w.Spec)) > 1 {
		b.WriteString("/call=" + w.Call)
	}
	b.WriteString("/impl=" + w.Impl.Name)
	switch {
	case w.PerByte:
		fmt.Fprintf(&b, "/bytes=%d", w.Bytes)
	case w.Cost != nil:
		b.WriteString("/" + costLabel(*w.Cost))
	}
	return b.String()
}

// String describes the workload for messages: "hash/sha256 hash libsodium
// 4096 bytes", "pwhash/argon2id owasp libsodium m=19456 KiB, t=2, p=1".
func (w Workload) String() string {
	s := w.ID() + " " + w.Call + " " + w.Impl.Name
	switch {
	case w.PerByte:
		s += fmt.Sprintf(" %d bytes", w.Bytes)
	case w.Cost != nil:
		s += " " + w.Cost.String()
	}
	return s
}

// Prepare allocates the workload's inputs and outputs, runs its call once
// and checks the result. The inputs depend only on the seed, the operation,
// the call and the length, so every implementation gets the same bytes. An
// implementation that fails, rejects its own valid output or panics returns
// an error naming it; such a workload must not be timed.
func (w Workload) Prepare() (p *Prepared, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: panic: %v", w, r)
		}
	}()
	// An operation of the wrong type is refused by the family's hooks
	// (family.Def), in Prepare below.
	op, ok := w.Impl.Ops[w.ID()]
	if !ok {
		return nil, fmt.Errorf("%s: %s does not provide %s", w, w.Impl.Name, w.ID())
	}
	in := family.BenchRandFor(w.seed, fmt.Sprintf("%s %s %d", w.ID(), w.Call, w.Bytes))
	run, outs, err := w.call.Prepare(w.Spec, op, w.Bytes, in)
	if err != nil {
		return nil, fmt.Errorf("%s: setup: %w", w, err)
	}
	// The call is made once and checked. A peer that times batches makes
	// it through its Timer, which records the request it repeats: one
	// call of a 1 MiB message to another process costs the pipe a
	// megabyte each way, and a second would double the cell's set-up.
	var batches func(k, m int) ([]time.Duration, error)
	if bt, ok := op.(BatchTimer); ok {
		batches, err = bt.Timer(func() error { return run(1) })
	} else {
		err = run(1)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", w, err)
	}
	p = &Prepared{Run: run, Batches: batches}
	if outs != nil && !w.call.Random {
		h := sha256.New()
		for _, o := range outs {
			h.Write(o)
		}
		p.Digest = hex.EncodeToString(h.Sum(nil)[:8])
	}
	if t, ok := op.(InProcessTimer); ok {
		p.Elapsed = func(k int) (time.Duration, error) {
			return t.TimeInProcess(k, func() error { return run(1) })
		}
		if p.Batches != nil {
			p.Elapsed = func(k int) (time.Duration, error) {
				ds, err := p.Batches(k, 1)
				if err == nil && len(ds) != 1 {
					err = fmt.Errorf("%s: timing: %d batch times, want 1", w, len(ds))
				}
				if err != nil {
					return 0, err
				}
				return ds[0], nil
			}
		}
		if c, ok := op.(CoarseClock); ok {
			if p.ClockStep, err = c.ClockStep(); err != nil {
				return nil, fmt.Errorf("%s: %w", w, err)
			}
		}
	}
	return p, nil
}

// BenchConfig selects the workloads of a run.
type BenchConfig struct {
	// Lengths are the message lengths of byte-oriented workloads.
	Lengths []int
	// Seed derives every input.
	Seed uint64
	// Select keeps the operations it returns true for; nil keeps all.
	Select func(matrix.Spec) bool
	// Depth selects the calls whose cost makes them optional (password
	// hashing at its heavier parameters): 0 keeps only the lightest (the
	// quick run and the tests), 1 adds those of the default run, 2 those
	// of the full run.
	Depth int
}

// selectedCalls yields every operation of r that cfg selects, in
// catalogue order, with each of its calls that a run of cfg's depth times.
func selectedCalls(r *matrix.Registry, cfg BenchConfig) iter.Seq2[matrix.Spec, benchCall] {
	return func(yield func(matrix.Spec, benchCall) bool) {
		for _, s := range r.Specs() {
			if cfg.Select != nil && !cfg.Select(s) {
				continue
			}
			for _, c := range benchCallsOf(s) {
				if c.Depth <= cfg.Depth && !yield(s, c) {
					return
				}
			}
		}
	}
}

// Workloads returns the workloads of every operation in r that cfg selects,
// ordered by operation (catalogue order), call, length and then
// implementation (registry order), so that the implementations of one
// measurement are timed one after another under the same conditions (Run
// times the JavaScript ones host by host, after the rest: timingOrder).
func Workloads(r *matrix.Registry, cfg BenchConfig) []Workload {
	var out []Workload
	for s, c := range selectedCalls(r, cfg) {
		lengths := []int{c.Bytes}
		if c.PerByte {
			lengths = cfg.Lengths
		}
		for _, n := range lengths {
			for _, im := range r.Impls {
				// A call the implementation lacks (benchLacks) is absent, not an error.
				if im.Has(s.ID()) && !benchLacks(s, c, im.Ops[s.ID()]) {
					out = append(out, Workload{Spec: s, Impl: im, Call: c.Name, Bytes: n, PerByte: c.PerByte, Cost: c.Cost, seed: cfg.Seed, call: c})
				}
			}
		}
	}
	return out
}

// Lacking lists the calls Workloads leaves out because an implementation
// lacks them (benchLacks), with the implementation's reason: what a report
// shows as "—".
func Lacking(r *matrix.Registry, cfg BenchConfig) []record.Lack {
	var out []record.Lack
	for s, c := range selectedCalls(r, cfg) {
		for _, im := range r.Impls {
			if !im.Has(s.ID()) {
				continue
			}
			if why := lacksWhy(s, c, im.Ops[s.ID()]); why != "" {
				l := record.Lack{Op: s.ID(), Call: c.Name, Impl: im.Name, Why: why}
				if c.Cost != nil {
					l.Params = c.Cost.String()
				}
				out = append(out, l)
			}
		}
	}
	return out
}

// benchCall is a family's call with its operation type erased: what
// family.Hooks makes of a family package's family.BenchCall.
type benchCall = family.BenchCall[any]

// benchLacks reports whether op, the implementation of s, lacks the call a
// workload would time, so that the workload is not formed and its cell
// shows as absent rather than as an error: the family's BenchCall.Lacks
// says so (Ed25519's keypair call, a password hash's parameters).
func benchLacks(s matrix.Spec, c benchCall, op any) bool { return lacksWhy(s, c, op) != "" }

// lacksWhy is benchLacks, saying why: the implementation's own error, or
// "" when it has the call.
func lacksWhy(s matrix.Spec, c benchCall, op any) string {
	if c.Lacks == nil {
		return ""
	}
	return c.Lacks(s, op)
}

// costLabel is the label of a workload at cost c in a benchmark name:
// "mkib=19456/t=2/p=1", key=value pairs that benchstat can pivot by.
func costLabel(c matrix.Argon2Cost) string {
	return fmt.Sprintf("mkib=%d/t=%d/p=%d", c.MemoryKiB, c.Passes, c.Lanes)
}
