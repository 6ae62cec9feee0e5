package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/compare/kat"
	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/termtext"
)

func init() {
	register(command{name: "vectors", run: cmdVectors})
}

// cmdVectors runs each file against every implementation of its operation
// (and, for Ed25519 files, the extra Go verifiers). The exit status is 1
// when a file ran no case, an implementation skipped a case, failed a
// valid or invalid case outside the documented edge classes, or counted
// otherwise than expect/outcomes.json pins for the suite; 2 when a file
// cannot be read or parsed (a field the reader does not know included).
func cmdVectors(args []string, stdout, stderr io.Writer) int {
	var formats []string
	for _, f := range kat.ExtFormats {
		formats = append(formats, string(f))
	}
	fs := newFlags("vectors", "vectors [--format FORMAT] [--impl NAME,…] [--json|--wide] FILE…", stderr)
	format := fs.String("format", "", "file format, one of "+strings.Join(formats, ", ")+" (default: detect)")
	sel := addSelection(fs, "only these registry implementations (comma-separated)", "")
	noExtra := fs.Bool("no-extra", false, "leave out the extra Go Ed25519 verifiers")
	asJSON := fs.Bool("json", false, "print JSON")
	wide := addWide(fs)
	files, code := parseInterleaved(fs, args)
	if code >= 0 {
		return code
	}
	if len(files) == 0 {
		return usageError(stderr, "vectors", "no vector file given")
	}
	r, _, err := sel.resolve()
	if err != nil {
		return usageError(stderr, "vectors", "%v", err)
	}
	var extra []edge.EdgeVerifier
	if !*noExtra {
		extra = edge.Extra(impls.ExtraVerifiers())
	}
	// A suite whose outcomes expect/outcomes.json pins (the Wycheproof
	// files of both layouts, ed25519vectors) fails on any count other than
	// the pinned one, so that a changed implementation is seen here too.
	outcomes, err := expect.LoadOutcomes()
	if err != nil {
		return failed(stderr, "vectors", err)
	}
	// Every file is read before any runs, so that a bad one is refused
	// before minutes go into the others.
	var suites []*kat.ExtSuite
	for _, path := range files {
		suite, err := kat.LoadExtVectors(path, kat.ExtFormat(*format))
		if err != nil {
			fmt.Fprintf(stderr, "naclcmp vectors: %s\n", termtext.CutWords(err.Error(), termtext.EchoWidth))
			return exitUsage
		}
		suites = append(suites, suite)
	}
	// A signal stops the run between files; it prints nothing of the
	// files that ran, since a report of some files reads as a report of
	// all.
	ctx, stop := interruptContext()
	defer stop()
	var out []kat.ExtReport
	for i, suite := range suites {
		if ctx.Err() != nil {
			interruptedLine(stderr, "vectors", i, len(suites), "files")
			return interruptStatus(ctx)
		}
		rep, err := kat.RunExtReport(r, suite, extra)
		if err != nil {
			return failed(stderr, "vectors", fmt.Errorf("%s: %w", suite.Source, err))
		}
		rep.CheckPins(outcomes, runtime.GOARCH)
		out = append(out, rep)
	}
	if ctx.Err() != nil {
		interruptedLine(stderr, "vectors", len(suites), len(suites), "files")
		return interruptStatus(ctx)
	}
	stop()
	status := exitOK
	for i, f := range out {
		if f.Failed() {
			status = exitFail
		}
		if !*asJSON {
			if i > 0 {
				fmt.Fprintln(stdout)
			}
			if *wide {
				kat.WriteExtGrid(stdout, f)
			} else {
				kat.WriteExtText(stdout, f)
			}
		}
	}
	if *asJSON {
		return max(status, printJSON(stdout, stderr, "vectors", out))
	}
	return status
}
