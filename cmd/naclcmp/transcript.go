package main

import (
	"fmt"
	"io"
	"sync/atomic"

	"github.com/naclcmp/naclcmp/compare/transcript"
	"github.com/naclcmp/naclcmp/internal/termtext"
)

func init() {
	register(command{name: "transcript", run: cmdTranscript})
}

// cmdTranscript runs the transcript and prints it, or with --against
// compares it with another one and names every operation and
// implementation whose digest differs, with the platform that gave each.
func cmdTranscript(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("transcript", "transcript [--json] [--seed N] [--impl NAME,…] [--op ID|FAMILY,…] [--against FILE]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	seed := fs.Uint64("seed", 1, "seed of the sequence")
	sel := addSelection(fs, implsUsage, opsUsage)
	against := fs.String("against", "", "compare with a `FILE` written by transcript --json (on another architecture, say) and print only the differences")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	r, specs, err := sel.resolve()
	if err != nil {
		return usageError(stderr, "transcript", "%v", err)
	}
	r = r.Only(specs) // the check runs nothing else
	var other *transcript.Transcript
	if *against != "" {
		if other, err = transcript.ReadFile(*against); err != nil {
			fmt.Fprintf(stderr, "naclcmp transcript: --against: %s\n", termtext.CutWords(err.Error(), termtext.EchoWidth))
			return exitUsage
		}
	}

	// Ctrl-C or SIGTERM stops each implementation between cells; a
	// transcript missing cells is neither printed nor compared, since the
	// missing ones would show as differences.
	ctx, stop := interruptContext()
	defer stop()
	var done atomic.Int64 // the implementations run side by side
	t, err := transcript.RunTranscriptContext(ctx, r, *seed, func() { done.Add(1) })
	if err != nil {
		interruptedLine(stderr, "transcript", int(done.Load()), transcript.Planned(r), "cells")
		return interruptStatus(ctx)
	}
	if other != nil {
		// Cells built into one binary only are listed, not failed.
		c, err := transcript.Compare(t, other)
		if err != nil {
			return failed(stderr, "transcript", err)
		}
		if *asJSON {
			if code := printJSON(stdout, stderr, "transcript", c); code != exitOK {
				return code
			}
		} else {
			transcript.WriteComparison(stdout, c)
		}
		for _, p := range c.Problems() {
			fmt.Fprintf(stderr, "naclcmp transcript: %s\n", p)
		}
		if c.Failed() {
			return exitFail
		}
		return exitOK
	}
	if *asJSON {
		if code := printJSON(stdout, stderr, "transcript", t); code != exitOK {
			return code
		}
	} else {
		transcript.WriteText(stdout, t, len(r.Impls))
	}
	if len(t.Cells) == 0 || len(t.Problems()) > 0 {
		return exitFail
	}
	return exitOK
}
