package libraries

import (
	"fmt"
	"maps"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// absentMismatches compares the records' AbsentOn with ABSENT_LIBS as
// scripts/cross/lib.sh's arch_vars sets it, by Debian architecture: each
// architecture must leave out exactly the libraries absent there, in
// record order, each as the word of its tag; and every architecture a
// record names must be one the cross scripts know.
func absentMismatches(all []Library, absentLibs map[string][]string) []string {
	var errs []string
	for _, arch := range slices.Sorted(maps.Keys(absentLibs)) {
		var want []string
		for _, l := range all {
			if slices.Contains(l.AbsentOn, arch) {
				want = append(want, strings.TrimPrefix(l.Tag, TagPrefix))
			}
		}
		if !slices.Equal(absentLibs[arch], want) {
			errs = append(errs, fmt.Sprintf("%s: ABSENT_LIBS is %q, the records say %q", arch, absentLibs[arch], want))
		}
	}
	for _, l := range all {
		for _, arch := range l.AbsentOn {
			if _, ok := absentLibs[arch]; !ok {
				errs = append(errs, fmt.Sprintf("%s: absent on %s, which no architecture of scripts/cross/lib.sh is", l.Name, arch))
			}
		}
	}
	return errs
}

// TestAbsentLibsAgree runs lib.sh's arch_vars for every architecture of
// CROSS_ARCHES, as the cross scripts do, and holds the ABSENT_LIBS it sets
// to the records.
func TestAbsentLibsAgree(t *testing.T) {
	cmd := exec.Command("sh", "-c", `. ./scripts/cross/lib.sh && for a in $CROSS_ARCHES; do arch_vars "$a"; echo "$DEBARCH:$ABSENT_LIBS"; done`)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("sh: arch_vars: %v", err)
	}
	absentLibs := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		arch, libs, _ := strings.Cut(line, ":")
		absentLibs[arch] = strings.Fields(libs)
	}
	if len(absentLibs) < 2 {
		t.Fatalf("arch_vars gave %q: the check would compare nothing", out)
	}
	for _, e := range absentMismatches(All, absentLibs) {
		t.Error(e)
	}
}

// TestAbsentMismatchesCatch shows the comparison able to fail: a library
// missing from an architecture's list, one out of record order, one left
// out where it has a package, and a record naming an unknown architecture.
func TestAbsentMismatchesCatch(t *testing.T) {
	all := []Library{
		{Name: "a", Tag: "naclcmp_no_a", AbsentOn: []string{"riscv64"}},
		{Name: "b", Tag: "naclcmp_no_bee", AbsentOn: []string{"riscv64", "mips"}},
	}
	good := map[string][]string{"amd64": nil, "riscv64": {"a", "bee"}, "mips": {"bee"}}
	if errs := absentMismatches(all, good); len(errs) != 0 {
		t.Fatalf("lists that agree gave %v", errs)
	}
	for name, bad := range map[string]map[string][]string{
		"missing":      {"amd64": nil, "riscv64": {"a"}, "mips": {"bee"}},
		"order":        {"amd64": nil, "riscv64": {"bee", "a"}, "mips": {"bee"}},
		"extra":        {"amd64": {"a"}, "riscv64": {"a", "bee"}, "mips": {"bee"}},
		"unknown arch": {"amd64": nil, "riscv64": {"a", "bee"}},
	} {
		if errs := absentMismatches(all, bad); len(errs) != 1 {
			t.Errorf("%s: want 1 mismatch, got %v", name, errs)
		}
	}
}
