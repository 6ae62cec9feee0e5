package ctest

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The libraries compiled from fetched sources (TweetNaCl, orlp/ed25519)
// rename every global C symbol to a prefixed name, so that they coexist
// with each other and with libsodium in one binary. The functions below
// check that renaming from both sides: the objects cgo compiles, and the
// test binary that links them beside the shared libsodium.

// cc is the C compiler cgo uses.
var cc = func() string {
	if cc := os.Getenv("CC"); cc != "" {
		return cc
	}
	if out, err := exec.Command("go", "env", "CC").Output(); err == nil {
		if cc := strings.TrimSpace(string(out)); cc != "" {
			return cc
		}
	}
	return "gcc"
}()

// DefinedGlobals compiles src with flags to an object file and returns the
// global and weak symbols it defines (which do not depend on optimization,
// so -O0 keeps the test quick).
func DefinedGlobals(t *testing.T, src string, flags ...string) map[string]bool {
	t.Helper()
	obj := filepath.Join(t.TempDir(), "out.o")
	args := append([]string{"-c", "-O0"}, flags...)
	args = append(args, "-o", obj, src)
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("compiling %s: %v\n%s", src, err, out)
	}
	f, err := elf.Open(obj)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	return globals(syms)
}

// Prefixed compiles each of srcs as cgo does and returns the globals they
// define together, reporting every one that lacks prefix.
func Prefixed(t *testing.T, prefix string, flags []string, srcs ...string) map[string]bool {
	t.Helper()
	ours := map[string]bool{}
	for _, src := range srcs {
		for name := range DefinedGlobals(t, src, flags...) {
			ours[name] = true
			if !strings.HasPrefix(name, prefix) {
				t.Errorf("%s defines the unprefixed global %s", src, name)
			}
		}
	}
	return ours
}

// CheckHeader checks that every prefixed function the cgo header declares,
// at least min of them, is defined by the compiled sources.
func CheckHeader(t *testing.T, header, prefix string, defined map[string]bool, min int) {
	t.Helper()
	text, err := os.ReadFile(header)
	if err != nil {
		t.Fatal(err)
	}
	decls := regexp.MustCompile(`\b(`+regexp.QuoteMeta(prefix)+`\w+)\(`).FindAllStringSubmatch(string(text), -1)
	if len(decls) < min {
		t.Fatalf("found only %d declarations in %s", len(decls), header)
	}
	for _, d := range decls {
		if !defined[d[1]] {
			t.Errorf("%s declares %s, which the compiled sources do not define", header, d[1])
		}
	}
}

// CheckTestBinary reads the dynamic symbol table of the running test
// binary, which links the shared libsodium (through cref/sodium), and
// reports every name of raw, the globals the library's unprefixed sources
// define, that the binary defines: such a symbol would interpose any
// library's function of the same name. When the binary keeps its full
// symbol table (go test -c), that is checked too. A statically linked
// binary skips the test: its successful link already shows there is no
// duplicate symbol.
func CheckTestBinary(t *testing.T, library, prefix string, raw map[string]bool) {
	t.Helper()
	bin, err := elf.Open(os.Args[0])
	if err != nil {
		t.Fatalf("test binary: %v", err)
	}
	defer bin.Close()
	if bin.Section(".dynamic") == nil {
		t.Skip("statically linked test binary: checked the objects only")
	}
	dyn, err := bin.DynamicSymbols()
	if err != nil {
		t.Fatalf("test binary has no dynamic symbols: %v", err)
	}
	// A libsodium function that the prefixed libraries do not have shows
	// that libsodium is linked as a shared library, where interposition
	// would happen.
	if !imports(dyn, "crypto_sign_seed_keypair") {
		t.Fatal("test binary does not import crypto_sign_seed_keypair from a shared libsodium: the interposition check would be vacuous")
	}
	check := func(table string, syms []elf.Symbol) {
		defined := globals(syms)
		for name := range raw {
			if defined[name] {
				t.Errorf("test binary's %s defines %s, a %s global without the %s prefix", table, name, library, prefix)
			}
		}
	}
	check(".dynsym", dyn)
	if syms, err := bin.Symbols(); err == nil {
		check(".symtab", syms)
	} else {
		t.Logf("no .symtab in the test binary (go test strips it): checked .dynsym only")
	}
}

// globals returns the names of defined global or weak symbols.
func globals(syms []elf.Symbol) map[string]bool {
	out := map[string]bool{}
	for _, s := range syms {
		b := elf.ST_BIND(s.Info)
		if (b == elf.STB_GLOBAL || b == elf.STB_WEAK) && s.Section != elf.SHN_UNDEF {
			out[s.Name] = true
		}
	}
	return out
}

// imports reports whether syms has an undefined (imported) symbol name.
func imports(syms []elf.Symbol, name string) bool {
	for _, s := range syms {
		if s.Name == name && s.Section == elf.SHN_UNDEF {
			return true
		}
	}
	return false
}
