package orlp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/cref/internal/ctest"
)

// fetchedDir is where `make sources` put the orlp/ed25519 files.
const fetchedDir = "../../.cache/src/orlp"

// TestSymbolsPrefixed compiles every fetched .c file twice: as it is, to
// learn which global symbols orlp defines, and through its orlp_*.c wrapper
// as cgo does, where every global must carry the naclcmp_orlp_ prefix.
// Then it checks the test binary, which also links the shared libsodium:
// none of orlp's own names may be defined there, where they would
// interpose any library's function of the same name.
func TestSymbolsPrefixed(t *testing.T) {
	flags := []string{"-I.", "-I" + fetchedDir, "-DED25519_NO_SEED"}
	wrappers, err := filepath.Glob("orlp_*.c")
	if err != nil || len(wrappers) < 10 {
		t.Fatalf("found wrappers %v (%v)", wrappers, err)
	}
	ours := ctest.Prefixed(t, "naclcmp_orlp_", flags, wrappers...)
	raw := map[string]bool{}
	for _, w := range wrappers {
		if w == "orlp_glue.c" {
			continue
		}
		for name := range ctest.DefinedGlobals(t, filepath.Join(fetchedDir, strings.TrimPrefix(w, "orlp_")), flags...) {
			raw[name] = true
		}
	}
	// Every fetched .c file the binding needs has a wrapper.
	for _, f := range []string{"add_scalar.c", "fe.c", "ge.c", "key_exchange.c", "keypair.c", "sc.c", "sha512.c", "sign.c", "verify.c"} {
		if _, err := os.Stat("orlp_" + f); err != nil {
			t.Errorf("no wrapper compiles %s", f)
		}
	}
	for _, name := range []string{"sha512", "fe_mul", "ge_scalarmult_base", "sc_reduce", "ed25519_sign"} {
		if !raw[name] {
			t.Fatalf("the unprefixed sources do not define %s (got %v): the test would check nothing", name, raw)
		}
		if !ours["naclcmp_orlp_"+name] {
			t.Errorf("the wrappers do not define naclcmp_orlp_%s", name)
		}
	}
	ctest.CheckHeader(t, "naclcmp_orlp.h", "naclcmp_orlp_", ours, 1)
	ctest.CheckTestBinary(t, "orlp", "naclcmp_orlp_", raw)
}
