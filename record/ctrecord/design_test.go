package ctrecord

import (
	"strings"
	"testing"
)

// TestArgon2idNoteCoversBothLibraries: the by-design note of Argon2id is
// the operation's, printed under libsodium's and libargon2's verdicts
// alike, so it must name where each reports the addressing's branch.
func TestArgon2idNoteCoversBothLibraries(t *testing.T) {
	note := ByDesign["pwhash/argon2id"]
	for _, want := range []string{"libsodium's fill_segment", "index_alpha of libargon2", "data-dependent addressing"} {
		if !strings.Contains(note, want) {
			t.Errorf("Argon2id's by-design note does not say %q", want)
		}
	}
	if got := DesignNotes([]string{"pwhash/argon2id", "pwhash/argon2i", "pwhash/argon2id"}); len(got) != 1 {
		t.Errorf("DesignNotes gave %d notes for Argon2id listed twice beside Argon2i, want one", len(got))
	}
}
