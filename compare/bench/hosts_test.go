package bench

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
)

// TestTimingOrder checks the order Run times workloads in: this process's
// first, in their order, then each JavaScript implementation's together;
// and that the cells come back in the workloads' order all the same.
func TestTimingOrder(t *testing.T) {
	var calls []string
	op := func(name string) map[string]any {
		return map[string]any{"hash/sha256": orderProbe{name, &calls}}
	}
	r := &matrix.Registry{}
	if err := r.Add(
		&matrix.Impl{Name: "go-a", Language: matrix.LangGo, Ops: op("go-a")},
		&matrix.Impl{Name: "js:b", Language: matrix.LangJS, Ops: op("js:b")},
		&matrix.Impl{Name: "c-c", Language: matrix.LangC, Ops: op("c-c")},
		&matrix.Impl{Name: "js:d", Language: matrix.LangJS, Ops: op("js:d")},
	); err != nil {
		t.Fatal(err)
	}
	ws := Workloads(r, BenchConfig{Lengths: []int{8, 64}, Seed: 1})
	var got []string
	for _, i := range timingOrder(ws) {
		got = append(got, fmt.Sprintf("%s/%d", ws[i].Impl.Name, ws[i].Bytes))
	}
	want := "[go-a/8 c-c/8 go-a/64 c-c/64 js:b/8 js:b/64 js:d/8 js:d/64]"
	if fmt.Sprint(got) != want {
		t.Errorf("timing order %v\nwant         %s", got, want)
	}

	opt, _ := ModeOptions("quick")
	opt.Lengths, opt.CellTime, opt.MinSamples, opt.MaxSamples = []int{8, 64}, time.Millisecond, 3, 5
	res, err := Run(context.Background(), r, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Cells) != len(ws) {
		t.Fatalf("%d cells, want %d", len(res.Cells), len(ws))
	}
	// Who was called, runs of one name counted once: Run prepares and
	// times in timingOrder.
	var runs []string
	for _, name := range calls {
		if len(runs) == 0 || runs[len(runs)-1] != name {
			runs = append(runs, name)
		}
	}
	if want := "[go-a c-c go-a c-c js:b js:d]"; fmt.Sprint(runs) != want {
		t.Errorf("calls in the order %v\nwant               %s", runs, want)
	}
	for i, c := range res.Cells {
		if c.Impl != ws[i].Impl.Name || c.Bytes != ws[i].Bytes {
			t.Errorf("cell %d is %s at %d bytes, want the workload's %s at %d", i, c.Impl, c.Bytes, ws[i].Impl.Name, ws[i].Bytes)
		}
	}
}

// orderProbe is a hash that records who was called.
type orderProbe struct {
	name  string
	calls *[]string
}

func (p orderProbe) Hash(out, msg []byte) error {
	*p.calls = append(*p.calls, p.name)
	return nil
}

// TestHostsStartTogether checks that Run starts the host of every
// selected implementation in another process before it forms a workload
// (which may call them), and all at once: each fake host's start waits
// until every other has begun, which starts made one after another never
// see. An implementation whose operations are not selected is not started.
func TestHostsStartTogether(t *testing.T) {
	var calls []string
	started := make(chan string, 4)
	begun := &sync.WaitGroup{}
	begun.Add(2)
	op := func(name string) map[string]any {
		return map[string]any{
			"hash/sha256": startProbe{orderProbe{name, &calls}, started, begun},
			"hash/sha512": orderProbe{name, &calls},
		}
	}
	r := &matrix.Registry{}
	if err := r.Add(
		&matrix.Impl{Name: "js:a", Language: matrix.LangJS, Ops: op("js:a")},
		&matrix.Impl{Name: "js:b", Language: matrix.LangJS, Ops: op("js:b")},
	); err != nil {
		t.Fatal(err)
	}
	opt, _ := ModeOptions("quick")
	opt.Lengths, opt.CellTime, opt.MinSamples, opt.MaxSamples = []int{8}, time.Millisecond, 3, 5
	if _, err := Run(context.Background(), r, opt); err != nil {
		t.Fatal(err)
	}
	close(started)
	var names []string
	for name := range started {
		names = append(names, name)
	}
	slices.Sort(names)
	if fmt.Sprint(names) != "[js:a js:b]" {
		t.Errorf("hosts started: %v, want js:a and js:b once each, together", names)
	}

	// With only SHA-512 selected, no host starts.
	started = make(chan string, 3)
	r2 := &matrix.Registry{}
	if err := r2.Add(&matrix.Impl{Name: "js:c", Language: matrix.LangJS, Ops: map[string]any{
		"hash/sha256": startProbe{orderProbe{"js:c", &calls}, started, &sync.WaitGroup{}}, "hash/sha512": orderProbe{"js:c", &calls}}}); err != nil {
		t.Fatal(err)
	}
	opt.Select = func(s matrix.Spec) bool { return s.ID() == "hash/sha512" }
	if _, err := Run(context.Background(), r2, opt); err != nil {
		t.Fatal(err)
	}
	if len(started) != 0 {
		t.Errorf("a host whose operations were not selected was started")
	}
}

