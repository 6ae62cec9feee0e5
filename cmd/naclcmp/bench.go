package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/naclcmp/naclcmp/bench"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{
		name:    "bench",
		summary: "benchmark every implementation side by side: cycles/byte, MB/s, ops/s, cgo cost",
		run:     runBench,
	})
}

// runBench measures every selected operation of every selected
// implementation, prints one table per operation, and writes report.md,
// results.json, results.csv and charts to the results directory. On Ctrl-C
// it stops between measurements and writes what completed, marked partial.
func runBench(args []string, stdout, stderr io.Writer) int {
	if streamRequested(args) {
		return runStreamBench(args, stdout, stderr) // streambench.go
	}
	fs := newFlags("bench", "bench [--quick|--full] [--impl a,b] [--op id|family,…] [--out DIR] [flags]", stderr)
	fs.Bool("stream", false, "the stream experiment instead: openssl dgst, raaz, b2sum and naclcmp sum on one long stream (see bench --stream -h)")
	quick := fs.Bool("quick", false, "short run: every implementation, lengths 64, 1024, 4096 and 1 MiB (about a minute)")
	full := fs.Bool("full", false, "long run: lengths 0, 8 and 64..4096 in steps of 64, then 1 MiB, and longer measurements")
	cellTime := fs.Duration("cell-time", 0, "time budget of one measurement (default 75ms quick, 250ms default, 400ms full)")
	batch := fs.Int("batch", 16, "calls per timed batch, as SUPERCOP's 16")
	lengths := fs.String("lengths", "", "comma-separated message lengths in bytes, replacing the mode's")
	implFlag := fs.String("impl", "", "comma-separated implementation names (default: all)")
	ops := fs.String("op", "", "comma-separated operation IDs (hash/sha256) or families (sign) (default: all)")
	seed := fs.Uint64("seed", 1, "seed of every input")
	out := fs.String("out", "results", "results directory")
	jsonOut := fs.Bool("json", false, "print results.json on stdout instead of the tables")
	excerpt := fs.String("excerpt", "", "also write a README excerpt (one table and chart per family) under this name in the results directory")
	label := fs.String("label", "", "machine name for the report (default: the CPU model)")
	emulated := fs.Bool("emulated", false, "mark the results as measured under an emulator (QEMU); default: detected (QEMU user mode, or env "+report.EmulationEnv+"=yes|no), --emulated=false marks them native")
	if status := parseFlags(fs, args); status >= 0 {
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
	opt, err := report.ModeOptions(mode)
	if err != nil {
		return usageErr("%v", err)
	}
	if *cellTime < 0 || *batch < 1 {
		return usageErr("--cell-time must not be negative and --batch must be at least 1")
	}
	if *cellTime > 0 {
		opt.CellTime = *cellTime
	}
	opt.Batch, opt.Seed, opt.Label, opt.Emulated = *batch, *seed, *label, *emulated
	// --emulated, given either way, overrides detection.
	emulatedSet := false
	fs.Visit(func(f *flag.Flag) { emulatedSet = emulatedSet || f.Name == "emulated" })
	if !emulatedSet {
		e := report.DetectEmulation()
		opt.Emulated = e.Emulated
		if e.Emulated {
			fmt.Fprintf(stderr, "naclcmp bench: results marked QEMU-emulated (%s); --emulated=false overrides\n", e.Reason())
		}
	}
	if *lengths != "" {
		if opt.Lengths, err = parseLengths(*lengths); err != nil {
			return usageErr("--lengths: %v", err)
		}
	}
	opt.ImplFilter, opt.OpFilter = splitList(*implFlag), splitList(*ops)
	opt.Command = commandLine("bench", args)

	reg, err := impls.Default()
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp bench: %v\n", err)
		return exitFail
	}
	if reg, err = reg.Filter(opt.ImplFilter); err != nil {
		return usageErr("--impl: %v", err)
	}
	if opt.Select, err = bench.SelectOps(opt.OpFilter); err != nil {
		return usageErr("--op: %v", err)
	}
	if len(reg.Impls) == 0 {
		fmt.Fprintln(stderr, "naclcmp bench: no implementations registered; measuring the cost of cgo only")
	}

	// The first Ctrl-C cancels ctx; Run stops between measurements and the
	// results written so far are saved. Signals stay caught until the files
	// are renamed into place, so a second Ctrl-C cannot cut a write short.
	ctx, stop := interruptContext()
	defer stop()
	bar := newProgress(stderr)
	opt.Progress = bar.update
	res, runErr := report.Run(ctx, reg, opt)
	bar.finish()
	if runErr != nil && !errors.Is(runErr, context.Canceled) {
		fmt.Fprintf(stderr, "naclcmp bench: %v\n", runErr)
		return exitFail
	}
	if err := res.WriteDir(*out, *excerpt); err != nil {
		fmt.Fprintf(stderr, "naclcmp bench: writing results: %v\n", err)
		return exitFail
	}
	if *jsonOut {
		if err := res.WriteJSON(stdout); err != nil {
			fmt.Fprintf(stderr, "naclcmp bench: %v\n", err)
			return exitFail
		}
	} else {
		res.WriteTables(stdout)
	}
	fmt.Fprintf(stderr, "naclcmp bench: wrote report.md, results.json, results.csv and charts/ to %s (%s)\n",
		*out, time.Duration(res.Run.ElapsedNs).Round(time.Second))
	if res.Partial {
		fmt.Fprintf(stderr, "naclcmp bench: interrupted after %d of %d measurements; the results are marked partial\n", res.Run.Completed, res.Run.Planned)
		return exitInterrupted
	}
	if n := failedCells(res); n > 0 {
		fmt.Fprintf(stderr, "naclcmp bench: %d measurements failed (see the notes under the tables)\n", n)
		return exitFail
	}
	return exitOK
}

// failedCells counts the measurements that ended in an error.
func failedCells(r *report.Results) int {
	n := 0
	for _, c := range r.Cells {
		if c.Error != "" {
			n++
		}
	}
	for _, l := range r.CGo.Loops {
		if l.Cell.Error != "" {
			n++
		}
	}
	return n
}

func parseLengths(s string) ([]int, error) {
	var out []int
	for _, f := range splitList(s) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > 1<<30 {
			return nil, fmt.Errorf("%q is not a length from 0 to 1 GiB", f)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, errors.New("no lengths given")
	}
	return out, nil
}

// commandLine renders the command as the user could retype it.
func commandLine(name string, args []string) string {
	parts := []string{"naclcmp", name}
	for _, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\"'$\\") {
			a = strconv.Quote(a)
		}
		parts = append(parts, a)
	}
	return strings.Join(parts, " ")
}

// progress draws a bar with an ETA on stderr, only when stderr is a
// terminal, so that logs and pipes get no control characters.
type progress struct {
	w   io.Writer
	on  bool
	bar *progressbar.ProgressBar
}

func newProgress(stderr io.Writer) *progress {
	f, ok := rawStderr(stderr).(*os.File)
	return &progress{w: stderr, on: ok && term.IsTerminal(int(f.Fd()))}
}

func (p *progress) update(done, total int, next string) {
	if !p.on {
		return
	}
	if p.bar == nil {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(p.w),
			progressbar.OptionSetWidth(30),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionSetElapsedTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionShowDescriptionAtLineEnd(),
			progressbar.OptionClearOnFinish(),
		)
	}
	p.bar.Describe(next)
	p.bar.Set(done)
}

// finish removes the bar (OptionClearOnFinish), so that the tables start on
// a clean line.
func (p *progress) finish() {
	if p.bar != nil {
		p.bar.Finish()
	}
}
