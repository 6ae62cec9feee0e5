package ctest

import (
	"debug/elf"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// The libraries linked from Debian's static archives with every global
// renamed (NaCl, libtomcrypt, libargon2; scripts/prefix-archive.sh) are
// checked from both sides by the functions below: the private archive
// defines nothing unprefixed, and a program linking the binding beside
// decoys of the library's own names calls the library's code, not the
// decoys, and loads no shared copy of it.

// ArchiveGlobals lists the global and weak symbols an object or archive
// defines (nm); it skips t when nm cannot read the file.
func ArchiveGlobals(t *testing.T, path string) map[string]bool {
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

// PrivateArchive checks the private archive at path: at least min
// globals, every one carrying prefix, and among them prefix+name for each
// of names (the names other libraries share with this one).
func PrivateArchive(t *testing.T, path, prefix string, min int, names ...string) {
	t.Helper()
	priv := ArchiveGlobals(t, path)
	if len(priv) < min {
		t.Fatalf("the private archive defines only %d globals", len(priv))
	}
	for name := range priv {
		if !strings.HasPrefix(name, prefix) {
			t.Errorf("the private archive defines the unprefixed global %s", name)
		}
	}
	for _, name := range names {
		if !priv[prefix+name] {
			t.Errorf("the private archive does not define %s%s", prefix, name)
		}
	}
}

// Linked describes a program built to check a prefixed library's link.
type Linked struct {
	// Lib is the library's file name stem ("libtomcrypt"): Debian's
	// archive is /usr/lib/<triplet>/<Lib>.a, a shared copy <Lib>.so*.
	Lib string
	// Prefix is what the private archive puts before every global.
	Prefix string
	// Defined are names the program must define with the prefix.
	Defined []string
	// Decoys are the library's own names the program defines as decoys
	// that abort, so the only unprefixed names of Debian's archive it may
	// define.
	Decoys []string
}

// Program is a program BuildLinked built and ran.
type Program struct {
	Path    string          // the executable, in the test's temporary folder
	Output  string          // what it printed
	Defined map[string]bool // the global and weak symbols it defines
}

// BuildLinked builds the program in pkg (an ordinary program: go test
// strips the symbol table of test binaries), runs it and checks its
// symbol table against l: the prefixed names defined, of the names
// Debian's archive defines only the decoys, no shared copy loaded. The
// caller checks the output against the right answers, which the decoys,
// aborting, cannot give.
func BuildLinked(t *testing.T, pkg string, l Linked) Program {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a program; skipped in -short mode")
	}
	exe := filepath.Join(t.TempDir(), "symcheck")
	if out, err := exec.Command("go", "build", "-o", exe, pkg).CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).CombinedOutput()
	if err != nil {
		t.Fatalf("symcheck: %v\n%s", err, out)
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
	for _, name := range l.Defined {
		if !defined[l.Prefix+name] {
			t.Errorf("symcheck does not define %s%s", l.Prefix, name)
		}
	}
	decoys := map[string]bool{}
	for _, name := range l.Decoys {
		decoys[name] = true
	}
	triplet := map[string]string{"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu"}[runtime.GOARCH]
	raw := ArchiveGlobals(t, filepath.Join("/usr/lib", triplet, l.Lib+".a"))
	if len(raw) == 0 {
		t.Fatalf("Debian's %s.a defines no globals: the check would be vacuous", l.Lib)
	}
	for name := range raw {
		if defined[name] && !decoys[name] {
			t.Errorf("symcheck defines %s, a %s global without the prefix", name, l.Lib)
		}
	}
	libs, err := bin.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	for _, lib := range libs {
		if strings.HasPrefix(lib, l.Lib) {
			t.Errorf("symcheck loads the shared %s", lib)
		}
	}
	return Program{Path: exe, Output: string(out), Defined: defined}
}
