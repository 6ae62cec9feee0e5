package cpuload

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// procStat returns a /proc/PID/stat line. The fields the package must not
// read hold 9999 or 77, so reading a neighbour of the right field shows.
func procStat(pid int, comm string, ppid int, utime, stime, cutime, cstime int) string {
	f := []string{fmt.Sprint(pid), "(" + comm + ")", "S", fmt.Sprint(ppid)}
	for n := 5; n <= 13; n++ {
		f = append(f, "9999")
	}
	f = append(f, fmt.Sprint(utime), fmt.Sprint(stime), fmt.Sprint(cutime), fmt.Sprint(cstime))
	for n := 18; n <= 52; n++ {
		f = append(f, "77")
	}
	return strings.Join(f, " ") + "\n"
}

// fakeProc is a /proc with self (pid 100), a child and a grandchild with
// awkward names, unrelated processes, a process that vanished and one
// whose stat is unreadable.
func fakeProc() fstest.MapFS {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		"stat": file("cpu  1000 50 300 5000 100 10 20 30 40 5\n" +
			"cpu0 500 25 150 2500 50 5 10 15 20 2\n" +
			"cpu1 500 25 150 2500 50 5 10 15 20 3\n" +
			"intr 12345 0 0 1\nctxt 99\nbtime 1\nprocesses 700\n" +
			"procs_running 1\nprocs_blocked 0\nsoftirq 1 2 3\n"),
		"1/stat":   file(procStat(1, "init", 0, 7000, 700, 1, 1)),
		"100/stat": file(procStat(100, "bench", 1, 10, 5, 2, 1)),
		"200/stat": file(procStat(200, "my (weird) name) ", 100, 20, 7, 0, 0)),
		"300/stat": file(procStat(300, "a b ) c", 200, 100, 3, 0, 0)),
		"400/stat": file(procStat(400, "other (100) 100", 1, 5000, 500, 0, 0)),
		// Listed but gone before its stat was read.
		"500/status": file("Name: gone\n"),
		// Exited mid-read: nothing usable.
		"600/stat":     file(""),
		"self/stat":    file(procStat(100, "bench", 1, 10, 5, 2, 1)),
		"sys/kernel/x": file("1\n"),
	}
}

func TestReadFS(t *testing.T) {
	now := time.Unix(1000, 0)
	r, err := readFS(fakeProc(), 100, now)
	if err != nil {
		t.Fatal(err)
	}
	want := Reading{
		Wall:  now,
		Busy:  1000 + 50 + 300 + 10 + 20, // guest 40 and guest_nice 5 are inside user and nice
		Idle:  5000 + 100,
		Steal: 30,
		// self 10+5+2+1, child 20+7, grandchild 100+3; not init, 400, 500, 600.
		Ours: 18 + 27 + 103,
		CPUs: 2,
	}
	if r != want {
		t.Errorf("readFS = %+v\nwant      %+v", r, want)
	}
}

