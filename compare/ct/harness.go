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
	"runtime"
	"strings"

	"github.com/naclcmp/naclcmp/internal/libraries"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// harnessFS holds the C harness: the entry point, the controls and one
// operations file per C library. It is compiled at run time with the
// system's C compiler, against the same library code the Go bindings link.
//
//go:embed harness/*.c harness/*.h
var harnessFS embed.FS

// Controls names the harness with no library, only the two controls:
// Build(Controls, …).
const Controls = ""

// recipe is how the harness of one library is built: its record's Harness
// in internal/libraries; what the harness covers (the binding whose C
// code it runs, the note on what its verdicts leave out) is the library's
// entry in ctrecord.Libraries, from the same record.
type recipe struct {
	// ops is the operations file in harness/.
	ops string
	// cflags are extra compiler flags for the harness alone.
	cflags []string
}

// recipes are the build recipes of the libraries of ctrecord.Libraries, by
// registry name, and nothing else (TestRecipesCoverLibraries).
var recipes = recipesOf(libraries.All)

// recipesOf returns the recipe of every record of all that has a harness.
func recipesOf(all []libraries.Library) map[string]recipe {
	out := map[string]recipe{}
	for _, l := range all {
		if l.Harness != nil {
			out[l.Name] = recipe{ops: l.Harness.Ops, cflags: l.Harness.CFlags}
		}
	}
	return out
}

// controlsRecipe builds the harness of Controls.
var controlsRecipe = recipe{ops: "ops_none.c"}

// harnessFor returns what Build needs for impl: its entry in
// ctrecord.Libraries (none for Controls) and its recipe.
func harnessFor(impl string) (ctrecord.Library, recipe, error) {
	if impl == Controls {
		return ctrecord.Library{}, controlsRecipe, nil
	}
	lib, listed := ctrecord.LibraryFor(impl)
	rc, built := recipes[impl]
	if !listed || !built {
		return ctrecord.Library{}, recipe{}, fmt.Errorf("no valgrind harness for %s", impl)
	}
	return lib, rc, nil
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
func bindingFlags(lib ctrecord.Library, root string) ([]string, error) {
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
			return nil, fmt.Errorf("pkg-config %s: %w (is its -dev package installed? make deps installs it)",
				strings.Join(p.CgoPkgConfig, " "), err)
		}
		args = append(args, strings.Fields(string(pc))...)
	}
	return append(args, p.CgoLDFLAGS...), nil
}

// buildRoot is the repository's root as recorded when this package was
// compiled: two folders above this source file, which runtime.Caller
// reports as an absolute path unless the build used -trimpath. It lets a
// binary built by `make build` or `go install` find the harness sources
// from any working directory, as the JavaScript peers are found (see
// js's buildPeerDir). Empty when the path is not absolute; a variable so
// that tests can move it.
var buildRoot = func() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		return ""
	}
	return filepath.Dir(filepath.Dir(filepath.Dir(file)))
}()

// isRoot reports whether dir holds the go.mod of this module.
func isRoot(dir string) bool {
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	return err == nil && strings.Contains(string(data), "module github.com/naclcmp/naclcmp\n")
}

// FindRoot returns the repository root, looked for as the JavaScript
// peers are: the nearest directory at or above the working directory
// whose go.mod declares this module, else at or above the executable's
// folder, else the checkout this binary was built from (buildRoot).
func FindRoot() (string, error) {
	var starts, looked []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, dir := range starts {
		looked = append(looked, dir+" and its parents")
		for {
			if isRoot(dir) {
				return dir, nil
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	if buildRoot != "" {
		if isRoot(buildRoot) {
			return buildRoot, nil
		}
		looked = append(looked, buildRoot+" (where this binary was built)")
	}
	return "", errors.New("no naclcmp checkout found (the go.mod of github.com/naclcmp/naclcmp) in " +
		strings.Join(looked, ", ") + ": run naclcmp ct inside the repository")
}

// Build compiles the harness for the library impl of ctrecord.Libraries
// (or Controls) into dir and returns the executable's path. The harness is
// compiled with -O2 -g, as cgo compiles the bindings, so that valgrind's
// stacks name functions and lines. Each library gets its own copy of the
// sources, so that builds may run at the same time.
func Build(impl, root, dir string) (string, error) {
	lib, rc, err := harnessFor(impl)
	if err != nil {
		return "", err
	}
	name := impl
	if name == Controls {
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
		filepath.Join(src, rc.ops)}
	args = append(append(args, extra...), rc.cflags...)
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
