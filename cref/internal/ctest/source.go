package ctest

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/csource"
)

// CheckFetched checks that each reported file, found by its base name in
// dir, hashes on disk to the reported SHA-256, and, when pinned, that it
// matches the pin of "<pinDir>/<base name>" in sources.sha256 at the
// repository root. It returns the sha256sum-style listing of the files,
// "<hash>  <base name>\n" each, in order. A stale zz_source.go fails here.
func CheckFetched(t *testing.T, dir, pinDir string, pinned bool, files []csource.File) string {
	t.Helper()
	pins := readPins(t)
	var listing strings.Builder
	for _, f := range files {
		base := path.Base(f.Name)
		data, err := os.ReadFile(filepath.Join(dir, base))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		got := hex.EncodeToString(sum[:])
		if got != f.SHA256 {
			t.Errorf("%s: reported sha256 %s, file has %s (rerun make sources)", f.Name, f.SHA256, got)
		}
		listing.WriteString(got + "  " + base + "\n")
		if pinned {
			if want := pins[pinDir+"/"+base]; want != f.SHA256 {
				t.Errorf("%s: sha256 %s, sources.sha256 pins %q", f.Name, f.SHA256, want)
			}
		}
	}
	return listing.String()
}

// CheckVersion checks what a library compiled from fetched sources says
// of its copy: a pinned copy reports version want, an unpinned one says
// so in source.
func CheckVersion(t *testing.T, pinned bool, version, want, source string) {
	t.Helper()
	if pinned && version != want {
		t.Errorf("Version() = %q, want %q", version, want)
	}
	if !pinned && !strings.Contains(source, "unpinned") {
		t.Errorf("Source() = %q does not say the copy is unpinned", source)
	}
}

// readPins parses sources.sha256 at the repository root, two levels above
// the binding packages.
func readPins(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open("../../sources.sha256")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pins := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 2 && !strings.HasPrefix(fields[0], "#") {
			pins[fields[1]] = fields[0]
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return pins
}
