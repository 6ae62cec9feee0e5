package wolfssl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/wolfssl"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones and
// overlapping outputs with an error naming the parameter, before wolfSSL
// sees them and without writing anything.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(wolfssl.Ops()).
		// HMAC keys of any length: longer than a block, and empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0)
	argtest.Run(t, "wolfssl", calls...)
}
