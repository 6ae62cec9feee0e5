package nacl

import (
	"debug/elf"
	"os"
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
	prog := ctest.BuildLinked(t, "./testdata/symcheck", ctest.Linked{
		Lib: "libnacl", Prefix: "naclcmp_libnacl_",
		Defined: []string{"crypto_sign_edwards25519sha512batch_ref", "randombytes"},
	})
	checkStack(t, prog.Path)
	if prog.Defined["randombytes"] {
		t.Error("the test binary defines randombytes, which would interpose libsodium's")
	}
}
