package stdlib_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/gonative/stdlib"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

func TestArguments(t *testing.T) {
	calls := families.Ops(stdlib.Ops()).
		// HMAC keys of any length, here shorter than the hash.
		WithLength("HMACSHA256", "key", 20).
		WithLength("HMACSHA512", "key", 20).
		// crypto/ecdh refuses low-order points: the product is all zero.
		Refusing("X25519", "point", argtest.LowOrderPoints...)
	argtest.Run(t, "stdlib", calls...)
}
