package checktest

import (
	"bytes"
	"errors"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// PasswordHashVectors runs every vector of operation op in the embedded
// vector file file through h and returns how many it reproduced and how
// many it lacks a capability for (errors.ErrUnsupported, with an error
// naming what). Any other error or a different tag fails t; the caller
// asserts the two counts, so that a binding that starts refusing what it
// took, or takes what it refused, is noticed.
func PasswordHashVectors(t *testing.T, h matrix.PasswordHash, file, op string) (ran, lacked int) {
	t.Helper()
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range files {
		for _, g := range f.Groups {
			if f.Name != file || g.Op != op {
				continue
			}
			found = true
			for _, v := range g.Vectors {
				got := make([]byte, len(v.Tag))
				c := matrix.Argon2Cost{Passes: v.Passes, MemoryKiB: v.MemoryKiB, Lanes: v.Lanes}
				err := h.PasswordHash(got, v.Password, v.Salt, v.Secret, v.AD, c)
				switch {
				case errors.Is(err, errors.ErrUnsupported):
					lacked++
				case err != nil:
					t.Errorf("%s %s vector %d: %v", file, op, v.ID, err)
				case !bytes.Equal(got, v.Tag):
					t.Errorf("%s %s vector %d (%s): tag %x, want %x", file, op, v.ID, v.Comment, got, v.Tag)
				default:
					ran++
				}
			}
		}
	}
	if !found {
		t.Fatalf("no %s vectors in %s", op, file)
	}
	return ran, lacked
}
