package argon2_test

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

const prefix = "naclcmp_libargon2_"

// TestArchiveSymbols checks that the private archive defines only
// prefixed globals, among them the names libsodium, libb2 and wolfSSL
// share with it.
func TestArchiveSymbols(t *testing.T) {
	ctest.PrivateArchive(t, filepath.Join("..", "..", ".cache", "argon2", runtime.GOARCH, "libnaclcmp_argon2.a"), prefix, 40,
		"argon2_ctx", "initialize", "fill_memory_blocks", "blake2b_init", "blake2b_long")
}

// TestLinkedSymbols builds testdata/symcheck, which links the package
// beside decoy C functions named as libargon2's initialize, blake2b_init
// and others (see ctest.BuildLinked). Its tag must be RFC 9106's, which
// only libargon2's own functions compute: the decoys abort.
func TestLinkedSymbols(t *testing.T) {
	out := ctest.BuildLinked(t, "./testdata/symcheck", ctest.Linked{
		Lib: "libargon2", Prefix: prefix,
		Defined: []string{"argon2_ctx", "initialize", "fill_memory_blocks", "blake2b_init", "blake2b_long"},
		Decoys:  []string{"initialize", "finalize", "fill_memory_blocks", "blake2b_long", "blake2b_init", "blake2b_update"},
	})
	// RFC 9106, Section 5.3.
	if got, want := strings.TrimSpace(out.Output), "argon2id 0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659"; got != want {
		t.Errorf("symcheck printed %q, want %q", got, want)
	}
}
