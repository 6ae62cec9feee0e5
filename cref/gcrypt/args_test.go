package gcrypt_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/gcrypt"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty, short and long ones and
// overlapping outputs with an error naming the parameter, before
// libgcrypt sees them and without writing anything. That the wrong nonce
// lengths are refused in Go matters most here: gcry_cipher_setiv takes
// them with success and yields a keystream of its own.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(gcrypt.Ops()).
		// HMAC keys of any length: longer than a block, and empty.
		WithLength("HMACSHA256", "key", 131).
		WithLength("HMACSHA512", "key", 0)
	argtest.Run(t, "libgcrypt", calls...)
}
