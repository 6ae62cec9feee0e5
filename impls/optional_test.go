package impls

import (
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/internal/libraries"
)

// optionalMismatches compares the build tags of the C library records
// with those expect/providers.json pins, both ways, and returns every
// disagreement.
func optionalMismatches(records []libraries.Library, providers []expect.ImplOps) []string {
	var errs []string
	tags := map[string]bool{}
	for _, l := range records {
		if l.Tag == "" {
			continue
		}
		tags[l.Tag] = true
		i := slices.IndexFunc(providers, func(p expect.ImplOps) bool { return p.Impl == l.Name })
		switch {
		case i < 0:
			errs = append(errs, fmt.Sprintf("%s: not in expect/providers.json", l.Name))
		case providers[i].BuildTag != l.Tag:
			errs = append(errs, fmt.Sprintf("%s: build tag %q in its record, %q in expect/providers.json", l.Name, l.Tag, providers[i].BuildTag))
		}
	}
	for _, p := range providers {
		if p.BuildTag != "" && !tags[p.BuildTag] {
			errs = append(errs, fmt.Sprintf("%s: build tag %s is in expect/providers.json but no record of internal/libraries has it", p.Impl, p.BuildTag))
		}
	}
	return errs
}

// TestOptionalLibrariesAgree holds the records of the C libraries to
// expect/providers.json's build tags and to this build: every library and
// wrapper is either built, a library under the label its record gives, or
// recorded absent through its tag.
func TestOptionalLibrariesAgree(t *testing.T) {
	p, err := expect.LoadProviders()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range optionalMismatches(libraries.All, p.Impls) {
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
	names := map[string]bool{}
	reasons := AbsentReasons()
	for _, l := range libraries.All {
		tagged := l.Tag != "" && slices.Contains(tags, l.Tag)
		for _, name := range append([]string{l.Name}, l.Wrappers...) {
			names[name] = true
			if _, isBuilt := built[name]; tagged == isBuilt {
				t.Errorf("%s: build tag %q set: %v, constructor registered: %v", name, l.Tag, tagged, isBuilt)
			}
		}
		im := r.Impl(l.Name)
		switch {
		case im != nil && im.Library != l.Label:
			t.Errorf("%s: built with Library %q, but its record says %q (what `naclcmp list` shows when it is absent)", l.Name, im.Library, l.Label)
		case im == nil && (l.Tag == "" || !strings.Contains(reasons[l.Name], l.Tag)):
			t.Errorf("%s: neither built nor absent through a build tag (%q; reason %q)", l.Name, l.Tag, reasons[l.Name])
		}
	}
	for name := range built {
		if !names[name] {
			t.Errorf("built[%q] is registered, but no record of internal/libraries names it (as a library or a wrapper)", name)
		}
	}
	for name, why := range reasons {
		if why == notRegistered {
			t.Errorf("%s: its record is in internal/libraries, but no constructor is registered for it", name)
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
// tag, a tagged library missing from providers.json, and a providers tag
// no record has each give an error; a library without a tag needs none.
func TestOptionalMismatchesCatch(t *testing.T) {
	records := []libraries.Library{
		{Name: "botan", Tag: "naclcmp_no_botan"}, {Name: "ghost", Tag: "naclcmp_no_ghost"}, {Name: "libsodium"},
	}
	providers := []expect.ImplOps{{Impl: "botan", BuildTag: "naclcmp_no_botan2"}, {Impl: "nettle", BuildTag: "naclcmp_no_nettle"}}
	got := optionalMismatches(records, providers)
	if len(got) != 4 {
		t.Fatalf("want 4 mismatches (botan's tag differs, ghost is not in providers, naclcmp_no_botan2 and naclcmp_no_nettle are "+
			"no record's), got %d:\n%s", len(got), strings.Join(got, "\n"))
	}
	if errs := optionalMismatches(records[:1], []expect.ImplOps{{Impl: "botan", BuildTag: "naclcmp_no_botan"}}); len(errs) != 0 {
		t.Errorf("records that agree gave %v", errs)
	}
}
