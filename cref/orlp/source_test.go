package orlp

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
// on disk, Source carries the digest of that listing, and a Debian copy
// matches the pins in sources.sha256. A stale zz_source.go fails here.
func TestSourceDescribesFetchedFiles(t *testing.T) {
	files := Files()
	if len(files) != 16 {
		t.Fatalf("Files() lists %d files, want the 16 compiled ones", len(files))
	}
	pins := readPins(t)
	var listing strings.Builder
	for _, f := range files {
		base := path.Base(f.Name)
		data, err := os.ReadFile(filepath.Join(fetchedDir, base))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		got := hex.EncodeToString(sum[:])
		if got != f.SHA256 {
			t.Errorf("%s: reported sha256 %s, file has %s (rerun make sources)", f.Name, f.SHA256, got)
		}
		listing.WriteString(got + "  " + base + "\n")
		if generatedPinned {
			if want := pins["orlp/"+base]; want != f.SHA256 {
				t.Errorf("%s: sha256 %s, sources.sha256 pins %q", f.Name, f.SHA256, want)
			}
		}
	}
	digest := sha256.Sum256([]byte(listing.String()))
	if want := "sha256sum-list:" + hex.EncodeToString(digest[:]); !strings.HasSuffix(Source(), want) {
		t.Errorf("Source() = %q, want it to end in %s", Source(), want)
	}
	if generatedPinned && Version() != "orlp/ed25519 (olm 3.2.13 copy)" {
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
