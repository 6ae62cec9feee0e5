package impls

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/js"
	"github.com/naclcmp/naclcmp/matrix"

	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/require"
)

// TestJSNotEnabled checks that a machine without node gets no JavaScript
// implementation and one absence saying how to enable them.
func TestJSNotEnabled(t *testing.T) {
	impls, missing := jsImplsFrom(js.Env{}, js.ErrNoNode)
	if len(impls) != 0 || len(missing) != 1 {
		t.Fatalf("got %d implementations and %d absences, want 0 and 1", len(impls), len(missing))
	}
	a := missing[0]
	if line := a.Name + ": " + a.Reason; line != js.NotEnabled {
		t.Errorf("absence reads %q, want %q", line, js.NotEnabled)
	}
}

// TestJSAbsenceSaysWhy checks that when node is there but the JavaScript
// implementations cannot run, the one absence carries Locate's reason
// rather than the hint for a machine without node.
func TestJSAbsenceSaysWhy(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{errors.New("packages not installed in /src/js/peer (run make js-deps)"), "not enabled: packages not installed in /src/js/peer (run make js-deps)"},
		{errors.New("peer folder not found (looked in: js/peer in / and its parents; set NACLCMP_JS_PEER)"), "not enabled: peer folder not found (looked in: js/peer in / and its parents; set NACLCMP_JS_PEER)"},
		{fmt.Errorf("%w: /bin/node gave no answer within 5s when asked for its version", js.ErrNodeFails), "left out, node does not work: /bin/node gave no answer within 5s when asked for its version"},
	} {
		impls, missing := jsImplsFrom(js.Env{}, c.err)
		if len(impls) != 0 || len(missing) != 1 || missing[0].Reason != c.want || missing[0].Name != jsNotEnabled.Name {
			t.Errorf("%v: got %d implementations and absences %+v; want none and one reading %q", c.err, len(impls), missing, c.want)
		}
	}
}

