package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/naclcmp/naclcmp/ct"
	"github.com/naclcmp/naclcmp/internal/cycles"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{"ct", "check that secrets decide no branch or memory index (valgrind) and leak no timing (dudect)", cmdCT})
}

func cmdCT(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("ct", "ct [--valgrind] [--timing] [--impl NAME,…] [--op ID|FAMILY,…] [--duration D] [--controls] [--json] [--out FILE] [--merge DIR]", stderr)
	useValgrind := fs.Bool("valgrind", false, "run the C libraries' operations under valgrind's memcheck with secrets marked undefined")
	useTiming := fs.Bool("timing", false, "run the dudect timing test on every implementation (both methods when neither flag is given)")
	impls := fs.String("impl", "", "only these implementations (comma-separated)")
	ops := fs.String("op", "", "only these operations: IDs (sign/ed25519) or families (sign), comma-separated")
	duration := fs.Duration("duration", time.Second, "timing test budget per operation")
	controls := fs.Bool("controls", false, "also run the two controls (a leaky and a constant-time comparison)")
	parallel := fs.Int("parallel", runtime.NumCPU(), "valgrind processes at a time")
	asJSON := fs.Bool("json", false, "print JSON")
	out := fs.String("out", "", "also write the JSON results to `FILE`")
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
	r, err := selectRegistry(*impls)
	if err != nil {
		return usageError(stderr, "ct", "%v", err)
	}
	specs, err := selectSpecs(r, *ops)
	if err != nil {
		return usageError(stderr, "ct", "%v", err)
	}
	ctx, stop := interruptContext()
	defer stop()

	res := &ct.Results{Schema: ct.Schema}
	status := exitOK
	if *useValgrind {
		opt := ct.ValgrindOptions{Impls: r.Names(), Ops: splitList(*ops), Controls: *controls, Parallel: *parallel}
		rep, err := ct.CheckValgrind(ctx, opt)
		if ctx.Err() != nil {
			return ctInterrupted(stderr)
		}
		if err != nil {
			fmt.Fprintf(stderr, "naclcmp ct: %v\n", err)
			return exitFail
		}
		res.Valgrind = rep
		if !*asJSON {
			printValgrind(stdout, rep, r, specs)
		}
	}
	if *useTiming {
		res.Timing = runTiming(ctx, r, specs, *duration, *controls, stderr)
		if !*asJSON {
			printTiming(stdout, res.Timing)
		}
	}
	if ctx.Err() != nil {
		return ctInterrupted(stderr)
	}
	if failed(res) {
		status = exitFail
	}
	if *asJSON {
		if err := writeJSON(stdout, res); err != nil {
			fmt.Fprintf(stderr, "naclcmp ct: %v\n", err)
			return exitFail
		}
	}
	if *out != "" {
		if err := writeFileAtomic(*out, func(w io.Writer) error { return writeJSON(w, res) }); err != nil {
			fmt.Fprintf(stderr, "naclcmp ct: %v\n", err)
			return exitFail
		}
	}
	if *merge != "" {
		if err := mergeCT(*merge, res); err != nil {
			fmt.Fprintf(stderr, "naclcmp ct: --merge: %v\n", err)
			return exitFail
		}
	}
	return status
}

// ctInterrupted reports a run stopped by Ctrl-C, whose verdicts are
// incomplete and therefore neither written nor merged.
func ctInterrupted(stderr io.Writer) int {
	fmt.Fprintln(stderr, "naclcmp ct: interrupted; nothing written or merged")
	return exitInterrupted
}

// runTiming runs the timing test on every target, printing progress to
// stderr since a full run takes minutes.
func runTiming(ctx context.Context, r *matrix.Registry, specs []matrix.Spec, d time.Duration, controls bool, stderr io.Writer) *ct.TimingReport {
	counter := "ns"
	if cycles.Available() {
		counter = cycles.Describe().Name
	}
	rep := &ct.TimingReport{Counter: counter, Threshold: ct.Threshold, Budget: d.Seconds()}
	targets := ct.Targets(r, specs)
	if controls {
		targets = append(targets, ct.ControlTargets()...)
	}
	for i, tg := range targets {
		if ctx.Err() != nil {
			break
		}
		fmt.Fprintf(stderr, "\rtiming %d/%d %s %s   ", i+1, len(targets), tg.Impl, tg.Op)
		rep.Results = append(rep.Results, ct.RunTiming(tg, ct.TimingConfig{Duration: d}))
	}
	fmt.Fprintln(stderr)
	return rep
}

