package js

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Env is where the JavaScript side is on this machine.
type Env struct {
	Node string // the node binary
	Dir  string // the peer folder: peer.js, package.json, node_modules
}

// NotEnabled is the one line naclcmp prints when the JavaScript
// implementations cannot run here.
const NotEnabled = "JavaScript implementations: not enabled (install node and npm, then run make js-deps)"

// ErrDisabled is Locate's error when NACLCMP_JS=off turns the JavaScript
// implementations off: the cross-architecture scripts do so, since the
// machine's node would run natively beside an emulated naclcmp and say
// nothing about the target architecture.
var ErrDisabled = errors.New("JavaScript implementations: disabled (NACLCMP_JS=off)")

// Locate finds node (NACLCMP_NODE, else on PATH) and the installed peer
// folder (NACLCMP_JS_PEER, else js/peer in the working directory or one
// of its parents, else beside the executable or its parent folder). The
// error says what is missing; it is ErrDisabled when NACLCMP_JS is "off".
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
		return Env{}, fmt.Errorf("node not found: %w", err)
	}
	dir := os.Getenv("NACLCMP_JS_PEER")
	if dir == "" {
		dir = findPeerDir()
	}
	if dir == "" {
		return Env{}, errors.New("js/peer not found (run from the repository or set NACLCMP_JS_PEER)")
	}
	if _, err := os.Stat(filepath.Join(dir, "peer.js")); err != nil {
		return Env{}, fmt.Errorf("%s: no peer.js", dir)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules")); err != nil {
		return Env{}, fmt.Errorf("%s: no node_modules (run make js-deps)", dir)
	}
	return Env{Node: node, Dir: dir}, nil
}

// findPeerDir looks for js/peer/peer.js upwards from the working directory
// and from the executable's folder.
func findPeerDir() string {
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, d := range starts {
		for {
			cand := filepath.Join(d, "js", "peer")
			if _, err := os.Stat(filepath.Join(cand, "peer.js")); err == nil {
				return cand
			}
			parent := filepath.Dir(d)
			if parent == d {
				break
			}
			d = parent
		}
	}
	return ""
}

// Found is an implementation as found on this machine.
type Found struct {
	Entry
	// Version is the installed package's version, read from its
	// package.json (node's and OpenSSL's for node:crypto).
	Version string
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
// package.json files and runs node once, briefly, for node's and
// OpenSSL's versions.
func Discover(env Env) []Found {
	var out []Found
	for _, im := range Implementations {
		f := Found{Entry: im}
		f.Version, f.Status = installed(env, im)
		if f.Status == "" {
			f.Peer = NewPeer(im.Name, []string{env.Node, filepath.Join(env.Dir, "peer.js"), im.Adapter}, env.Dir, 0)
			f.Ops = map[string]any{}
			for _, id := range im.Ops {
				op, err := NewOp(f.Peer, id)
				if err != nil {
					f.Status, f.Ops = err.Error(), nil
					break
				}
				if s, ok := op.(Signature); ok && im.NoKeyFromSeed {
					s.keyFromSeed = false
					op = s
				}
				f.Ops[id] = op
			}
		}
		out = append(out, f)
	}
	return out
}

// nativeNeeds is what a native addon's install script needs.
const nativeNeeds = "its install script needs node-gyp, python3, a C++ compiler and node's headers"

// installed returns the version of im's package, or a status saying why
// it cannot run.
func installed(env Env, im Entry) (version, status string) {
	if im.Package == "" {
		ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
		defer cancel()
		v, err := exec.CommandContext(ctx, env.Node, "-p", `"node " + process.versions.node + ", OpenSSL " + process.versions.openssl`).Output()
		if err != nil {
			return "", fmt.Sprintf("node does not run: %v", err)
		}
		return strings.TrimSpace(string(v)), ""
	}
	pkgDir := filepath.Join(env.Dir, "node_modules", filepath.FromSlash(im.Package))
	data, err := os.ReadFile(filepath.Join(pkgDir, "package.json"))
	if err != nil && im.Native != "" {
		// The addon is an optional dependency: npm ci removes it when its
		// native build fails, and goes on.
		return "", fmt.Sprintf("did not build: %s is missing from node_modules; npm ci drops this optional package when its native addon fails to compile (%s; see npm ci's output)", im.Package, nativeNeeds)
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
