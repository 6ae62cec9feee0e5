package impls

import (
	"fmt"
	"maps"
	"os"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/expect"
)

// optionalMismatches compares the table of optional libraries with the
// build tags expect/providers.json pins and the libraries the cross
// scripts leave out (ABSENT_LIBS words, each the tag without its
// naclcmp_no_ prefix), and returns every disagreement.
func optionalMismatches(table []optionalLibrary, providers []expect.ImplOps, absentLibs []string) []string {
	var errs []string
	byTag := map[string]optionalLibrary{}
	for _, l := range table {
		byTag[l.tag] = l
		i := slices.IndexFunc(providers, func(p expect.ImplOps) bool { return p.Impl == l.name })
		switch {
		case i < 0:
			errs = append(errs, fmt.Sprintf("%s: not in expect/providers.json", l.name))
		case providers[i].BuildTag != l.tag:
			errs = append(errs, fmt.Sprintf("%s: build tag %q in the table, %q in expect/providers.json", l.name, l.tag, providers[i].BuildTag))
		}
	}
	for _, p := range providers {
		if _, ok := byTag[p.BuildTag]; p.BuildTag != "" && !ok {
			errs = append(errs, fmt.Sprintf("%s: build tag %s is in expect/providers.json but not in optionalLibraries", p.Impl, p.BuildTag))
		}
	}
	for _, w := range absentLibs {
		if _, ok := byTag["naclcmp_no_"+w]; !ok {
			errs = append(errs, fmt.Sprintf("ABSENT_LIBS names %q, whose tag naclcmp_no_%s is not in optionalLibraries", w, w))
		}
	}
	return errs
}

