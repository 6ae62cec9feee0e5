package family

import (
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// BenchLoop is the binding call a family's C loops time (a C binding's
// matrix.CLoop), set up on the loop's buffers as naclcmp_loop.h lays them
// out, so that the binding and its loop are timed on the very same bytes.
type BenchLoop[T any] struct {
	// Call is the BenchCall.Name of the call the loops time.
	Call string
	// Sizes gives the lengths of the loop's Out, Msg and AD for an n-byte
	// workload.
	Sizes func(s matrix.Spec, n int) (out, msg, ad int)
	// Prepare derives what the call needs from the inputs already in a (a
	// key pair, a public point) and returns one call of op on a's buffers:
	// what naclcmp_loop.h says each buffer holds. The engine prepares it
	// twice, on the binding and on the family's crossing shape of the loop
	// (see BenchOnce), and requires the binding to write what the loop
	// writes.
	Prepare func(s matrix.Spec, op T, a *cloop.Args) (func() error, error)
}

// BenchOnce is a C loop run once per call: the crossing that a binding's
// cost is measured against. It is one cgo call that makes the binding's
// C calls and nothing else. To leave only the binding's own work (argument
// checks, conversions, copies) in the difference, that call is made the
// way the binding's is: by the same BenchLoop.Prepare closure, through the
// family's interface, with the same arguments. A family's Crossing wraps
// it in that interface with every method one Run; the arguments are
// ignored, as the loop reads the same buffers from its naclcmp_loop_args.
//
// Without this shape the binding's side would also pay an indirect call
// and the passing of its slices that the bare loop does not, a few ns
// that belong to the harness, not to the binding.
type BenchOnce struct {
	a *cloop.Args
	l matrix.CLoop
}

// BenchOnceOf returns loop l on the buffers a, run once per call.
func BenchOnceOf(a *cloop.Args, l matrix.CLoop) *BenchOnce { return &BenchOnce{a, l} }

// Run makes one call of the loop: the C calls of one binding call.
func (c *BenchOnce) Run() error { return c.a.Run(c.l.Function, c.l.Fn, 1) }
