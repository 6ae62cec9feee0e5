package tweetnacl

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// TestSourceDescribesFetchedFiles checks that what the binding reports is
// what was compiled: each file Files lists hashes to the reported SHA-256
// on disk, Source names every hash, and a Debian copy matches the pins in
// sources.sha256. A stale zz_source.go fails here.
func TestSourceDescribesFetchedFiles(t *testing.T) {
	files := Files()
	if len(files) != 2 {
		t.Fatalf("Files() = %v, want tweetnacl.c and tweetnacl.h", files)
	}
	pins := readPins(t)
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(fetchedDir, path.Base(f.Name)))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		if got := hex.EncodeToString(sum[:]); got != f.SHA256 {
			t.Errorf("%s: reported sha256 %s, file has %s (rerun make sources)", f.Name, f.SHA256, got)
		}
		if !strings.Contains(Source(), f.Name+" sha256:"+f.SHA256) {
			t.Errorf("Source() = %q does not name %s with its hash", Source(), f.Name)
		}
		if generatedPinned {
			if want := pins["tweetnacl/"+path.Base(f.Name)]; want != f.SHA256 {
				t.Errorf("%s: sha256 %s, sources.sha256 pins %q", f.Name, f.SHA256, want)
			}
		}
	}
	if generatedPinned && Version() != "TweetNaCl 20140427 (libzmq 4.3.4 copy)" {
		t.Errorf("Version() = %q", Version())
	}
	if !generatedPinned && !strings.Contains(Source(), "unpinned") {
		t.Errorf("Source() = %q does not say the copy is unpinned", Source())
	}
}

// readPins parses sources.sha256 at the repository root.
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
	return pins
}
