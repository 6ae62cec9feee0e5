package libb2_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/libb2"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty and long ones and
// overlapping outputs with an error naming the parameter, before libb2
// sees them and without writing anything. libb2 takes digests, tags and
// keys of 1 byte up to the hash's size, more than the catalogue requires.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(libb2.Ops()).
		Accepting("BLAKE2b", "out", 1, 64).
		Accepting("BLAKE2bMAC", "tag", 1, 64).Accepting("BLAKE2bMAC", "key", 1, 64)
	argtest.Run(t, "libb2", calls...)
}