func TestReadFSErrors(t *testing.T) {
	if _, err := readFS(fstest.MapFS{}, 100, time.Now()); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("empty /proc: error %v, want one wrapping fs.ErrNotExist", err)
	}
	p := fakeProc()
	p["100/stat"] = &fstest.MapFile{Data: []byte("100 (bench S 1 2 3")}
	if _, err := readFS(p, 100, time.Now()); err == nil || !strings.Contains(err.Error(), "/proc/100/stat") {
		t.Errorf("unparsable self: error %v, want one naming /proc/100/stat", err)
	}
	p = fakeProc()
	delete(p, "100/stat")
	if _, err := readFS(p, 100, time.Now()); err == nil {
		t.Error("self missing from /proc: no error")
	}
	p = fakeProc()
	p["stat"] = &fstest.MapFile{Data: []byte("cpu0 1 2 3 4\n")}
	if _, err := readFS(p, 100, time.Now()); err == nil {
		t.Error("/proc/stat without aggregate cpu line: no error")
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestBetween(t *testing.T) {
	t0 := time.Unix(1000, 0)
	a := Reading{Wall: t0, Busy: 1000, Idle: 1000, Steal: 5, Ours: 100, CPUs: 2}
	b := Reading{Wall: t0.Add(time.Second), Busy: 1100, Idle: 1080, Steal: 25, Ours: 140, CPUs: 2}
	// 200 ticks: 100 busy of which 40 ours, 80 idle, 20 stolen.
	s := Between(a, b)
	if !near(s.Others, 0.3) || !near(s.Steal, 0.1) || !near(s.Ours, 0.2) || s.Wall != time.Second || s.CPUs != 2 {
		t.Errorf("Between = %+v, want others 0.3, steal 0.1, ours 0.2, 1s, 2 CPUs", s)
	}

	if s := Between(a, a); s.Others != 0 || s.Steal != 0 || s.Ours != 0 || s.CPUs != 2 {
		t.Errorf("Between(a, a) = %+v, want zero shares", s)
	}

	// Ours above busy (accounting skew) and a counter going backwards
	// (a descendant orphaned and gone) must not give negative shares.
	c := b
	c.Ours = a.Ours + 150
	if s := Between(a, c); s.Others != 0 || s.Ours != 0.75 {
		t.Errorf("ours above busy: %+v, want others 0, ours 0.75", s)
	}
	c = b
	c.Ours = a.Ours - 50
	if s := Between(a, c); !near(s.Others, 0.5) || s.Ours != 0 {
		t.Errorf("ours went backwards: %+v, want others 0.5, ours 0", s)
	}
}

// fake is a machine with 2 CPUs, 200 ticks a second, and a clock the
// test moves.
type fake struct {
	now   time.Time
	r     Reading
	reads int
	err   error
}

func newFake() *fake {
	return &fake{now: time.Unix(1000, 0), r: Reading{Busy: 500, Idle: 5000, CPUs: 2}}
}

func (f *fake) read() (Reading, error) {
	f.reads++
	if f.err != nil {
		return Reading{}, f.err
	}
	r := f.r
	r.Wall = f.now
	return r, nil
}

func (f *fake) clock() time.Time { return f.now }

// run moves the clock by d during which others and steal had the given
// shares of the machine and we had 10%; the rest is idle.
func (f *fake) run(d time.Duration, others, steal float64) {
	total := uint64(d.Seconds() * 200)
	o := uint64(math.Round(others * float64(total)))
	s := uint64(math.Round(steal * float64(total)))
	ours := total / 10
	f.r.Busy += o + ours
	f.r.Ours += ours
	f.r.Steal += s
	f.r.Idle += total - o - s - ours
	f.now = f.now.Add(d)
}

// monitor runs a Monitor over one window a second with the given others
// shares and a constant steal, ticking twice a window.
func monitor(t *testing.T, others []float64, steal float64) (Summary, *fake) {
	t.Helper()
	f := newFake()
	m := newMonitor(f.read, f.clock)
	for _, o := range others {
		f.run(Window/2, o, steal)
		m.Tick() // half a window: must not read
		f.run(Window/2, o, steal)
		m.Tick()
	}
	if want := 1 + len(others); f.reads != want {
		t.Errorf("%d windows: %d reads, want %d: Tick read before Window passed", len(others), f.reads, want)
	}
	return m.Summary(), f
}

func TestBusyRule(t *testing.T) {
	quiet := []float64{0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01}
	spike := append([]float64(nil), quiet...)
	spike[4] = 0.30
	steady := []float64{0.06, 0.06, 0.06}
	tests := []struct {
		name   string
		others []float64
		steal  float64
		busy   bool
		str    string
	}{
		{"quiet", quiet, 0, false,
			"quiet: other processes used 1.0% of 2 CPUs on average (peak 1.0% in any 1s), steal 0.0%"},
		{"spike", spike, 0, true,
			"BUSY: other processes used 3.9% of 2 CPUs on average (peak 30.0% in any 1s), steal 0.0%"},
		{"steady", steady, 0, true,
			"BUSY: other processes used 6.0% of 2 CPUs on average (peak 6.0% in any 1s), steal 0.0%"},
		{"steal", quiet, 0.03, true,
			"BUSY: other processes used 1.0% of 2 CPUs on average (peak 1.0% in any 1s), steal 3.0%"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := monitor(t, tt.others, tt.steal)
			if s.Busy != tt.busy || !s.Measured || s.Windows != len(tt.others) {
				t.Errorf("Summary = %+v, want busy %v, measured, %d windows", s, tt.busy, len(tt.others))
			}
			if got := s.String(); got != tt.str {
				t.Errorf("String() = %q\nwant       %q", got, tt.str)
			}
			if !strings.HasSuffix(tt.str, s.Why) {
				t.Errorf("Why %q is not the end of String()", s.Why)
			}
			if s.Mean.Wall != time.Duration(len(tt.others))*Window {
				t.Errorf("Mean.Wall = %v, want %v", s.Mean.Wall, time.Duration(len(tt.others))*Window)
			}
		})
	}
}

// TestShortTail checks that the time after the last window counts in the
// mean but, being shorter than Window, cannot make a peak.
func TestShortTail(t *testing.T) {
	f := newFake()
	m := newMonitor(f.read, f.clock)
	f.run(Window, 0, 0)
	m.Tick()
	f.run(Window/5, 1, 0) // 0.2 s of full load: mean 1/6
	s := m.Summary()
	if s.Windows != 1 || s.PeakOthers != 0 {
		t.Errorf("short tail made a window: %+v", s)
	}
	if !near(s.Mean.Others, 40.0/240) || !s.Busy {
		t.Errorf("Mean.Others = %v, busy %v; want %v, busy", s.Mean.Others, s.Busy, 40.0/240)
	}

	// A run shorter than Window has no peak to speak of.
	f = newFake()
	m = newMonitor(f.read, f.clock)
	f.run(Window/2, 0.01, 0)
	s = m.Summary()
	if s.Windows != 0 || s.Busy || strings.Contains(s.Why, "peak") {
		t.Errorf("half-window run: %+v, want no windows, quiet, no peak in Why", s)
	}
}

