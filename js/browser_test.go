package js

import (
	"bufio"
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/internal/require"
)

// pageServer starts browser.js's page server (serve.js) alone, in node, under the
// secret "s3cr3t", answering every message on its WebSocket with the
// request line "next", and returns its port.
func pageServer(t *testing.T) int {
	t.Helper()
	node := nodeOrSkip(t)
	script, err := filepath.Abs(filepath.Join("peer", "serve.js"))
	if err != nil {
		t.Fatal(err)
	}
	const serve = `const { makeServer, pageSite } = require(process.argv[1]);
const s = makeServer(pageSite('webcrypto'), 's3cr3t', (ws) => ws.on('message', () => ws.send('next')));
s.listen(0, '127.0.0.1', () => console.log(s.address().port));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();`
	cmd := exec.Command(node, "-e", serve, script)
	dieWithParent(cmd)
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
	t.Cleanup(func() {
		stdin.Close()
		killGroup(cmd)
		cmd.Wait()
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("page server: %v", err)
	}
	port, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		t.Fatalf("page server printed %q, not a port", line)
	}
	return port
}

// rawRequest sends one HTTP/1.1 request written out by hand, so that the
// path and the Host header are exactly the test's, and returns the status
// and the body. With upgrade, it asks for a WebSocket, and on 101 returns
// the open connection (closed by the test's cleanup).
func rawRequest(t *testing.T, port int, method, path, host, origin string, upgrade bool) (int, string, *bufio.ReadWriter) {
	t.Helper()
	c, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(port), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(10 * time.Second))
	var req bytes.Buffer
	req.WriteString(method + " " + path + " HTTP/1.1\r\nHost: " + host + "\r\n")
	if upgrade {
		req.WriteString("Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n")
	} else {
		req.WriteString("Connection: close\r\n")
	}
	if origin != "" {
		req.WriteString("Origin: " + origin + "\r\n")
	}
	req.WriteString("Content-Length: 0\r\n\r\n")
	if _, err := c.Write(req.Bytes()); err != nil {
		t.Fatal(err)
	}
	rw := bufio.NewReadWriter(bufio.NewReader(c), bufio.NewWriter(c))
	resp, err := http.ReadResponse(rw.Reader, nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode == http.StatusSwitchingProtocols {
		return resp.StatusCode, "", rw
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == http.StatusOK && resp.Header.Get("Cross-Origin-Embedder-Policy") != "require-corp" {
		t.Errorf("%s %s: served without cross-origin isolation", method, path)
	}
	return resp.StatusCode, string(body), nil
}

// wsText exchanges one short text message over an open WebSocket (RFC
// 6455: a client's frame is masked, a server's is not) and returns the
// server's reply.
func wsText(t *testing.T, rw *bufio.ReadWriter, msg string) string {
	t.Helper()
	mask := [4]byte{1, 2, 3, 4}
	frame := []byte{0x81, 0x80 | byte(len(msg))}
	frame = append(frame, mask[:]...)
	for i := range len(msg) {
		frame = append(frame, msg[i]^mask[i%4])
	}
	if _, err := rw.Write(frame); err != nil || rw.Flush() != nil {
		t.Fatalf("writing a frame: %v", err)
	}
	var head [2]byte
	if _, err := io.ReadFull(rw, head[:]); err != nil {
		t.Fatalf("reading a frame: %v", err)
	}
	if head[0] != 0x81 || head[1] >= 126 {
		t.Fatalf("frame header % x, want a short unmasked text frame", head)
	}
	reply := make([]byte, head[1])
	if _, err := io.ReadFull(rw, reply); err != nil {
		t.Fatalf("reading a frame: %v", err)
	}
	return string(reply)
}

// TestPageServerRefuses holds browser.js's page server to what DESIGN.md
// asks of a server a browser talks to: only its page and the scripts it
// loads, under the run's secret, to a request whose Host is the server's
// own address and whose Origin, if any, is the page's; no other file of
// the peer folder, no directory listing, no way out of the folder.
func TestPageServerRefuses(t *testing.T) {
	port := pageServer(t)
	host := "127.0.0.1:" + strconv.Itoa(port)
	self := "http://" + host
	for _, tc := range []struct {
		name, method, path, host, origin string
		upgrade                          bool
		want                             int
	}{
		{"the page", "GET", "/s3cr3t/", host, "", false, 200},
		{"a script of the page", "GET", "/s3cr3t/core.js", host, "", false, 200},
		{"the adapter", "GET", "/s3cr3t/adapter.js", host, self, false, 200},
		{"the WebSocket", "GET", "/s3cr3t/ws", host, self, true, 101},
		{"no secret", "GET", "/", host, "", false, 404},
		{"a wrong secret", "GET", "/s3cr3u/", host, "", false, 404},
		{"a wrong secret, WebSocket", "GET", "/wrong/ws", host, self, true, 404},
		{"the secret's prefix", "GET", "/s3cr3/", host, "", false, 404},
		{"a file of the folder not on the list", "GET", "/s3cr3t/peer.js", host, "", false, 404},
		{"the adapter by its file name", "GET", "/s3cr3t/webcrypto.js", host, "", false, 404},
		{"a subfolder", "GET", "/s3cr3t/adapters/webcrypto.js", host, "", false, 404},
		{"a directory listing", "GET", "/s3cr3t/adapters/", host, "", false, 404},
		{"dot-dot", "GET", "/s3cr3t/../package.json", host, "", false, 404},
		{"escaped dot-dot", "GET", "/s3cr3t/%2e%2e/package.json", host, "", false, 404},
		{"a query", "GET", "/s3cr3t/core.js?x", host, "", false, 404},
		{"localhost as Host", "GET", "/s3cr3t/", "localhost:" + strconv.Itoa(port), "", false, 421},
		{"localhost as Host, WebSocket", "GET", "/s3cr3t/ws", "localhost:" + strconv.Itoa(port), self, true, 421},
		{"another port in Host", "GET", "/s3cr3t/", "127.0.0.1:1", "", false, 421},
		{"a rebound name as Host", "GET", "/s3cr3t/", "attacker.example", "", false, 421},
		{"a foreign Origin", "GET", "/s3cr3t/core.js", host, "http://attacker.example", false, 403},
		{"a foreign Origin, WebSocket", "GET", "/s3cr3t/ws", host, "http://attacker.example", true, 403},
		{"a null Origin, WebSocket", "GET", "/s3cr3t/ws", host, "null", true, 403},
		{"another port as Origin, WebSocket", "GET", "/s3cr3t/ws", host, "http://127.0.0.1:1", true, 403},
		{"no Origin, WebSocket", "GET", "/s3cr3t/ws", host, "", true, 403},
		{"a WebSocket to a script", "GET", "/s3cr3t/core.js", host, self, true, 404},
		{"the WebSocket's path without upgrading", "GET", "/s3cr3t/ws", host, self, false, 404},
		{"a script posted to", "POST", "/s3cr3t/core.js", host, self, false, 405},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body, _ := rawRequest(t, port, tc.method, tc.path, tc.host, tc.origin, tc.upgrade)
			if code != tc.want {
				t.Errorf("%s %s (Host %s, Origin %q, upgrade %v): status %d, want %d; body %.80q", tc.method, tc.path, tc.host, tc.origin, tc.upgrade, code, tc.want, body)
			}
			if code != 200 && strings.Contains(body, "use strict") {
				t.Errorf("a refusal carries a script: %.80q", body)
			}
		})
	}
	code, _, ws := rawRequest(t, port, "GET", "/s3cr3t/ws", host, self, true)
	if code != http.StatusSwitchingProtocols {
		t.Fatalf("the WebSocket: status %d", code)
	}
	if got := wsText(t, ws, "an answer"); got != "next" {
		t.Errorf("the WebSocket answered %q, want the next request line", got)
	}
}

