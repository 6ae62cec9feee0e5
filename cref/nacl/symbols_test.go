package nacl

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

// TestSymbols checks that the private archive defines only prefixed
// globals, and that NaCl's assembly objects did not give the test binary
// an executable stack.
func TestSymbols(t *testing.T) {
	ctest.PrivateArchive(t, filepath.Join("..", "..", ".cache", "nacl", runtime.GOARCH, "libnaclcmp_nacl.a"), "naclcmp_libnacl_", 20,
		"crypto_hash_sha512_ref")
	checkStack(t, os.Args[0])
}

// checkStack fails the test if the binary at path has an executable
// stack, which linking an object without .note.GNU-stack would give it.
func checkStack(t *testing.T, path string) {
	t.Helper()
	bin, err := elf.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer bin.Close()
	for _, p := range bin.Progs {
		if p.Type == elf.PT_GNU_STACK && p.Flags&elf.PF_X != 0 {
			t.Errorf("%s has an executable stack (an object without .note.GNU-stack was linked)", path)
		}
	}
}

// TestLinkedSymbols builds an ordinary program that uses the package
// (go test strips the symbol table of test binaries) and reads its symbol
// table: it defines the prefixed functions and the binding's random
// source, and none of the names of Debian's libnacl.a, nor randombytes,
// whose definition in a binary that also links libsodium would interpose
// libsodium's.
func TestLinkedSymbols(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program; skipped in -short mode")
	}
	exe := filepath.Join(t.TempDir(), "symcheck")
	if out, err := exec.Command("go", "build", "-o", exe, "./testdata/symcheck").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	checkStack(t, exe)
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
	for _, name := range []string{"naclcmp_libnacl_crypto_sign_edwards25519sha512batch_ref", "naclcmp_libnacl_randombytes"} {
		if !defined[name] {
			t.Errorf("the test binary does not define %s", name)
		}
	}
	if defined["randombytes"] {
		t.Error("the test binary defines randombytes, which would interpose libsodium's")
	}
	triplet := map[string]string{"amd64": "x86_64-linux-gnu", "arm64": "aarch64-linux-gnu"}[runtime.GOARCH]
	raw := ctest.ArchiveGlobals(t, filepath.Join("/usr/lib", triplet, "libnacl.a"))
	if len(raw) == 0 {
		t.Fatal("Debian's libnacl.a defines no globals: the check would be vacuous")
	}
	for name := range raw {
		if defined[name] {
			t.Errorf("the test binary defines %s, a NaCl global without the prefix", name)
		}
	}
}
