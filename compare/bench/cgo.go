package bench

import (
	"bytes"
	"context"
	"crypto/ecdh"
	"crypto/ed25519"
	"fmt"
	"slices"
	"time"

	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// cgoMeasurements counts the measurements of measureCGo.
const cgoMeasurements = 2

//go:noinline
func emptyGo() {}

// emptyGoRunner calls an empty, not inlined Go function n times: the floor
// of a call from Go.
func emptyGoRunner(n int) error {
	for range n {
		emptyGo()
	}
	return nil
}

// emptyCallBatch is the batch of the empty-call measurements: a call of a
// nanosecond needs a long batch to rise above the clocks' resolution.
const emptyCallBatch = 1000

// measureCGo times an empty Go call and an empty C call through cgo in the
// same loop; the difference is the cost of the crossing.
func measureCGo(ctx context.Context, m *meter, res *record.Results) error {
	em := *m
	em.batch = emptyCallBatch
	m = &em
	goCall := record.Cell{Op: "cgo", Family: "cgo", Title: "empty Go function call", Call: "go-call", Impl: "Go"}
	s, err := m.measure(ctx, emptyGoRunner)
	if err != nil {
		return err
	}
	fillCell(&goCall, s)
	res.CGo.GoCall = &goCall

	cCall := record.Cell{Op: "cgo", Family: "cgo", Title: "empty C function call through cgo", Call: "c-call", Impl: "cgo"}
	if !cloop.Available() {
		cCall.Error = "built without cgo"
	} else if s, err = m.measure(ctx, cloop.EmptyRunner); err != nil {
		return err
	} else {
		fillCell(&cCall, s)
	}
	res.CGo.CCall = &cCall
	return nil
}

// hostCalls lists, in the order of ws, the implementations of ws with
// empty calls across their host boundary (matrix.Impl.HostCall), each
// once.
func hostCalls(ws []Workload) []*matrix.Impl {
	var out []*matrix.Impl
	for _, w := range ws {
		if w.Impl.HostCall != nil && !slices.Contains(out, w.Impl) {
			out = append(out, w.Impl)
		}
	}
	return out
}

// measureHostCall times, one after the other in the implementation's own
// process (node's clock), the empty call across its host boundary and an
// empty function of that process, in long batches as the empty cgo call
// is:
// the first minus the second is what the boundary costs per call. A
// failure is kept in both cells; only cancellation is returned.
func measureHostCall(ctx context.Context, m *meter, im *matrix.Impl) ([]record.Cell, error) {
	em := *m
	em.batch = emptyCallBatch
	hc := im.HostCall
	cells := []record.Cell{
		{Op: "host", Family: "host", Title: hc.What, Call: "host-call", Impl: im.Name},
		{Op: "host", Family: "host", Title: "empty function call in the same process", Call: "floor-call", Impl: im.Name},
	}
	for i, run := range []func(int) (time.Duration, error){hc.Empty, hc.Floor} {
		s, err := em.measureSelfTimed(ctx, thousands(run), 0)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if err != nil {
			cells[i].Error = err.Error()
			continue
		}
		fillCell(&cells[i], s)
		cells[i].Calls *= emptyCallBatch
		cells[i].TotalNs *= emptyCallBatch
	}
	return cells, nil
}

// thousands makes each of run's calls emptyCallBatch calls, timed as one
// and divided by emptyCallBatch. measureSelfTimed sizes its batches from a
// single call timed alone, whose time in node is mostly the reads of the
// clock around it: a slow first read (the collector, a peer starting)
// then gives batches of one call, and every sample of a call of a few ns
// would be the clock's cost. A thousand calls a unit keep the clock's
// share below a tenth of a nanosecond whatever the batch.
func thousands(run func(int) (time.Duration, error)) func(int) (time.Duration, error) {
	return func(k int) (time.Duration, error) {
		d, err := run(k * emptyCallBatch)
		return d / emptyCallBatch, err
	}
}

// plannedLoop is one C loop of a binding to time beside the binding's
// workload of the same operation, call and length.
type plannedLoop struct {
	loop    matrix.CLoop
	binding Workload
}

// loopLengths are the message lengths at which per-byte loops are timed:
// the default run's lengths up to eBACS's 4096 bytes. A binding's cost per
// call does not grow with the message, and beside a 1 MiB call it drowns
// in the noise; a full run's 64 lengths would add half an hour for nothing
// the five lengths do not show.
var loopLengths = slices.DeleteFunc(slices.Clone(DefaultLengths), func(n int) bool { return n > record.LongTo })

// planLoops lists, in the order of ws, every workload of an implementation
// with a C loop for its operation and call (per-byte ones at loopLengths),
// paired with that loop.
func planLoops(ws []Workload) []plannedLoop {
	var out []plannedLoop
	for _, w := range ws {
		if w.PerByte && !slices.Contains(loopLengths, w.Bytes) {
			continue
		}
		for _, l := range w.Impl.Loops {
			if l.Op == w.ID() && l.Call == w.Call {
				out = append(out, plannedLoop{l, w})
			}
		}
	}
	return out
}

// measureLoop times, by turns (see meter.measureAll) and on the same
// buffers, the binding's call, its C loop (n calls in one crossing) and the
// loop once per call (one crossing per call, no Go-side work), and
// computes the binding efficiency from the first two. Prepare runs the
// binding first, so that a library that initialises on first use (sodium_init)
// is ready before its loop runs.
func measureLoop(ctx context.Context, m *meter, pl plannedLoop, seed uint64) (record.LoopResult, error) {
	w := pl.binding
	lr := record.LoopResult{Function: pl.loop.Function, Note: pl.loop.Note, CodeLayout: cloop.CodeLayout,
		Cell: record.Cell{Op: pl.loop.Op, Call: pl.loop.Call, Impl: "C loop", Bytes: w.Bytes, PerByte: w.PerByte, Title: pl.loop.Function},
		Binding: record.Cell{Op: w.ID(), Family: string(w.Spec.Family), Primitive: w.Spec.Primitive, Title: w.Spec.Title,
			Call: w.Call, Impl: w.Impl.Name, Bytes: w.Bytes, PerByte: w.PerByte}}
	// The workload's own preparation checks what the binding computes,
	// which the Go-side build's elided C calls do not.
	if !cloop.Elided {
		b, err := w.Prepare()
		if err != nil {
			lr.Binding.Error = err.Error()
			return lr, nil
		}
		lr.Binding.Digest = b.Digest
	}
	a, call, cross, err := onLoopBuffers(w, pl.loop, newBenchRand(seed, "loop "+pl.loop.Function+" "+w.String()))
	if err != nil {
		lr.Binding.Error = err.Error()
		return lr, nil
	}
	defer a.Free()
	calls := func(call func() error) func(int) error {
		return func(n int) error {
			for range n {
				if err := call(); err != nil {
					return err
				}
			}
			return nil
		}
	}
	loop := func(n int) error { return a.Run(pl.loop.Function, pl.loop.Fn, n) }
	// The loop once per crossing: the cgo call of the same C calls with no
	// Go-side work, called as the binding is (see crossingOp), so that the
	// binding is compared with what a crossing costs beside that very
	// work, not only beside an empty function.
	s, err := m.measureAll(ctx, 3*m.cellTime, calls(call), loop, calls(cross))
	if ctx.Err() != nil {
		return lr, ctx.Err()
	}
	if err != nil {
		lr.Cell.Error = fmt.Sprintf("%s beside %s: %v", pl.loop.Function, w, err)
		return lr, nil
	}
	fillCell(&lr.Binding, s[0])
	fillCell(&lr.Cell, s[1])
	lr.Crossing = &record.Cell{Op: lr.Cell.Op, Call: lr.Cell.Call, Impl: "C loop, n = 1", Bytes: w.Bytes, PerByte: w.PerByte, Title: pl.loop.Function}
	fillCell(lr.Crossing, s[2])
	added := paired(s[0], s[2])
	lr.Added = &added
	lr.Efficiency = record.Efficiency(lr.Binding.Ns.Median, lr.Cell.Ns.Median)
	return lr, nil
}

// onLoopBuffers allocates the loop's buffers, fills them with inputs from
// in and returns one call of the binding on them, and one call of the
// loop with n = 1 made the same way (crossingOp). It first checks that
// the binding writes exactly what the loop writes, so the loop is known to
// time the binding's C calls; a binding that computes anything else is
// refused, not timed.
func onLoopBuffers(w Workload, l matrix.CLoop, in *benchRand) (a *cloop.Args, call, cross func() error, err error) {
	lc, ok := loopCalls[w.Spec.Family]
	if !ok || lc.call != w.Call {
		return nil, nil, nil, fmt.Errorf("%s: no %s call to time beside a C loop", w, w.Call)
	}
	out, msg, ad := lc.sizes(w.Spec, w.Bytes)
	if a, err = cloop.NewArgs(out, msg, ad); err != nil {
		return nil, nil, nil, err
	}
	for _, b := range [][]byte{a.Msg, a.AD, a.Key, a.Nonce, a.Public, a.Private} {
		in.c.Read(b)
	}
	call, err = lc.prepare(w.Spec, w.Impl.Ops[w.ID()], a)
	switch {
	case err != nil:
	case cloop.Elided:
		err = sameElidedCalls(a, l, call)
	default:
		err = sameOutput(a, l, call)
	}
	var op any
	if err == nil {
		op, err = crossingOp(w.Spec.Family, a, l)
	}
	if err == nil {
		cross, err = lc.prepare(w.Spec, op, a)
	}
	if err != nil {
		a.Free()
		return nil, nil, nil, fmt.Errorf("%s beside %s: %w", w, l.Function, err)
	}
	return a, call, cross, nil
}

// sameOutput runs the loop once and the binding's call once, from the same
// zeroed output, and requires the same bytes.
func sameOutput(a *cloop.Args, l matrix.CLoop, call func() error) error {
	clear(a.Out)
	if err := a.Run(l.Function, l.Fn, 1); err != nil {
		return err
	}
	want := bytes.Clone(a.Out)
	clear(a.Out)
	if err := call(); err != nil {
		return err
	}
	if !bytes.Equal(a.Out, want) {
		return fmt.Errorf("the binding writes other bytes than the C loop on the same input")
	}
	return nil
}

// sameElidedCalls is sameOutput in the Go-side build, where outputs are
// garbage: it requires one call of the binding and one of the loop to reach
// the same number of elided C functions, at least one. A binding whose C
// call is not elided would be timed with its C work and read as Go-side
// cost; one that reaches more elided calls than its loop makes C calls
// the loop does not.
func sameElidedCalls(a *cloop.Args, l matrix.CLoop, call func() error) error {
	cloop.ResetElidedCalls()
	if err := call(); err != nil {
		return err
	}
	byBinding := cloop.ElidedCalls()
	cloop.ResetElidedCalls()
	if err := a.Run(l.Function, l.Fn, 1); err != nil {
		return err
	}
	byLoop := cloop.ElidedCalls()
	if byBinding == 0 || byBinding != byLoop {
		return fmt.Errorf("not elided in the Go-side build: one call of the binding reaches %d elided C functions and one of its loop %d (list the C functions they call in the package's goside.go)", byBinding, byLoop)
	}
	return nil
}

// loopCall is the binding call a family's C loops time, on the loop's
// buffers: what naclcmp_loop.h says each buffer holds.
type loopCall struct {
	call string // the benchmark call (benchCall.name)
	// sizes gives the lengths of Out, Msg and AD for an n-byte workload.
	sizes func(s matrix.Spec, n int) (out, msg, ad int)
	// prepare derives what the call needs from the inputs (a key pair, a
	// public point) and returns the call.
	prepare func(s matrix.Spec, op any, a *cloop.Args) (func() error, error)
}

// loopCalls maps a family to its loopCall.
var loopCalls = map[matrix.Family]loopCall{
	matrix.FamilyHash: {"hash", func(s matrix.Spec, n int) (int, int, int) { return s.Out, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			h := op.(matrix.Hash)
			return func() error { return h.Hash(a.Out, a.Msg) }, nil
		}},
	matrix.FamilyMAC: {"mac", func(s matrix.Spec, n int) (int, int, int) { return s.Out, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			m, key := op.(matrix.MAC), a.Key[:s.Key]
			return func() error { return m.MAC(a.Out, a.Msg, key) }, nil
		}},
	matrix.FamilyStream: {"xor", func(s matrix.Spec, n int) (int, int, int) { return n, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			c, nonce, key := op.(matrix.Stream), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return c.XOR(a.Out, a.Msg, nonce, key) }, nil
		}},
	// The core's input is the nonce's prefix and its constant, in AD,
	// the standard one.
	matrix.FamilyCore: {"core", func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, len(matrix.Sigma) },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			c, input, key := op.(matrix.Core), a.Nonce[:s.In], a.Key[:s.Key]
			copy(a.AD, matrix.Sigma)
			return func() error { return c.Core(a.Out, input, key, a.AD) }, nil
		}},
	matrix.FamilySecretBox: {"seal", func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			sb, nonce, key := op.(matrix.SecretBox), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return sb.Seal(a.Out, a.Msg, nonce, key) }, nil
		}},
	// crypto_box_afternm: Key is the precomputed shared key.
	matrix.FamilyBox: {"seal-afternm", func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			b, nonce, shared := op.(matrix.Box), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return b.SealAfter(a.Out, a.Msg, nonce, shared) }, nil
		}},
	// crypto_box_seal_open: Public and Private's first half are the
	// recipient's key pair (crypto/ecdh), and Msg holds a box the binding
	// sealed of a random message. Seal has no loop: every call draws a new
	// ephemeral key, so no loop can be shown to write what the binding
	// writes.
	matrix.FamilySealedBox: {"open", func(s matrix.Spec, n int) (int, int, int) { return n, n + s.Overhead, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			k, err := ecdh.X25519().NewPrivateKey(a.Private[:s.Private])
			if err != nil {
				return nil, err
			}
			public, private := a.Public[:s.Public], a.Private[:s.Private]
			copy(public, k.PublicKey().Bytes())
			sb := op.(matrix.SealedBox)
			if err := sb.Seal(a.Msg, bytes.Clone(a.Msg[:len(a.Out)]), public); err != nil {
				return nil, err
			}
			return func() error {
				ok, err := sb.Open(a.Out, a.Msg, public, private)
				if err == nil && !ok {
					err = errRejected
				}
				return err
			}, nil
		}},
	// No associated data, as the AEAD workloads.
	matrix.FamilyAEAD: {"seal", func(s matrix.Spec, n int) (int, int, int) { return n + s.Overhead, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			ae, nonce, key := op.(matrix.AEAD), a.Nonce[:s.Nonce], a.Key[:s.Key]
			return func() error { return ae.Seal(a.Out, a.Msg, a.AD, nonce, key) }, nil
		}},
	// Public is a valid peer key (crypto/ecdh), Private's first half the
	// scalar.
	matrix.FamilyScalarMult: {"scalarmult", func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			peer, err := ecdh.X25519().NewPrivateKey(a.Public)
			if err != nil {
				return nil, err
			}
			copy(a.Public, peer.PublicKey().Bytes())
			m, scalar := op.(matrix.ScalarMult), a.Private[:s.Private]
			return func() error { return m.ScalarMult(a.Out, scalar, a.Public) }, nil
		}},
	// Key is the seed; the binding derives Public and Private from it, in
	// its own private-key format, which its loop then reads.
	matrix.FamilySignature: {"sign", func(s matrix.Spec, n int) (int, int, int) { return s.Sig, n, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			sg, private := op.(matrix.Signature), a.Private[:s.Private]
			if err := sg.KeyFromSeed(a.Public[:s.Public], private, a.Key[:s.Seed]); err != nil {
				return nil, err
			}
			return func() error { return sg.Sign(a.Out, a.Msg, private) }, nil
		}},
	// The opening of a one-message stream: the binding pushes Msg's bytes
	// as the stream's FINAL message into Msg itself (Msg is the message
	// plus the overhead), its header into Nonce (24 bytes); the call
	// starts a pull state and pulls it into Out. AD stays empty.
	matrix.FamilySecretStream: {"open", func(s matrix.Spec, n int) (int, int, int) { return n, n + s.Overhead, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			x, key, header := op.(matrix.SecretStream), a.Key[:s.Key], a.Nonce[:s.Header]
			p, err := x.NewPush(header, key)
			if err != nil {
				return nil, err
			}
			msg := bytes.Clone(a.Msg[:len(a.Msg)-s.Overhead])
			if err := p.Push(a.Msg, msg, nil, matrix.SecretStreamFinal); err != nil {
				return nil, err
			}
			return func() error {
				if ok, err := secretStreamOpen(x, header, key, a.Out, a.Msg); err != nil || !ok {
					return fmt.Errorf("its own stream did not open (%v)", err)
				}
				return nil
			}, nil
		}},
	// Public is an Ed25519 public key (crypto/ed25519, from the seed in
	// Key) and Out its X25519 form.
	matrix.FamilyKeyConversion: {"pk", func(s matrix.Spec, n int) (int, int, int) { return s.Out, 0, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			copy(a.Public, ed25519.NewKeyFromSeed(a.Key).Public().(ed25519.PublicKey))
			kc := op.(matrix.KeyConversion)
			return func() error { return kc.PublicToX25519(a.Out, a.Public) }, nil
		}},
	// The first preset's cost (OWASP's m = 19 MiB, t = 2, p = 1), in the
	// loop's cost fields; Msg is the password and Nonce's first bytes the
	// salt, with no secret or associated data, as the workload.
	matrix.FamilyPasswordHash: {pwhashPresets[0].name, func(s matrix.Spec, n int) (int, int, int) { return s.Out, 16, 0 },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			c, ok := pwhashPresets[0].cost[s.Primitive]
			if !ok {
				return nil, fmt.Errorf("%s: no %s cost", s.ID(), pwhashPresets[0].name)
			}
			a.SetCost(uint32(c.Passes), uint32(c.MemoryKiB), uint32(c.Lanes))
			h, salt := op.(matrix.PasswordHash), a.Nonce[:s.Salt]
			return func() error { return h.PasswordHash(a.Out, a.Msg, salt, nil, nil, c) }, nil
		}},
	// Two equal strings, Msg and AD: the case that reads every byte. Out
	// stays empty; the loop fails on a difference.
	matrix.FamilyEqual: {"equal", func(s matrix.Spec, n int) (int, int, int) { return 0, s.In, s.In },
		func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			e := op.(matrix.Equal)
			copy(a.AD, a.Msg)
			return func() error {
				if ok, err := e.Equal(a.Msg, a.AD); err != nil || !ok {
					return fmt.Errorf("equal strings compared unequal (%v)", err)
				}
				return nil
			}, nil
		}},
}
