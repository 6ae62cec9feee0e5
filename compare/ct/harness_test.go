package ct

import (
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// coverageMismatch says where the coverage facts (the implementations of
// ctrecord.Libraries, listed) and the build recipes (keyed by
// implementation), both derived from internal/libraries' records, disagree: an implementation listed without a recipe
// would have verdicts promised and no harness, a recipe without an entry
// a harness no run builds, and one listed twice two sets of verdicts.
// Nil when both cover exactly the same implementations.
func coverageMismatch(listed []string, keyed map[string]recipe) []string {
	var out []string
	seen := map[string]bool{}
	for _, impl := range listed {
		if seen[impl] {
			out = append(out, impl+": listed twice in ctrecord.Libraries")
		}
		seen[impl] = true
		if _, ok := keyed[impl]; !ok {
			out = append(out, impl+": in ctrecord.Libraries, but compare/ct has no build recipe for it")
		}
	}
	var extra []string
	for impl := range keyed {
		if !seen[impl] {
			extra = append(extra, impl+": compare/ct has a build recipe for it, but it is not in ctrecord.Libraries")
		}
	}
	slices.Sort(extra)
	return append(out, extra...)
}

// unclaimed returns the operations files among files (the names in
// harness/) that no recipe of keyed and not the controls build: a harness
// left behind when its library's record lost its Harness, or one added
// under a name the record does not give.
func unclaimed(files []string, keyed map[string]recipe) []string {
	var out []string
	for _, f := range files {
		claimed := f == controlsRecipe.ops
		for _, rc := range keyed {
			claimed = claimed || rc.ops == f
		}
		if strings.HasPrefix(f, "ops_") && strings.HasSuffix(f, ".c") && !claimed {
			out = append(out, "harness/"+f+": no library's record in internal/libraries names it as its Harness.Ops")
		}
	}
	return out
}

// TestRecipesCoverLibraries holds the two tables derived from the records
// of internal/libraries together: ctrecord.Libraries (what the report
// says is covered) and recipes (what this package can build) name the
// same implementations, every recipe's operations file is in the embedded
// harness, and every operations file there is some library's.
func TestRecipesCoverLibraries(t *testing.T) {
	var listed []string
	for _, lib := range ctrecord.Libraries {
		listed = append(listed, lib.Impl)
	}
	for _, m := range coverageMismatch(listed, recipes) {
		t.Error(m)
	}
	for impl, rc := range recipes {
		if _, err := harnessFS.ReadFile("harness/" + rc.ops); err != nil {
			t.Errorf("%s: operations file %s: %v", impl, rc.ops, err)
		}
	}
	if _, err := harnessFS.ReadFile("harness/" + controlsRecipe.ops); err != nil {
		t.Errorf("controls: operations file %s: %v", controlsRecipe.ops, err)
	}
	entries, err := harnessFS.ReadDir("harness")
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, e := range entries {
		files = append(files, e.Name())
	}
	for _, m := range unclaimed(files, recipes) {
		t.Error(m)
	}
}

// TestUnclaimedCatches shows the check of the harness folder able to
// fail: an operations file no recipe builds is named; the controls' file,
// a claimed one and the other C files are not.
func TestUnclaimedCatches(t *testing.T) {
	got := unclaimed([]string{"ops_a.c", "ops_gone.c", controlsRecipe.ops, "main.c", "harness.h"}, map[string]recipe{"a": {ops: "ops_a.c"}})
	if len(got) != 1 || !strings.HasPrefix(got[0], "harness/ops_gone.c:") {
		t.Errorf("unclaimed = %q, want ops_gone.c alone", got)
	}
}

// TestCoverageMismatch shows that TestRecipesCoverLibraries can fail: on
// tables that disagree in each way, coverageMismatch names the
// implementation and the side it is missing from.
func TestCoverageMismatch(t *testing.T) {
	r := recipe{ops: "ops_x.c"}
	for _, tc := range []struct {
		name   string
		listed []string
		keyed  map[string]recipe
		want   []string // substrings of the mismatches, in order
	}{
		{"same", []string{"a", "b"}, map[string]recipe{"a": r, "b": r}, nil},
		{"no recipe", []string{"a", "b"}, map[string]recipe{"a": r}, []string{"b: in ctrecord.Libraries, but compare/ct has no build recipe"}},
		{"not listed", []string{"a"}, map[string]recipe{"a": r, "c": r, "b": r}, []string{
			"b: compare/ct has a build recipe for it, but it is not in ctrecord.Libraries",
			"c: compare/ct has a build recipe for it, but it is not in ctrecord.Libraries",
		}},
		{"controls keyed", []string{"a"}, map[string]recipe{"a": r, "": r}, []string{": compare/ct has a build recipe for it, but it is not"}},
		{"listed twice", []string{"a", "a"}, map[string]recipe{"a": r}, []string{"a: listed twice in ctrecord.Libraries"}},
		{"both ways", []string{"a", "b"}, map[string]recipe{"a": r, "c": r}, []string{
			"b: in ctrecord.Libraries, but compare/ct has no build recipe",
			"c: compare/ct has a build recipe for it, but it is not in ctrecord.Libraries",
		}},
	} {
		got := coverageMismatch(tc.listed, tc.keyed)
		ok := len(got) == len(tc.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.HasPrefix(got[i], tc.want[i])
		}
		if !ok {
			t.Errorf("%s: coverageMismatch = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestBuildUnknownLibrary checks that Build refuses an implementation
// without a harness instead of building the controls' one under its name.
func TestBuildUnknownLibrary(t *testing.T) {
	for _, impl := range []string{"go-stdlib", "libsodium-jamesruan"} {
		if _, err := Build(impl, "", t.TempDir()); err == nil || !strings.Contains(err.Error(), "no valgrind harness for "+impl) {
			t.Errorf("Build(%q): %v, want no valgrind harness", impl, err)
		}
	}
}

// TestFindRootFromAnywhere: from a folder outside the checkout, FindRoot
// finds the checkout this binary was built from, as the JavaScript peers
// are found; with that record gone too, it fails naming where it looked.
func TestFindRootFromAnywhere(t *testing.T) {
	want, err := FindRoot()
	if err != nil {
		t.Fatalf("inside the checkout: %v", err)
	}
	t.Chdir(t.TempDir())
	if got, err := FindRoot(); err != nil || got != want {
		t.Errorf("outside the checkout: %q, %v; want %q", got, err, want)
	}
	saved := buildRoot
	t.Cleanup(func() { buildRoot = saved })
	buildRoot = ""
	if _, err := FindRoot(); err == nil || !strings.Contains(err.Error(), "no naclcmp checkout found") ||
		!strings.Contains(err.Error(), "and its parents") {
		t.Errorf("with no checkout anywhere: %v, want an error naming where it looked", err)
	}
}
