package libraries

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// root is the repository root, from this package's folder.
const root = "../../"

// recordMismatches checks the records themselves: names unique, a label
// and a binding folder that exists, tags of the form the scripts expect,
// and no fact that needs another one missing.
func recordMismatches(all []Library, exists func(folder string) bool) []string {
	var errs []string
	seen := map[string]bool{}
	for _, l := range all {
		for _, n := range append([]string{l.Name}, l.Wrappers...) {
			if n == "" || seen[n] {
				errs = append(errs, fmt.Sprintf("%q: no name, or named twice", n))
			}
			seen[n] = true
		}
		word := strings.TrimPrefix(l.Tag, TagPrefix)
		switch {
		case l.Label == "":
			errs = append(errs, l.Name+": no label")
		case !strings.HasPrefix(l.Binding, "cref/") || !exists(l.Binding):
			errs = append(errs, fmt.Sprintf("%s: binding %q is no folder under cref/", l.Name, l.Binding))
		case l.Tag != "" && (word == l.Tag || word == "" || strings.ContainsAny(word, " ,")):
			errs = append(errs, fmt.Sprintf("%s: tag %q is not %s and one word", l.Name, l.Tag, TagPrefix))
		case l.Tag != "" && l.Debian == "":
			errs = append(errs, l.Name+": a tag but no Debian package, which its absence reason names")
		case len(l.AbsentOn) > 0 && l.Tag == "":
			errs = append(errs, fmt.Sprintf("%s: absent on %v, but no tag leaves it out", l.Name, l.AbsentOn))
		case l.Archive && l.Debian == "":
			errs = append(errs, l.Name+": an archive to rewrite, but no Debian package it comes from")
		case len(l.SysrootDeps) > 0 && (l.Debian == "" || l.Archive):
			errs = append(errs, l.Name+": sysroot dependencies, but the library is not linked from the sysroot")
		case l.Harness != nil && !(strings.HasPrefix(l.Harness.Ops, "ops_") && strings.HasSuffix(l.Harness.Ops, ".c")):
			errs = append(errs, fmt.Sprintf("%s: harness operations file %q is not ops_<library>.c", l.Name, l.Harness.Ops))
		}
	}
	return errs
}

// TestRecordsWellFormed checks All.
func TestRecordsWellFormed(t *testing.T) {
	exists := func(folder string) bool {
		fi, err := os.Stat(root + folder)
		return err == nil && fi.IsDir()
	}
	for _, e := range recordMismatches(All, exists) {
		t.Error(e)
	}
	if l, ok := Named("openssl"); !ok || l.AbsentReason() !=
		"built without it (build tag naclcmp_no_openssl): Debian bookworm has no libssl-dev package for this architecture" {
		t.Errorf("openssl's absence reason: %q", l.AbsentReason())
	}
}

// TestRecordMismatchesCatch shows the record check able to fail, once per
// kind of slip.
func TestRecordMismatchesCatch(t *testing.T) {
	ok := Library{Name: "x", Label: "X", Binding: "cref/x", Debian: "libx-dev", Tag: "naclcmp_no_x", AbsentOn: []string{"riscv64"}}
	yes := func(string) bool { return true }
	if errs := recordMismatches([]Library{ok}, yes); len(errs) != 0 {
		t.Fatalf("a good record gave %v", errs)
	}
	for name, change := range map[string]func(*Library){
		"twice":        func(l *Library) { l.Wrappers = []string{"x"} },
		"no label":     func(l *Library) { l.Label = "" },
		"binding":      func(l *Library) { l.Binding = "gonative/x" },
		"tag":          func(l *Library) { l.Tag = "no_x" },
		"tag, no deb":  func(l *Library) { l.Debian = "" },
		"absent":       func(l *Library) { l.Tag = "" },
		"archive":      func(l *Library) { l.Tag, l.AbsentOn, l.Debian, l.Archive = "", nil, "", true },
		"sysroot deps": func(l *Library) { l.Archive, l.SysrootDeps = true, []string{"libdep-dev"} },
		"ops":          func(l *Library) { l.Harness = &Harness{Ops: "x.c"} },
	} {
		bad := ok
		change(&bad)
		if errs := recordMismatches([]Library{bad}, yes); len(errs) != 1 {
			t.Errorf("%s: want 1 mismatch, got %v", name, errs)
		}
	}
	if errs := recordMismatches([]Library{ok}, func(string) bool { return false }); len(errs) != 1 {
		t.Errorf("a missing binding folder: want 1 mismatch, got %v", errs)
	}
}

