package js

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/matrix"
)

// testBrowserHost returns a host of browser serving adapters, one peer
// each ("<browser>:<adapter>"), closed when the test ends. The test page
// adapter (misbehave-page.js) is allowed.
func testBrowserHost(t *testing.T, browser string, adapters ...string) (*host, []*Peer) {
	t.Helper()
	env, err := Locate()
	if err != nil {
		require.Skip(t, require.Node, "JavaScript implementations not enabled: "+err.Error())
	}
	binary, status := lookBrowser(browser)
	if status != "" {
		if require.Required(require.Browsers) {
			t.Fatalf("%s: %s, but %s requires %s", browser, status, require.Env, require.Browsers)
		}
		require.Skip(t, require.Browsers, browser+": "+status)
	}
	h := newBrowserHost(env.Node, env.Dir, browser, binary)
	h.env = append(os.Environ(), "NACLCMP_JS_TEST_ADAPTER=misbehave-page.js")
	var peers []*Peer
	for _, a := range adapters {
		p := h.peer(browser+":"+a, a)
		t.Cleanup(func() { p.Close() })
		peers = append(peers, p)
	}
	return h, peers
}

// TestBrowserHostIsolatesPages runs two implementations in pages of one
// browser and has one misbehave in every way a page can: a loop that
// never ends, a promise never settled, a page that closes itself. Each
// time, only the misbehaving implementation is down, once retried in a
// fresh page, while its neighbour answers, during the loop too (the pages
// are in processes of their own); one browser host process served them
// all.
func TestBrowserHostIsolatesPages(t *testing.T) {
	// A cleanup, not a defer: the parallel subtests run after this
	// function returns.
	t.Cleanup(func(d time.Duration) func() { return func() { stallAfter = d } }(stallAfter))
	stallAfter = 2 * time.Second
	for _, browser := range []string{BrowserChromium, BrowserFirefox} {
		t.Run(browser, func(t *testing.T) {
			t.Parallel()
			h, peers := testBrowserHost(t, browser, "test-misbehave", "test-neighbour")
			bad, good := peers[0], peers[1]
			// A neighbour the loop blocked would fail, not hang the test.
			good.limit = 20 * time.Second
			echoes(t, bad)
			echoes(t, good)
			pid := h.pid()

			for _, c := range []struct{ op, call, why string }{
				{"test/hang", "hang", "made no progress for 2s (no CPU time spent by the browser or its host)"},
				{"test/close", "close", "page went away"},
			} {
				p := h.peer(browser+":test-misbehave", "test-misbehave")
				err := within(t, h, func() error { return p.outputs(c.op, c.call, nil, []byte{0}) })
				p.Close()
				if !errors.Is(err, matrix.ErrDown) || !strings.Contains(err.Error(), c.why) || !strings.Contains(err.Error(), "retried") {
					t.Errorf("%s: got %v, want down, retried, with %q", c.op, err, c.why)
				}
				echoes(t, good)
			}
			// The loop, last: the user's limit ends it, and meanwhile the
			// neighbour answers; but nothing can end the loop itself,
			// whose CPU time would keep a hung page of the same browser
			// alive.
			bad.limit = 2 * time.Second
			looped := make(chan error, 1)
			go func() { looped <- bad.outputs("test/loop", "loop", nil, []byte{0}) }()
			time.Sleep(500 * time.Millisecond)
			echoes(t, good)
			err := within(t, h, func() error { return <-looped })
			if !errors.Is(err, matrix.ErrDown) || !strings.Contains(err.Error(), "no answer within 2s, the limit NACLCMP_JS_TIMEOUT sets") ||
				!strings.Contains(err.Error(), "retried") {
				t.Errorf("a page that loops: got %v", err)
			}
			echoes(t, good)

			// A browser that crashed on a loaded machine is started again,
			// which the neighbour's retry covers: the report then counts
			// two processes, still one at a time.
			kind, processes, startUp, peak := (base{peer: good}).HostReport()
			if kind != browser || processes != h.starts || startUp <= 0 || peak < 50<<20 {
				t.Errorf("host report: %s, %d processes, started in %v, peak %d bytes; want %s, %d, its start-up, its memory",
					kind, processes, startUp, peak, browser, h.starts)
			}
			if h.starts != 1 || h.pid() != pid {
				t.Logf("host process %d then %d, %d started: the browser was started again", pid, h.pid(), h.starts)
			}
		})
	}
}

// TestBrowserHostSurvivesStop stops a browser's host and its browser
// (SIGSTOP, as the benchmark pauses a host it is not timing) for longer
// than twice the old fixed deadline, with a request waiting, then
// continues them: the request still succeeds. Run with
// NACLCMP_JS_TIMEOUT=5s, the old deadline, it fails.
func TestBrowserHostSurvivesStop(t *testing.T) {
	defer func(d time.Duration) { stallAfter = d }(stallAfter)
	stallAfter = 3 * time.Second
	h, peers := testBrowserHost(t, BrowserChromium, "test-misbehave")
	echoes(t, peers[0])
	pid := h.pid()
	out, err := exec.Command("pgrep", "-P", strconv.Itoa(pid)).Output()
	if err != nil {
		t.Fatalf("pgrep -P %d: %v (no browser under the host)", pid, err)
	}
	browser, err := strconv.Atoi(strings.Fields(string(out))[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []int{pid, -browser} {
		if err := syscall.Kill(p, syscall.SIGSTOP); err != nil {
			t.Fatal(err)
		}
		defer syscall.Kill(p, syscall.SIGCONT)
	}
	done := make(chan error, 1)
	go func() {
		o := make([]byte, 7)
		err := peers[0].outputs("test/echo", "echo", [][]byte{o}, []byte("stopped"))
		if err == nil && string(o) != "stopped" {
			err = errors.New("echoed " + string(o))
		}
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("while the host was stopped: %v", err)
	case <-time.After(2*DefaultTimeout + time.Second):
	}
	syscall.Kill(-browser, syscall.SIGCONT)
	syscall.Kill(pid, syscall.SIGCONT)
	if err := <-done; err != nil {
		t.Errorf("a request to a browser stopped for %v: %v", 2*DefaultTimeout+time.Second, err)
	}
}
