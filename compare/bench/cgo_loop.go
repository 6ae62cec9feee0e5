package bench

import (
	"bytes"
	"context"
	"fmt"
	"slices"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// Timing a binding beside its C loop: the loops to time, the buffers they
// share with the binding's call, and the checks that the loop computes what
// the binding does, so that the binding's efficiency compares like with like.

// loopCall is the call a family's C loops time (its family.BenchLoop) with
// the operation type erased (family.Hooks), and the family's crossing
// shape of the loop.
type loopCall struct {
	family.BenchLoop[any]
	// crossing returns the loop once per call in the shape of the family's
	// interface (family.BenchOnce); nil for a family without one.
	crossing func(*family.BenchOnce) any
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
	a, call, cross, err := onLoopBuffers(w, pl.loop, family.BenchRandFor(seed, "loop "+pl.loop.Function+" "+w.String()))
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
	// Go-side work, called as the binding is (see family.BenchOnce), so
	// that the binding is compared with what a crossing costs beside that
	// very work, not only beside an empty function.
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
// loop with n = 1 made the same way (through the family's Crossing). It
// first checks that the binding writes exactly what the loop writes, so
// the loop is known to time the binding's C calls; a binding that computes
// anything else is refused, not timed.
func onLoopBuffers(w Workload, l matrix.CLoop, in *family.BenchRand) (a *cloop.Args, call, cross func() error, err error) {
	lc, ok := loopCallOf(w.Spec.Family)
	if !ok || lc.Call != w.Call {
		return nil, nil, nil, fmt.Errorf("%s: no %s call to time beside a C loop", w, w.Call)
	}
	out, msg, ad := lc.Sizes(w.Spec, w.Bytes)
	if a, err = cloop.NewArgs(out, msg, ad); err != nil {
		return nil, nil, nil, err
	}
	for _, b := range [][]byte{a.Msg, a.AD, a.Key, a.Nonce, a.Public, a.Private} {
		in.Fill(b)
	}
	call, err = lc.Prepare(w.Spec, w.Impl.Ops[w.ID()], a)
	switch {
	case err != nil:
	case cloop.Elided:
		err = sameElidedCalls(a, l, call)
	default:
		err = sameOutput(a, l, call)
	}
	if err == nil && lc.crossing == nil {
		err = fmt.Errorf("%s: no crossing shape", w.Spec.Family)
	}
	if err == nil {
		cross, err = lc.Prepare(w.Spec, lc.crossing(family.BenchOnceOf(a, l)), a)
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
		return fmt.Errorf("not elided in the Go-side build: one call of the binding reaches %d elided C functions and one of its loop %d "+
			"(list the C functions they call in the package's goside.go)", byBinding, byLoop)
	}
	return nil
}
