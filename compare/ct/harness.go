package ct

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
	// Binding is the folder of the Go binding, relative to the repository
	// ("cref/sodium"): the harness compiles that package's C files with
	// its cgo flags and links what it links (bindingFlags), so that the
	// code judged is exactly the code the binding calls.
	Binding string
	// cflags are extra compiler flags for the harness alone.
	cflags []string
	// note says what the verdicts do not cover, for the report.
	note string
}

// dispatchNote is the limit of every verdict on a library that picks its
// code for the CPU at run time: valgrind's virtual CPU has no AVX-512, so
// code paths for it (OpenSSL's, on machines that have it) are not seen.
const dispatchNote = "picks its implementation for the CPU at run time: the verdicts cover the code paths chosen for valgrind's virtual CPU " +
	"(no AVX-512), not paths valgrind's CPU does not offer"

// Controls is the harness with no library: only the two controls.
var Controls = Library{ops: "ops_none.c"}

// Libraries lists the C libraries the harness covers, by registry name.
// Bindings of the same C code through another wrapper (libsodium-jamesruan)
// are not listed: their C code is libsodium's (see SameCode). Adding a C
// library to the constant-time check is its ops_<library>.c in harness/
// and one line here.
var Libraries = []Library{
	{Impl: "libsodium", ops: "ops_sodium.c", Binding: "cref/sodium", cflags: []string{"-Wno-deprecated-declarations"}, note: "libsodium " + dispatchNote},
	{Impl: "tweetnacl", ops: "ops_tweet.c", Binding: "cref/tweetnacl"},
	{Impl: "orlp-ed25519", ops: "ops_orlp.c", Binding: "cref/orlp"},
	{Impl: "openssl", ops: "ops_openssl.c", Binding: "cref/openssl", note: "OpenSSL " + dispatchNote +
		"; libcrypto is stripped: its static functions are named from libcrypto.a (libssl-dev, the same build) where the function's object matches libcrypto.so.3 byte for byte, else shown as offsets in libcrypto.so.3"},
	{Impl: "nacl", ops: "ops_nacl.c", Binding: "cref/nacl"},
	{Impl: "libb2", ops: "ops_libb2.c", Binding: "cref/libb2", note: "libb2 " + dispatchNote},
	{Impl: "nettle", ops: "ops_nettle.c", Binding: "cref/nettle", note: "Nettle " + dispatchNote},
	{Impl: "botan", ops: "ops_botan.c", Binding: "cref/botan", note: "Botan " + dispatchNote},
	{Impl: "libgcrypt", ops: "ops_gcrypt.c", Binding: "cref/gcrypt", note: "libgcrypt " + dispatchNote +
		"; libgcrypt is stripped: static functions are named from libgcrypt.a, and those of its src/ folder, which Debian's archive holds " +
		"as a build of their own, from objects rebuilt from Debian's source package (make ct-names), each where it matches libgcrypt.so.20 byte for byte"},
	{Impl: "wolfssl", ops: "ops_wolfssl.c", Binding: "cref/wolfssl", note: "Debian's wolfSSL is built without AES-NI: its AES is " +
		"aes.c's T-table code (the static wc_AesEncrypt, reached through wc_AesEncryptDirect, loads table entries indexed by " +
		"key- and state-dependent bytes) and its GHASH multiplies with GCM_TABLE_4BIT tables computed from H, so AES-CTR and " +
		"AES-GCM are reported; libwolfssl is stripped, and Debian's libwolfssl.a is a build of its own: static functions are named " +
		"from aes.c's object rebuilt from Debian's source package (make ct-names) where it matches libwolfssl.so.35 byte for byte, else shown as offsets"},
	{Impl: "libtomcrypt", ops: "ops_tomcrypt.c", Binding: "cref/tomcrypt"},
	{Impl: "libargon2", ops: "ops_argon2.c", Binding: "cref/argon2"},
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

// cgoPackage is what `go list -json` says of a binding's C side.
type cgoPackage struct {
	Dir          string
	CFiles       []string
	CgoCFLAGS    []string
	CgoLDFLAGS   []string
	CgoPkgConfig []string
}

// bindingFlags returns the compiler arguments that build lib's binding's
// C side into the harness: the binding's folder and cgo CFLAGS as include
// paths and defines, its C files, its pkg-config packages and its LDFLAGS.
// They are read from the binding's own cgo directives (go list), so that
// the harness and the binding cannot drift apart.
func bindingFlags(lib Library, root string) ([]string, error) {
	if lib.Binding == "" {
		return nil, nil
	}
	cmd := exec.Command("go", "list", "-json", "./"+lib.Binding)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			err = fmt.Errorf("%w: %s", err, bytes.TrimSpace(ee.Stderr))
		}
		return nil, fmt.Errorf("go list %s: %w", lib.Binding, err)
	}
	var p cgoPackage
	if err := json.Unmarshal(out, &p); err != nil {
		return nil, fmt.Errorf("go list %s: %w", lib.Binding, err)
	}
	args := append([]string{"-I" + p.Dir}, p.CgoCFLAGS...)
	for _, f := range append(append([]string(nil), p.CgoCFLAGS...), p.CgoLDFLAGS...) {
		// Fetched sources and the NaCl archive exist only after make deps.
		path := strings.TrimPrefix(f, "-I")
		if filepath.IsAbs(path) && strings.Contains(path, ".cache") {
			if _, err := os.Stat(path); err != nil {
				return nil, fmt.Errorf("%s: %s missing: run 'make deps'", lib.Impl, path)
			}
		}
	}
	for _, f := range p.CFiles {
		args = append(args, filepath.Join(p.Dir, f))
	}
	if len(p.CgoPkgConfig) > 0 {
		pc, err := exec.Command("pkg-config", append([]string{"--cflags", "--libs"}, p.CgoPkgConfig...)...).Output()
		if err != nil {
			return nil, fmt.Errorf("pkg-config %s: %w (is its -dev package installed? make deps installs it)", strings.Join(p.CgoPkgConfig, " "), err)
		}
		args = append(args, strings.Fields(string(pc))...)
	}
	args = append(args, p.CgoLDFLAGS...)
	return append(args, lib.cflags...), nil
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
	extra, err := bindingFlags(lib, root)
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
