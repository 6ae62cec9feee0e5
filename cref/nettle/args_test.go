package nettle_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/nettle"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones and
// overlapping outputs with an error naming the parameter, before Nettle
// sees them and without writing anything. X25519 accepts low-order points
// (curve25519_mul gives the all-zero result; TestX25519 checks it), so
// they are not among the refused values.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(nettle.Ops()).
		// HMAC keys of any length: longer than a block, and empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0)
	argtest.Run(t, "nettle", calls...)
}
