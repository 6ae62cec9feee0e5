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

// unstartable returns a peer whose host cannot start: its node does not
// exist.
func unstartable(t *testing.T, name string) *Peer {
	p := newHost(filepath.Join(t.TempDir(), "no-such-node"), ".").peer(name, "tweetnacl")
	t.Cleanup(func() { p.Close() })
	return p
}

// TestOutputSizes checks that an answer of the wrong size is an error,
// not a short copy, and that the greeting's version is kept.
func TestOutputSizes(t *testing.T) {
	_, peers := testHost(t, "test-misbehave")
	p := peers[0]
	a, b := []byte{1, 2, 3}, []byte{}
	outA, outB := make([]byte, 3), []byte{}
	if err := p.outputs("test/echo", "echo", [][]byte{outA, outB}, a, b); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(outA, a) {
		t.Errorf("echo: got %x, want %x", outA, a)
	}
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

func TestStartFailure(t *testing.T) {
	err := unstartable(t, "js:none").Start()
	if err == nil || !strings.HasPrefix(err.Error(), "js:none: greeting: node host: start node: ") {
		t.Fatalf("missing node: got %v", err)
	}
}

// TestBadInputNeverSent checks that malformed arguments are refused in Go:
// the peer's node does not exist, so anything that reached it would fail
// with a start error instead of the argument error.
func TestBadInputNeverSent(t *testing.T) {
	p := unstartable(t, "js:unstarted")
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

// TestCloseEndsHost checks that closing the last peer of a host ends its
// process, and that a closed peer says so.
func TestCloseEndsHost(t *testing.T) {
	h, peers := testHost(t, "test-misbehave", "test-neighbour")
	for _, p := range peers {
		echoes(t, p)
	}
	exited := h.proc.exited
	peers[0].Close()
	echoes(t, peers[1])
	peers[1].Close()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		t.Fatal("host still running after its last peer's Close")
	}
	if err := peers[0].outputs("test/echo", "echo", nil, []byte{}); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("call after Close: got %v", err)
	}
}

// TestHostDiesWithParent starts a host from a child process (this test
// binary again), kills that child with SIGKILL, as a crash of naclcmp
// would end it, and requires the host to exit: its stdin closes, and on
// Linux the kernel also sends it the parent-death signal.
func TestHostDiesWithParent(t *testing.T) {
	if os.Getenv("NACLCMP_JS_HELPER") == "parent" {
		helperParent()
		return
	}
	nodeOrSkip(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestHostDiesWithParent$")
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
		t.Fatalf("helper did not report a host pid: %q %v %v", buf[:n], err, scanErr)
	}
	cmd.Process.Kill()
	deadline := time.Now().Add(10 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("host %d still running 10s after its parent was killed", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// helperParent is the child process of TestHostDiesWithParent: it starts
// a node host, prints its pid and waits to be killed.
func helperParent() {
	env, err := Locate()
	if err != nil {
		os.Exit(2)
	}
	p := newHost(env.Node, env.Dir).peer("js:tweetnacl", "tweetnacl")
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
// (its host could not start, its adapter refused to load, it was closed)
// is a matrix.DownError naming the implementation, which the checks
// report once, while the error a library raises for one call is not.
func TestPeerFailuresAreDown(t *testing.T) {
	check := func(name string, p *Peer) {
		t.Helper()
		err := p.outputs("test/echo", "echo", nil, []byte{})
		var d *matrix.DownError
		if !errors.Is(err, matrix.ErrDown) || !errors.As(err, &d) || d.Impl != p.Name() || err.Error() != p.Err().Error() {
			t.Errorf("%s: got %v (%T), want a DownError of %s", name, err, err, p.Name())
		}
	}
	_, peers := testHost(t, "test-refuse", "test-misbehave")
	check("refuse", peers[0])
	if err := peers[0].Err(); err == nil || !strings.Contains(err.Error(), "did not load: misbehave: refuses to load") {
		t.Errorf("refusing adapter: got %v", err)
	}
	check("no node", unstartable(t, "js:none"))
	closed := peers[1]
	echoes(t, closed)

	err := peers[1].outputs("test/fail", "fail", nil, []byte{})
	var ce *CallError
	if !errors.As(err, &ce) || errors.Is(err, matrix.ErrDown) || peers[1].Err() != nil {
		t.Errorf("a call that failed in node: got %v, peer %v; want a CallError, the peer still up", err, peers[1].Err())
	}
	closed.Close()
	check("closed", closed)
}
