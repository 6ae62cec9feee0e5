package js

import (
	"bytes"
	"crypto/sha512"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/matrix"
)

// testHost returns a node host of the installed peer program serving
// adapters, one peer each ("js:<adapter>"), closed when the test ends.
// The test adapters (misbehave.js) are allowed.
func testHost(t *testing.T, adapters ...string) (*host, []*Peer) {
	t.Helper()
	env, err := Locate()
	if err != nil {
		require.Skip(t, require.Node, "JavaScript implementations not enabled: "+err.Error())
	}
	t.Setenv("NACLCMP_JS_TEST_ADAPTER", "misbehave.js")
	h := newHost(env.Node, env.Dir)
	var peers []*Peer
	for _, a := range adapters {
		p := h.peer("js:"+a, a)
		t.Cleanup(func() { p.Close() })
		peers = append(peers, p)
	}
	return h, peers
}

// echoes checks that peer p (of test-misbehave or test-neighbour) still
// answers.
func echoes(t *testing.T, p *Peer) {
	t.Helper()
	out := make([]byte, 3)
	if err := p.outputs("test/echo", "echo", [][]byte{out}, []byte("abc")); err != nil || string(out) != "abc" {
		t.Errorf("%s: echo: %q, %v", p.Name(), out, err)
	}
}

// within returns f's error, failing the test if f has not returned
// within a minute: a bound on the test alone, so that a watch that misses
// a hung worker fails it rather than hanging it. h is then broken and its
// process killed, which returns f.
func within(t *testing.T, h *host, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(time.Minute):
	}
	h.mu.Lock()
	h.broken = &lostError{why: "the test gave up", final: true}
	if h.proc != nil {
		killGroup(h.proc.cmd)
	}
	h.mu.Unlock()
	<-done
	t.Fatal("still waiting after a minute: the hung worker was not found out")
	return nil
}

// TestHostServesMany checks that one node process serves several
// implementations, each in a worker thread of its own: three adapters'
// hashes, one process started, three worker threads of it.
func TestHostServesMany(t *testing.T) {
	h, peers := testHost(t, "tweetnacl", "noble-hashes", "node-crypto")
	msg := []byte("one host, three implementations")
	want := sha512.Sum512(msg)
	for _, p := range peers {
		op, err := NewOp(p, "hash/sha512")
		if err != nil {
			t.Fatal(err)
		}
		got := make([]byte, 64)
		if err := op.(Hash).Hash(got, msg); err != nil || !bytes.Equal(got, want[:]) {
			t.Errorf("%s: SHA-512 %x, %v; want %x", p.Name(), got, err, want)
		}
	}
	pid := h.pid()
	for _, p := range peers {
		if p.pid() != pid || pid == 0 {
			t.Errorf("%s: host process %d, want the one host's %d", p.Name(), p.pid(), pid)
		}
	}
	if h.starts != 1 {
		t.Errorf("%d node processes started for three implementations, want 1", h.starts)
	}
	op, _ := NewOp(peers[0], "hash/sha512")
	time.Sleep(memoryEvery + 100*time.Millisecond) // a reading of its memory while it runs
	kind, processes, startUp, peak := op.(Hash).HostReport()
	if kind != "node" || processes != 1 || startUp <= 0 || startUp > time.Minute || peak < 10<<20 || peak > 8<<30 {
		t.Errorf("host report: %s, %d processes, started in %v, peak %d bytes; want node, 1, its start-up, its memory",
			kind, processes, startUp, peak)
	}
	h.proc.mu.Lock()
	threads := h.proc.threads
	h.proc.mu.Unlock()
	seen := map[int]bool{}
	for _, p := range peers {
		tid := threads[p.adapter]
		if _, err := os.Stat(filepath.Join("/proc", strconv.Itoa(pid), "task", strconv.Itoa(tid))); tid == 0 || tid == pid || seen[tid] || err != nil {
			t.Errorf("%s: worker thread %d (%v), want a thread of its own in process %d", p.Name(), tid, err, pid)
		}
		seen[tid] = true
	}
}