// TestJSNodeThatDiesIsOneAbsence checks, from Locate to the registry's
// entries, that a node that exits at once leaves every JavaScript
// implementation out with one absence naming node and its last words,
// instead of each implementation failing on its own.
func TestJSNodeThatDiesIsOneAbsence(t *testing.T) {
	dir := t.TempDir()
	node := filepath.Join(dir, "node")
	if err := os.WriteFile(node, []byte("#!/bin/sh\necho 'node: cannot load libnode' >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	peer := filepath.Join(dir, "peer")
	for _, p := range []string{"peer.js", "node_modules/tweetnacl/package.json"} {
		p = filepath.Join(peer, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(`{"version": "1.0.3"}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("NACLCMP_JS", "")
	t.Setenv("NACLCMP_NODE", node)
	t.Setenv("NACLCMP_JS_PEER", peer)
	impls, missing := jsImplsFrom(js.Locate())
	want := "left out, node does not work: " + node + " exited (exit status 3) when asked for its version; stderr: node: cannot load libnode"
	if len(impls) != 0 || len(missing) != 1 || missing[0].Reason != want {
		t.Errorf("got %d implementations and absences %+v; want none and one reading %q", len(impls), missing, want)
	}
}

// TestJSDiscovered checks, where node and the peer program are installed,
// that every JavaScript implementation is registered or reported absent,
// after the implementations compiled into the binary.
func TestJSDiscovered(t *testing.T) {
	env, err := js.Locate()
	if err != nil {
		require.Skip(t, require.Node, "JavaScript implementations not enabled: "+err.Error())
	}
	impls, missing := jsImplsFrom(env, nil)
	if len(impls)+len(missing) != len(js.Implementations) {
		t.Fatalf("%d registered + %d absent, want %d", len(impls), len(missing), len(js.Implementations))
	}
	for _, a := range missing {
		// "not used: " is a browser too old for its entry (MinBrowser).
		if !strings.HasPrefix(a.Reason, "did not build: ") && !strings.HasPrefix(a.Reason, "not installed: ") &&
			(!browser(a.Name) || !strings.HasPrefix(a.Reason, "not used: ")) {
			t.Errorf("%s: absent without a reason: %q", a.Name, a.Reason)
		}
	}
	for _, im := range impls {
		f := jsFound(im.Name)
		if f.NoKeyFromSeed && !strings.HasPrefix(im.Notes["sign/ed25519"], jsNoKeyFromSeedNote) {
			t.Errorf("%s: note %q does not say that KeyFromSeed is not offered", im.Name, im.Notes["sign/ed25519"])
		}
	}
	// Registering checks every operation's family interface.
	if err := (&matrix.Registry{}).Add(impls...); err != nil {
		t.Fatal(err)
	}
	r, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	seenJS := false
	for _, im := range r.Impls {
		// A JavaScript implementation is named for its host: "js:" for
		// node's, the browser's name for a browser's ("chromium:").
		isJS := strings.HasPrefix(im.Name, "js:")
		if b := jsFound(im.Name).Browser; b != "" {
			isJS = strings.HasPrefix(im.Name, b+":")
		}
		if isJS != (im.Language == matrix.LangJS) {
			t.Errorf("%s: language %s", im.Name, im.Language)
		}
		if seenJS && !isJS {
			t.Errorf("%s registered after a JavaScript implementation", im.Name)
		}
		seenJS = seenJS || isJS
	}
	if len(impls) > 0 && !seenJS {
		t.Error("the default registry has no JavaScript implementation")
	}
}

// jsFound returns the implementation named name from js.Implementations.
func jsFound(name string) js.Entry {
	for _, im := range js.Implementations {
		if im.Name == name {
			return im
		}
	}
	return js.Entry{}
}

// TestJSNoKeyFromSeedNotes checks that the note is added to signature
// operations only, before any note they had, without changing the
// discovered notes.
func TestJSNoKeyFromSeedNotes(t *testing.T) {
	notes := map[string]string{"sign/ed25519": "adapter detail", "hash/sha256": "other"}
	ops := map[string]any{"sign/ed25519": implstest.Ed25519NoSeed{}, "hash/sha256": stdlib.SHA256{}, "sign/edwards25519sha512batch": implstest.Ed25519NoSeed{}}
	got := jsNoKeyFromSeedNotes(notes, ops)
	want := map[string]string{
		"sign/ed25519":                 jsNoKeyFromSeedNote + "; adapter detail",
		"hash/sha256":                  "other",
		"sign/edwards25519sha512batch": jsNoKeyFromSeedNote,
	}
	if !maps.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if notes["sign/ed25519"] != "adapter detail" || len(notes) != 2 {
		t.Errorf("the discovered notes changed: %v", notes)
	}
	if got := jsNoKeyFromSeedNotes(nil, map[string]any{"sign/ed25519": implstest.Ed25519NoSeed{}}); got["sign/ed25519"] != jsNoKeyFromSeedNote {
		t.Errorf("without notes: %v", got)
	}
}

// TestJSAlgorithm checks that the JavaScript column of TweetNaCl's
// algorithm is tweetnacl-js's nacl.js (js:tweetnacl-port) and not its
// main, nacl-fast.js (js:tweetnacl), which swaps faster functions in, and
// that each says in its source which file runs. The peer folder is made
// up: registering reads package.json files and starts no node.
func TestJSAlgorithm(t *testing.T) {
	dir := t.TempDir()
	for _, e := range js.Implementations {
		if e.Package == "" {
			continue
		}
		files := []string{"package.json"}
		if e.Native != "" {
			files = append(files, e.Native)
		}
		for _, f := range files {
			p := filepath.Join(dir, "node_modules", filepath.FromSlash(e.Package), filepath.FromSlash(f))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(`{"version": "1.0.3"}`), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	impls, missing := jsImplsFrom(js.Env{Node: "node", Dir: dir, Versions: "node 0.0.0, OpenSSL 0.0.0"}, nil)
	// A browser missing or too old here is absent whatever the packages;
	// TestJSDiscovered checks its reason.
	missing = slices.DeleteFunc(missing, func(a Absence) bool { return browser(a.Name) })
	if len(missing) != 0 {
		t.Fatalf("absent: %+v", missing)
	}
	want := map[string]struct{ algorithm, source string }{
		"js:tweetnacl-port": {TweetNaCl, "npm tweetnacl 1.0.3 (nacl.js), pinned by js/peer/package-lock.json"},
		"js:tweetnacl":      {"", "npm tweetnacl 1.0.3 (nacl-fast.js), pinned by js/peer/package-lock.json"},
	}
	for _, im := range impls {
		w, ok := want[im.Name]
		if !ok {
			if im.Algorithm != "" {
				t.Errorf("%s: Algorithm %q, want none", im.Name, im.Algorithm)
			}
			continue
		}
		delete(want, im.Name)
		if im.Algorithm != w.algorithm || im.Source != w.source {
			t.Errorf("%s: Algorithm %q, Source %q; want %q, %q", im.Name, im.Algorithm, im.Source, w.algorithm, w.source)
		}
	}
	for name := range want {
		t.Errorf("%s is not registered", name)
	}
	// Every name given an algorithm is an implementation.
	for name := range jsAlgorithms {
		if jsFound(name).Name == "" {
			t.Errorf("jsAlgorithms names %s, which js.Implementations lacks", name)
		}
	}
}

// browser reports whether the JavaScript implementation name runs in a
// browser's page.
func browser(name string) bool {
	for _, im := range js.Implementations {
		if im.Name == name {
			return im.Browser != ""
		}
	}
	return false
}
