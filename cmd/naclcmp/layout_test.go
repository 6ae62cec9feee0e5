//go:build linux

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// TestBenchFixesAddressLayout runs bench as main does, in a child
// process (this test binary, which executes itself again with the same
// arguments, so the helper branch runs twice), and reads the address
// layout its results record: fixed, after exactly one run of the
// benchmark, and randomised with NACLCMP_ASLR=random.
func TestBenchFixesAddressLayout(t *testing.T) {
	if args := os.Getenv("NACLCMP_LAYOUT_HELPER"); args != "" {
		mayExecAgain = true
		os.Exit(run(strings.Fields(args), os.Stdout, os.Stderr))
	}
	layoutOf := func(env ...string) (string, string) {
		out := t.TempDir()
		cmd := exec.Command(os.Args[0], "-test.run=^TestBenchFixesAddressLayout$")
		cmd.Env = append(append(os.Environ(), "NACLCMP_LAYOUT_HELPER=bench --quick --op hash/sha256 --impl go-stdlib --lengths 64 --cell-time 2ms --emulated=false --out "+out), env...)
		stderr, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("bench: %v\n%s", err, stderr)
		}
		b, err := os.ReadFile(filepath.Join(out, "results.json"))
		if err != nil {
			t.Fatal(err)
		}
		var r record.Results
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		return r.Run.AddressLayout, string(stderr)
	}
	layout, stderr := layoutOf("NACLCMP_ASLR=")
	switch {
	case strings.HasPrefix(layout, "randomised (personality"):
		t.Skipf("this machine refuses ADDR_NO_RANDOMIZE (a container's seccomp profile): %s", layout)
	case layout != "fixed":
		t.Errorf("address layout %q, want fixed", layout)
	case strings.Count(stderr, "naclcmp bench: wrote") != 1:
		t.Errorf("the benchmark ran %d times, want once:\n%s", strings.Count(stderr, "naclcmp bench: wrote"), stderr)
	}
	if layout, _ := layoutOf("NACLCMP_ASLR=random"); layout != "randomised (NACLCMP_ASLR=random)" {
		t.Errorf("with NACLCMP_ASLR=random: address layout %q", layout)
	}
}
