package bench

import (
	"context"
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
		s, err := em.measureSelfTimed(ctx, thousands(run), nil, 0)
		if err == nil {
			perCall(s)
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if err != nil {
			cells[i].Error = err.Error()
			continue
		}
		fillCell(&cells[i], s)
	}
	return cells, nil
}

// thousands makes each of run's calls emptyCallBatch calls, timed as one.
// measureSelfTimed sizes its batches from a single unit timed alone, whose
// time in node is mostly the reads of the clock around it: a slow first
// read (the collector, a peer starting) then gives batches of one unit,
// and a thousand calls a unit keep the clock's share below a tenth of a
// nanosecond per call whatever the batch. The sample is of units, and
// perCall makes it one of calls. (The unit's time once came back divided
// by a thousand: batches sized for 1 ms then lasted a second, and the
// six empty-call cells of a full run took a minute.)
func thousands(run func(int) (time.Duration, error)) func(int) (time.Duration, error) {
	return func(k int) (time.Duration, error) { return run(k * emptyCallBatch) }
}

// perCall turns a sample of thousands' units into one of single calls.
func perCall(s *sample) {
	s.calls *= emptyCallBatch
	s.ns = s.ns.Scale(1.0 / emptyCallBatch)
	if s.ticks != nil {
		t := s.ticks.Scale(1.0 / emptyCallBatch)
		s.ticks = &t
	}
}
