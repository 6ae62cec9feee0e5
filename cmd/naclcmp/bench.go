package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/internal/outdir"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{name: "bench", run: runBench})
}

// runBench measures every selected operation of every selected
// implementation, prints one table per operation, and writes report.md,
// report.html, results.json, results.csv, benchstat.txt and charts to the results
// directory. On Ctrl-C it stops between measurements and writes what
// completed, marked partial, beside a complete earlier run rather than
// over it (report.WriteRun).
func runBench(args []string, stdout, stderr io.Writer) int {
	if streamRequested(args) {
		if cloop.Elided {
			return usageError(stderr, "bench", "--stream: the Go-side build's C calls compute nothing; build without -tags naclcmp_goside")
		}
		return runStreamBench(args, stdout, stderr) // streambench.go
	}
	fs := newFlags("bench", "bench [--quick|--full] [--impl a,b] [--op id|family,…] [--out DIR] [flags]", stderr)
	fs.Bool("stream", false, "the stream experiment instead: openssl dgst, raaz, b2sum and naclcmp sum on one long stream (see bench --stream --help)")
	quick := fs.Bool("quick", false, "short run: every implementation, lengths 64, 1024, 4096 and 1 MiB (about three minutes on 2 cores)")
	full := fs.Bool("full", false, "long run: lengths 0, 8 and 64..4096 in steps of 64, then 1 MiB, and longer measurements")
	cellTime := fs.Duration("cell-time", 0, "the most one measurement samples for (default "+modeCaps()+"); one whose median is steady stops sooner")
	batch := fs.Int("batch", 16, "calls per timed batch, as SUPERCOP's 16")
	lengths := fs.String("lengths", "", "comma-separated message lengths in bytes, replacing the mode's")
	sel := addSelection(fs, "comma-separated implementation names (default: all)", "comma-separated operation IDs (hash/sha256) or families (sign) (default: all)")
	seed := fs.Uint64("seed", 1, "seed of every input")
	out := fs.String("out", "results", "results directory (refused if a file bench would write there, such as report.md, was not written by naclcmp)")
	jsonOut := fs.Bool("json", false, "print results.json on stdout instead of the tables")
	wide := fs.Bool("wide", false, "print each table as one grid, however wide (by default a table wider than 100 columns is cut into parts)")
	excerpt := fs.String("excerpt", "", "also write a README excerpt (one table and chart per family) under this name in the results directory")
	label := fs.String("label", "", "machine name for the report (default: the CPU model)")
	goSide := fs.String("go-side", "",
		"results.json of a Go-side run (make goside), or several comma-separated, one per "+
			"code layout, whose bindings' Go side the binding table shows beside their cost")
	passes := fs.Int("passes", bench.GoSidePasses, "the Go-side build only: how many times to time each binding's loop, 1 to 100")
	emulated := addEmulated(fs)
	if status := parseFlags(fs, bareEmulated(args)); status >= 0 {
		return status
	}
	usageErr := func(format string, a ...any) int { return usageError(stderr, "bench", format, a...) }
	mode := "default"
	switch {
	case *quick && *full:
		return usageErr("--quick and --full exclude each other")
	case *quick:
		mode = "quick"
	case *full:
		mode = "full"
	}
	opt, err := bench.ModeOptions(mode)
	if err != nil {
		return usageErr("%v", err)
	}
	if *cellTime < 0 || *batch < 1 {
		return usageErr("--cell-time must not be negative and --batch must be at least 1")
	}
	if *cellTime > 0 {
		opt.CellTime = *cellTime
	}
	opt.Batch, opt.Seed, opt.Label = *batch, *seed, *label
	// A second of the load before the run, so that one begun amid other
	// work says so.
	opt.Settle = time.Second
	if flagGiven(fs, "passes") {
		switch {
		case !cloop.Elided:
			return usageErr("--passes: only the Go-side build (make goside) times its loops in several passes")
		case *passes < 1 || *passes > maxPasses:
			return usageErr("--passes must be from 1 to %d", maxPasses)
		}
		opt.Passes = *passes
	}
	emu, detected, err := bench.DecideEmulation(*emulated)
	if err != nil {
		return usageErr("%v", err)
	}
	opt.Emulated = emu
	if detected != nil && detected.Emulated {
		fmt.Fprintf(stderr, "naclcmp bench: results marked QEMU-emulated (%s); --emulated=false overrides\n", detected.Reason())
	}
	opt.AddressLayout = fixLayout(emu)
	if *lengths != "" {
		if opt.Lengths, err = bench.ParseLengths(*lengths); err != nil {
			return usageErr("--lengths: %v", err)
		}
	}
	opt.Command = bench.CommandLine(append([]string{"naclcmp", "bench"}, args...)...)
	var gs *record.GoSideRun
	if *goSide != "" {
		if cloop.Elided {
			return usageErr("--go-side: this is the Go-side build; give its results to a run of the normal build")
		}
		if gs, err = loadGoSide(*goSide); err != nil {
			return usageErr("--go-side: %v", err)
		}
	}
	// The benchmark keeps every operation of an implementation in the
	// registry (results.json lists them) and measures the selected ones.
	reg, _, err := sel.resolve()
	if err != nil {
		return usageErr("%v", err)
	}
	chosen := sel.parsed()
	opt.Select, opt.ImplFilter, opt.OpFilter = chosen.Match, chosen.Impls, chosen.Ops
	// A results folder that cannot be written, or holds a file naclcmp
	// did not write where the run would write one, is found now, not
	// after minutes of measuring.
	if err := checkOut(*out, *excerpt); err != nil {
		return outFailed(stderr, "bench", "--out", err, "use a new folder")
	}
	if len(reg.Impls) == 0 {
		fmt.Fprintln(stderr, "naclcmp bench: no implementations registered; measuring the cost of cgo only")
	}

	// The first Ctrl-C cancels ctx; Run stops between measurements and the
	// results written so far are saved. Signals stay caught until the files
	// are renamed into place, so a second Ctrl-C cannot cut a write short.
	ctx, stop := interruptContext()
	defer stop()
	bar := terminalBar(stderr)
	defer bar.Finish() // on every path; the first call ends the line
	if bar != nil {
		opt.Progress = bar.Update
	}
	res, runErr := bench.Run(ctx, reg, opt)
	bar.Finish()
	if runErr != nil && !errors.Is(runErr, context.Canceled) {
		return failed(stderr, "bench", runErr)
	}
	res.CGo.GoSide = gs
	dir, err := report.WriteRun(res, *out, *excerpt)
	if err != nil {
		return failed(stderr, "bench", fmt.Errorf("writing results: %w", err))
	}
	// An interrupted run says so before anything else: the tables and the
	// files that follow are of a partial run.
	if res.Partial {
		kept := ""
		if dir != *out {
			kept = fmt.Sprintf("; the complete run in %s is kept", *out)
		}
		fmt.Fprintf(stderr, "naclcmp bench: interrupted after %d of %d measurements; the results are marked partial%s\n", res.Run.Completed, res.Run.Planned, kept)
	}
	if *jsonOut {
		if err := report.WriteJSON(stdout, res); err != nil {
			return failed(stderr, "bench", err)
		}
	} else if *wide {
		report.WriteWideTables(stdout, res)
	} else {
		report.WriteTables(stdout, res)
	}
	termtext.WriteWords(stderr, "naclcmp bench: ", fmt.Sprintf("wrote report.md, report.html, results.json, results.csv, %s and charts/ to %s (%s)",
		report.BenchstatFile, dir, time.Duration(res.Run.ElapsedNs).Round(time.Second)), 2)
	if l := res.Run.Load; l != nil && l.Busy {
		termtext.WriteWords(stderr, "naclcmp bench: ",
			fmt.Sprintf("the machine was busy (%s): the figures are slower and noisier than on a quiet machine", l.Summary), 2)
	}
	if res.Partial {
		return exitInterrupted
	}
	if n := bench.Failures(res); n > 0 {
		fmt.Fprintf(stderr, "naclcmp bench: %s failed (see the notes under the tables)\n", termtext.Count(n, "measurement"))
		return exitFail
	}
	return exitOK
}

