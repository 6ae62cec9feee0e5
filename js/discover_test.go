package js

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
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

// TestLocateWithoutNode checks that a machine without node gets an error,
// which the registry turns into the not-enabled line. NACLCMP_JS is
// cleared, since "off" would answer before node is looked for.
func TestLocateWithoutNode(t *testing.T) {
	t.Setenv("NACLCMP_JS", "")
	t.Setenv("NACLCMP_NODE", filepath.Join(t.TempDir(), "no-node"))
	if _, err := Locate(); err == nil || !strings.Contains(err.Error(), "node not found") {
		t.Errorf("Locate: got %v", err)
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