// browserPeers returns one implementation found of each browser, the
// first that can run (what is tested of a browser's process is the same
// whatever its page loads), skipping the test where node is missing and
// failing it where a browser is missing but required.
func browserPeers(t *testing.T) []Found {
	t.Helper()
	var out []Found
	have := map[string]bool{}
	for _, f := range found(t) {
		if f.Browser == "" || have[f.Browser] {
			continue
		}
		if f.Status != "" {
			if require.Required(require.Browsers) {
				t.Errorf("%s: %s, but %s requires %s", f.Name, f.Status, require.Env, require.Browsers)
			}
			t.Logf("%s: %s", f.Name, f.Status)
			continue
		}
		have[f.Browser] = true
		out = append(out, f)
	}
	if len(out) == 0 {
		require.Skip(t, require.Browsers, "no browser installed (chromium, firefox-esr)")
	}
	return out
}

// browserOf returns the process id of the browser a started browser peer
// launched (node's one child, the leader of the browser's process group)
// and its profile folder, read from its command line.
func browserOf(t *testing.T, p *Peer) (int, string) {
	t.Helper()
	out, err := exec.Command("pgrep", "-P", strconv.Itoa(p.pid())).Output()
	if err != nil {
		t.Fatalf("pgrep -P %d: %v (no browser under the peer's node)", p.pid(), err)
	}
	pid, err := strconv.Atoi(strings.Fields(string(out))[0])
	if err != nil {
		t.Fatal(err)
	}
	cmdline, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
	if err != nil {
		t.Fatal(err)
	}
	for _, arg := range strings.Split(string(cmdline), "\x00") {
		arg = strings.TrimPrefix(arg, "--user-data-dir=")
		if strings.Contains(filepath.Base(arg), "naclcmp-") && filepath.IsAbs(arg) {
			return pid, arg
		}
	}
	t.Fatalf("browser %d: no profile folder in its command line %q", pid, cmdline)
	return 0, ""
}