// modeCaps lists each mode's cap on a measurement's time, for --help.
func modeCaps() string {
	var caps []string
	for _, mode := range []string{"quick", "default", "full"} {
		if o, err := bench.ModeOptions(mode); err == nil {
			caps = append(caps, fmt.Sprintf("%v %s", o.CellTime, mode))
		}
	}
	return strings.Join(caps, ", ")
}

// maxPasses bounds --passes: a hundred passes at make goside's lengths take
// about twenty minutes, and more would only say the same.
const maxPasses = 100

// flagGiven reports whether the command line set the named flag.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// loadGoSide reads the results of one or more Go-side runs
// (record.RunInfo.GoSideOnly), comma-separated paths, for the binding
// table, refusing any other results: a normal run's loops hold their C
// calls' time. Several runs (make goside makes one per code layout) are
// pooled: their loops, each with its layout, go into one record.GoSideRun
// dated by the first.
func loadGoSide(paths string) (*record.GoSideRun, error) {
	var gs *record.GoSideRun
	seen := map[string]bool{}
	for _, path := range strings.Split(paths, ",") {
		switch {
		case path == "":
			return nil, fmt.Errorf("an empty path in %q", paths)
		case seen[filepath.Clean(path)]:
			return nil, fmt.Errorf("%s is given twice", path)
		}
		seen[filepath.Clean(path)] = true
		r, err := report.ReadResultsFile(path)
		if err != nil {
			return nil, err
		}
		switch {
		case !r.Run.GoSideOnly:
			return nil, fmt.Errorf("%s is not from a Go-side run (naclcmp built with -tags naclcmp_goside; make goside)", path)
		case len(r.CGo.Loops) == 0:
			return nil, fmt.Errorf("%s: the Go-side run timed no binding", path)
		case r.Partial:
			return nil, fmt.Errorf("%s: the Go-side run was interrupted; run it again", path)
		}
		if gs == nil {
			gs = &record.GoSideRun{Date: r.Run.Date, Command: r.Run.Command, AddressLayout: r.Run.AddressLayout}
		}
		gs.Runs++
		gs.Loops = append(gs.Loops, r.CGo.Loops...)
	}
	return gs, nil
}

