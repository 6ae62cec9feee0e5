package tweetnacl

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// fetchedDir is where `make sources` put the TweetNaCl files.
const fetchedDir = "../../.cache/src/tweetnacl"

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

// variantFlag is the -D flag zz_source.go gives cgo, chosen by the same
// rule as the fetch script: libzmq's copy includes platform.hpp.
func variantFlag(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(fetchedDir, "tweetnacl.c"))
	if err != nil {
		t.Fatalf("fetched source: %v (run make sources)", err)
	}
	if strings.Contains(string(src), "platform.hpp") {
		return "-DNACLCMP_TWEET_UPSTREAM=0"
	}
	return "-DNACLCMP_TWEET_UPSTREAM=1"
}

// definedGlobals compiles src to an object file and returns the global
// and weak symbols it defines (which do not depend on optimization, so
// -O0 keeps the test quick).
func definedGlobals(t *testing.T, src string, flags ...string) map[string]bool {
	t.Helper()
	obj := filepath.Join(t.TempDir(), "out.o")
	args := append([]string{"-c", "-O0", "-I.", "-I" + fetchedDir}, flags...)
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

// TestSymbolsPrefixed compiles the fetched tweetnacl.c twice: as it is, to
// learn which global symbols it defines, and through tweet_unit.c as cgo
// does, where every global must carry the naclcmp_tweet_ prefix. Then it
// reads the dynamic symbol table of this test binary, which also links the
// shared libsodium (through cref/sodium): none of TweetNaCl's own names may
// be defined there, since such a symbol would interpose libsodium's
// function of the same name. When the binary keeps its full symbol table
// (go test -c), that is checked too.
func TestSymbolsPrefixed(t *testing.T) {
	v := variantFlag(t)
	raw := definedGlobals(t, filepath.Join(fetchedDir, "tweetnacl.c"), v)
	if !raw["crypto_hash"] && !raw["crypto_hash_sha512_tweet"] {
		t.Fatalf("the unprefixed compile defines neither crypto_hash nor crypto_hash_sha512_tweet (got %v): the test would check nothing", raw)
	}
	ours := map[string]bool{}
	for _, src := range []string{"tweet_unit.c", "tweet_random.c"} {
		for name := range definedGlobals(t, src, v) {
			ours[name] = true
			if !strings.HasPrefix(name, "naclcmp_tweet_") {
				t.Errorf("%s defines the unprefixed global %s", src, name)
			}
		}
	}
	// Every function the Go side declares is among them.
	header, err := os.ReadFile("naclcmp_tweet.h")
	if err != nil {
		t.Fatal(err)
	}
	decls := regexp.MustCompile(`\b(naclcmp_tweet_\w+)\(`).FindAllStringSubmatch(string(header), -1)
	if len(decls) < 20 {
		t.Fatalf("found only %d declarations in naclcmp_tweet.h", len(decls))
	}
	for _, d := range decls {
		if !ours[d[1]] {
			t.Errorf("naclcmp_tweet.h declares %s, which the compiled sources do not define", d[1])
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
	// A libsodium function TweetNaCl does not have shows that libsodium is
	// linked as a shared library, where interposition would happen.
	if !imports(dyn, "crypto_sign_seed_keypair") {
		t.Fatal("test binary does not import crypto_sign_seed_keypair from a shared libsodium: the interposition check would be vacuous")
	}
	check := func(table string, syms []elf.Symbol) {
		defined := globals(syms)
		for name := range raw {
			if defined[name] {
				t.Errorf("test binary's %s defines %s, a TweetNaCl global without the naclcmp_tweet_ prefix", table, name)
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
