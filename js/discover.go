package js

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
)

// Env is where the JavaScript side is on this machine.
type Env struct {
	Node string // the node binary
	Dir  string // the peer folder: peer.js, package.json, node_modules
	// Versions are node's and OpenSSL's, as node reported them to Locate
	// ("node 20.20.2, OpenSSL 3.0.19"); Discover asks node when empty.
	Versions string
}

// NotEnabled is the one line naclcmp prints when the JavaScript
// implementations cannot run here.
const NotEnabled = "JavaScript implementations: not enabled (install node and npm, then run make js-deps)"

// ErrDisabled is Locate's error when NACLCMP_JS=off turns the JavaScript
// implementations off: the cross-architecture scripts do so, since the
// machine's node would run natively beside an emulated naclcmp and say
// nothing about the target architecture.
var ErrDisabled = errors.New("JavaScript implementations: disabled (NACLCMP_JS=off)")

// ErrNoNode is Locate's error when there is no node to run: the machine
// simply has no JavaScript side, which the registry reports with the
// generic hint on how to set it up.
var ErrNoNode = errors.New("node not found (looked for NACLCMP_NODE or node on PATH)")

// buildPeerDir is the repository's js/peer as recorded when this package
// was compiled: the folder of this source file, which runtime.Caller
// reports as an absolute path unless the build used -trimpath. It lets a
// binary built by `make build` or `go install` find the peer program from
// any working directory. Empty when the path is not absolute; a variable
// so that tests can move it.
var buildPeerDir = func() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		return ""
	}
	return filepath.Join(filepath.Dir(file), "peer")
}()

// ErrNodeFails is wrapped by Locate's error when node is there but does
// not work: asked for its version, it hung or exited without answering.
// The JavaScript implementations are then left out as a whole, once,
// instead of each peer waiting out its start in turn.
var ErrNodeFails = errors.New("node does not work")

// Locate finds node (NACLCMP_NODE, else on PATH) and the installed peer
// folder: NACLCMP_JS_PEER, else js/peer in the working directory or one
// of its parents, else in the executable's folder or one of its parents,
// else the repository's js/peer recorded at build time (buildPeerDir).
// Then it runs node once, bounded by probeTimeout, for node's and
// OpenSSL's versions, which is also the check that node works. The error
// is one line saying what is missing or failing and where Locate looked:
// it is ErrNoNode without node, wraps ErrNodeFails when node hangs or
// dies, and is ErrDisabled when NACLCMP_JS is "off".
func Locate() (Env, error) {
	if os.Getenv("NACLCMP_JS") == "off" {
		return Env{}, ErrDisabled
	}
	want := os.Getenv("NACLCMP_NODE")
	if want == "" {
		want = "node"
	}
	node, err := exec.LookPath(want)
	if err != nil {
		return Env{}, ErrNoNode
	}
	dir := os.Getenv("NACLCMP_JS_PEER")
	if dir != "" {
		// An explicit folder is used or refused, never passed over for
		// another copy of the peer program found elsewhere.
		if !hasPeer(dir) {
			return Env{}, fmt.Errorf("peer folder not found (looked in: %s, from NACLCMP_JS_PEER, which has no peer.js)", dir)
		}
	} else {
		var looked []string
		dir, looked = findPeerDir()
		if dir == "" {
			return Env{}, fmt.Errorf("peer folder not found (looked in: %s; set NACLCMP_JS_PEER)", strings.Join(looked, ", "))
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules")); err != nil {
		return Env{}, fmt.Errorf("packages not installed in %s (run make js-deps)", dir)
	}
	versions, err := probe(node)
	if err != nil {
		return Env{}, fmt.Errorf("%w: %v", ErrNodeFails, err)
	}
	return Env{Node: node, Dir: dir, Versions: versions}, nil
}

// probeTimeout bounds the one run of node that Locate makes. A healthy
// node answers in well under a second, even on a loaded machine; one that
// has not answered by then is taken as hung, and the whole run waits
// this long once rather than a hung node host's watch (stallAfter) and
// each browser's start. A variable so that tests can shorten it.
var probeTimeout = 5 * time.Second

// versionsScript is what the probe has node print.
const versionsScript = `"node " + process.versions.node + ", OpenSSL " + process.versions.openssl`

// probe runs node once, for at most probeTimeout, and returns what it
// printed: node's and OpenSSL's versions. The error names node and the
// cause, no answer or how it exited, with the last line of its stderr.
func probe(node string) (string, error) { return askVersion(node, "-p", versionsScript) }

// askVersion runs binary with args once, for at most probeTimeout, and
// returns what it printed, trimmed: a version. The error names binary and
// the cause, no answer or how it exited, with the last line of its
// stderr. It serves node (probe) and the browsers (browserVersion).
func askVersion(binary string, args ...string) (string, error) {
	cmd := exec.Command(binary, args...)
	dieWithParent(cmd)
	var out bytes.Buffer
	errTail := &tail{}
	cmd.Stdout, cmd.Stderr = &out, errTail
	// A wrapper script's own children can keep the pipes open after the
	// wrapper exits or is killed; Wait stops waiting for them after this.
	cmd.WaitDelay = time.Second
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("%s does not start: %v", binary, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.NewTimer(probeTimeout)
	defer timer.Stop()
	var why string
	select {
	case err := <-done:
		v := strings.TrimSpace(out.String())
		if err == nil && v != "" {
			return v, nil
		}
		why = "exited without printing its version"
		if err != nil {
			why = fmt.Sprintf("exited (%v) when asked for its version", err)
		}
	case <-timer.C:
		killGroup(cmd)
		<-done
		why = fmt.Sprintf("gave no answer within %v when asked for its version", probeTimeout)
	}
	msg := binary + " " + why
	if l := lastLine(errTail.String()); l != "" {
		msg += "; stderr: " + l
	}
	return "", errors.New(msg)
}

// lastLine returns the last line of a process's stderr that says
// something, passing over the "Node.js v20.20.2" that node prints after
// an uncaught exception.
func lastLine(stderr string) string {
	lines := strings.Split(stderr, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		l := strings.TrimSpace(lines[i])
		if l != "" && !strings.HasPrefix(l, "Node.js v") {
			return l
		}
	}
	return ""
}

// hasPeer reports whether dir holds the peer program.
func hasPeer(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "peer.js"))
	return err == nil
}

