package ct

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// ValgrindOptions selects what CheckValgrind checks.
type ValgrindOptions struct {
	// Root is the repository root (for the fetched C sources); FindRoot's
	// answer when empty.
	Root string
	// Impls are registry names; every library in ctrecord.Libraries when
	// empty. Names without a harness are skipped (see ctrecord.Unchecked).
	Impls []string
	// Ops are operation IDs or families ("sign"); all when empty.
	Ops []string
	// Controls adds the control operations of each harness.
	Controls bool
	// Parallel is the number of valgrind processes at a time (default 1).
	Parallel int
}

// matchOp reports whether id is selected by ops (IDs or family names).
func matchOp(ops []string, id string) bool {
	if len(ops) == 0 {
		return true
	}
	family, _, _ := strings.Cut(id, "/")
	return slices.Contains(ops, id) || slices.Contains(ops, family)
}

// CheckValgrind builds the harness of every selected C library in a
// temporary directory and runs each selected operation under memcheck.
// A library whose harness cannot be built (sources not fetched) yields one
// error result per library instead of stopping the others.
func CheckValgrind(ctx context.Context, opt ValgrindOptions) (*ctrecord.ValgrindReport, error) {
	version, err := ValgrindVersion()
	if err != nil {
		return nil, err
	}
	if opt.Root == "" {
		if opt.Root, err = FindRoot(); err != nil {
			return nil, err
		}
	}
	// Libraries whose Debian archive is another build are named from the
	// objects make ct-names rebuilt (see names.go).
	setRebuiltDir(filepath.Join(opt.Root, ".cache", "ct-names"))
	dir, err := os.MkdirTemp("", "naclcmp-ct-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)

	rep := &ctrecord.ValgrindReport{Version: version, Flags: ValgrindFlags}
	var libs []ctrecord.Library
	for _, lib := range ctrecord.Libraries {
		if len(opt.Impls) == 0 || slices.Contains(opt.Impls, lib.Impl) {
			libs = append(libs, lib)
		}
	}
	start := time.Now()
	built := buildAll(libs, opt.Root, dir, opt.Parallel)
	rep.BuildSeconds = time.Since(start).Seconds()
	var jobs []ValgrindJob
	for i, lib := range libs {
		exe, err := built[i].exe, built[i].err
		var ops []HarnessOp
		if err == nil {
			ops, err = ListOps(exe)
		}
		if err != nil {
			rep.Results = append(rep.Results, ctrecord.ValgrindResult{Impl: lib.Impl, Op: "*", Verdict: ctrecord.VerdictError, Err: err.Error()})
			continue
		}
		if lib.Note != "" {
			if rep.Notes == nil {
				rep.Notes = map[string]string{}
			}
			rep.Notes[lib.Impl] = lib.Note
		}
		job := ValgrindJob{Impl: lib.Impl, Exe: exe}
		for _, op := range ops {
			isControl := strings.HasPrefix(op.ID, "control/")
			if isControl && !opt.Controls || !isControl && !matchOp(opt.Ops, op.ID) {
				continue
			}
			job.Ops = append(job.Ops, op)
		}
		if len(job.Ops) > 0 {
			jobs = append(jobs, job)
		}
	}
	start = time.Now()
	rep.Results = append(rep.Results, RunValgrindJobs(ctx, jobs, opt.Parallel)...)
	rep.Seconds = time.Since(start).Seconds()
	return rep, nil
}

type buildResult struct {
	exe string
	err error
}

// buildAll compiles the harnesses, parallel at a time, in the order of
// libs.
func buildAll(libs []ctrecord.Library, root, dir string, parallel int) []buildResult {
	out := make([]buildResult, len(libs))
	sem := make(chan struct{}, max(parallel, 1))
	var wg sync.WaitGroup
	for i, lib := range libs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			out[i].exe, out[i].err = Build(lib.Impl, root, dir)
		}()
	}
	wg.Wait()
	return out
}
