package openssl_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/openssl"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones,
// low-order points and overlapping outputs with an error naming the
// parameter, before OpenSSL sees them and without writing anything.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(openssl.Ops()).
		// HMAC keys of any length: longer than a block, and empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0).
		// OpenSSL's BLAKE2 MACs take keys and tags of 1 byte up to the
		// digest size, more than the catalogue requires.
		Accepting("BLAKE2bMAC", "tag", 1, 64).Accepting("BLAKE2bMAC", "key", 1, 64).
		// OpenSSL refuses low-order points: the product is all zero.
		Refusing("X25519", "point", argtest.LowOrderPoints...)
	argtest.Run(t, "openssl", calls...)
}
