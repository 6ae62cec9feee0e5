package js

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInstalledStatus checks the statuses of packages that are missing or
// whose native addon did not build, in a peer folder made up for the test.
func TestInstalledStatus(t *testing.T) {
	dir := t.TempDir()
	env := Env{Node: "node", Dir: dir}
	addon := Entry{Name: "js:addon", Package: "addon", Native: "build/Release/addon.node"}
	plain := Entry{Name: "js:plain", Package: "@scope/plain"}

	if _, st := installed(env, plain); !strings.HasPrefix(st, "not installed: @scope/plain missing") {
		t.Errorf("missing package: status %q", st)
	}
	if _, st := installed(env, addon); !strings.HasPrefix(st, "did not build: addon is missing") {
		t.Errorf("dropped optional addon: status %q", st)
	}

	write := func(rel, data string) {
		t.Helper()
		p := filepath.Join(dir, "node_modules", filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("@scope/plain/package.json", `{"version": "1.2.3"}`)
	write("addon/package.json", `{"version": "0.0.5"}`)
	if v, st := installed(env, plain); v != "1.2.3" || st != "" {
		t.Errorf("installed package: %q, %q", v, st)
	}
	if v, st := installed(env, addon); v != "0.0.5" || !strings.HasPrefix(st, "did not build: addon 0.0.5 has no build/Release/addon.node") {
		t.Errorf("addon without its binary: %q, %q", v, st)
	}
	write("addon/build/Release/addon.node", "")
	if v, st := installed(env, addon); v != "0.0.5" || st != "" {
		t.Errorf("built addon: %q, %q", v, st)
	}
}

// TestLocateWithoutNode checks that a machine without node gets
// ErrNoNode, which the registry turns into the not-enabled line. NACLCMP_JS
// is cleared, since "off" would answer before node is looked for.
func TestLocateWithoutNode(t *testing.T) {
	t.Setenv("NACLCMP_JS", "")
	t.Setenv("NACLCMP_NODE", filepath.Join(t.TempDir(), "no-node"))
	_, err := Locate()
	if err == nil || err.Error() != "node not found (looked for NACLCMP_NODE or node on PATH)" || !errors.Is(err, ErrNoNode) {
		t.Errorf("Locate: got %v", err)
	}
}

// script writes an executable shell script into dir and returns its path:
// a node that hangs, dies or answers as the test needs.
func script(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// healthyNode is a node that answers Locate's question about versions.
const healthyNode = "echo 'node 0.0.0, OpenSSL 0.0.0'\n"

// peerDir makes a peer folder with peer.js (the given program) and the
// installed packages of every entry of Implementations, native addons
// built, as far as Locate and Discover look.
func peerDir(t *testing.T, peerJS string) string {
	t.Helper()
	dir := t.TempDir()
	write := func(rel, data string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("peer.js", peerJS)
	for _, im := range Implementations {
		if im.Package != "" {
			write("node_modules/"+im.Package+"/package.json", `{"version": "1.0.0"}`)
		}
		if im.Native != "" {
			write("node_modules/"+im.Package+"/"+im.Native, "")
		}
	}
	return dir
}

// TestLocateFromAnywhere checks that the peer program is found from a
// working directory outside the repository, by a binary that is not in it
// either (the test binary is in the build cache): through the path of the
// package's source recorded at build time. Built with -trimpath there is
// no such path, and the peer folder is not found.
func TestLocateFromAnywhere(t *testing.T) {
	_, file, _, _ := runtime.Caller(0)
	t.Setenv("NACLCMP_JS", "")
	t.Setenv("NACLCMP_JS_PEER", "")
	t.Setenv("NACLCMP_NODE", script(t, t.TempDir(), "node", healthyNode))
	t.Chdir(t.TempDir())
	env, err := Locate()
	if !filepath.IsAbs(file) {
		if err == nil || !strings.HasPrefix(err.Error(), "peer folder not found (looked in: ") {
			t.Errorf("built with -trimpath: Locate = %+v, %v; want the peer folder not found", env, err)
		}
		return
	}
	// The repository's js/peer, installed or not.
	want := filepath.Join(filepath.Dir(file), "peer")
	if err != nil {
		if err.Error() != "packages not installed in "+want+" (run make js-deps)" {
			t.Errorf("Locate: %v; want %s found", err, want)
		}
		return
	}
	if env.Dir != want || env.Versions != "node 0.0.0, OpenSSL 0.0.0" {
		t.Errorf("Locate = %+v; want the peer folder %s and the versions node printed", env, want)
	}
}

// TestLocateSaysWhy checks the one line Locate gives for each way the peer
// program can be missing, naming where it looked.
func TestLocateSaysWhy(t *testing.T) {
	t.Setenv("NACLCMP_JS", "")
	t.Setenv("NACLCMP_NODE", script(t, t.TempDir(), "node", healthyNode))
	empty, bare := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(bare, "peer.js"), nil, 0o644); err != nil {
		t.Fatal(err)
	}

	t.Setenv("NACLCMP_JS_PEER", empty)
	if _, err := Locate(); err == nil || err.Error() != "peer folder not found (looked in: "+empty+", from NACLCMP_JS_PEER, which has no peer.js)" {
		t.Errorf("NACLCMP_JS_PEER without peer.js: %v", err)
	}
	t.Setenv("NACLCMP_JS_PEER", bare)
	if _, err := Locate(); err == nil || err.Error() != "packages not installed in "+bare+" (run make js-deps)" {
		t.Errorf("peer folder without node_modules: %v", err)
	}

	// Nowhere: not above the working directory or the executable, and
	// the folder recorded at build time gone.
	t.Setenv("NACLCMP_JS_PEER", "")
	wd := t.TempDir()
	t.Chdir(wd)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	defer func(d string) { buildPeerDir = d }(buildPeerDir)
	buildPeerDir = filepath.Join(t.TempDir(), "gone", "js", "peer")
	want := "peer folder not found (looked in: js/peer in " + wd + " and its parents, js/peer in " + filepath.Dir(exe) +
		" and its parents, " + buildPeerDir + " (where this binary was built); set NACLCMP_JS_PEER)"
	if _, err := Locate(); err == nil || err.Error() != want {
		t.Errorf("no peer folder anywhere:\n got %v\nwant %s", err, want)
	}
}

// locateWithin runs Locate, failing the test if it has not returned
// within a minute: a hung node must not hang the run.
func locateWithin(t *testing.T) (Env, error) {
	t.Helper()
	type result struct {
		env Env
		err error
	}
	done := make(chan result, 1)
	go func() {
		env, err := Locate()
		done <- result{env, err}
	}()
	select {
	case r := <-done:
		return r.env, r.err
	case <-time.After(time.Minute):
		t.Fatal("Locate still waiting for node after a minute")
		return Env{}, nil
	}
}

// TestLocateHungNode checks that a node that never answers is found out
// by Locate's one bounded run of it, with an error naming node and the
// cause, and that node and what it started are killed, not left behind:
// the node here is a wrapper script whose child holds its pipes.
func TestLocateHungNode(t *testing.T) {
	defer func(d time.Duration) { probeTimeout = d }(probeTimeout)
	// Long enough for the script to have written its child's pid and its
	// stderr on a loaded machine.
	probeTimeout = 2 * time.Second
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "child.pid")
	node := script(t, dir, "node", "sleep 1000 &\necho $! > "+pidFile+"\necho 'node is stuck' >&2\nwait\n")
	t.Setenv("NACLCMP_JS", "")
	t.Setenv("NACLCMP_NODE", node)
	t.Setenv("NACLCMP_JS_PEER", peerDir(t, ""))
	_, err := locateWithin(t)
	want := "node does not work: " + node + " gave no answer within 2s when asked for its version; stderr: node is stuck"
	if err == nil || err.Error() != want || !errors.Is(err, ErrNodeFails) {
		t.Fatalf("hung node:\n got %v\nwant %s", err, want)
	}
	data, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the hung node's child %d is still running", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestLocateDyingNode checks that a node that exits without answering is
// one error naming node, its exit status and its last words on stderr,
// passing over the version line node prints after an uncaught exception.
func TestLocateDyingNode(t *testing.T) {
	node := script(t, t.TempDir(), "node", "echo 'Error: cannot load libnode' >&2\necho >&2\necho 'Node.js v20.20.2' >&2\nexit 3\n")
	t.Setenv("NACLCMP_JS", "")
	t.Setenv("NACLCMP_NODE", node)
	t.Setenv("NACLCMP_JS_PEER", peerDir(t, ""))
	_, err := locateWithin(t)
	want := "node does not work: " + node + " exited (exit status 3) when asked for its version; stderr: Error: cannot load libnode"
	if err == nil || err.Error() != want || !errors.Is(err, ErrNodeFails) {
		t.Fatalf("dying node:\n got %v\nwant %s", err, want)
	}
}

// TestStartOnlyWhatIsUsed checks that the first use of one discovered
// node implementation starts the node host and that implementation's
// worker alone: no other implementation's adapter is loaded, and no
// browser starts. The worker here (peer.js) is a fake that writes its
// adapter's name to a file as it starts, run by the real host.js.
func TestStartOnlyWhatIsUsed(t *testing.T) {
	node := nodeOrSkip(t)
	loads := filepath.Join(t.TempDir(), "loads")
	dir := peerDir(t, `const { parentPort, workerData } = require('node:worker_threads');
require('node:fs').appendFileSync(`+strconv.Quote(loads)+`, workerData.adapter + '\n');
parentPort.on('message', (line) => {
  const req = JSON.parse(line);
  parentPort.postMessage(JSON.stringify({ id: req.id, hello: { adapter: workerData.adapter, package: 'fake', version: '1.0.0', ops: [] } }));
});
`)
	for _, f := range []string{"host.js", "lines.js"} {
		src, err := os.ReadFile(filepath.Join("peer", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var peers, browsers []*Peer
	for _, f := range Discover(Env{Node: node, Dir: dir, Versions: "node 0.0.0, OpenSSL 0.0.0"}) {
		if f.Status != "" && f.Browser != "" {
			// This machine's browser is missing or too old: its peer is
			// not started, which TestDiscoverAll reports.
			continue
		}
		if f.Status != "" {
			t.Fatalf("%s: %s", f.Name, f.Status)
		}
		t.Cleanup(func() { f.Peer.Close() })
		if f.Browser != "" {
			browsers = append(browsers, f.Peer)
			continue
		}
		peers = append(peers, f.Peer)
	}
	if len(peers) < 2 {
		t.Fatalf("%d node peers discovered", len(peers))
	}
	if peers[0].pid() != 0 {
		t.Fatalf("the host runs before any use")
	}
	if err := peers[0].Start(); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(loads); err != nil || string(data) != peers[0].adapter+"\n" {
		t.Errorf("adapters loaded on the first use of %s: %q (%v), want its own alone", peers[0].Name(), data, err)
	}
	for _, p := range peers[1:] {
		if p.pid() != peers[0].pid() {
			t.Errorf("%s: host %d, want the one host %d", p.Name(), p.pid(), peers[0].pid())
		}
	}
	if h := peers[0].host; h.starts != 1 {
		t.Errorf("%d host processes started, want 1", h.starts)
	}
	// A browser starts on its own first use, not with node's peers; each
	// browser's implementations share one host of that browser.
	hosts := map[string]*host{}
	for _, p := range browsers {
		if p.pid() != 0 {
			t.Errorf("%s: started with %s", p.Name(), peers[0].Name())
		}
		kind, _, _ := strings.Cut(p.Name(), ":")
		if hosts[kind] == nil {
			hosts[kind] = p.host
		}
		if p.host != hosts[kind] || p.host == peers[0].host || !p.host.browser {
			t.Errorf("%s: not in the one %s host", p.Name(), kind)
		}
	}
}

// TestLocateDisabled checks that NACLCMP_JS=off wins over an installed
// node and peer folder.
func TestLocateDisabled(t *testing.T) {
	t.Setenv("NACLCMP_JS", "off")
	if _, err := Locate(); !errors.Is(err, ErrDisabled) {
		t.Errorf("Locate with NACLCMP_JS=off: %v, want ErrDisabled", err)
	}
}

// TestBrowserStatus checks what a missing browser makes of its
// implementations: each found with a one-line "not installed" status
// naming the package to install and no peer, while node's
// implementations are found as before; and a browser that does not say
// its version is "does not run".
func TestBrowserStatus(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node: the statuses are computed, the test needs one to run Discover")
	}
	empty := t.TempDir()
	t.Setenv("PATH", empty)
	t.Setenv("NACLCMP_CHROMIUM", "")
	t.Setenv("NACLCMP_FIREFOX", "")
	browsers := 0
	for _, f := range Discover(Env{Node: node, Dir: empty, Versions: "node test"}) {
		switch {
		case f.Browser == "" && f.Package == "":
			if f.Status != "" || f.Peer == nil {
				t.Errorf("%s: status %q without a browser", f.Name, f.Status)
			}
		case f.Browser != "":
			browsers++
			want := "not installed: " + strings.Join(browserSpecs[f.Browser].names, " or ") + " not found on PATH (install Debian's "
			if !strings.HasPrefix(f.Status, want) || strings.Contains(f.Status, "\n") || f.Peer != nil || len(f.Ops) != 0 {
				t.Errorf("%s: status %q (peer %v, %d ops), want one line starting %q", f.Name, f.Status, f.Peer, len(f.Ops), want)
			}
		}
	}
	// Every entry of a browser says so: its WebCrypto and the packages
	// its page runs.
	want := 0
	for _, im := range Implementations {
		if im.Browser != "" {
			want++
		}
	}
	if browsers != want || want < 2*(1+len(browserLibraries)) {
		t.Errorf("found %d browser implementations, want %d, 2 × (WebCrypto and %d packages)", browsers, want, len(browserLibraries))
	}
	silent := script(t, empty, "silent", "exit 0")
	t.Setenv("NACLCMP_CHROMIUM", silent)
	if b := findBrowsers()[BrowserChromium]; !strings.HasPrefix(b.status, "chromium does not run: ") {
		t.Errorf("a chromium that prints no version: status %q", b.status)
	}
	t.Setenv("NACLCMP_CHROMIUM", filepath.Join(empty, "nowhere"))
	if b := findBrowsers()[BrowserChromium]; !strings.HasPrefix(b.status, "not installed: NACLCMP_CHROMIUM=") {
		t.Errorf("NACLCMP_CHROMIUM naming no program: status %q", b.status)
	}
}
