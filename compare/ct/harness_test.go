package ct

import (
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// coverageMismatch says where the coverage facts (the implementations of
// ctrecord.Libraries, listed) and the build recipes (keyed by
// implementation) disagree: an implementation listed without a recipe
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

// TestRecipesCoverLibraries holds the two halves of the library table
// together: ctrecord.Libraries (what the report says is covered) and
// recipes (what this package can build) name the same implementations,
// and every recipe's operations file is in the embedded harness.
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
