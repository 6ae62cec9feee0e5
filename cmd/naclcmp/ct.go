package main

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/naclcmp/naclcmp/compare/ct"
	"github.com/naclcmp/naclcmp/compare/ct/control"
	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/internal/outdir"
	"github.com/naclcmp/naclcmp/record/ctrecord"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{name: "ct", run: cmdCT})
}

func cmdCT(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("ct", "ct [--valgrind] [--timing] [--impl NAME,…] [--op ID|FAMILY,…] [--duration D] [flags]", stderr)
	useValgrind := fs.Bool("valgrind", false, "run the C libraries' operations under valgrind's memcheck with secrets marked undefined")
	useTiming := fs.Bool("timing", false, "run the dudect timing test on every implementation (both methods when neither flag is given)")
	sel := addSelection(fs, "only these implementations (comma-separated)", "only these operations: IDs (sign/ed25519) or families (sign), comma-separated")
	duration := fs.Duration("duration", time.Second, "timing test budget per operation")
	controls := fs.Bool("controls", false, "also run the two controls (a leaky and a constant-time comparison)")
	parallel := fs.Int("parallel", runtime.NumCPU(), "valgrind processes at a time")
	asJSON := fs.Bool("json", false, "print JSON")
	wide := addWide(fs)
	out := fs.String("out", "", "also write the JSON results to `FILE` (new, or an earlier ct --out)")
	merge := fs.String("merge", "", "add the verdicts to the benchmark results in `DIR` (results.json) and rewrite its report")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	if *duration <= 0 || *parallel < 1 {
		return usageError(stderr, "ct", "--duration and --parallel must be positive")
	}
	if !*useValgrind && !*useTiming {
		*useValgrind, *useTiming = true, true
		// Asked for nothing in particular: without valgrind, say so and
		// still run the timing test.
		if _, err := ct.ValgrindVersion(); err != nil {
			fmt.Fprintf(stderr, "naclcmp ct: skipping the valgrind method: %v\n", err)
			*useValgrind = false
		}
	}
	r, specs, err := sel.resolve()
	if err != nil {
		return usageError(stderr, "ct", "%v", err)
	}
	// Where the verdicts go is checked before the run, which takes minutes.
	// A file of the user's is neither replaced by --out (unless it holds
	// an earlier run's verdicts) nor, in --merge's folder, by the report.
	if *out != "" {
		if err := atomicfile.CheckFile(*out); err != nil {
			return failed(stderr, "ct", fmt.Errorf("--out: %w", err))
		}
		if err := outdir.CheckFile(*out, ctrecord.Schema); err != nil {
			return outFailed(stderr, "ct", "--out", err, "use a new file name")
		}
	}
	if *merge != "" {
		if err := report.CheckMergeTarget(*merge); err != nil {
			return failed(stderr, "ct", fmt.Errorf("--merge: %w", err))
		}
		if err := report.CheckOut(*merge, ""); err != nil {
			return outFailed(stderr, "ct", "--merge", err, "move it out of the folder")
		}
	}
	ctx, stop := interruptContext()
	defer stop()

	res := &ctrecord.Results{Schema: ctrecord.Schema}
	if *useValgrind {
		opt := ct.ValgrindOptions{Impls: r.Names(), Ops: sel.parsed().Ops, Controls: *controls, Parallel: *parallel}
		rep, err := ct.CheckValgrind(ctx, opt)
		if ctx.Err() != nil {
			return ctInterrupted(stderr)
		}
		if err != nil {
			return failed(stderr, "ct", err)
		}
		res.Valgrind = rep
		switch {
		case *asJSON:
		case *wide:
			ct.WriteValgrindTable(stdout, rep, r, specs)
		default:
			ct.WriteValgrindText(stdout, rep, r, specs)
		}
	}
	if *useTiming {
		targets := ct.Targets(r, specs)
		if *controls {
			targets = append(targets, ct.ControlTargets(control.Leaky{}, control.Constant{})...)
		}
		// Progress only on a terminal that redraws: a log of
		// ct --timing 2>file gets no carriage returns.
		bar := terminalBar(stderr)
		res.Timing = ct.TimeAll(ctx, targets, *duration, func(i, n int, tg ct.Target) {
			bar.Update(i-1, n, "timing "+tg.Impl+" "+tg.Op) // i counts from 1, the one starting
		})
		bar.Finish()
		switch {
		case *asJSON:
		case *wide:
			ct.WriteTimingTable(stdout, res.Timing)
		default:
			ct.WriteTimingText(stdout, res.Timing)
		}
	}
	if ctx.Err() != nil {
		return ctInterrupted(stderr)
	}
	if *asJSON {
		if code := printJSON(stdout, stderr, "ct", res); code != exitOK {
			return code
		}
	}
	if *out != "" {
		if err := res.WriteFile(*out); err != nil {
			return failed(stderr, "ct", err)
		}
	}
	if *merge != "" {
		if err := report.MergeConstantTime(*merge, res); err != nil {
			return failed(stderr, "ct", fmt.Errorf("--merge: %w", err))
		}
	}
	if res.Failed() {
		return exitFail
	}
	return exitOK
}

// ctInterrupted reports a run stopped by Ctrl-C, whose verdicts are
// incomplete and therefore neither written nor merged.
func ctInterrupted(stderr io.Writer) int {
	fmt.Fprintln(stderr, "naclcmp ct: interrupted; nothing written or merged")
	return exitInterrupted
}
