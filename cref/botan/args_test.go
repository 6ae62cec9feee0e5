package botan_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/botan"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones and
// overlapping outputs with an error naming the parameter, before Botan
// sees them and without writing anything.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(botan.Ops()).
		// HMAC keys of any length Botan takes: longer than a block, and
		// empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0).
		// Botan's BLAKE2b(bits) takes digests of 1 to 64 bytes, more than
		// the catalogue requires.
		Accepting("BLAKE2b", "out", 1, 64)
	argtest.Run(t, "botan", calls...)
}