// TestHostIsolatesFailures kills one implementation's code inside the
// shared host in each way it can go and requires that implementation
// alone to be down, retried once in a fresh worker, its neighbours
// answering in the same process throughout.
func TestHostIsolatesFailures(t *testing.T) {
	defer func(d time.Duration) { stallAfter = d }(stallAfter)
	stallAfter = time.Second
	for _, c := range []struct {
		call, why string
		limit     time.Duration
	}{
		{"exit", "test/exit exit: worker exited with code 7", 0},
		{"throw", "test/throw throw: worker threw Error: misbehave: thrown out of a timer (at ", 0},
		{"hang", "test/hang hang: made no progress for 1s", 0},
		// A loop spends CPU time like a long call: only the user's limit
		// ends it.
		{"loop", "test/loop loop: no answer within 1s, the limit NACLCMP_JS_TIMEOUT sets", time.Second},
	} {
		t.Run(c.call, func(t *testing.T) {
			h, peers := testHost(t, "test-misbehave", "test-neighbour", "noble-hashes")
			bad, neighbour := peers[0], peers[1]
			bad.limit = c.limit
			for _, p := range peers {
				if err := p.Start(); err != nil {
					t.Fatal(err)
				}
			}
			echoes(t, bad)
			pid := h.pid()
			err := within(t, h, func() error { return bad.outputs("test/"+c.call, c.call, nil, []byte{}) })
			var d *matrix.DownError
			if !errors.As(err, &d) || d.Impl != "js:test-misbehave" || !strings.Contains(err.Error(), c.why) ||
				!strings.Contains(err.Error(), "; retried in a fresh worker: "+c.why) {
				t.Errorf("got %v\nwant a DownError of js:test-misbehave saying twice %q", err, c.why)
			}
			if bad.Err() == nil {
				t.Error("the implementation is not down")
			}
			echoes(t, neighbour)
			for _, p := range peers[1:] {
				if p.Err() != nil || p.pid() != pid {
					t.Errorf("%s: down (%v) or in another process (%d, was %d)", p.Name(), p.Err(), p.pid(), pid)
				}
			}
			if h.starts != 1 {
				t.Errorf("%d host processes started, want 1", h.starts)
			}
		})
	}
}

// TestHostRetriesOnce checks that an implementation whose worker dies
// once answers from a fresh worker, and is not down.
func TestHostRetriesOnce(t *testing.T) {
	_, peers := testHost(t, "test-misbehave")
	p := peers[0]
	marker := []byte(filepath.Join(t.TempDir(), "failed-once"))
	out := make([]byte, len(marker))
	if err := p.outputs("test/flaky", "once", [][]byte{out}, marker); err != nil || !bytes.Equal(out, marker) {
		t.Fatalf("a worker that failed once: %q, %v; want its answer from a fresh worker", out, err)
	}
	if p.Err() != nil || p.lost == "" {
		t.Errorf("after the retry: down %v, loss recorded %q", p.Err(), p.lost)
	}
}

// TestHostMuteAdapterIsDown checks that an adapter whose load never ends
// (a worker waiting on nothing) is down for no progress: the greeting has
// no deadline, as startTimeout was, only the liveness watch.
func TestHostMuteAdapterIsDown(t *testing.T) {
	defer func(d time.Duration) { stallAfter = d }(stallAfter)
	stallAfter = time.Second
	h, peers := testHost(t, "test-mute", "test-neighbour")
	err := within(t, h, peers[0].Start)
	if !errors.Is(err, matrix.ErrDown) || !strings.Contains(err.Error(), "js:test-mute: greeting: made no progress for 1s") {
		t.Errorf("mute adapter: got %v", err)
	}
	echoes(t, peers[1])
}

// TestHostLongCallIsNotHung checks that a call computing for longer than
// stallAfter is not taken as hung: its worker spends CPU time.
func TestHostLongCallIsNotHung(t *testing.T) {
	defer func(d time.Duration) { stallAfter = d }(stallAfter)
	stallAfter = time.Second
	_, peers := testHost(t, "test-misbehave")
	out := make([]byte, 1)
	if err := peers[0].outputs("test/busy", "busy", [][]byte{out}, []byte{25}); err != nil {
		t.Errorf("a 2.5 s call with stallAfter 1s: %v", err)
	}
}

