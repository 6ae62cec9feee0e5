package tweetnacl

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
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
	ctest.CheckFetched(t, fetchedDir, "tweetnacl", generatedPinned, files)
	for _, f := range files {
		if !strings.Contains(Source(), f.Name+" sha256:"+f.SHA256) {
			t.Errorf("Source() = %q does not name %s with its hash", Source(), f.Name)
		}
	}
	ctest.CheckVersion(t, generatedPinned, Version(), "TweetNaCl 20140427 (libzmq 4.3.4 copy)", Source())
}
