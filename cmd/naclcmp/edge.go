package main

import (
	"io"
	"sync/atomic"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/impls"
)

func init() {
	register(command{name: "edge", run: cmdEdge})
}

// cmdEdge prints the acceptance matrix of the twelve cases of "Taming the
// many EdDSAs" and the ZIP-215 summary over every Ed25519 verifier: the
// registry's implementations and the extra Go verifiers. The answers are a
// measurement; the exit status is 1 only when a verifier returned an error
// on well-formed input.
func cmdEdge(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("edge", "edge [--json] [--wide] [--impl NAME,…]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	wide := addWide(fs)
	sel := addSelection(fs, "only these registry implementations (comma-separated); the extra Go verifiers are always shown", "")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	r, _, err := sel.resolve()
	if err != nil {
		return usageError(stderr, "edge", "%v", err)
	}
	vs := edge.EdgeVerifiers(r, impls.ExtraVerifiers())
	total, err := edge.Planned(vs)
	if err != nil {
		return failed(stderr, "edge", err)
	}
	// Ctrl-C or SIGTERM stops the verifiers between cases; a matrix with
	// blank cells is not printed, since they would read as verdicts.
	ctx, stop := interruptContext()
	defer stop()
	var done atomic.Int64 // the verifiers answer side by side
	rep, err := edge.RunEdgeContext(ctx, vs, func() { done.Add(1) })
	if ctx.Err() != nil {
		interruptedLine(stderr, "edge", int(done.Load()), total, "verdicts")
		return interruptStatus(ctx)
	}
	if err != nil {
		return failed(stderr, "edge", err)
	}
	if *asJSON {
		if code := printJSON(stdout, stderr, "edge", rep); code != exitOK {
			return code
		}
	} else if *wide {
		rep.WriteWideText(stdout)
	} else {
		rep.WriteText(stdout)
	}
	if rep.Failed() {
		return exitFail
	}
	return exitOK
}
