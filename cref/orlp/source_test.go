package orlp

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
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
	listing := ctest.CheckFetched(t, fetchedDir, "orlp", generatedPinned, files)
	digest := sha256.Sum256([]byte(listing))
	if want := "sha256sum-list:" + hex.EncodeToString(digest[:]); !strings.HasSuffix(Source(), want) {
		t.Errorf("Source() = %q, want it to end in %s", Source(), want)
	}
	ctest.CheckVersion(t, generatedPinned, Version(), "orlp/ed25519 (olm 3.2.13 copy)", Source())
}
