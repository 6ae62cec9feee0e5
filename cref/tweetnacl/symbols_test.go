package tweetnacl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

// fetchedDir is where `make sources` put the TweetNaCl files.
const fetchedDir = "../../.cache/src/tweetnacl"

// variantFlag is the -D flag zz_source.go gives cgo, chosen by the same
// rule as the fetch script: libzmq's copy includes platform.hpp.
func variantFlag(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(fetchedDir, "tweetnacl.c"))
	if err != nil {
		t.Fatalf("fetched source: %v (run make sources)", err)
	}
	if strings.Contains(string(src), "platform.hpp") {
		return "-DNACLCMP_TWEET_UPSTREAM=0"
	}
	return "-DNACLCMP_TWEET_UPSTREAM=1"
}

// TestSymbolsPrefixed compiles the fetched tweetnacl.c twice: as it is, to
// learn which global symbols it defines, and through tweet_unit.c as cgo
// does, where every global must carry the naclcmp_tweet_ prefix. Then it
// checks the test binary, which also links the shared libsodium: none of
// TweetNaCl's own names may be defined there, since such a symbol would
// interpose libsodium's function of the same name.
func TestSymbolsPrefixed(t *testing.T) {
	flags := []string{"-I.", "-I" + fetchedDir, variantFlag(t)}
	raw := ctest.DefinedGlobals(t, filepath.Join(fetchedDir, "tweetnacl.c"), flags...)
	if !raw["crypto_hash"] && !raw["crypto_hash_sha512_tweet"] {
		t.Fatalf("the unprefixed compile defines neither crypto_hash nor crypto_hash_sha512_tweet (got %v): the test would check nothing", raw)
	}
	ours := ctest.Prefixed(t, "naclcmp_tweet_", flags, "tweet_unit.c", "tweet_random.c")
	// Every function the Go side declares is among them.
	ctest.CheckHeader(t, "naclcmp_tweet.h", "naclcmp_tweet_", ours, 20)
	ctest.CheckTestBinary(t, "TweetNaCl", "naclcmp_tweet_", raw)
}
