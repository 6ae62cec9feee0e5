package bench

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"time"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/internal/buildinfo"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

// Options configures a run.
type Options struct {
	Mode     string        // "quick", "default" or "full", recorded
	Lengths  []int         // message lengths of byte-oriented operations
	CellTime time.Duration // the most time one measurement samples for
	// MinTime is the least: a measurement stops between the two once its
	// median is steady (record.Precision at record.Confidence).
	MinTime    time.Duration
	Batch      int // calls per timed batch
	MinSamples int // batches taken even past the budget
	MaxSamples int // batches after which a measurement stops early
	Seed       uint64
	// Select keeps the operations it returns true for; nil keeps all.
	Select func(matrix.Spec) bool
	// Depth selects the optional heavy calls (BenchConfig.Depth): 0 in
	// the quick mode, 1 in the default, 2 in the full.
	Depth int
	// OpFilter and ImplFilter are the user's filters, recorded in the
	// results; Select and the registry passed to Run apply them.
	OpFilter, ImplFilter []string
	Command              string // the command line, recorded
	Label                string // machine label; default the CPU model
	Emulated             bool
	// AddressLayout says whether the process ran with address space
	// layout randomisation off (FixAddressLayout): "fixed", or
	// "randomised" and why.
	AddressLayout string
	// Passes is how many times the Go-side build times each loop; 0 means
	// GoSidePasses. A normal build times each loop once and ignores it.
	Passes int
	// Progress, if not nil, is called before each measurement with the
	// number done, the total and what comes next.
	Progress func(done, total int, next string)
	// Settle is how long to read the machine's load before the run
	// begins (internal/cpuload), so that a run started amid other work
	// says so; zero reads none (tests).
	Settle time.Duration
	// Trial turns precautions off, for measuring what each buys (the
	// spread experiment, bench's BenchmarkSpreadCauses); a run leaves it zero.
	Trial Trial
}

// Trial names the precautions a run takes against spread, each of which
// the spread experiment can turn off: pausing the JavaScript hosts while
// in-process calls are timed, locking the measuring goroutine to its
// thread, holding the garbage collector off during a measurement, and
// stopping a steady measurement early (FixedTime samples for the whole
// cap, so that conditions compare at equal time).
type Trial struct {
	HostsRun, ThreadFree, GCRuns, FixedTime bool
}

// The modes' message lengths: eBACS's 8, 64, 576, 1536 and 4096 bytes plus
// 1024 for the long-message figure and 1 MiB for throughput; the quick mode
// keeps only what the long figure and throughput need, and the full mode
// adds every multiple of 64 up to 4096, as eBACS's graphs do.
var (
	QuickLengths   = []int{64, record.LongFrom, record.LongTo, record.MiB}
	DefaultLengths = []int{8, 64, 576, record.LongFrom, 1536, record.LongTo, record.MiB}
)

// FullLengths returns 0, 8 and every multiple of 64 up to 4096, then 1 MiB.
func FullLengths() []int {
	ls := []int{0, 8}
	for n := 64; n <= 4096; n += 64 {
		ls = append(ls, n)
	}
	return append(ls, record.MiB)
}

// ModeOptions returns the settings of a mode: its lengths, and how long a
// measurement samples at least and at most. A steady median ends a
// measurement after the least; the most is for unsteady ones, and bounds
// the run: the quick mode of every implementation takes a few minutes on
// two cores, the default several, the full mode most of an hour.
func ModeOptions(mode string) (Options, error) {
	o := Options{Mode: mode, Batch: 16, MaxSamples: 20000, Seed: 1}
	// MinSamples are taken even past the cap, by calls of a second and
	// more (a JavaScript Ed25519 of 1 MiB); below record.MinIntervalSamples
	// such a measurement has no interval and is marked unsteady.
	switch mode {
	case "quick":
		o.Lengths, o.MinTime, o.CellTime, o.MinSamples, o.Depth = QuickLengths, 3*time.Millisecond, 40*time.Millisecond, 3, 0
	case "default":
		o.Lengths, o.MinTime, o.CellTime, o.MinSamples, o.Depth = DefaultLengths, 10*time.Millisecond, 150*time.Millisecond, record.MinIntervalSamples, 1
	case "full":
		o.Lengths, o.MinTime, o.CellTime, o.MinSamples, o.Depth = FullLengths(), 20*time.Millisecond, 400*time.Millisecond, 9, 2
	default:
		return o, fmt.Errorf("unknown mode %q (valid: quick, default, full)", mode)
	}
	return o, nil
}

