package bench

import (
	"context"
	"flag"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/progress"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// spreadOps are the operations the spread experiment times: byte-oriented
// and per-call, cheap and dear, in every C and Go implementation.
var spreadOps = []string{"hash/sha256", "hash/sha512", "mac/hmac-sha512256", "stream/xsalsa20", "secretbox/xsalsa20poly1305", "sign/ed25519", "scalarmult/curve25519"}

// spreadExperiment turns BenchmarkSpreadCauses on.
var spreadExperiment = flag.Bool("naclcmp.spread", false, "run BenchmarkSpreadCauses, the spread experiment (minutes)")

// BenchmarkSpreadCauses measures what each precaution against spread
// buys, on the in-process cells (C and Go) of spreadOps: every condition
// times the same cells for the same fixed time per cell, twice, in turns,
// with the JavaScript hosts started beforehand, and reports per language
// the share of cells whose quartiles spread by more than 10% of the
// median (the old "?" rule), the median relative spread, and the share
// whose median's 95% interval is wider than ±1% (the new rule, at fixed
// time). It asserts nothing, takes about five minutes and runs only when
// asked; run it on a quiet machine, in a terminal for the progress bar's
// condition to draw on one:
//
//	go test ./compare/bench -run '^$' -bench SpreadCauses -benchtime 1x -timeout 30m -args -naclcmp.spread
func BenchmarkSpreadCauses(b *testing.B) {
	if !*spreadExperiment {
		b.Skip("the spread experiment runs only with -naclcmp.spread")
	}
	reg, err := impls.Default()
	if err != nil {
		b.Fatal(err)
	}
	// Start every host, as a run of all implementations has them.
	var inProcess []*matrix.Impl
	started := 0
	for _, im := range reg.Impls {
		if im.Language != matrix.LangJS {
			inProcess = append(inProcess, im)
			continue
		}
		for _, w := range Workloads(&matrix.Registry{Impls: []*matrix.Impl{im}}, BenchConfig{Lengths: []int{64}, Seed: 1}) {
			if _, err := w.Prepare(); err == nil {
				started++
				break
			}
		}
	}
	b.Logf("%d JavaScript hosts started, %d in-process implementations", started, len(inProcess))
	r := &matrix.Registry{Impls: inProcess}
	conditions := []struct {
		name  string
		trial Trial
		bar   bool
	}{
		{"all-precautions", Trial{}, false},
		{"hosts-running", Trial{HostsRun: true}, false},
		{"thread-free", Trial{ThreadFree: true}, false},
		{"gc-runs", Trial{GCRuns: true}, false},
		{"progress-bar", Trial{}, true},
	}
	results := make([][]*record.Results, len(conditions))
	// The second pass takes the conditions in the reverse order, so that
	// each has the same mean place in the run: a drift of the machine's
	// speed over the minutes then weighs on all alike.
	order := []int{0, 1, 2, 3, 4}
	for rep := range 2 {
		if rep == 1 {
			slices.Reverse(order)
		}
		for _, i := range order {
			c := conditions[i]
			opt, _ := ModeOptions("default")
			opt.Lengths, opt.CellTime = []int{64, 1024, 4096}, 60*time.Millisecond
			opt.Select = func(s matrix.Spec) bool { return slices.Contains(spreadOps, s.ID()) }
			opt.Trial, opt.Trial.FixedTime = c.trial, true
			var bar *progress.Bar
			if c.bar {
				bar = progress.New(os.Stderr, 100)
				opt.Progress = bar.Update
			}
			res, err := Run(context.Background(), r, opt)
			bar.Finish()
			if err != nil {
				b.Fatal(err)
			}
			flagged := 0
			for _, cell := range res.Cells {
				if cell.OK() && cell.Ns.Quartiles().HalfWidth() > record.Precision {
					flagged++
				}
			}
			b.Logf("pass %d %s: %d cells in %v, %d with an interval wider than ±1%%; load: %s", rep+1, c.name, len(res.Cells),
				time.Duration(res.Run.ElapsedNs).Round(time.Second), flagged, res.Run.Load.Verdict())
			results[i] = append(results[i], res)
		}
	}
	for i, c := range conditions {
		b.Run(c.name, func(b *testing.B) {
			for _, lang := range []string{"C", "Go"} {
				var iqr, rel, ci []float64
				for _, res := range results[i] {
					langOf := map[string]string{}
					for _, im := range res.Impls {
						langOf[im.Name] = im.Language
					}
					for _, cell := range res.Cells {
						if !cell.OK() || langOf[cell.Impl] != lang {
							continue
						}
						q := cell.Ns.Quartiles()
						spread := (q.Q3 - q.Q1) / q.Median
						rel = append(rel, spread)
						iqr = append(iqr, flagShare(spread > record.UnstableSpread))
						ci = append(ci, flagShare(q.HalfWidth() > record.Precision))
					}
				}
				if len(rel) == 0 {
					continue
				}
				b.ReportMetric(100*mean(iqr), "%"+lang+"-iqr>10%")
				b.ReportMetric(100*record.Summarize(rel).Median, "%"+lang+"-median-iqr")
				b.ReportMetric(100*mean(ci), "%"+lang+"-ci>1%")
			}
		})
	}
}

func flagShare(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func mean(xs []float64) float64 {
	var s float64
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}
