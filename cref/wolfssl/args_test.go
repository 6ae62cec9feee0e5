package wolfssl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/wolfssl"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones and
// overlapping outputs with an error naming the parameter, before wolfSSL
// sees them and without writing anything.
func TestArgumentErrors(t *testing.T) {
	calls := argtest.Ops(wolfssl.Ops()).
		// HMAC keys of any length: longer than a block, and empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0).
		// wolfSSL takes BLAKE2b digests, and keyed BLAKE2b's keys and tags,
		// of 1 byte up to 64, more than the catalogue requires.
		Accepting("BLAKE2b", "out", 1, 64).
		Accepting("BLAKE2bMAC", "tag", 1, 64).Accepting("BLAKE2bMAC", "key", 1, 64)
	argtest.Run(t, "wolfssl", calls...)
}