// TestHostSurvivesStop stops the host (SIGSTOP) for longer than twice the
// old fixed deadline (DefaultTimeout, and its retry), with a request
// waiting, then continues it: the request still succeeds, since a
// stopped host is not hung and there is no deadline. Run with
// NACLCMP_JS_TIMEOUT=5s, the old deadline, it fails.
func TestHostSurvivesStop(t *testing.T) {
	defer func(d time.Duration) { stallAfter = d }(stallAfter)
	stallAfter = 3 * time.Second
	h, peers := testHost(t, "noble-hashes")
	op, err := NewOp(peers[0], "hash/sha512")
	if err != nil {
		t.Fatal(err)
	}
	if err := peers[0].Start(); err != nil {
		t.Fatal(err)
	}
	pid := h.pid()
	if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	defer syscall.Kill(pid, syscall.SIGCONT)
	done := make(chan error, 1)
	go func() { done <- op.(Hash).Hash(make([]byte, 64), []byte("stopped")) }()
	select {
	case err := <-done:
		t.Fatalf("while the host was stopped: %v", err)
	case <-time.After(2*DefaultTimeout + time.Second):
	}
	syscall.Kill(pid, syscall.SIGCONT)
	if err := <-done; err != nil {
		t.Errorf("a request to a host stopped for %v: %v", 2*DefaultTimeout+time.Second, err)
	}
}

// TestProgressRule checks whose CPU time counts as a waiting request's
// progress: its own worker's or the host's outside the workers, never a
// neighbour worker's.
func TestProgressRule(t *testing.T) {
	snap := func(process, own, other int64) cpuSnapshot {
		return cpuSnapshot{process: process, threads: map[string]int64{"own": own, "other": other}}
	}
	was := snap(100, 10, 10)
	for _, c := range []struct {
		name string
		now  cpuSnapshot
		want bool
	}{
		{"nothing moved", snap(100, 10, 10), false},
		{"only a neighbour computed", snap(150, 10, 60), false},
		{"its worker computed", snap(150, 60, 10), true},
		{"a shared thread computed beside a busy neighbour", snap(160, 10, 60), true},
	} {
		if got := progressed("own", was, c.now); got != c.want {
			t.Errorf("%s: progressed %v, want %v", c.name, got, c.want)
		}
	}
	// A worker first read now counts as shared until its second reading.
	if !progressed("own", cpuSnapshot{process: 100, threads: map[string]int64{}}, snap(110, 10, 10)) {
		t.Error("a new worker's first reading: no progress")
	}
}

// TestHostThatCannotRunIsBroken checks a host process that ends, or hangs,
// before it answers anything: node cannot run host.js here, so every
// implementation is down with that reason, and no second process is
// started for the next one, nor a retry.
func TestHostThatCannotRunIsBroken(t *testing.T) {
	node := nodeOrSkip(t)
	defer func(d time.Duration) { stallAfter = d }(stallAfter)
	stallAfter = time.Second
	for _, c := range []struct{ name, hostJS, why string }{
		{"dies", "process.stderr.write('host.js cannot load\\n'); process.exit(3);", "greeting: node host exited (exit status 3); stderr: host.js cannot load"},
		{"hangs", "setInterval(() => {}, 1000);", "greeting: node host made no progress before answering anything (for 1s)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "host.js"), []byte(c.hostJS), 0o644); err != nil {
				t.Fatal(err)
			}
			h := newHost(node, dir)
			for _, name := range []string{"js:a", "js:b"} {
				p := h.peer(name, "a")
				t.Cleanup(func() { p.Close() })
				err := within(t, h, p.Start)
				if !errors.Is(err, matrix.ErrDown) || err.Error() != name+": "+c.why {
					t.Errorf("%s: got %v\nwant %s: %s", name, err, name, c.why)
				}
			}
			if h.starts != 1 {
				t.Errorf("%d host processes started, want 1", h.starts)
			}
		})
	}
}
