package transcript

import (
	"testing"
)

func TestTranscriptDiffAbsent(t *testing.T) {
	for _, c := range []struct {
		d    TranscriptDiff
		want bool
	}{
		{TranscriptDiff{Want: "absent", Got: "ab12"}, true},
		{TranscriptDiff{Want: "ab12", Got: "absent"}, true},
		{TranscriptDiff{Want: "ab12", Got: "cd34"}, false},
		{TranscriptDiff{Want: "error: boom", Got: "ab12"}, false},
	} {
		if got := c.d.Absent(); got != c.want {
			t.Errorf("%+v: Absent() = %v, want %v", c.d, got, c.want)
		}
	}
}