func TestUnsupported(t *testing.T) {
	f := newFake()
	f.err = fmt.Errorf("cpuload: %w on plan9: no Linux /proc", errors.ErrUnsupported)
	m := newMonitor(f.read, f.clock)
	f.run(2*Window, 0.5, 0)
	m.Tick()
	s := m.Summary()
	want := "load not read: " + f.err.Error()
	if s.Measured || s.Busy || s.Why != want || s.String() != want {
		t.Errorf("Summary = %+v, String %q; want unmeasured, quiet, Why %q", s, s.String(), want)
	}
	if f.reads != 1 {
		t.Errorf("%d reads after a failed first one, want none", f.reads-1)
	}
}

// burn keeps a CPU busy for d.
// burn spends d of this process's CPU time (wall time where the process's
// CPU time cannot be read): on a machine whose cores other tests share, a
// wall-clock burn got as little as 40 ms of CPU in 200 ms and failed
// TestReadChild.
func burn(d time.Duration) {
	x := 1.0
	for start := cpuTime(); cpuTime()-start < d; {
		for range 1000 {
			x = x*1.0000001 + 1e-9
		}
	}
	if x == 0 {
		fmt.Println(x) // keep x alive
	}
}

func TestRead(t *testing.T) {
	if runtime.GOOS != "linux" {
		if _, err := Read(); !errors.Is(err, errors.ErrUnsupported) {
			t.Errorf("Read on %s: error %v, want errors.ErrUnsupported", runtime.GOOS, err)
		}
		t.Skip("no /proc to read")
	}
	a, err := Read()
	if err != nil {
		t.Fatal(err)
	}
	burn(50 * time.Millisecond)
	b, err := Read()
	if err != nil {
		t.Fatal(err)
	}
	if b.Ours == 0 || b.Ours <= a.Ours {
		t.Errorf("ours %d then %d after burning 50 ms, want it to grow", a.Ours, b.Ours)
	}
	if b.CPUs < 1 || b.total() <= a.total() || !b.Wall.After(a.Wall) {
		t.Errorf("readings %+v then %+v", a, b)
	}
	if s := Between(a, b); s.Ours <= 0 || s.Others < 0 || s.Others > 1 {
		t.Errorf("Between = %+v, want ours > 0 and others in [0, 1]", s)
	}
}

// TestHelperBurn is not a test: TestReadChild runs the test binary as a
// child process which burns CPU here, says so, and waits to be told to
// exit by its stdin closing.
func TestHelperBurn(t *testing.T) {
	if os.Getenv("CPULOAD_TEST_BURN") == "" {
		t.Skip("helper process for TestReadChild")
	}
	burn(200 * time.Millisecond)
	fmt.Println("burned")
	io.Copy(io.Discard, os.Stdin)
	os.Exit(0)
}

// TestReadChild checks that a child's CPU time counts as ours both while
// it runs and after it has been waited for.
func TestReadChild(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("no /proc to read")
	}
	a, err := Read()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperBurn$")
	cmd.Env = append(os.Environ(), "CPULOAD_TEST_BURN=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	if line, err := bufio.NewReader(stdout).ReadString('\n'); line != "burned\n" {
		t.Fatalf("helper said %q, %v", line, err)
	}
	b, err := Read()
	if err != nil {
		t.Fatal(err)
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	c, err := Read()
	if err != nil {
		t.Fatal(err)
	}
	// 200 ms is 20 ticks; allow for coarse accounting.
	if b.Ours < a.Ours+10 {
		t.Errorf("running child that burned 200 ms: ours %d then %d, want 10 ticks more", a.Ours, b.Ours)
	}
	if c.Ours < b.Ours {
		t.Errorf("after waiting for the child: ours %d then %d, want no drop", b.Ours, c.Ours)
	}
}

func TestSettle(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("no /proc to read")
	}
	s, err := Settle(50 * time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if s.Wall < 50*time.Millisecond || s.CPUs < 1 || s.Others < 0 || s.Others > 1 {
		t.Errorf("Settle = %+v", s)
	}
}

// TestDescendantsBesides checks which of our processes a benchmark
// pauses: every descendant of self, less the host it times and that
// host's own children.
func TestDescendantsBesides(t *testing.T) {
	p := fakeProc()
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	// A second host (210) with a child (310), beside 200 and its child 300.
	p["210/stat"] = file(procStat(210, "node", 100, 1, 1, 0, 0))
	p["310/stat"] = file(procStat(310, "chromium", 210, 1, 1, 0, 0))
	for _, c := range []struct {
		keep int
		want string
	}{
		{0, "[200 210 300 310]"},
		{200, "[210 310]"},
		{210, "[200 300]"},
		{300, "[200 210 310]"},
		{400, "[200 210 300 310]"}, // not ours: nothing left out
	} {
		got, err := descendantsBesides(p, 100, c.keep)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(got)
		if fmt.Sprint(got) != c.want {
			t.Errorf("besides %d: %v, want %s", c.keep, got, c.want)
		}
	}
	if _, err := descendantsBesides(fstest.MapFS{}, 100, 0); err == nil {
		t.Error("empty /proc: no error")
	}
}