// findPeerDir looks for js/peer/peer.js upwards from the working directory
// and from the executable's folder, then in buildPeerDir. It returns the
// folder found, or "" and where it looked, for the error.
func findPeerDir() (dir string, looked []string) {
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, d := range starts {
		looked = append(looked, "js/peer in "+d+" and its parents")
		for {
			cand := filepath.Join(d, "js", "peer")
			if hasPeer(cand) {
				return cand, nil
			}
			parent := filepath.Dir(d)
			if parent == d {
				break
			}
			d = parent
		}
	}
	if buildPeerDir != "" {
		// A folder that has gone since the build (the checkout was
		// moved or removed) is passed over like any other miss.
		if hasPeer(buildPeerDir) {
			return buildPeerDir, nil
		}
		looked = append(looked, buildPeerDir+" (where this binary was built)")
	}
	return "", looked
}

// Found is an implementation as found on this machine.
type Found struct {
	Entry
	// Version is the installed package's version, read from its
	// package.json (node's and OpenSSL's for node:crypto); the browser's,
	// for a browser's WebCrypto.
	Version string
	// BrowserVersion, for an entry run in a browser's page, is what the
	// browser says it is ("Chromium 156.0.8078.114").
	BrowserVersion string
	// Status is empty when the implementation can run; otherwise it says
	// why not ("did not build: …", "not installed: …"), and Ops is empty.
	Status string
	// Peer serves the operations; it starts on first use.
	Peer *Peer
	// Ops maps each operation ID to its family type.
	Ops map[string]any
}

// Discover returns every implementation of Implementations as found in
// env, each with a peer that has not started yet. It reads the packages'
// package.json files, and runs node once, briefly, for node's and
// OpenSSL's versions unless env has them. The node implementations share
// one host process (host.js), which starts on the first request to any of
// them; each implementation's adapter loads in a worker of its own on its
// own first request, so that a run starts only what it uses. The
// implementations of each browser share one browser likewise (browser.js),
// each in a page of its own, opened on its first request.
func Discover(env Env) []Found {
	var out []Found
	var nodeHost *host
	browserHosts := map[string]*host{}
	browsers := findBrowsers()
	for _, im := range Implementations {
		f := Found{Entry: im}
		if im.Browser != "" {
			b := browsers[im.Browser]
			f.Version, f.BrowserVersion, f.Status = b.version, b.version, b.status
			if f.Status == "" {
				f.Status = tooOld(b.version, im)
			}
			if f.Status == "" && im.Package != "" {
				// A package run in the page: its own version, and
				// whether npm installed it.
				f.Version, f.Status = installed(env, im)
			}
		} else {
			f.Version, f.Status = installed(env, im)
		}
		if f.Status == "" {
			if im.Browser != "" {
				// Each browser's implementations share one browser, a
				// page each.
				if browserHosts[im.Browser] == nil {
					browserHosts[im.Browser] = newBrowserHost(env.Node, env.Dir, im.Browser, browsers[im.Browser].binary)
				}
				f.Peer = browserHosts[im.Browser].peer(im.Name, im.Adapter)
			} else {
				if nodeHost == nil {
					nodeHost = newHost(env.Node, env.Dir)
				}
				f.Peer = nodeHost.peer(im.Name, im.Adapter)
			}
			f.Ops = map[string]any{}
			for _, id := range im.Ops {
				op, err := NewOp(f.Peer, id)
				if err != nil {
					f.Status, f.Ops = err.Error(), nil
					break
				}
				f.Ops[id] = im.limit(op)
			}
		}
		out = append(out, f)
	}
	return out
}