// packageMismatches compares the records' Debian packages with the lists
// that install or unpack them, as make and sh expand them: the Makefile's
// DEB_PACKAGES (every build needs each), deps.sh's packages (the
// machine's own, for the native reference) and SYSROOT_LIBS (what
// sysroot.sh unpacks for the target), which must hold the libraries linked
// from the target's sysroot and not those whose archives a cross build
// rewrites itself.
func packageMismatches(all []Library, debPackages, deps, sysroot []string) []string {
	var errs []string
	cross := map[string][]string{"deps.sh's packages": deps, "SYSROOT_LIBS": sysroot}
	var known []string
	for _, l := range all {
		if l.Debian == "" {
			continue
		}
		known = append(append(known, l.Debian), l.SysrootDeps...)
		if !slices.Contains(debPackages, l.Debian) {
			errs = append(errs, fmt.Sprintf("%s: %s is not in the Makefile's DEB_PACKAGES", l.Name, l.Debian))
		}
		for _, list := range []string{"deps.sh's packages", "SYSROOT_LIBS"} {
			switch in := slices.Contains(cross[list], l.Debian); {
			case !l.Archive && !in:
				errs = append(errs, fmt.Sprintf("%s: %s is not in %s, which cross builds link it from", l.Name, l.Debian, list))
			case l.Archive && in:
				errs = append(errs, fmt.Sprintf("%s: %s is in %s, but its archive is rewritten by make sources ARCH=…", l.Name, l.Debian, list))
			}
		}
		for _, p := range l.SysrootDeps {
			if !slices.Contains(sysroot, p) {
				errs = append(errs, fmt.Sprintf("%s: its dependency %s is not in SYSROOT_LIBS", l.Name, p))
			}
		}
	}
	for _, p := range sysroot {
		if !slices.Contains(known, p) {
			errs = append(errs, fmt.Sprintf("SYSROOT_LIBS has %s, which no record names", p))
		}
	}
	return errs
}

// readFile returns a file of the repository.
func readFile(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(root + file)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The markers of a generated block (cmd/libs).
const (
	blockBegin = "# BEGIN generated from internal/libraries"
	blockEnd   = "# END generated from internal/libraries"
)

// assignments returns the first value of each variable that text assigns
// at the start of a line: NAME = … in make (sh false), NAME="…" in sh.
func assignments(text string, sh bool) map[string]string {
	vars := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		name, value, found := strings.Cut(line, "=")
		if !found || name == "" || strings.ContainsAny(name, "\t#$+:") {
			continue
		}
		name = strings.TrimSpace(name)
		if sh {
			if strings.Contains(name, " ") || !strings.HasPrefix(value, `"`) || !strings.HasSuffix(value, `"`) {
				continue
			}
			value = strings.Trim(value, `"`)
		}
		if _, ok := vars[name]; !ok && !strings.Contains(name, " ") {
			vars[name] = strings.TrimSpace(value)
		}
	}
	return vars
}

// expand returns the words of vars[name], each reference to another
// variable ($(X) in make, $X or ${X} in sh) replaced by its words.
func expand(t *testing.T, vars map[string]string, name string) []string {
	t.Helper()
	value, ok := vars[name]
	if !ok {
		t.Fatalf("no assignment of %s found; the check would compare nothing", name)
	}
	var out []string
	for _, w := range strings.Fields(value) {
		ref := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(w, "$("), "${"), "$"), ")"), "}")
		if ref != w {
			out = append(out, expand(t, vars, ref)...)
			continue
		}
		out = append(out, w)
	}
	return out
}

// merge returns the assignments of several files, the earlier file's
// first (lib.sh is sourced before a script's own).
func merge(maps ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range maps {
		for k, v := range m {
			if _, ok := out[k]; !ok {
				out[k] = v
			}
		}
	}
	return out
}