// startProbe is a hash in another process: StartHost says it began, then
// waits, at most 5 s, until every probe of the run has begun. Run ignores
// a failed start, so it says its failure on started too.
type startProbe struct {
	orderProbe
	started chan<- string
	begun   *sync.WaitGroup
}

func (p startProbe) StartHost() error {
	if len(*p.calls) > 0 {
		p.started <- fmt.Sprintf("%s after %v were called", p.name, *p.calls)
		return nil
	}
	p.started <- p.name
	p.begun.Done()
	all := make(chan struct{})
	go func() { p.begun.Wait(); close(all) }()
	select {
	case <-all:
	case <-time.After(5 * time.Second):
		p.started <- p.name + " alone"
	}
	return nil
}

// reportProbe is a hash whose host reports itself (HostReporter).
type reportProbe struct {
	orderProbe
	kind      string
	processes int
}

func (p reportProbe) HostReport() (string, int, time.Duration, int64) {
	return p.kind, p.processes, 2 * time.Second, 300 << 20
}

// TestHostRuns checks what a run records of its hosts: one entry per
// kind, counting the run's implementations of that kind; a host that
// never started left out; each implementation described with its
// process.
func TestHostRuns(t *testing.T) {
	var calls []string
	probe := func(name, kind string, processes int) map[string]any {
		return map[string]any{"hash/sha256": reportProbe{orderProbe{name, &calls}, kind, processes}}
	}
	r := &matrix.Registry{}
	if err := r.Add(
		&matrix.Impl{Name: "go-a", Language: matrix.LangGo, Ops: map[string]any{"hash/sha256": orderProbe{"go-a", &calls}}},
		&matrix.Impl{Name: "js:b", Language: matrix.LangJS, Ops: probe("js:b", "node", 1)},
		&matrix.Impl{Name: "chromium:c", Language: matrix.LangJS, Ops: probe("chromium:c", "chromium", 2)},
		&matrix.Impl{Name: "js:d", Language: matrix.LangJS, Ops: probe("js:d", "node", 1)},
		&matrix.Impl{Name: "firefox:e", Language: matrix.LangJS, Ops: probe("firefox:e", "firefox", 0)},
	); err != nil {
		t.Fatal(err)
	}
	opt, _ := ModeOptions("quick")
	opt.Lengths, opt.CellTime, opt.MinSamples, opt.MaxSamples = []int{8}, time.Millisecond, 3, 5
	res, err := Run(context.Background(), r, opt)
	if err != nil {
		t.Fatal(err)
	}
	want := "[{node 2 1 2000000000 314572800} {chromium 1 2 2000000000 314572800}]"
	if got := res.Run.Hosts; fmt.Sprint(got) != want {
		t.Errorf("hosts %v\nwant  %s", got, want)
	}
	var processes []string
	for _, info := range Describe(r) {
		processes = append(processes, info.Name+"="+info.Process)
	}
	if want := "[go-a= js:b=node chromium:c=chromium js:d=node firefox:e=firefox]"; fmt.Sprint(processes) != want {
		t.Errorf("described processes %v\nwant %s", processes, want)
	}
}
