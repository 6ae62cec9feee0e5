package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/libraries"
)

// root is the repository root, from this package's folder.
const root = "../../../.."

// TestBlocksCurrent holds the checked-in blocks of the Makefile and
// scripts/cross/lib.sh to what the records give now: a record edited
// without running the generator, or a block edited by hand, fails here.
func TestBlocksCurrent(t *testing.T) {
	for _, b := range blocks(libraries.All) {
		old, err := os.ReadFile(filepath.Join(root, b.file))
		if err != nil {
			t.Fatal(err)
		}
		text, err := splice(string(old), b.text)
		if err != nil {
			t.Fatalf("%s: %v", b.file, err)
		}
		if text != string(old) {
			t.Errorf("%s: its generated block differs from internal/libraries' records: run go run ./internal/libraries/cmd/libs", b.file)
		}
	}
}

// TestSpliceCatches shows the comparison able to fail: a block that
// differs from the records is replaced (so the text changes), and a file
// without its markers, or with two blocks, is refused.
func TestSpliceCatches(t *testing.T) {
	file := "head\n" + begin + "\nX = stale\n" + end + "\ntail\n"
	got, err := splice(file, "X = fresh\n")
	if err != nil || got == file || got != "head\n"+begin+"\nX = fresh\n"+end+"\ntail\n" {
		t.Errorf("splice of a stale block = %q, %v", got, err)
	}
	if same, err := splice(got, "X = fresh\n"); err != nil || same != got {
		t.Errorf("splice of a current block changed it: %q, %v", same, err)
	}
	for _, bad := range []string{"no block\n", begin + "\n", file + file, end + "\n" + begin + "\n"} {
		if _, err := splice(bad, "X\n"); err == nil {
			t.Errorf("splice(%q) found a block", bad)
		}
	}
}

// TestShBlock pins the shell block's shape on a small made-up table: a
// library linked from the sysroot, one with a dependency, one whose archive
// is rewritten, and absences on two architectures in record order.
func TestShBlock(t *testing.T) {
	got := shBlock([]libraries.Library{
		{Name: "a", Debian: "liba-dev", Tag: "naclcmp_no_a", AbsentOn: []string{"riscv64"}},
		{Name: "b", Debian: "libb-dev", SysrootDeps: []string{"libdep-dev"}, Tag: "naclcmp_no_bee", AbsentOn: []string{"riscv64", "armhf"}},
		{Name: "c", Debian: "libc-dev", Archive: true},
		{Name: "d"},
	})
	for _, want := range []string{
		"CROSS_LIBS=\"liba-dev libb-dev\"\n", "SYSROOT_LIBS=\"liba-dev libb-dev libdep-dev\"\n",
		"\tarmhf) echo \"bee\" ;;\n\triscv64) echo \"a bee\" ;;\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("shBlock lacks %q:\n%s", want, got)
		}
	}
}
