package js

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/matrix"
)

// nodeOrSkip returns the node binary, skipping the test where there is
// none: the one legitimate skip, since without node there is no peer.
func nodeOrSkip(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		require.Skip(t, require.Node, "node is not installed; the JavaScript implementations are disabled")
	}
	return node
}

// fakePeer returns a peer running testdata/fakepeer.js in mode.
func fakePeer(t *testing.T, mode string, timeout time.Duration) *Peer {
	t.Helper()
	node := nodeOrSkip(t)
	script, err := filepath.Abs(filepath.Join("testdata", "fakepeer.js"))
	if err != nil {
		t.Fatal(err)
	}
	p := NewPeer("js:fake", []string{node, script, mode}, ".", timeout)
	t.Cleanup(func() { p.Close() })
	return p
}

func TestRoundTrip(t *testing.T) {
	p := fakePeer(t, "echo", 0)
	a, b := []byte{1, 2, 3}, []byte{}
	outA, outB := make([]byte, 3), []byte{}
	if err := p.outputs("test/echo", "echo", [][]byte{outA, outB}, a, b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(outA, a) {
		t.Errorf("echo: got %x, want %x", outA, a)
	}
	// A wrong-sized answer is an error, not a short copy.
	short := make([]byte, 2)
	err := p.outputs("test/echo", "echo", [][]byte{short}, a)
	if err == nil || !strings.Contains(err.Error(), "returned 3 bytes for output 0, want 2") {
		t.Errorf("wrong-sized output: got %v", err)
	}
	if !bytes.Equal(short, []byte{0, 0}) {
		t.Errorf("wrong-sized output was copied: %x", short)
	}
	if p.Version() != "0.0.0" {
		t.Errorf("version %q, want the greeting's 0.0.0", p.Version())
	}
}

func TestTimeout(t *testing.T) {
	p := fakePeer(t, "hang", 300*time.Millisecond)
	err := p.outputs("test/echo", "echo", [][]byte{make([]byte, 1)}, []byte{1})
	if err == nil || !strings.Contains(err.Error(), "no answer within 300ms") || !strings.HasPrefix(err.Error(), "js:fake: ") {
		t.Fatalf("hung peer: got %v, want a timeout naming the implementation", err)
	}
	// The hung process is killed and reaped, not left behind.
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
		t.Fatal("hung peer still running after the timeout")
	}
	// The failure is sticky: the next call returns it without waiting.
	done := make(chan error, 1)
	go func() { done <- p.outputs("test/echo", "echo", nil) }()
	select {
	case err2 := <-done:
		if err2 == nil || err2.Error() != err.Error() {
			t.Errorf("second call: got %v, want %v", err2, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("second call to a failed peer waited")
	}
}

// TestStartTimeout checks the start deadline of a peer in a process of
// its own (a browser's): one that never greets is down. The node
// implementations' host has no deadline (TestHostMuteAdapterIsDown).
func TestStartTimeout(t *testing.T) {
	p := fakePeer(t, "mute", 0)
	p.start = 300 * time.Millisecond
	err := p.Start()
	if err == nil || !strings.Contains(err.Error(), "greeting: no answer") {
		t.Fatalf("mute peer: got %v", err)
	}
}

// TestBrowserStartRetried checks that a browser's peer whose process died
// as it started is started once more and then answers; that one dying at
// both starts says both; and that a peer that is not a browser's is
// started once.
func TestBrowserStartRetried(t *testing.T) {
	node := nodeOrSkip(t)
	script, err := filepath.Abs(filepath.Join("testdata", "fakepeer.js"))
	if err != nil {
		t.Fatal(err)
	}
	peer := func(name, marker string, browser bool) *Peer {
		p := NewPeer(name, []string{node, script, "crash-once", marker}, ".", 0)
		p.fewAtATime = browser
		t.Cleanup(func() { p.Close() })
		return p
	}
	marker := filepath.Join(t.TempDir(), "crashed")
	p := peer("chromium:fake", marker, true)
	if err := p.Start(); err != nil {
		t.Fatalf("a browser that crashed once as it started: %v, want it started again", err)
	}
	if _, err := os.Stat(marker); err != nil {
		t.Fatalf("the first start did not crash: %v", err)
	}
	out := make([]byte, 3)
	if err := p.outputs("test/echo", "echo", [][]byte{out}, []byte{1, 2, 3}); err != nil || !bytes.Equal(out, []byte{1, 2, 3}) {
		t.Errorf("after the second start: %x, %v", out, err)
	}

	// The marker cannot be written: every start dies.
	twice := peer("chromium:fake", filepath.Join(t.TempDir(), "no", "such", "dir"), true)
	if err := twice.Start(); err == nil || !strings.Contains(err.Error(), "started twice") || strings.Count(err.Error(), "ENOENT") < 2 {
		t.Errorf("a browser that crashed at both starts: %v, want both failures", err)
	}

	once := peer("js:fake", filepath.Join(t.TempDir(), "crashed"), false)
	if err := once.Start(); err == nil || !strings.Contains(err.Error(), "fake browser exited (SIGSEGV) as it started") {
		t.Errorf("a peer that is not a browser's, crashed as it started: %v, want down", err)
	}
}

func TestCrashReportsStderr(t *testing.T) {
	p := fakePeer(t, "crash", 0)
	err := p.outputs("test/echo", "echo", nil)
	if err == nil {
		t.Fatal("crashed peer: no error")
	}
	for _, want := range []string{"js:fake: ", "node exited", "exit status 3", "fake peer: boom at request 1"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("crashed peer: %q lacks %q", err, want)
		}
	}
}

func TestRefusedGreeting(t *testing.T) {
	p := fakePeer(t, "refuse", 0)
	err := p.Start()
	if err == nil || !strings.Contains(err.Error(), "did not load: fake package did not load") {
		t.Fatalf("refusing peer: got %v", err)
	}
}

func TestStartFailure(t *testing.T) {
	p := NewPeer("js:none", []string{filepath.Join(t.TempDir(), "no-such-node")}, ".", 0)
	err := p.Start()
	if err == nil || !strings.HasPrefix(err.Error(), "js:none: start node: ") {
		t.Fatalf("missing node: got %v", err)
	}
}

// TestBadInputNeverSent checks that malformed arguments are refused in Go:
// the peer's command does not exist, so anything that reached it would
// fail with a start error instead of the argument error.
func TestBadInputNeverSent(t *testing.T) {
	p := NewPeer("js:unstarted", []string{filepath.Join(t.TempDir(), "no-such-node")}, ".", 0)
	sig, _ := NewOp(p, "sign/ed25519")
	box, _ := NewOp(p, "box/curve25519xsalsa20poly1305")
	hash, _ := NewOp(p, "hash/sha512")
	cases := []struct {
		name, want string
		call       func() error
	}{
		{"short seed", "js:unstarted: seed: want 32 bytes, got 31", func() error {
			return sig.(Signature).KeyFromSeed(make([]byte, 32), make([]byte, 64), make([]byte, 31))
		}},
		{"nil signature", "js:unstarted: sig: want 64 bytes, got 0", func() error {
			_, err := sig.(Signature).Verify(nil, nil, make([]byte, 32))
			return err
		}},
		{"long digest", "js:unstarted: out: want 64 bytes, got 65", func() error { return hash.(Hash).Hash(make([]byte, 65), nil) }},
		{"box shorter than a tag", "js:unstarted: box: want 16 to", func() error {
			_, err := box.(Box).Open(nil, make([]byte, 15), make([]byte, 24), make([]byte, 32), make([]byte, 32))
			return err
		}},
	}
	for _, c := range cases {
		err := c.call()
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	if p.pid() != 0 || p.Err() != nil {
		t.Errorf("bad input started the peer (pid %d, err %v)", p.pid(), p.Err())
	}
}

func TestCloseEndsPeer(t *testing.T) {
	p := fakePeer(t, "echo", 0)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	exited := p.exited
	p.Close()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		t.Fatal("peer still running after Close")
	}
	if err := p.outputs("test/echo", "echo", nil); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("call after Close: got %v", err)
	}
}