// tooOld returns the status of a browser's entry whose browser, of
// version, is older than the entry's MinBrowser, or "": the first number
// in the version is the major one ("Mozilla Firefox 140.12.0esr").
func tooOld(version string, im Entry) string {
	if im.MinBrowser == 0 {
		return ""
	}
	i := strings.IndexFunc(version, unicode.IsDigit)
	if i < 0 {
		return fmt.Sprintf("not used: no version number in %q, and versions before %d lack %s", version, im.MinBrowser, im.OlderLacks)
	}
	major, _ := strconv.Atoi(version[i : i+strings.IndexFunc(version[i:]+".", func(r rune) bool { return !unicode.IsDigit(r) })])
	if major >= im.MinBrowser {
		return ""
	}
	return fmt.Sprintf("not used: %s is older than %d and lacks %s", version, im.MinBrowser, im.OlderLacks)
}

// foundBrowser is a browser as found on this machine: its binary and
// version, or the status that says why it cannot run.
type foundBrowser struct{ binary, version, status string }

// findBrowsers looks for every browser of Implementations and asks each
// found for its version, the browsers in parallel (each takes a tenth of
// a second or so).
func findBrowsers() map[string]foundBrowser {
	var names []string
	for _, im := range Implementations {
		if im.Browser != "" && !slices.Contains(names, im.Browser) {
			names = append(names, im.Browser)
		}
	}
	found := make([]foundBrowser, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			b := &found[i]
			b.binary, b.status = lookBrowser(name)
			if b.status == "" {
				v, err := browserVersion(b.binary)
				if err != nil {
					b.status = fmt.Sprintf("%s does not run: %v", name, err)
				}
				b.version = v
			}
		})
	}
	wg.Wait()
	out := make(map[string]foundBrowser, len(names))
	for i, name := range names {
		out[name] = found[i]
	}
	return out
}

// nativeNeeds is what a native addon's install script needs.
const nativeNeeds = "its install script needs node-gyp, python3, a C++ compiler and node's headers"

// installed returns the version of im's package, or a status saying why
// it cannot run.
func installed(env Env, im Entry) (version, status string) {
	if im.Package == "" {
		if env.Versions != "" {
			return env.Versions, ""
		}
		v, err := probe(env.Node)
		if err != nil {
			return "", fmt.Sprintf("node does not run: %v", err)
		}
		return v, ""
	}
	pkgDir := filepath.Join(env.Dir, "node_modules", filepath.FromSlash(im.Package))
	data, err := os.ReadFile(filepath.Join(pkgDir, "package.json"))
	if err != nil && (im.Native != "" || im.Addon) {
		// The addon is an optional dependency: npm ci removes it when its
		// native build fails, and goes on.
		return "", fmt.Sprintf("did not build: %s is missing from node_modules; npm ci drops this optional "+
			"package when its native addon fails to compile (%s; see npm ci's output)", im.Package, nativeNeeds)
	}
	if err != nil {
		return "", fmt.Sprintf("not installed: %s missing from node_modules (run make js-deps)", im.Package)
	}
	var meta struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(data, &meta); err != nil || meta.Version == "" {
		return "", fmt.Sprintf("not installed: %s/package.json has no version", im.Package)
	}
	if im.Native != "" {
		if _, err := os.Stat(filepath.Join(pkgDir, filepath.FromSlash(im.Native))); err != nil {
			return meta.Version, fmt.Sprintf("did not build: %s %s has no %s (%s; see npm ci's output)", im.Package, meta.Version, im.Native, nativeNeeds)
		}
	}
	return meta.Version, ""
}
