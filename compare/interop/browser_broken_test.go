package interop

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/impls/implstest"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/js"
	"github.com/naclcmp/naclcmp/matrix"
)

// brokenAdapters is the realistic bug TestBrokenBrowserAdapterCaught puts
// into copies of two adapters run in the browsers, by adapter: its
// Ed25519 signs a message that lacks its last byte (a length taken one
// short), so that its signatures verify nowhere else, while its keys and
// verification stay right. WebCrypto's adapter is a page's own; tweetnacl's
// is the file node loads too, so the test also shows that a page runs the
// adapter file of the peer folder, not a copy of its own.
var brokenAdapters = map[string]struct{ file, line, broken string }{
	"webcrypto": {
		"adapters/webcrypto.js",
		"sign: async (msg, priv) => [u8(await subtle.sign('Ed25519', await edSigner(priv.subarray(0, 32)), msg))],",
		"sign: async (msg, priv) => [u8(await subtle.sign('Ed25519', await edSigner(priv.subarray(0, 32)), msg.subarray(0, Math.max(0, msg.length - 1))))],",
	},
	"tweetnacl": {
		"adapters/tweetnacl.js",
		"sign: (msg, priv) => [nacl.sign.detached(msg, priv)],",
		"sign: (msg, priv) => [nacl.sign.detached(msg.subarray(0, Math.max(0, msg.length - 1)), priv)],",
	},
}

// brokenPeerDir returns a copy of the peer folder whose adapters have the
// bugs of brokenAdapters, with the installed packages linked in.
func brokenPeerDir(t *testing.T, dir string) string {
	t.Helper()
	tmp := t.TempDir()
	// The peer's own files and its adapters, all of them, as browser.js
	// and the adapters load each other; the packages are linked.
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		from, to := filepath.Join(dir, e.Name()), filepath.Join(tmp, e.Name())
		switch {
		case e.Name() == "node_modules":
			err = os.Symlink(from, to)
		case e.Name() == "adapters":
			err = os.CopyFS(to, os.DirFS(from))
		case e.Type().IsRegular():
			var data []byte
			if data, err = os.ReadFile(from); err == nil {
				err = os.WriteFile(to, data, 0o644)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, b := range brokenAdapters {
		name := filepath.Join(tmp, filepath.FromSlash(b.file))
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), b.line) {
			t.Fatalf("%s no longer has the line this test breaks: %s", b.file, b.line)
		}
		if err := os.WriteFile(name, []byte(strings.Replace(string(data), b.line, b.broken, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return tmp
}

// TestBrokenBrowserAdapterCaught shows that a browser's implementations
// go through the same checks as the others, which fail on a wrong
// adapter: copies of the WebCrypto and tweetnacl adapters whose Ed25519
// signs the wrong bytes, run in each installed browser, fail Interop
// against Go's crypto/ed25519 in the producing direction, naming the
// implementation.
func TestBrokenBrowserAdapterCaught(t *testing.T) {
	env, err := js.Locate()
	if err != nil {
		require.Skip(t, require.Node, "JavaScript implementations not enabled: "+err.Error())
	}
	t.Setenv("NACLCMP_JS_PEER", brokenPeerDir(t, env.Dir))
	env, err = js.Locate()
	if err != nil {
		t.Fatal(err)
	}
	var ran int
	for _, f := range js.Discover(env) {
		if _, broken := brokenAdapters[f.Adapter]; f.Browser == "" || !broken {
			// Not used by this test: closed, so that none of them is
			// ever started.
			if f.Peer != nil {
				f.Peer.Close()
			}
			continue
		}
		if f.Status != "" {
			if require.Required(require.Browsers) {
				t.Errorf("%s: %s, but %s requires %s", f.Name, f.Status, require.Env, require.Browsers)
			}
			continue
		}
		ran++
		t.Run(f.Name, func(t *testing.T) {
			defer f.Peer.Close()
			broken := &matrix.Impl{Name: f.Name, Library: f.Library, Language: matrix.LangJS, Version: f.Version,
				Ops: map[string]any{"sign/ed25519": f.Ops["sign/ed25519"]}}
			good := implstest.GoRegistry().Impl("go")
			good = &matrix.Impl{Name: good.Name, Library: good.Library, Language: good.Language, Version: good.Version,
				Ops: map[string]any{"sign/ed25519": good.Ops["sign/ed25519"]}}
			var caught bool
			for _, p := range Interop(checktest.NewRegistry(t, good, broken), checktest.FixedSeed, nil) {
				switch {
				case p.Down != "":
					t.Fatalf("%s went down: %s", p.Down, p.Failure)
				case p.From == f.Name && p.To == "go":
					if p.Pass || !strings.Contains(p.Failure, f.Name) {
						t.Errorf("%s → go: pass %v, failure %q; want a failure naming %s", p.From, p.Pass, p.Failure, f.Name)
					}
					if caught = !p.Pass; caught {
						t.Logf("caught: %s", p.Failure)
					}
				case p.From == "go" && p.To == "go" && !p.Pass:
					t.Errorf("go → go fails: %s", p.Failure)
				}
			}
			if !caught {
				t.Errorf("Interop did not check %s → go", f.Name)
			}
		})
	}
	if ran == 0 {
		require.Skip(t, require.Browsers, "no browser installed (chromium, firefox-esr)")
	}
}
