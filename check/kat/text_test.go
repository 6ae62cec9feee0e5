package kat

import (
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/junit"
)

// textResults hold one of each outcome: a pass, a pass with a note, a
// skip, a failure in a documented edge class and a plain failure.
var textResults = []VectorResult{
	{File: "f", Op: "hash/sha256", Impl: "a", ID: 1, Comment: "one", Pass: true},
	{File: "f", Op: "hash/sha256", Impl: "a", ID: 2, Comment: "two", Pass: true, Detail: "no key derivation"},
	{File: "f", Op: "hash/sha256", Impl: "b", ID: 1, Comment: "one", Skipped: true, Detail: "too long"},
	{File: "f", Op: "hash/sha256", Impl: "b", ID: 2, Comment: "two", EdgeClass: "S ≥ L", Detail: "accepted"},
	{File: "g", Op: "sign/ed25519", Impl: "a", ID: 3, Comment: "three", Detail: "differ\nmore"},
}

func TestWriteText(t *testing.T) {
	var b strings.Builder
	WriteText(&b, []string{"a", "b"}, textResults)
	// The lines must come in this order.
	rest := b.String()
	for _, want := range []string{
		"  f     hash/sha256   ✓ 2/2  ◇ 0/1 +1 skipped\n",
		"  g     sign/ed25519  ✗ 0/1  —\n",
		"  note: f hash/sha256 a vector 2: no key derivation\n",
		"  skipped: f hash/sha256 b vector 1: too long\n",
		"  ◇ f hash/sha256 b vector 2 (two): accepted [edge class: S ≥ L]\n",
		"  ✗ g sign/ed25519 a vector 3 (three): differ\nmore\n",
	} {
		i := strings.Index(rest, want)
		if i < 0 {
			t.Fatalf("output lacks %q, or has it out of order:\n%s", want, b.String())
		}
		rest = rest[i+len(want):]
	}
	var none strings.Builder
	if WriteText(&none, []string{"a"}, nil); none.Len() != 0 {
		t.Errorf("no results printed %q", none.String())
	}
}

func TestCount(t *testing.T) {
	got := Count(textResults)
	if got != (Tally{Passed: 2, Failed: 1, Edge: 1, Skipped: 1}) {
		t.Errorf("Count = %+v", got)
	}
	if s := got.String(); s != "2 passed, 1 failed, 1 skipped, 1 in documented edge classes (◇)" {
		t.Errorf("String = %q", s)
	}
	if s := (Tally{Passed: 3}).String(); s != "3 passed, 0 failed, 0 skipped" {
		t.Errorf("String = %q", s)
	}
}

func TestAddJUnit(t *testing.T) {
	var j junit.Suites
	AddJUnit(&j, textResults)
	if j.Tests != 5 || j.Failures != 1 || j.Skipped != 2 || len(j.Suites) != 2 {
		t.Fatalf("tests %d failures %d skipped %d suites %d; want 5, 1, 2, 2", j.Tests, j.Failures, j.Skipped, len(j.Suites))
	}
	edge := j.Suites[0].Cases[3]
	if edge.Skipped == nil || !strings.Contains(edge.Skipped.Message, "documented edge class (S ≥ L)") || edge.Name != "b #2 two" {
		t.Errorf("edge-class case %+v", edge)
	}
	if f := j.Suites[1].Cases[0].Failure; f == nil || f.Message != "differ" {
		t.Errorf("failure %+v", f)
	}
}

func TestExtReportFailed(t *testing.T) {
	for _, tc := range []struct {
		results []ExtResult
		want    bool
	}{
		{nil, false},
		{[]ExtResult{{Passed: 3}}, false},
		{[]ExtResult{{Failed: 2, EdgeFailed: 2}}, false},
		{[]ExtResult{{Failed: 2, EdgeFailed: 2}, {Failed: 1}}, true},
	} {
		if got := (ExtReport{Results: tc.results}).Failed(); got != tc.want {
			t.Errorf("Failed(%+v) = %v", tc.results, got)
		}
	}
}
