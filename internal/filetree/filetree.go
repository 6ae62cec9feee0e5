// Package filetree writes and reads folders of small files for tests that
// must show a folder left byte for byte as it was (a user's files beside
// naclcmp's results). Names are slash-separated and relative to the
// folder.
package filetree

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// Put creates the files of tree (name → contents) in dir, with the
// folders they need.
func Put(t testing.TB, dir string, tree map[string]string) {
	t.Helper()
	for name, data := range tree {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// Read returns every file under root (name → contents); none when root
// does not exist.
func Read(t testing.TB, root string) map[string]string {
	t.Helper()
	files := map[string]string{}
	if _, err := os.Stat(root); os.IsNotExist(err) {
		return files
	}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(root, p)
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
