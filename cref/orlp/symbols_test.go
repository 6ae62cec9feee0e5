package orlp

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// fetchedDir is where `make sources` put the orlp/ed25519 files.
const fetchedDir = "../../.cache/src/orlp"

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

// definedGlobals compiles src to an object file and returns the global and
// weak symbols it defines (which do not depend on optimization, so -O0
// keeps the test quick).
func definedGlobals(t *testing.T, src string) map[string]bool {
	t.Helper()
	obj := filepath.Join(t.TempDir(), "out.o")
	out, err := exec.Command(cc, "-c", "-O0", "-I.", "-I"+fetchedDir, "-DED25519_NO_SEED", "-o", obj, src).CombinedOutput()
	if err != nil {
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

// TestSymbolsPrefixed compiles every fetched .c file twice: as it is, to
// learn which global symbols orlp defines, and through its orlp_*.c wrapper
// as cgo does, where every global must carry the naclcmp_orlp_ prefix.
// Then it reads the dynamic symbol table of this test binary, which also
// links the shared libsodium (through cref/sodium): none of orlp's own
// names may be defined there, where they would interpose any library's
// function of the same name. When the binary keeps its full symbol table
// (go test -c), that is checked too.
func TestSymbolsPrefixed(t *testing.T) {
	raw := map[string]bool{}
	ours := map[string]bool{}
	wrappers, err := filepath.Glob("orlp_*.c")
	if err != nil || len(wrappers) < 10 {
		t.Fatalf("found wrappers %v (%v)", wrappers, err)
	}
	for _, w := range wrappers {
		for name := range definedGlobals(t, w) {
			ours[name] = true
			if !strings.HasPrefix(name, "naclcmp_orlp_") {
				t.Errorf("%s defines the unprefixed global %s", w, name)
			}
		}
		if w == "orlp_glue.c" {
			continue
		}
		src := filepath.Join(fetchedDir, strings.TrimPrefix(w, "orlp_"))
		for name := range definedGlobals(t, src) {
			raw[name] = true
		}
	}
	// Every fetched .c file the binding needs has a wrapper.
	for _, f := range []string{"add_scalar.c", "fe.c", "ge.c", "key_exchange.c", "keypair.c", "sc.c", "sha512.c", "sign.c", "verify.c"} {
		if _, err := os.Stat("orlp_" + f); err != nil {
			t.Errorf("no wrapper compiles %s", f)
		}
	}
	for _, name := range []string{"sha512", "fe_mul", "ge_scalarmult_base", "sc_reduce", "ed25519_sign"} {
		if !raw[name] {
			t.Fatalf("the unprefixed sources do not define %s (got %v): the test would check nothing", name, raw)
		}
		if !ours["naclcmp_orlp_"+name] {
			t.Errorf("the wrappers do not define naclcmp_orlp_%s", name)
		}
	}

	header, err := os.ReadFile("naclcmp_orlp.h")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range regexp.MustCompile(`\b(naclcmp_orlp_\w+)\(`).FindAllStringSubmatch(string(header), -1) {
		if !ours[d[1]] {
			t.Errorf("naclcmp_orlp.h declares %s, which the compiled sources do not define", d[1])
		}
	}

	bin, err := elf.Open(os.Args[0])
	if err != nil {
		t.Fatalf("test binary: %v", err)
	}
	defer bin.Close()
	if bin.Section(".dynamic") == nil {
		// A static link has put libsodium.a beside the bindings, and its
		// success shows there is no duplicate symbol; interposition needs a
		// dynamic link.
		t.Skip("statically linked test binary: checked the objects only")
	}
	dyn, err := bin.DynamicSymbols()
	if err != nil {
		t.Fatalf("test binary has no dynamic symbols: %v", err)
	}
	if !imports(dyn, "crypto_sign_seed_keypair") {
		t.Fatal("test binary does not import crypto_sign_seed_keypair from a shared libsodium: the interposition check would be vacuous")
	}
	check := func(table string, syms []elf.Symbol) {
		defined := globals(syms)
		for name := range raw {
			if defined[name] {
				t.Errorf("test binary's %s defines %s, an orlp global without the naclcmp_orlp_ prefix", table, name)
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

// imports reports whether syms has an undefined (imported) symbol name.
func imports(syms []elf.Symbol, name string) bool {
	for _, s := range syms {
		if s.Name == name && s.Section == elf.SHN_UNDEF {
			return true
		}
	}
	return false
}
