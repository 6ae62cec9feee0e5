package family

import (
	"strings"
	"testing"
)

// The tests in this file pin the bookkeeping at the edges of the
// known-answer kit's own logic, where the mutation run (make
// mutation-score) found that a changed comparison went unnoticed.

// TestKATDiffPrefix checks that an output that is a prefix of the
// expected one (or the other way round) is a difference at its end.
func TestKATDiffPrefix(t *testing.T) {
	for _, c := range [][2][]byte{{{1, 2}, {1, 2, 3}}, {{1, 2, 3}, {1, 2}}} {
		err := KATDiff("out", c[0], c[1])
		if err == nil || !strings.Contains(err.Error(), "at byte 2") {
			t.Errorf("KATDiff(%x, %x) = %v, want a difference at byte 2", c[0], c[1], err)
		}
	}
}