// crossAbsentLibs returns every word of every ABSENT_LIBS="…" assignment
// in the cross scripts' architecture table.
func crossAbsentLibs(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../scripts/cross/lib.sh")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile(`ABSENT_LIBS="([^"]+)"`).FindAllStringSubmatch(string(b), -1) {
		out = append(out, strings.Fields(m[1])...)
	}
	if len(out) == 0 {
		t.Fatal("scripts/cross/lib.sh: no ABSENT_LIBS list found; the check would compare nothing")
	}
	return out
}

// TestOptionalLibrariesAgree holds the one table of optional libraries to
// the other places that name them, and to this build: each is either
// built, under the label the table gives, or recorded absent with its tag.
func TestOptionalLibrariesAgree(t *testing.T) {
	p, err := expect.LoadProviders()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range optionalMismatches(optionalLibraries, p.Impls, crossAbsentLibs(t)) {
		t.Error(e)
	}
	r, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	// What the tags of this build say must match what was built: a
	// library whose tag is not set and that did not register itself (a
	// forgotten init, a mistyped key) would otherwise pass for one left
	// out on purpose, with a false reason.
	tags := buildTags(t)
	for _, l := range optionalLibraries {
		_, isBuilt := built[l.name]
		if tagged := slices.Contains(tags, l.tag); tagged == isBuilt {
			t.Errorf("%s: build tag %s set: %v, constructor registered: %v", l.name, l.tag, tagged, isBuilt)
		}
	}
	for name := range built {
		if !slices.ContainsFunc(optionalLibraries, func(l optionalLibrary) bool { return l.name == name }) {
			t.Errorf("built[%q] is registered, but optionalLibraries has no such library", name)
		}
	}
	reasons := AbsentReasons()
	for _, l := range optionalLibraries {
		im := r.Impl(l.name)
		switch {
		case im != nil && im.Library != l.label:
			t.Errorf("%s: built with Library %q, but the table says %q (what `naclcmp list` shows when it is absent)", l.name, im.Library, l.label)
		case im == nil && !strings.Contains(reasons[l.name], l.tag):
			t.Errorf("%s: neither built nor absent through its tag %s (reason %q): is it in builders?", l.name, l.tag, reasons[l.name])
		}
	}
	for name, why := range reasons {
		if why == notInTable {
			t.Errorf("builders name optional(%q), which optionalLibraries lacks", name)
		}
	}
}

// buildTags returns the -tags this test binary was built with.
func buildTags(t *testing.T) []string {
	t.Helper()
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		t.Fatal("no build information in the test binary: the build tags cannot be read")
	}
	for _, s := range bi.Settings {
		if s.Key == "-tags" {
			return strings.Split(s.Value, ",")
		}
	}
	return nil
}

// TestOptionalMismatchesCatch shows the comparison able to fail: a wrong
// tag, a library missing from providers.json, a providers tag the table
// lacks, and an ABSENT_LIBS word without a tag each give an error.
func TestOptionalMismatchesCatch(t *testing.T) {
	table := []optionalLibrary{{"botan", "Botan", "naclcmp_no_botan", "libbotan-2-dev", false}, {"ghost", "Ghost", "naclcmp_no_ghost", "ghost-dev", false}}
	providers := []expect.ImplOps{{Impl: "botan", BuildTag: "naclcmp_no_botan2"}, {Impl: "nettle", BuildTag: "naclcmp_no_nettle"}}
	got := optionalMismatches(table, providers, []string{"botan", "wolfssl"})
	if len(got) != 5 {
		t.Fatalf("want 5 mismatches (botan's tag differs, ghost is not in providers, naclcmp_no_botan2 and naclcmp_no_nettle are not in the table, wolfssl has no tag), got %d:\n%s", len(got), strings.Join(got, "\n"))
	}
	if errs := optionalMismatches(table[:1], []expect.ImplOps{{Impl: "botan", BuildTag: "naclcmp_no_botan"}}, []string{"botan"}); len(errs) != 0 {
		t.Errorf("a table that agrees gave %v", errs)
	}
}

// packageMismatches compares the table's Debian packages with the lists
// that install or unpack them: the Makefile's DEB_PACKAGES (every build
// needs each) and the cross scripts' LIBS (sysroot.sh unpacks, deps.sh
// installs), which must hold the libraries linked from the target's
// sysroot and not those whose archives a cross build rewrites itself.
func packageMismatches(table []optionalLibrary, debPackages []string, crossLists map[string][]string) []string {
	var errs []string
	for _, l := range table {
		if !slices.Contains(debPackages, l.debian) {
			errs = append(errs, fmt.Sprintf("%s: %s is not in the Makefile's DEB_PACKAGES", l.name, l.debian))
		}
		for _, file := range slices.Sorted(maps.Keys(crossLists)) {
			switch in := slices.Contains(crossLists[file], l.debian); {
			case !l.archive && !in:
				errs = append(errs, fmt.Sprintf("%s: %s is not in %s's LIBS, which cross builds link it from", l.name, l.debian, file))
			case l.archive && in:
				errs = append(errs, fmt.Sprintf("%s: %s is in %s's LIBS, but its archive is rewritten by make sources ARCH=…", l.name, l.debian, file))
			}
		}
	}
	return errs
}

// assignedWords returns the words of the first line of file that assigns
// name (NAME = … in make, NAME="…" in sh).
func assignedWords(t *testing.T, file, name string) []string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^` + name + `\s*=\s*"?([^"\n]*)"?$`).FindStringSubmatch(string(b))
	if m == nil || len(strings.Fields(m[1])) == 0 {
		t.Fatalf("%s: no %s assignment found; the check would compare nothing", file, name)
	}
	return strings.Fields(m[1])
}

// TestPackageListsAgree holds the Debian packages of the optional
// libraries to the Makefile and the cross scripts.
func TestPackageListsAgree(t *testing.T) {
	deb := assignedWords(t, "../Makefile", "DEB_PACKAGES")
	cross := map[string][]string{
		"scripts/cross/sysroot.sh": assignedWords(t, "../scripts/cross/sysroot.sh", "LIBS"),
		"scripts/cross/deps.sh":    assignedWords(t, "../scripts/cross/deps.sh", "LIBS"),
	}
	for _, e := range packageMismatches(optionalLibraries, deb, cross) {
		t.Error(e)
	}
}

// TestPackageMismatchesCatch shows the package comparison able to fail.
func TestPackageMismatchesCatch(t *testing.T) {
	table := []optionalLibrary{{"botan", "Botan", "naclcmp_no_botan", "libbotan-2-dev", false}, {"nacl", "NaCl", "naclcmp_no_nacl", "libnacl-dev", true}}
	got := packageMismatches(table, []string{"libnacl-dev"}, map[string][]string{"a.sh": {"libnacl-dev"}, "b.sh": {"libbotan-2-dev"}})
	// botan: not in DEB_PACKAGES, not in a.sh; nacl: in a.sh though rewritten.
	if len(got) != 3 {
		t.Fatalf("want 3 mismatches, got %d:\n%s", len(got), strings.Join(got, "\n"))
	}
	ok := packageMismatches(table, []string{"libbotan-2-dev", "libnacl-dev"}, map[string][]string{"a.sh": {"libbotan-2-dev"}})
	if len(ok) != 0 {
		t.Errorf("lists that agree gave %v", ok)
	}
}
