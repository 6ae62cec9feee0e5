package bench

import (
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
)

func TestDescribe(t *testing.T) {
	r := &matrix.Registry{Impls: []*matrix.Impl{{Name: "a", Language: matrix.LangGo, Version: "1",
		Ops: map[string]any{"sign/ed25519": 1, "hash/sha256": 2}}}}
	got := Describe(r)
	if len(got) != 1 || got[0].Name != "a" || got[0].Language != "Go" || !slices.Equal(got[0].Ops, []string{"hash/sha256", "sign/ed25519"}) {
		t.Errorf("Describe = %+v", got)
	}
}

func TestFailures(t *testing.T) {
	r := &record.Results{Cells: []record.Cell{{}, {Error: "x"}}}
	r.CGo.Loops = append(r.CGo.Loops, record.LoopResult{Cell: record.Cell{Error: "y"}})
	if n := Failures(r); n != 2 {
		t.Errorf("Failures = %d, want 2", n)
	}
}

func TestCommandLine(t *testing.T) {
	got := CommandLine("naclcmp", "bench", "--label", "box A", "", `a"b`, "--op=sign")
	if want := `naclcmp bench --label "box A" "" "a\"b" --op=sign`; got != want {
		t.Errorf("CommandLine = %s, want %s", got, want)
	}
}

func TestParseLengths(t *testing.T) {
	if got, err := ParseLengths(" 0, 64,1048576"); err != nil || !slices.Equal(got, []int{0, 64, 1 << 20}) {
		t.Errorf("ParseLengths = %v, %v", got, err)
	}
	for _, bad := range []string{"", ",", "x", "-1", "1073741825"} {
		if _, err := ParseLengths(bad); err == nil {
			t.Errorf("ParseLengths(%q): no error", bad)
		}
	}
}
