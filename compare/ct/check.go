package ct

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// ValgrindReport is the outcome of `naclcmp ct --valgrind`: what was run
// and one result per operation.
type ValgrindReport struct {
	Version string           `json:"valgrind"`
	Flags   []string         `json:"flags"`
	Results []ValgrindResult `json:"results"`
	// Seconds is the wall time of the valgrind runs (one per library),
	// BuildSeconds that of compiling the harnesses before them.
	Seconds      float64 `json:"seconds"`
	BuildSeconds float64 `json:"build_seconds"`
	// Notes says, per checked library, what its verdicts do not cover.
	Notes map[string]string `json:"notes,omitempty"`
}

// ValgrindOptions selects what CheckValgrind checks.
type ValgrindOptions struct {
	// Root is the repository root (for the fetched C sources); FindRoot's
	// answer when empty.
	Root string
	// Impls are registry names; every library in Libraries when empty.
	// Names without a harness are skipped (see Unchecked).
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
func CheckValgrind(ctx context.Context, opt ValgrindOptions) (*ValgrindReport, error) {
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

	rep := &ValgrindReport{Version: version, Flags: ValgrindFlags}
	var libs []Library
	for _, lib := range Libraries {
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
			rep.Results = append(rep.Results, ValgrindResult{Impl: lib.Impl, Op: "*", Verdict: VerdictError, Err: err.Error()})
			continue
		}
		if lib.note != "" {
			if rep.Notes == nil {
				rep.Notes = map[string]string{}
			}
			rep.Notes[lib.Impl] = lib.note
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
func buildAll(libs []Library, root, dir string, parallel int) []buildResult {
	out := make([]buildResult, len(libs))
	sem := make(chan struct{}, max(parallel, 1))
	var wg sync.WaitGroup
	for i, lib := range libs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			out[i].exe, out[i].err = Build(lib, root, dir)
		}()
	}
	wg.Wait()
	return out
}

// Unchecked returns, for the report, why an implementation has no valgrind
// verdict: Go and JavaScript cannot run meaningfully under memcheck (their
// runtimes), a second binding of a checked C library has that library's
// verdicts, and C bindings without a harness are not covered yet.
func Unchecked(impl, language string) string {
	if _, ok := LibraryFor(impl); ok {
		return ""
	}
	if lib, ok := SameCode[impl]; ok {
		return fmt.Sprintf("not checked separately: the same C library as %s, reached through another Go wrapper; see %s's verdicts", lib, lib)
	}
	switch language {
	case "Go":
		return "not checked: the Go runtime cannot run meaningfully under memcheck; see the timing test"
	case "JavaScript":
		return "not checked: JavaScript engines cannot run meaningfully under memcheck; see the timing test"
	}
	return fmt.Sprintf("not checked: no valgrind harness for %s yet", impl)
}
