package ct

import (
	"embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
)

// harnessFS holds the C harness: the entry point, the controls and one
// operations file per C library. It is compiled at run time with the
// system's C compiler, against the same library code the Go bindings link.
//
//go:embed harness/*.c harness/*.h
var harnessFS embed.FS

// Library is a C library the valgrind harness can be built against.
type Library struct {
	// Impl is the registry name whose C code the harness runs
	// ("libsodium"); empty for the controls-only harness.
	Impl string
	// ops is the operations file in harness/.
	ops string
	// flags returns the compiler arguments after the harness sources:
	// extra sources, include paths and libraries. root is the repository.
	flags func(root string) ([]string, error)
	// note says what the verdicts do not cover, for the report.
	note string
}

// dispatchNote is the limit of every verdict on a library that picks its
// code for the CPU at run time: valgrind's virtual CPU has no AVX-512, so
// code paths for it (OpenSSL's, on machines that have it) are not seen.
const dispatchNote = "picks its implementation for the CPU at run time: the verdicts cover the code paths chosen for valgrind's virtual CPU " +
	"(no AVX-512), not paths valgrind's CPU does not offer"

// Controls is the harness with no library: only the two controls.
var Controls = Library{ops: "ops_none.c", flags: func(string) ([]string, error) { return nil, nil }}

// Libraries lists the C libraries the harness covers, by registry name.
// Bindings of the same C code through another wrapper (libsodium-jamesruan)
// are not listed: their C code is libsodium's (see SameCode).
var Libraries = []Library{
	{Impl: "libsodium", ops: "ops_sodium.c", flags: sodiumFlags, note: "libsodium " + dispatchNote},
	{Impl: "tweetnacl", ops: "ops_tweet.c", flags: tweetnaclFlags},
	{Impl: "orlp-ed25519", ops: "ops_orlp.c", flags: orlpFlags},
	{Impl: "openssl", ops: "ops_openssl.c", flags: opensslFlags, note: "OpenSSL " + dispatchNote +
		"; libcrypto is stripped, so its static functions appear as offsets in libcrypto.so.3, which its debug symbols or a disassembler resolve"},
	{Impl: "nacl", ops: "ops_nacl.c", flags: naclFlags},
	{Impl: "libb2", ops: "ops_libb2.c", flags: libb2Flags, note: "libb2 " + dispatchNote},
}

// SameCode maps registry implementations that reach a listed library's C
// code through another Go wrapper to that library: they get no verdicts of
// their own (the harness runs C, not Go wrappers), and the report says
// where to look.
var SameCode = map[string]string{
	"libsodium-jamesruan": "libsodium",
}

// LibraryFor returns the harness library of a registry implementation.
func LibraryFor(impl string) (Library, bool) {
	for _, l := range Libraries {
		if l.Impl == impl {
			return l, true
		}
	}
	return Library{}, false
}

func sodiumFlags(string) ([]string, error) {
	out, err := exec.Command("pkg-config", "--cflags", "--libs", "libsodium").Output()
	if err != nil {
		return nil, fmt.Errorf("pkg-config libsodium: %w (is libsodium-dev installed?)", err)
	}
	return append(strings.Fields(string(out)), "-Wno-deprecated-declarations"), nil
}

// upstreamRE reads the TweetNaCl flavour the sources step recorded for the
// Go binding, so the harness compiles exactly what the binding compiles.
var upstreamRE = regexp.MustCompile(`-DNACLCMP_TWEET_UPSTREAM=(\d)`)

func tweetnaclFlags(root string) ([]string, error) {
	src := filepath.Join(root, ".cache", "src", "tweetnacl")
	if err := need(filepath.Join(src, "tweetnacl.c")); err != nil {
		return nil, err
	}
	bind := filepath.Join(root, "cref", "tweetnacl")
	zz, err := os.ReadFile(filepath.Join(bind, "zz_source.go"))
	if err != nil {
		return nil, fmt.Errorf("tweetnacl: %w (run 'make sources')", err)
	}
	m := upstreamRE.FindSubmatch(zz)
	if m == nil {
		return nil, errors.New("tweetnacl: zz_source.go does not set NACLCMP_TWEET_UPSTREAM")
	}
	return []string{"-I" + bind, "-I" + src, "-DNACLCMP_TWEET_UPSTREAM=" + string(m[1]),
		filepath.Join(bind, "tweet_unit.c"), filepath.Join(bind, "tweet_random.c")}, nil
}

