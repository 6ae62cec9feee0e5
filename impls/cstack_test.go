package impls

import (
	"errors"
	"testing"

	"github.com/naclcmp/naclcmp/internal/cstack"
)

// TestCEntryAlignment checks, in the test binary that runs on every
// architecture, that the goroutines calling the C implementations enter C
// with the stack alignment the platform's ABI requires. On linux/riscv64
// Go's runtime does not guarantee it from the main thread, and libsodium's
// BLAKE2b then corrupts its caller's frame; internal/cstack keeps C off
// that thread.
func TestCEntryAlignment(t *testing.T) {
	err := cstack.CheckEntryAlignment(8, 500)
	if errors.Is(err, cstack.ErrNoProbe) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
}
