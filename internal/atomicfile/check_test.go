package atomicfile

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestCheckDir checks the folders a command may and may not write results
// to, and that the check leaves nothing behind.
func TestCheckDir(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "afile")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, ok := range []string{dir, filepath.Join(dir, "new"), filepath.Join(dir, "new", "deeper")} {
		if err := CheckDir(ok); err != nil {
			t.Errorf("CheckDir(%s): %v", ok, err)
		}
	}
	bad := []string{"", file, filepath.Join(file, "below")}
	if runtime.GOOS == "linux" {
		bad = append(bad, "/proc/naclcmp-results")
	}
	for _, b := range bad {
		err := CheckDir(b)
		if err == nil {
			t.Errorf("CheckDir(%q) accepted it", b)
			continue
		}
		if !strings.Contains(err.Error(), b) || strings.Contains(err.Error(), ".naclcmp-probe-") {
			t.Errorf("CheckDir(%q): %v: should name the path given and no temporary name", b, err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("CheckDir left entries behind: %v", entries)
	}
}

// TestCheckFile checks the files a command may and may not write (a
// JUnit report, constant-time verdicts).
func TestCheckFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "afile")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, ok := range []string{file, filepath.Join(dir, "new.xml"), filepath.Join(dir, "sub", "new.xml")} {
		if err := CheckFile(ok); err != nil {
			t.Errorf("CheckFile(%s): %v", ok, err)
		}
	}
	bad := []string{"", dir, filepath.Join(file, "below.xml")}
	if runtime.GOOS == "linux" {
		bad = append(bad, "/proc/naclcmp.xml")
	}
	for _, b := range bad {
		if err := CheckFile(b); err == nil || !strings.Contains(err.Error(), b) {
			t.Errorf("CheckFile(%q): %v: want an error naming the path", b, err)
		}
	}
	if got, _ := os.ReadFile(file); string(got) != "x" {
		t.Errorf("CheckFile changed an existing file: %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("CheckFile left entries behind: %v", entries)
	}
}

// TestErrorsNameTheUsersPath checks that a failed write names the path
// given, not the temporary file it was being written to.
func TestErrorsNameTheUsersPath(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("needs /proc, where no file can be created, even by root")
	}
	path := "/proc/naclcmp-results.json"
	err := WriteFile(path, []byte("x"))
	if err == nil {
		t.Fatalf("WriteFile(%s) succeeded", path)
	}
	if !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("WriteFile(%s): %v: should name the path given and no temporary name", path, err)
	}
}
