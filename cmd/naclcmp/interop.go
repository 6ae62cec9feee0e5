package main

import (
	"fmt"
	"io"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/compare/interop"
	"github.com/naclcmp/naclcmp/compare/kat"
	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/internal/junit"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/vectors"
)

func init() {
	register(command{name: "interop", run: cmdInterop})
}

// interopResult is the JSON form of an interop run.
type interopResult struct {
	Seed            uint64               `json:"seed"`
	Implementations []record.ImplInfo    `json:"implementations"`
	Pairs           []interop.PairResult `json:"pairs"`
	Vectors         []kat.VectorResult   `json:"vectors"`
	Summary         map[string]kat.Tally `json:"summary"` // "pairs" and "vectors"
}

func cmdInterop(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("interop", "interop [--json|--wide] [--junit FILE] [--seed N] [--impl NAME,…] [--op ID|FAMILY,…]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	seed := fs.Uint64("seed", 1, "seed of the pseudo-random inputs")
	sel := addSelection(fs, implsUsage, opsUsage)
	junitFile := fs.String("junit", "", "also write a JUnit XML report to this `file`")
	wide := addWide(fs)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	r, specs, err := sel.resolve()
	if err != nil {
		return usageError(stderr, "interop", "%v", err)
	}
	r = r.Only(specs) // the check runs nothing else
	if *junitFile != "" {
		if err := atomicfile.CheckFile(*junitFile); err != nil {
			return failed(stderr, "interop", fmt.Errorf("--junit: %w", err))
		}
	}

	res := interopResult{Seed: *seed, Implementations: bench.Describe(r), Summary: map[string]kat.Tally{}}
	// Ctrl-C or SIGTERM stops the run between pairs; a partial matrix is
	// neither printed nor written, since it would pass for a whole one.
	ctx, stop := interruptContext()
	defer stop()
	// Progress on a terminal: the pairs take a minute with the JavaScript
	// peers. The count says how far an interrupted run got.
	done, total := 0, interop.Planned(r)
	bar := terminalBar(stderr)
	defer bar.Finish() // on every path; the first call ends the line
	progress := func(p interop.PairResult) {
		done++
		if bar != nil {
			bar.Update(done, total, p.Op+" "+p.From+" → "+p.To)
		}
	}
	res.Pairs, err = interop.InteropContext(ctx, r, *seed, progress)
	bar.Finish()
	if err != nil {
		interruptedLine(stderr, "interop", done, total, "pairs")
		return interruptStatus(ctx)
	}
	files, err := vectors.All()
	if err != nil {
		return failed(stderr, "interop", err)
	}
	res.Vectors = kat.RunVectors(r, files)
	if ctx.Err() != nil {
		// The vectors run to their end; every pair was checked.
		interruptedLine(stderr, "interop", done, total, "pairs")
		return interruptStatus(ctx)
	}
	var pc kat.Tally
	pc.Passed, pc.Failed = interop.Count(res.Pairs)
	vc := kat.Count(res.Vectors)
	res.Summary["pairs"], res.Summary["vectors"] = pc, vc

	if *junitFile != "" {
		var j junit.Suites
		interop.AddJUnit(&j, res.Pairs)
		kat.AddJUnit(&j, res.Vectors)
		if err := j.WriteFile(*junitFile); err != nil {
			return failed(stderr, "interop", err)
		}
	}
	if *asJSON {
		if code := printJSON(stdout, stderr, "interop", res); code != exitOK {
			return code
		}
	} else {
		termtext.WriteWords(stdout, "", fmt.Sprintf(
			"Interoperability: %s, seed %d. Rows produce (hash, seal, sign), columns consume (compare, open, verify).",
			termtext.Count(len(r.Impls), "implementation"), res.Seed), 0)
		if len(sel.parsed().Impls) == 0 {
			printAbsent(stdout) // as list does: --impl narrows to what it names
		}
		if *wide {
			interop.WriteGrid(stdout, res.Pairs)
		} else {
			interop.WriteText(stdout, res.Pairs)
		}
		if *wide {
			kat.WriteGrid(stdout, r.Names(), res.Vectors)
		} else {
			kat.WriteText(stdout, r.Names(), res.Vectors)
		}
		writeInteropSummary(stdout, pc, vc)
	}
	if pc.Failed > 0 || vc.Failed > 0 {
		return exitFail
	}
	return exitOK
}

// writeInteropSummary writes interop's last lines, the pairs' and the
// vectors' tallies, each wrapped to the terminal's width: a run with
// findings and lacking capabilities says more than 100 columns hold.
func writeInteropSummary(w io.Writer, pairs, vecs kat.Tally) {
	fmt.Fprintln(w)
	termtext.WriteWords(w, "", fmt.Sprintf("pairs: %d passed, %d failed", pairs.Passed, pairs.Failed), 2)
	termtext.WriteWords(w, "", "vectors: "+vecs.String(), 2)
}
