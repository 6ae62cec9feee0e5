package tomcrypt_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/tomcrypt"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones and
// overlapping outputs with an error naming the parameter, before
// libtomcrypt sees them (it would abort the process on a NULL pointer)
// and without writing anything.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(tomcrypt.Ops()).
		// HMAC keys of any length: longer than a block, and empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0).
		// libtomcrypt's BLAKE2 takes digests, tags and keys of 1 byte up
		// to the hash's size, more than the catalogue requires.
		Accepting("BLAKE2b", "out", 1, 64).
		Accepting("BLAKE2bMAC", "tag", 1, 64).Accepting("BLAKE2bMAC", "key", 1, 64)
	argtest.Run(t, "tomcrypt", calls...)
}
