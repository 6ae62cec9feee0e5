package nacl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/nacl"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones and
// outputs that NaCl would write while it still reads an overlapping
// input, with an error naming the parameter and without writing anything.
// The boxes and Sign go through buffers of the glue, which NaCl's padded
// formats need, so their outputs may overlap anything. NaCl answers a
// low-order point with zero, so none is refused.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(nacl.Ops()).Copying("SecretBox.Seal", "SecretBox.Open", "Box.Seal", "Box.Open", "Box.SealAfter", "Box.OpenAfter",
		"Edwards25519SHA512Batch.Sign")
	argtest.Run(t, "nacl", calls...)
}
