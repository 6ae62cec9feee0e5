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