// TestPeerDiesWithParent starts a peer from a child process (this test
// binary again), kills that child with SIGKILL, as a crash of naclcmp
// would end it, and requires the peer to exit: its stdin closes, and on
// Linux the kernel also sends it the parent-death signal.
func TestPeerDiesWithParent(t *testing.T) {
	if os.Getenv("NACLCMP_JS_HELPER") == "parent" {
		helperParent()
		return
	}
	nodeOrSkip(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestPeerDiesWithParent$")
	cmd.Env = append(os.Environ(), "NACLCMP_JS_HELPER=parent")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	var pid int
	buf := make([]byte, 64)
	n, err := out.Read(buf)
	if _, scanErr := fmt.Sscan(string(buf[:n]), &pid); err != nil || scanErr != nil || pid <= 0 {
		cmd.Process.Kill()
		t.Fatalf("helper did not report a peer pid: %q %v %v", buf[:n], err, scanErr)
	}
	cmd.Process.Kill()
	deadline := time.Now().Add(10 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("peer %d still running 10s after its parent was killed", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// helperParent is the child process of TestPeerDiesWithParent: it starts
// a peer, prints its pid and waits to be killed.
func helperParent() {
	node, err := exec.LookPath("node")
	if err != nil {
		os.Exit(2)
	}
	script, _ := filepath.Abs(filepath.Join("testdata", "fakepeer.js"))
	p := NewPeer("js:fake", []string{node, script, "echo"}, ".", 0)
	if err := p.Start(); err != nil {
		os.Exit(3)
	}
	fmt.Println(p.pid())
	time.Sleep(time.Minute)
	os.Exit(4)
}

// alive reports whether process pid exists and is not a zombie.
func alive(pid int) bool {
	stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if errors.Is(err, os.ErrNotExist) {
		return false
	}
	if err != nil {
		// No /proc: signal 0 asks whether the process exists.
		proc, err := os.FindProcess(pid)
		return err == nil && proc.Signal(syscall.Signal(0)) == nil
	}
	// The state follows the command name in parentheses.
	s := string(stat)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z' && s[i+2] != 'X'
	}
	return true
}

// TestPeerFailuresAreDown checks that every failure of a peer as a whole
// (it could not start, did not greet, crashed, was closed) is a
// matrix.DownError naming the implementation, which the checks report
// once, while the error a library raises for one call is not.
func TestPeerFailuresAreDown(t *testing.T) {
	check := func(name string, p *Peer) {
		t.Helper()
		err := p.outputs("test/echo", "echo", nil)
		var d *matrix.DownError
		if !errors.Is(err, matrix.ErrDown) || !errors.As(err, &d) || d.Impl != "js:fake" || err.Error() != p.Err().Error() {
			t.Errorf("%s: got %v (%T), want a DownError of js:fake", name, err, err)
		}
	}
	mute := fakePeer(t, "mute", 0)
	mute.start = 300 * time.Millisecond
	check("mute", mute)

	closed := fakePeer(t, "echo", 0)
	closed.Close()
	check("closed", closed)
	check("no node", NewPeer("js:fake", []string{filepath.Join(t.TempDir(), "no-such-node")}, ".", 0))
	check("refuse", fakePeer(t, "refuse", 0))
	check("crash", fakePeer(t, "crash", 0))
	check("hang", fakePeer(t, "hang", 300*time.Millisecond))

	p := fakePeer(t, "fail", 0)
	err := p.outputs("test/echo", "echo", nil)
	var ce *CallError
	if !errors.As(err, &ce) || errors.Is(err, matrix.ErrDown) || p.Err() != nil {
		t.Errorf("a call that failed in node: got %v, peer %v; want a CallError, the peer still up", err, p.Err())
	}
}

// TestExitedPeerSaysExited checks that a request to a peer that died
// while idle reports how node exited, not the closed pipe it was sent on.
func TestExitedPeerSaysExited(t *testing.T) {
	p := fakePeer(t, "die", 0)
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-p.exited:
	case <-time.After(time.Minute):
		t.Fatal("the peer that kills itself is still running")
	}
	err := p.outputs("test/echo", "echo", nil)
	if err == nil || err.Error() != "js:fake: test/echo echo: node exited (signal: killed)" {
		t.Errorf("request to an exited peer: got %v", err)
	}
}
