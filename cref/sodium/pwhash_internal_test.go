package sodium

import (
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
)

// TestPwhashLimits holds what pwhash's fast path leaves out: libsodium's
// minimum tag and passes must be at least RFC 9106's, or the fast path
// would pass what check refuses.
func TestPwhashLimits(t *testing.T) {
	for _, a := range []*pwhashAlg{&argon2id, &argon2i} {
		if a.bytesMin < matrix.Argon2MinTag {
			t.Errorf("%s: BYTES_MIN %d is below RFC 9106's %d", a.name, a.bytesMin, matrix.Argon2MinTag)
		}
		if a.opsMin < 1 {
			t.Errorf("%s: OPSLIMIT_MIN %d is below one pass", a.name, a.opsMin)
		}
		if want := min(matrix.Argon2MaxMemory, a.memlimitMax/1024); a.memMaxKiB != want {
			t.Errorf("%s: memMaxKiB %d, want %d", a.name, a.memMaxKiB, want)
		}
	}
}