// failed reports whether any check could not run: findings are results,
// not failures.
func failed(res *ct.Results) bool {
	if res.Valgrind != nil {
		for _, v := range res.Valgrind.Results {
			if v.Verdict == ct.VerdictError {
				return true
			}
		}
	}
	if res.Timing != nil {
		for _, t := range res.Timing.Results {
			if t.Err != "" {
				return true
			}
		}
	}
	return false
}

func printValgrind(w io.Writer, rep *ct.ValgrindReport, r *matrix.Registry, specs []matrix.Spec) {
	fmt.Fprintf(w, "valgrind: %s %s (C libraries; secrets marked undefined; harnesses built in %.1f s, checked in %.1f s)\n\n", rep.Version, strings.Join(rep.Flags, " "), rep.BuildSeconds, rep.Seconds)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "IMPLEMENTATION\tOPERATION\tCALL\tSECRET\tVERDICT")
	for _, v := range rep.Results {
		verdict := v.Verdict
		if v.Verdict == ct.VerdictConstantTime && len(v.Declassified) > 0 {
			verdict += fmt.Sprintf(", %d declassified", len(v.Declassified))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", v.Impl, v.Op, v.Call, v.Secret, verdict)
	}
	tw.Flush()
	for _, im := range r.Impls {
		if why := ct.Unchecked(im.Name, string(im.Language)); why != "" && hasAny(im, specs) {
			fmt.Fprintf(w, "%s: %s\n", im.Name, why)
		}
	}
	for _, im := range r.Impls {
		if note := rep.Notes[im.Name]; note != "" {
			fmt.Fprintf(w, "%s: %s\n", im.Name, note)
		}
	}
	fmt.Fprintln(w, "Signature verification has no secret input and is not marked; every other call that handles a secret is.")
	for _, v := range rep.Results {
		if v.Err != "" {
			fmt.Fprintf(w, "\n%s %s %s: %s\n", v.Impl, v.Op, v.Call, v.Err)
		}
		for _, f := range v.Findings {
			fmt.Fprintf(w, "\n%s %s %s (secret: %s): %s\n", v.Impl, v.Op, v.Call, v.Secret, f.Kind)
			for i, fr := range f.Stack {
				fmt.Fprintf(w, "    %s %s\n", map[bool]string{true: "at", false: "by"}[i == 0], fr)
			}
			if len(f.Origin) > 0 {
				fmt.Fprintf(w, "  secret marked at %s\n", strings.Join(f.Origin, " ← "))
			}
		}
		for _, d := range v.Declassified {
			fmt.Fprintf(w, "\n%s %s %s: declassified, not a leak: %s at %s\n  why: %s\n", v.Impl, v.Op, v.Call, d.Kind, strings.Join(d.Stack, " ← "), d.Reason)
		}
	}
	fmt.Fprintln(w)
}

// hasAny reports whether im has one of the selected operations.
func hasAny(im *matrix.Impl, specs []matrix.Spec) bool {
	for _, s := range specs {
		if im.Has(s.ID()) {
			return true
		}
	}
	return false
}

func printTiming(w io.Writer, rep *ct.TimingReport) {
	fmt.Fprintf(w, "timing (dudect): fixed vs random secret, %s, |t| > %.1f flags a leak, %.3g s per operation\n\n", rep.Counter, rep.Threshold, rep.Budget)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "IMPLEMENTATION\tOPERATION\tCALL\tSECRET\tMAX |t|\tTEST\tMEASUREMENTS\tSECONDS\tVERDICT\t")
	for _, t := range rep.Results {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.2f\t%s\t%d\t%.1f\t%s\t\n", t.Impl, t.Op, t.Call, t.Secret, t.MaxT, t.Test, t.Measurements, t.Seconds, t.Verdict())
	}
	tw.Flush()
	fmt.Fprintln(w, "A LEAK is statistical evidence: noise, or a cache keyed on the secret (crypto/ed25519 caches expanded keys by address), can flag it.")
	fmt.Fprintln(w)
}

// mergeCT adds the verdicts to a benchmark results directory and renders
// its files again, so report.md gains the constant-time section.
func mergeCT(dir string, res *ct.Results) error {
	f, err := os.Open(filepath.Join(dir, "results.json"))
	if err != nil {
		return err
	}
	bench, err := report.ReadJSON(f)
	f.Close()
	if err != nil {
		return fmt.Errorf("%s: %w", filepath.Join(dir, "results.json"), err)
	}
	bench.ConstantTime = res
	return bench.WriteDir(dir, "")
}

// writeFileAtomic writes through a temporary file renamed into place, so
// an interrupted run leaves nothing half-written.
func writeFileAtomic(name string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), filepath.Base(name)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