// leftovers lists the processes of the browser's process group and every
// process naming its profile folder (Chromium's crash handler leaves the
// group), as pgrep prints them; empty when all are gone.
func leftovers(pgid int, profile string) string {
	var out []string
	if b, err := exec.Command("pgrep", "-a", "-g", strconv.Itoa(pgid)).Output(); err == nil {
		out = append(out, strings.TrimSpace(string(b)))
	}
	if b, err := exec.Command("pgrep", "-a", "-f", profile).Output(); err == nil {
		out = append(out, strings.TrimSpace(string(b)))
	}
	return strings.Join(out, "\n")
}

// gone waits until the browser's processes have all exited, up to a
// deadline that only bounds the test, and returns what is left.
func gone(pgid int, profile string) string {
	deadline := time.Now().Add(20 * time.Second)
	for {
		left := leftovers(pgid, profile)
		if left == "" || time.Now().After(deadline) {
			return left
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// freshBrowserPeer returns f's implementation in a browser host of its
// own, not the one the tests share.
func freshBrowserPeer(f Found) *Peer {
	h := f.Peer.host
	return newBrowserHost(h.argv[0], h.dir, h.kind, h.argv[3]).peer(f.Name, f.Peer.adapter)
}

// TestBrowserEndsWithPeer starts each browser peer, checks that its page
// answers, and requires that nothing of the browser is left once the
// peer ends: after Close (its stdin closed), the whole process group and
// the profile folder; after node is killed with SIGKILL (naclcmp's end of
// a hung peer, where browser.js cannot clean up), the processes, and the
// profile once the next browser peer has started.
func TestBrowserEndsWithPeer(t *testing.T) {
	if _, err := exec.LookPath("pgrep"); err != nil {
		t.Skip("no pgrep here to look for leftover processes")
	}
	seed := sha256.Sum256([]byte("naclcmp browser"))
	priv := ed25519.NewKeyFromSeed(seed[:])
	msg := []byte("a page signs")
	want := ed25519.Sign(priv, msg)
	for _, f := range browserPeers(t) {
		for _, end := range []string{"close", "sigkill"} {
			t.Run(f.Name+"/"+end, func(t *testing.T) {
				p := freshBrowserPeer(f)
				defer p.Close()
				op, err := NewOp(p, "sign/ed25519")
				if err != nil {
					t.Fatal(err)
				}
				sig := make([]byte, ed25519.SignatureSize)
				if err := op.(Signature).Sign(sig, msg, priv); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(sig, want) {
					t.Errorf("the page signed %x, want %x", sig, want)
				}
				// The page's clock is coarse, and says so, so that the
				// benchmark's batches last long enough.
				if step, err := p.ClockStep(); err != nil || step <= 0 {
					t.Errorf("clock step %v (%v), want the page's performance.now() step", step, err)
				}
				pid, profile := browserOf(t, p)
				if pgid, err := syscall.Getpgid(pid); err != nil || pgid != pid {
					t.Errorf("browser %d: process group %d (%v), want a group of its own", pid, pgid, err)
				}
				if end == "close" {
					p.Close()
				} else {
					syscall.Kill(-p.pid(), syscall.SIGKILL)
				}
				if left := gone(pid, profile); left != "" {
					t.Errorf("after %s, browser processes are left:\n%s", end, left)
				}
				if _, err := os.Stat(profile); end == "close" && !os.IsNotExist(err) {
					t.Errorf("after close, the profile %s is left (%v)", profile, err)
				}
				if end == "sigkill" {
					// The profile left is the next peer's to remove.
					defer os.RemoveAll(profile)
					next := freshBrowserPeer(f)
					defer next.Close()
					if err := next.Start(); err != nil {
						t.Fatal(err)
					}
					if _, err := os.Stat(profile); !os.IsNotExist(err) {
						t.Errorf("the next peer's start left the profile %s of a killed one (%v)", profile, err)
					}
				}
			})
		}
	}
}

// TestTooOld checks the version gate of a browser's entry: a browser
// older than MinBrowser is not used, and says what it lacks.
func TestTooOld(t *testing.T) {
	im := Entry{MinBrowser: 153, OlderLacks: "Ed25519"}
	for _, tc := range []struct {
		version string
		used    bool
	}{
		{"Mozilla Firefox 153.8.0esr", true},
		{"Mozilla Firefox 160.0", true},
		{"Mozilla Firefox 140.12.0esr", false},
		{"Mozilla Firefox 99", false},
		{"Mozilla Firefox", false},
	} {
		status := tooOld(tc.version, im)
		if (status == "") != tc.used || (status != "" && !strings.Contains(status, "Ed25519")) {
			t.Errorf("%q: status %q, want used %v", tc.version, status, tc.used)
		}
	}
	if s := tooOld("Chromium 1.0", Entry{}); s != "" {
		t.Errorf("an entry without MinBrowser: %q", s)
	}
}
