package argon2_test

import (
	"debug/elf"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

const prefix = "naclcmp_libargon2_"

// globalsOf lists the global and weak symbols a file defines (nm).
func globalsOf(t *testing.T, path string) map[string]bool {
	t.Helper()
	out, err := exec.Command("nm", "-g", "--defined-only", path).Output()
	if err != nil && len(out) == 0 {
		t.Skipf("nm %s: %v", path, err)
	}
	syms := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) == 3 {
			syms[f[2]] = true
		}
	}
	return syms
}

// TestArchiveSymbols checks that the private archive defines only
// prefixed globals, among them the names libsodium, libb2 and wolfSSL
// share with it.
func TestArchiveSymbols(t *testing.T) {
	archive := filepath.Join("..", "..", ".cache", "argon2", runtime.GOARCH, "libnaclcmp_argon2.a")
	priv := globalsOf(t, archive)
	if len(priv) < 40 {
		t.Fatalf("the private archive defines only %d globals", len(priv))
	}
	for name := range priv {
		if !strings.HasPrefix(name, prefix) {
			t.Errorf("the private archive defines the unprefixed global %s", name)
		}
	}
	for _, name := range []string{"argon2_ctx", "initialize", "fill_memory_blocks", "blake2b_init", "blake2b_long"} {
		if !priv[prefix+name] {
			t.Errorf("the private archive does not define %s%s", prefix, name)
		}
	}
}

// TestLinkedSymbols builds testdata/symcheck, an ordinary program (go test
// strips the symbol table of test binaries) that links the package beside
// decoy C functions named as libargon2's initialize, blake2b_init and
// others, and runs it. Its tag must be RFC 9106's, computed by
// libargon2's own functions rather than the decoys, which abort; its
// symbol table must define the prefixed functions and, of the names
// Debian's libargon2.a defines, only the decoys; and it must not load a
// shared libargon2.
func TestLinkedSymbols(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program; skipped in -short mode")
	}
	exe := filepath.Join(t.TempDir(), "symcheck")
	if out, err := exec.Command("go", "build", "-o", exe, "./testdata/symcheck").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).CombinedOutput()
	if err != nil {
		t.Fatalf("symcheck: %v\n%s", err, out)
	}
	// RFC 9106, Section 5.3.
	if got, want := strings.TrimSpace(string(out)), "argon2id 0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659"; got != want {
		t.Errorf("symcheck printed %q, want %q", got, want)
	}

	bin, err := elf.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer bin.Close()
	syms, err := bin.Symbols()
	if err != nil {
		t.Fatalf("symbol table of %s: %v", exe, err)
	}
	defined := map[string]bool{}
	for _, s := range syms {
		b := elf.ST_BIND(s.Info)
		if (b == elf.STB_GLOBAL || b == elf.STB_WEAK) && s.Section != elf.SHN_UNDEF {
			defined[s.Name] = true
		}
	}
	for _, name := range []string{"argon2_ctx", "initialize", "fill_memory_blocks", "blake2b_init", "blake2b_long"} {
		if !defined[prefix+name] {
			t.Errorf("symcheck does not define %s%s", prefix, name)
		}
	}
	decoys := map[string]bool{"initialize": true, "finalize": true, "fill_memory_blocks": true, "blake2b_long": true, "blake2b_init": true, "blake2b_update": true}
	triplet := map[string]string{"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu"}[runtime.GOARCH]
	raw := globalsOf(t, filepath.Join("/usr/lib", triplet, "libargon2.a"))
	if len(raw) == 0 {
		t.Fatal("Debian's libargon2.a defines no globals: the check would be vacuous")
	}
	for name := range raw {
		if defined[name] && !decoys[name] {
			t.Errorf("symcheck defines %s, a libargon2 global without the prefix", name)
		}
	}
	libs, err := bin.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range libs {
		if strings.HasPrefix(l, "libargon2") {
			t.Errorf("symcheck loads the shared %s", l)
		}
	}
}
