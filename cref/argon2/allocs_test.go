package argon2_test

import (
	"testing"

	"github.com/naclcmp/naclcmp/cref/argon2"
	"github.com/naclcmp/naclcmp/cref/internal/ctest"
	"github.com/naclcmp/naclcmp/matrix"
)

// TestNoAllocations checks that calls pass Go memory to C without copying
// or boxing it: a call allocates nothing in Go (libargon2 allocates its
// memory blocks in C), on one lane and on several, whose threads are C's.
func TestNoAllocations(t *testing.T) {
	pw, salt, secret, ad, out := ctest.Seq(32, 1), ctest.Seq(16, 2), ctest.Seq(8, 3), ctest.Seq(12, 4), make([]byte, 32)
	one, four := matrix.Argon2Cost{Passes: 1, MemoryKiB: 8, Lanes: 1}, matrix.Argon2Cost{Passes: 1, MemoryKiB: 32, Lanes: 4}
	ctest.NoAllocations(t, 20,
		ctest.Call{Name: "Argon2id.PasswordHash", F: func() error { return argon2.Argon2id{}.PasswordHash(out, pw, salt, nil, nil, one) }},
		ctest.Call{Name: "Argon2id.PasswordHash (secret, ad, 4 lanes)", F: func() error {
			return argon2.Argon2id{}.PasswordHash(out, pw, salt, secret, ad, four)
		}},
		ctest.Call{Name: "Argon2i.PasswordHash", F: func() error { return argon2.Argon2i{}.PasswordHash(out, pw, salt, secret, ad, one) }},
	)
}