// Run measures every workload of reg that opt selects, then the cost of
// cgo and the C loops. When ctx is cancelled it stops between measurements
// and returns what completed, with Partial set, and ctx's error.
func Run(ctx context.Context, reg *matrix.Registry, opt Options) (*record.Results, error) {
	// Counter readings are only comparable on one thread, and a goroutine
	// that moves between threads moves between caches.
	if !opt.Trial.ThreadFree {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
	}
	load := watchLoad(opt.Settle)
	began := time.Now()
	hosts := &hostPause{off: opt.Trial.HostsRun}
	defer hosts.resume()

	res := &record.Results{Schema: record.SchemaV1, Machine: DescribeMachine(), Counter: describeCounter()}
	if opt.Label != "" {
		res.Machine.Label = opt.Label
	}
	res.Machine.Emulated = opt.Emulated
	res.Impls = Describe(reg)

	// The Go-side build times no operation, so starts no host.
	if hs := hostStarters(reg, opt.Select); len(hs) > 0 && !cloop.Elided {
		if opt.Progress != nil {
			opt.Progress(0, 0, "starting the JavaScript hosts")
		}
		startAll(hs)
	}
	cfg := BenchConfig{Lengths: opt.Lengths, Seed: opt.Seed, Select: opt.Select, Depth: opt.Depth}
	ws := Workloads(reg, cfg)
	res.Lacking = Lacking(reg, cfg)
	// Under an emulator a C loop and its binding both run translated code:
	// what the binding adds says nothing about the binding on the real
	// machine, so an emulated run leaves the loops out (and ends sooner).
	var loops []plannedLoop
	if !opt.Emulated {
		loops = planLoops(ws)
	}
	// The Go-side build's C calls compute nothing: only the loops, which
	// time each binding's Go side there, mean anything in it. Its figures
	// are of a few ns, and on a shared machine a stretch of other load can
	// make every call up to twice as slow for seconds, the Go side with
	// it: it times every loop in several passes over the run, and the
	// report keeps the median of the passes whose bare call was near the
	// shortest (report's fastestPasses).
	passes := 1
	if cloop.Elided {
		passes = GoSidePasses
		if opt.Passes > 0 {
			passes = opt.Passes
		}
		if opt.Emulated {
			return nil, errors.New("the Go-side build times the Go side on the machine it runs on; an emulated run would time the emulator")
		}
		ws, res.Lacking = nil, nil
	}
	hostImpls := hostCalls(ws)
	m := newMeter(opt.CellTime, opt.MinTime, opt.Batch, opt.MinSamples, opt.MaxSamples)
	m.gcFree = !opt.Trial.GCRuns
	if opt.Trial.FixedTime {
		m.precision = 0
	}
	res.Run = record.RunInfo{
		Date: began.UTC().Truncate(time.Second), Command: opt.Command, Mode: opt.Mode, Seed: opt.Seed,
		CellTimeNs: opt.CellTime.Nanoseconds(), MinTimeNs: m.minTime.Nanoseconds(), Precision: m.precision, Confidence: record.Confidence,
		Batch: m.batch, MinSamples: m.minSamples, MaxSamples: m.maxSamples,
		Lengths: opt.Lengths, OpFilter: opt.OpFilter, ImplFilter: opt.ImplFilter,
		AddressLayout:   opt.AddressLayout,
		GoSideOnly:      cloop.Elided,
		Planned:         cgoMeasurements + 2*len(hostImpls) + len(ws) + passes*len(loops),
		TimerOverheadNs: m.overheadNs,
	}
	build := buildinfo.Read()
	res.Run.Naclcmp, res.Run.Commit = build.Version, build.Commit
	if m.counter {
		res.Run.TimerOverheadTicks = m.overheadTicks
	}

	done := 0
	progress := func(next string) {
		load.tick()
		if opt.Progress != nil {
			opt.Progress(done, res.Run.Planned, next)
		}
	}
	// Cells are timed in timingOrder and kept in the workloads' order.
	measured := make([]*record.Cell, len(ws))
	finish := func(err error) (*record.Results, error) {
		for _, c := range measured {
			if c != nil {
				res.Cells = append(res.Cells, *c)
			}
		}
		res.Run.Completed = done
		res.Run.ElapsedNs = time.Since(began).Nanoseconds()
		res.Run.Load = load.result()
		res.Run.Hosts = hostRuns(implsOf(ws))
		res.Partial = err != nil
		return res, err
	}

	progress("cgo call cost")
	hosts.pause()
	if err := measureCGo(ctx, m, res); err != nil {
		return finish(err)
	}
	done += cgoMeasurements
	for _, im := range hostImpls {
		progress(fmt.Sprintf("%s empty %s call", im.Name, im.Host))
		hosts.only(hostPID(im))
		cells, err := measureHostCall(ctx, m, im)
		if err != nil {
			return finish(err)
		}
		res.CGo.Hosts = append(res.CGo.Hosts, cells...)
		done += len(cells)
	}
	for _, i := range timingOrder(ws) {
		w := ws[i]
		progress(w.String())
		// A JavaScript implementation runs in its host, the other hosts
		// stopped; anything else here, with every host stopped.
		if w.Impl.Language == matrix.LangJS {
			hosts.only(hostPID(w.Impl))
		} else {
			hosts.pause()
		}
		c, err := measureWorkload(ctx, m, w)
		if err != nil {
			return finish(err)
		}
		measured[i] = &c
		done++
	}
	hosts.pause()
	for pass := range passes {
		for _, l := range loops {
			next := fmt.Sprintf("%s C loop beside %s", l.loop.Function, l.binding)
			if passes > 1 {
				next += fmt.Sprintf(" (pass %d of %d)", pass+1, passes)
			}
			progress(next)
			lr, err := measureLoop(ctx, m, l, opt.Seed)
			if err != nil {
				return finish(err)
			}
			res.CGo.Loops = append(res.CGo.Loops, lr)
			done++
		}
	}
	progress("done")
	return finish(nil)
}

