package interop

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/junit"
)

// textPairs are the results of one operation over two implementations,
// b's check of a's output failed.
var textPairs = []PairResult{
	{Op: "hash/sha256", From: "a", To: "a", Pass: true},
	{Op: "hash/sha256", From: "a", To: "b", Pass: false, Failure: "msg len 1: differ\n-a +b"},
	{Op: "hash/sha256", From: "b", To: "a", Pass: true},
	{Op: "hash/sha256", From: "b", To: "b", Pass: true},
}

func TestWriteText(t *testing.T) {
	var b strings.Builder
	WriteText(&b, textPairs)
	want := "\nhash/sha256\n     a  b\n  a  ✓  ✗\n  b  ✓  ✓\n\nFailures (1):\n\nhash/sha256 a → b:\n    msg len 1: differ\n    -a +b\n"
	if b.String() != want {
		t.Errorf("WriteText:\n%q\nwant\n%q", b.String(), want)
	}
	if passed, failed := Count(textPairs); passed != 3 || failed != 1 {
		t.Errorf("Count = %d, %d; want 3, 1", passed, failed)
	}
}

func TestAddJUnit(t *testing.T) {
	var j junit.Suites
	AddJUnit(&j, textPairs)
	if j.Tests != 4 || j.Failures != 1 || len(j.Suites) != 1 || j.Suites[0].Name != "interop hash/sha256" {
		t.Fatalf("report %+v", j)
	}
	c := j.Suites[0].Cases[1]
	if c.Class != "interop.hash/sha256" || c.Name != "a → b" || c.Failure == nil || c.Failure.Message != "msg len 1: differ" {
		t.Errorf("failed case %+v", c)
	}
}
