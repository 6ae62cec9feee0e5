package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "r.json")
	if err := WriteFile(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "two" {
		t.Fatalf("read %q, %v; want %q", got, err, "two")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

func TestWriteFileErrorLeavesTargetAlone(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.json")
	if err := WriteFile(path, []byte("kept")); err != nil {
		t.Fatal(err)
	}
	// A directory where the file's directory should be makes the write fail.
	blocked := filepath.Join(dir, "r.json", "x")
	if err := WriteFile(blocked, []byte("new")); err == nil {
		t.Fatal("writing below a regular file succeeded")
	}
	if got, _ := os.ReadFile(path); string(got) != "kept" {
		t.Errorf("target changed to %q", got)
	}
}