// GoSidePasses is how many times the Go-side build times each loop unless
// told otherwise (Options.Passes): in docs/results' run of five, a third to
// a half of the passes found the machine in its fast state, and some
// bindings only one; eleven give the median of the fast passes several to
// choose from, for about two and a half minutes at make goside's two
// lengths. make goside runs fewer in each of several code layouts
// (internal/cloop.CodeLayout), which the report pools.
const GoSidePasses = 11

// measureWorkload prepares and times one workload. A failing
// implementation gives a cell holding its error, one that refuses the
// length as unsupported a cell saying so (Lacks); only cancellation is
// returned as an error.
func measureWorkload(ctx context.Context, m *meter, w Workload) (record.Cell, error) {
	c := record.Cell{Op: w.ID(), Family: string(w.Spec.Family), Primitive: w.Spec.Primitive, Title: w.Spec.Title,
		Call: w.Call, Impl: w.Impl.Name, Bytes: w.Bytes, PerByte: w.PerByte}
	if w.Cost != nil {
		c.Params, c.MemoryKiB = w.Cost.String(), w.Cost.MemoryKiB
	}
	if err := ctx.Err(); err != nil {
		return c, err
	}
	p, err := w.Prepare()
	if errors.Is(err, errors.ErrUnsupported) {
		// Prepare names the workload, which the cell already does.
		if inner := errors.Unwrap(err); inner != nil {
			err = inner
		}
		c.Lacks = family.BenchUnsupported(err)
		return c, nil
	}
	if err != nil {
		c.Error = err.Error()
		return c, nil
	}
	c.Digest = p.Digest
	var s *sample
	if p.Elapsed != nil {
		s, err = m.measureSelfTimed(ctx, p.Elapsed, p.Batches, p.ClockStep)
	} else {
		s, err = m.measure(ctx, p.Run)
	}
	if ctx.Err() != nil {
		return c, ctx.Err()
	}
	if errors.Is(err, errors.ErrUnsupported) {
		c.Lacks = family.BenchUnsupported(err)
		return c, nil
	}
	if err != nil {
		c.Error = fmt.Sprintf("%s: %v", w, err)
		return c, nil
	}
	fillCell(&c, s)
	// The operations' cells keep their samples, which report --diff tests
	// between runs; the loops' and hosts' cells, compared within one run,
	// do not, and keep results.json smaller.
	c.Samples = record.KeepSamples(s.samples)
	// Go's allocations say nothing about a workload run in another process.
	if p.Elapsed == nil {
		if a, b, err := allocs(p.Run, s.batch); err == nil {
			c.AllocsPerCall, c.BytesPerCall = &a, &b
		}
	}
	return c, nil
}

// fillCell copies a sample into the cell.
func fillCell(c *record.Cell, s *sample) {
	c.Batch, c.Calls, c.TotalNs = s.batch, s.calls, s.totalNs
	ns := s.ns
	c.Ns, c.Ticks = &ns, s.ticks
}
