package argon2_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/cref/argon2"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// TestArgumentErrors runs the shared argument tables: every method must
// accept valid arguments and refuse nil, empty and short tags, values of
// the cost parameters outside RFC 9106's ranges and overlapping outputs
// with an error naming the parameter, before libargon2 sees them and
// without writing anything. On top of the catalogue's table: a secret and
// associated data are valid (RFC 9106's 8 and 12 bytes), and a salt
// shorter than ARGON2_MIN_SALT_LENGTH, 8 bytes, is refused as
// unsupported, naming the salt.
func TestArgumentErrors(t *testing.T) {
	calls := families.Ops(argon2.Ops())
	for _, alg := range []string{"Argon2id", "Argon2i"} {
		calls = calls.WithLength(alg, "secret", 8).WithLength(alg, "ad", 12).
			RefusingLengths(alg, "salt", 0, 1, 7)
	}
	argtest.Run(t, "argon2", calls...)
}