// handListed returns the lines of text, outside its generated block and
// its comments, that name one of pkgs as a word: a list kept by hand
// beside the one generated from the records.
func handListed(file, text string, pkgs []string) []string {
	var errs []string
	inBlock := false
	for i, line := range strings.Split(text, "\n") {
		switch trimmed := strings.TrimSpace(line); {
		case strings.HasPrefix(trimmed, blockBegin):
			inBlock = true
		case strings.HasPrefix(trimmed, blockEnd):
			inBlock = false
		case inBlock || strings.HasPrefix(trimmed, "#"):
		default:
			words := strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(" \t\"'=()", r) })
			for _, p := range pkgs {
				if slices.Contains(words, p) {
					errs = append(errs, fmt.Sprintf("%s:%d names %s by hand: use the generated list (internal/libraries/cmd/libs)", file, i+1, p))
				}
			}
		}
	}
	return errs
}

// TestPackageListsAgree holds the Debian packages of the records to the
// Makefile and the cross scripts, as make and sh expand their lists, and
// checks that none of those files keeps a list of its own beside the
// generated one.
func TestPackageListsAgree(t *testing.T) {
	makefile, lib := readFile(t, "Makefile"), readFile(t, "scripts/cross/lib.sh")
	deps, sysroot := readFile(t, "scripts/cross/deps.sh"), readFile(t, "scripts/cross/sysroot.sh")
	libVars := assignments(lib, true)
	errs := packageMismatches(All,
		expand(t, assignments(makefile, false), "DEB_PACKAGES"),
		expand(t, merge(libVars, assignments(deps, true)), "pkgs"),
		expand(t, libVars, "SYSROOT_LIBS"))
	if !strings.Contains(sysroot, "$SYSROOT_LIBS") {
		errs = append(errs, "scripts/cross/sysroot.sh does not unpack $SYSROOT_LIBS")
	}
	var pkgs []string
	for _, l := range All {
		if l.Debian != "" {
			pkgs = append(append(pkgs, l.Debian), l.SysrootDeps...)
		}
	}
	for file, text := range map[string]string{"Makefile": makefile, "scripts/cross/lib.sh": lib,
		"scripts/cross/deps.sh": deps, "scripts/cross/sysroot.sh": sysroot} {
		errs = append(errs, handListed(file, text, pkgs)...)
	}
	for _, e := range errs {
		t.Error(e)
	}
}

// TestPackageMismatchesCatch shows the package comparison able to fail.
func TestPackageMismatchesCatch(t *testing.T) {
	all := []Library{
		{Name: "botan", Debian: "libbotan-2-dev"},
		{Name: "nacl", Debian: "libnacl-dev", Archive: true},
		{Name: "nettle", Debian: "nettle-dev", SysrootDeps: []string{"libgmp-dev"}},
	}
	got := packageMismatches(all, []string{"libnacl-dev", "nettle-dev"},
		[]string{"gcc", "libnacl-dev", "nettle-dev"}, []string{"libbotan-2-dev", "nettle-dev", "libfoo-dev"})
	// botan: not in DEB_PACKAGES, not in deps.sh's; nacl: in deps.sh's
	// though rewritten; nettle: no libgmp-dev; libfoo-dev: nobody's.
	if len(got) != 5 {
		t.Fatalf("want 5 mismatches, got %d:\n%s", len(got), strings.Join(got, "\n"))
	}
	ok := packageMismatches(all, []string{"libbotan-2-dev", "libnacl-dev", "nettle-dev"},
		[]string{"gcc", "libbotan-2-dev", "nettle-dev"}, []string{"libbotan-2-dev", "nettle-dev", "libgmp-dev"})
	if len(ok) != 0 {
		t.Errorf("lists that agree gave %v", ok)
	}
	hand := handListed("deps.sh", "# libssl-dev in a comment\n"+blockBegin+"\nX=\"libssl-dev\"\n"+blockEnd+"\nLIBS=\"gcc libssl-dev\"\n",
		[]string{"libssl-dev"})
	if len(hand) != 1 || !strings.HasPrefix(hand[0], "deps.sh:5 ") {
		t.Errorf("handListed = %q, want the one line outside the block and the comments", hand)
	}
}