func orlpFlags(root string) ([]string, error) {
	src := filepath.Join(root, ".cache", "src", "orlp")
	if err := need(filepath.Join(src, "sign.c")); err != nil {
		return nil, err
	}
	bind := filepath.Join(root, "cref", "orlp")
	wrappers, err := filepath.Glob(filepath.Join(bind, "orlp_*.c"))
	if err != nil || len(wrappers) == 0 {
		return nil, fmt.Errorf("orlp: no orlp_*.c wrappers in %s", bind)
	}
	return append([]string{"-I" + bind, "-I" + src}, wrappers...), nil
}

// opensslFlags links the binding's glue (cref/openssl/naclcmp_openssl.c)
// against the system libcrypto, as cgo does for the binding.
func opensslFlags(root string) ([]string, error) {
	out, err := exec.Command("pkg-config", "--cflags", "--libs", "libcrypto").Output()
	if err != nil {
		return nil, fmt.Errorf("pkg-config libcrypto: %w (is libssl-dev installed?)", err)
	}
	bind := filepath.Join(root, "cref", "openssl")
	return append([]string{"-I" + bind, filepath.Join(bind, "naclcmp_openssl.c")}, strings.Fields(string(out))...), nil
}

// naclFlags links the binding's glue (cref/nacl/naclglue.c) and the
// prefixed archive that `make nacl` prepared for this machine's
// architecture, the one the binding links.
func naclFlags(root string) ([]string, error) {
	dir := filepath.Join(root, ".cache", "nacl", runtime.GOARCH)
	archive := filepath.Join(dir, "libnaclcmp_nacl.a")
	if _, err := os.Stat(archive); err != nil {
		return nil, fmt.Errorf("nacl: %s missing: run 'make nacl'", filepath.Base(archive))
	}
	bind := filepath.Join(root, "cref", "nacl")
	return []string{"-I" + bind, "-I" + dir, "-I" + filepath.Join(dir, "include"),
		filepath.Join(bind, "naclglue.c"), archive}, nil
}

// libb2Flags links the binding's glue (cref/libb2/naclcmp_libb2.c) against
// the system libb2 and, for its parallel modes, OpenMP, as cgo does.
func libb2Flags(root string) ([]string, error) {
	bind := filepath.Join(root, "cref", "libb2")
	return []string{"-I" + bind, filepath.Join(bind, "naclcmp_libb2.c"), "-lb2", "-lgomp"}, nil
}

func need(path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("%s missing: run 'make sources'", filepath.Base(path))
	}
	return nil
}

// FindRoot returns the repository root: the nearest directory at or above
// the working directory whose go.mod declares this module.
func FindRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.Contains(string(data), "module github.com/naclcmp/naclcmp\n") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("not inside the naclcmp repository (no go.mod of github.com/naclcmp/naclcmp above the working directory)")
		}
		dir = parent
	}
}

// Build compiles the harness for lib into dir and returns the executable's
// path. The harness is compiled with -O2 -g, as cgo compiles the bindings,
// so that valgrind's stacks name functions and lines. Each library gets
// its own copy of the sources, so that builds may run at the same time.
func Build(lib Library, root, dir string) (string, error) {
	name := lib.Impl
	if name == "" {
		name = "controls"
	}
	src := filepath.Join(dir, "src-"+name)
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", err
	}
	entries, err := harnessFS.ReadDir("harness")
	if err != nil {
		return "", err
	}
	for _, e := range entries {
		data, err := harnessFS.ReadFile("harness/" + e.Name())
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(src, e.Name()), data, 0o644); err != nil {
			return "", err
		}
	}
	extra, err := lib.flags(root)
	if err != nil {
		return "", err
	}
	exe := filepath.Join(dir, "ct-"+name)
	args := []string{"-O2", "-g", "-I" + src, "-o", exe,
		filepath.Join(src, "ct_main.c"), filepath.Join(src, "ct_controls.c"), filepath.Join(src, "ct_equal.c"),
		filepath.Join(src, lib.ops)}
	args = append(args, extra...)
	compiler := cc()
	cmd := exec.Command(compiler[0], append(compiler[1:], args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("compiling the %s harness: %v\n%s", name, err, out)
	}
	return exe, nil
}

// cc is the C compiler and its own flags: $CC as cgo reads it, else gcc.
func cc() []string {
	if c := strings.Fields(os.Getenv("CC")); len(c) > 0 {
		return c
	}
	return []string{"gcc"}
}
