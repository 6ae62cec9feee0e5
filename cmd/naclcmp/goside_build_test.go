//go:build naclcmp_goside

package main

import (
	"strings"
	"testing"
)

// TestGoSideBuildRunsOnlyBench runs in the Go-side build only (go test
// -tags naclcmp_goside), whose C calls compute nothing: every command but
// bench and version refuses to run, and so do bench's stream experiment and
// --go-side, so that no check or table of it can be taken for real.
func TestGoSideBuildRunsOnlyBench(t *testing.T) {
	for _, args := range [][]string{
		{"list"},
		{"interop"},
		{"vectors"},
		{"bench", "--stream"},
		{"bench", "--go-side", "results.json"},
	} {
		code, _, stderr := runCLI(args...)
		if code != exitUsage || !strings.Contains(stderr, "Go-side build") {
			t.Errorf("naclcmp %q: exit %d, want %d, saying why; stderr:\n%s", args, code, exitUsage, stderr)
		}
	}
}

// TestGoSideBuildPassesBounded: the Go-side build takes --passes from 1 to
// 100 and refuses any other count with one line.
func TestGoSideBuildPassesBounded(t *testing.T) {
	for _, n := range []string{"0", "-1", "101"} {
		code, _, stderr := runCLI("bench", "--passes", n, "--out", t.TempDir())
		if code != exitUsage || !strings.Contains(stderr, "--passes must be from 1 to 100") {
			t.Errorf("--passes %s: exit %d, want %d, saying why; stderr:\n%s", n, code, exitUsage, stderr)
		}
	}
}
