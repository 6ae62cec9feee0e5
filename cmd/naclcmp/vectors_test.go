package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVectorsBadFile: a case of the wrong length is the file's fault: exit
// 2 with one line naming the file, group, case and field, and no results
// charged to any implementation.
func TestVectorsBadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "eddsa_test.json")
	pk := strings.Repeat("00", 32)
	data := `{"algorithm":"EDDSA","testGroups":[{"type":"EddsaVerify","key":{"curve":"edwards25519","pk":"` + pk +
		`","sk":""},"tests":[{"tcId":17,"msg":"","sig":"` + strings.Repeat("00", 63) + `","result":"valid"}]}]}`
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCLI("vectors", path)
	if code != exitUsage || stdout != "" {
		t.Errorf("vectors on a bad file: exit %d, stdout %q; want %d and nothing", code, stdout, exitUsage)
	}
	want := "naclcmp vectors: " + path + ": wycheproof: group 0, tcId 17: sig: 63 bytes, want 64\n"
	if stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
}
