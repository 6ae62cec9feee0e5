package bench

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"

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
	res.CGo.SodiumVersion = cloop.SodiumVersion()
	return nil
}

// plannedLoop is one C loop to time at one length, beside the binding's
// workload of the same operation and length.
type plannedLoop struct {
	loop    cloop.Loop
	bytes   int
	binding Workload
}

// planLoops lists the C loops to time: every loop whose operation the
// libsodium binding is benchmarked on, at each of the run's lengths of at
// least 1 KiB, where the crossing should be negligible.
func planLoops(binding *matrix.Impl, ws []Workload) []plannedLoop {
	if binding == nil {
		return nil
	}
	var out []plannedLoop
	for _, l := range cloop.Loops() {
		for _, w := range ws {
			if w.Impl == binding && w.ID() == l.Op && w.Call == l.Call && w.PerByte && w.Bytes >= record.TargetFrom {
				out = append(out, plannedLoop{l, w.Bytes, w})
			}
		}
	}
	return out
}

// measureLoop times one C loop and the binding's call of the same
// operation and length by turns (see meter.measureAll), both on the same
// buffers, and computes the binding efficiency from the two.
func measureLoop(ctx context.Context, m *meter, pl plannedLoop, seed uint64) (record.LoopResult, error) {
	lr := record.LoopResult{Function: pl.loop.Function, Cell: record.Cell{
		Op: pl.loop.Op, Call: pl.loop.Call, Impl: "C loop", Bytes: pl.bytes, PerByte: true, Title: pl.loop.Function,
	}}
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:], seed)
	key = sha256.Sum256(append(key[:8], pl.loop.Function...))
	rng := rand.NewChaCha8(key)
	msg, k, nonce := make([]byte, pl.bytes), make([]byte, cloop.KeySize), make([]byte, cloop.NonceSize)
	for _, b := range [][]byte{msg, k, nonce} {
		rng.Read(b)
	}
	w := pl.binding
	lr.Binding = record.Cell{Op: w.ID(), Family: string(w.Spec.Family), Primitive: w.Spec.Primitive, Title: w.Spec.Title,
		Call: w.Call, Impl: w.Impl.Name, Bytes: w.Bytes, PerByte: true}
	p, err := pl.loop.New(msg, k, nonce)
	if err != nil {
		lr.Cell.Error = err.Error()
		return lr, nil
	}
	b, err := w.Prepare()
	if err != nil {
		lr.Binding.Error = err.Error()
		return lr, nil
	}
	lr.Binding.Digest = b.Digest
	run, err := onLoopBuffers(w, p, msg, k, nonce)
	if err != nil {
		lr.Binding.Error = err.Error()
		return lr, nil
	}
	s, err := m.measureAll(ctx, 2*m.cellTime, run, p.Run)
	if ctx.Err() != nil {
		return lr, ctx.Err()
	}
	if err != nil {
		lr.Cell.Error = fmt.Sprintf("%s beside %s: %v", pl.loop.Function, w, err)
		return lr, nil
	}
	fillCell(&lr.Binding, s[0])
	fillCell(&lr.Cell, s[1])
	lr.Efficiency = record.Efficiency(lr.Binding.Ns.Median, lr.Cell.Ns.Median)
	return lr, nil
}

// onLoopBuffers returns n calls of the binding's function on the C loop's
// inputs and output buffer. Timed on buffers of its own, one side could
// gain or lose by where its buffers fall in memory (alignment, cache sets,
// 4 KiB aliasing of input and output), which is not the cost of cgo. It
// first checks that the binding writes exactly what the loop writes, so
// the loop is known to time the binding's function.
func onLoopBuffers(w Workload, p *cloop.Prepared, msg, key, nonce []byte) (func(int) error, error) {
	call, err := loopCall(w, p.Out, msg, key, nonce)
	if err != nil {
		return nil, err
	}
	if err := p.Run(1); err != nil {
		return nil, err
	}
	want := bytes.Clone(p.Out)
	clear(p.Out)
	if err := call(); err != nil {
		return nil, fmt.Errorf("%s on the C loop's buffers: %w", w, err)
	}
	if !bytes.Equal(p.Out, want) {
		return nil, fmt.Errorf("%s writes other bytes than the C loop on the same input", w)
	}
	return func(n int) error {
		for range n {
			if err := call(); err != nil {
				return err
			}
		}
		return nil
	}, nil
}

// loopCall makes the binding's call that the C loops time (the calls of
// cloop.Loops), writing to out.
func loopCall(w Workload, out, msg, key, nonce []byte) (func() error, error) {
	op := w.Impl.Ops[w.ID()]
	switch w.Call {
	case "hash":
		if h, ok := op.(matrix.Hash); ok {
			return func() error { return h.Hash(out, msg) }, nil
		}
	case "mac":
		if a, ok := op.(matrix.MAC); ok {
			return func() error { return a.MAC(out, msg, key) }, nil
		}
	case "xor":
		if c, ok := op.(matrix.Stream); ok {
			return func() error { return c.XOR(out, msg, nonce, key) }, nil
		}
	case "seal":
		if sb, ok := op.(matrix.SecretBox); ok {
			return func() error { return sb.Seal(out, msg, nonce, key) }, nil
		}
	case "sign":
		if sg, ok := op.(matrix.Signature); ok {
			// key is the seed of the loop's key pair.
			public, private := make([]byte, w.Spec.Public), make([]byte, w.Spec.Private)
			if err := sg.KeyFromSeed(public, private, key); err != nil {
				return nil, fmt.Errorf("%s: %w", w, err)
			}
			return func() error { return sg.Sign(out, msg, private) }, nil
		}
	}
	return nil, fmt.Errorf("%s: no %s call to time beside a C loop", w, w.Call)
}