// checkOut checks before measuring that the results folder, and the
// excerpt file in it, can be written, and that no file the run would
// write there is someone else's (report.CheckOut).
func checkOut(out, excerpt string) error {
	if err := atomicfile.CheckDir(out); err != nil {
		return err
	}
	if excerpt != "" {
		if err := atomicfile.CheckFile(filepath.Join(out, excerpt)); err != nil {
			return err
		}
	}
	return report.CheckOut(out, excerpt)
}

// outFailed reports a results path found unusable before the run. A path
// holding a file naclcmp did not write is a usage error (exit 2): only the
// user can say whether that file may go, and hint says what to do
// instead. Anything else is a failure naming the flag and the path.
func outFailed(stderr io.Writer, name, flag string, err error, hint string) int {
	var fe *outdir.ForeignError
	if errors.As(err, &fe) {
		return usageError(stderr, name, "%s %v; %s", flag, err, hint)
	}
	return failed(stderr, name, fmt.Errorf("%s: %w", flag, err))
}

// layout is what fixLayout found, once it has run.
var layout string

// fixLayout fixes the address layout before anything is measured, once
// per process, and returns the run's bench.Options.AddressLayout.
// Address layout randomisation makes the few-ns figures of one run
// differ from the next (compare/bench/layout_linux.go), so a native run executes
// the program again, same arguments, with it off: `all` does so before
// its first step, so that no step runs twice. An emulated run keeps it:
// QEMU user mode lays out the guest itself.
func fixLayout(emulated bool) string {
	switch {
	case layout != "":
	case !mayExecAgain:
		layout = "randomised (run in-process)"
	case emulated:
		layout = "randomised (emulated)"
	default:
		if fixed, why := bench.FixAddressLayout(); fixed {
			layout = "fixed"
		} else {
			layout = "randomised (" + why + ")"
		}
	}
	return layout
}
