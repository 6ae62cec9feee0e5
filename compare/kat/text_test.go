package kat

import (
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/junit"
	"github.com/naclcmp/naclcmp/internal/termtext"
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

func TestWriteGrid(t *testing.T) {
	var b strings.Builder
	WriteGrid(&b, []string{"a", "b"}, textResults)
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
	if WriteGrid(&none, []string{"a"}, nil); none.Len() != 0 {
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

func TestWriteText(t *testing.T) {
	var b strings.Builder
	WriteText(&b, []string{"a", "b"}, textResults)
	rest := b.String()
	for _, want := range []string{
		"  f hash/sha256: a ✓ 2/2, b ◇ 0/1 +1 skipped\n",
		"  g sign/ed25519: a ✗ 0/1\n",
		"  note: f hash/sha256 a vector 2: no key derivation\n",
		"  skipped: f hash/sha256 b vector 1: too long\n",
		"  ◇ f hash/sha256 b vector 2: accepted [edge class: S ≥ L]\n",
		"  ✗ g sign/ed25519 a vector 3 (three): differ\n      more\n",
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

// TestWriteTextWords: two implementations that pass alike are "both",
// not "all 2", and a failure without a comment has no empty parentheses.
func TestWriteTextWords(t *testing.T) {
	var b strings.Builder
	WriteText(&b, []string{"a", "b", "c"}, []VectorResult{
		{File: "f", Op: "hash/sha256", Impl: "a", ID: 1, Pass: true},
		{File: "f", Op: "hash/sha256", Impl: "b", ID: 1, Pass: true},
		{File: "g", Op: "hash/sha512", Impl: "c", ID: 7, Detail: "differ"},
	})
	for _, want := range []string{"  f hash/sha256: ✓ 1/1 by both\n", "  ✗ g hash/sha512 c vector 7: differ\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	WriteGrid(&b, []string{"c"}, []VectorResult{{File: "g", Op: "hash/sha512", Impl: "c", ID: 7, Detail: "differ"}})
	if !strings.Contains(b.String(), "  ✗ g hash/sha512 c vector 7: differ\n") {
		t.Errorf("the grid's failure has empty parentheses:\n%s", b.String())
	}
}

// TestWriteTextAtScale: forty implementations of which one fails and
// several share a note per vector. Every line fits the terminal, the
// failing implementation is on the screen with its figure, the agreeing
// ones are counted, and the repeated note is one line naming its vectors.
func TestWriteTextAtScale(t *testing.T) {
	var names []string
	var vs []VectorResult
	for i := 0; i < 40; i++ {
		name := fmt.Sprintf("implementation-%02d", i)
		names = append(names, name)
		for id := 1; id <= 5; id++ {
			v := VectorResult{File: "rfc8032", Op: "sign/ed25519", Impl: name, ID: id, Comment: "test", Pass: true}
			if i == 17 && id == 4 {
				v.Pass, v.Detail = false, "signature differs"
			}
			if i == 3 {
				v.Detail = "derives no key pair from a seed"
			}
			vs = append(vs, v)
		}
	}
	var b strings.Builder
	WriteText(&b, names, vs)
	text := b.String()
	if w, l := termtext.MaxWidth(text); w > termtext.Width {
		t.Errorf("a line of %d columns: %q", w, l)
	}
	for _, want := range []string{
		"  rfc8032 sign/ed25519: ✓ 5/5 by 39 others, implementation-17 ✗ 4/5\n",
		"  note: rfc8032 sign/ed25519 implementation-03 vectors 1–5: derives no key pair from a seed\n",
		"  ✗ rfc8032 sign/ed25519 implementation-17 vector 4 (test): signature differs\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "derives no key pair"); n != 1 {
		t.Errorf("the repeated note printed %d times:\n%s", n, text)
	}
}

// TestWriteExtText: implementations that count alike share a line, a
// failure on several cases is one line with their numbers, and every line
// fits the terminal.
func TestWriteExtText(t *testing.T) {
	suite := &ExtSuite{Source: "dir/eddsa_test.json", Format: "wycheproof", Algorithm: "EDDSA", Op: "sign/ed25519", Cases: make([]ExtCase, 10)}
	rep := ExtReport{ExtSuite: suite}
	for i := 0; i < 30; i++ {
		res := ExtResult{Impl: fmt.Sprintf("verifier-%02d", i), Registry: i < 25, Passed: 10, Accepted: 6}
		if i%10 == 3 {
			res.Passed, res.Failed, res.EdgeFailed, res.Accepted = 8, 2, 2, 8
			res.Failures = []string{"tcId 63 (malleability) [SignatureMalleability]: invalid case accepted", "tcId 64 (malleability) [SignatureMalleability]: invalid case accepted"}
		}
		rep.Results = append(rep.Results, res)
	}
	var b strings.Builder
	WriteExtText(&b, rep)
	text := b.String()
	if w, l := termtext.MaxWidth(text); w > termtext.Width {
		t.Errorf("a line of %d columns: %q", w, l)
	}
	for _, want := range []string{
		"  8 passed, 2 failed (2 edge class), 8 signatures accepted: verifier-03, verifier-13, verifier-23\n",
		"  FAIL tcId 63, 64 (malleability) [SignatureMalleability]: invalid case accepted\n      verifier-03, verifier-13, verifier-23\n",
		"verifier-29 (extra)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "invalid case accepted"); n != 1 {
		t.Errorf("the shared failure printed %d times:\n%s", n, text)
	}
}

// TestNothingRanWords: a file of one case left out says so in the
// singular.
func TestNothingRanWords(t *testing.T) {
	for n, want := range map[int]string{1: "its one case is not in the catalogue", 3: "none of its 3 cases is in the catalogue"} {
		suite := &ExtSuite{Op: "sign/ed25519", Unsupported: map[string]int{"an algorithm" + notInCatalogue: n}}
		rep, err := RunExtReport(localRegistry(true), suite, nil)
		if err != nil || rep.NothingRan != want {
			t.Errorf("%d cases left out: %q, %v; want %q", n, rep.NothingRan, err, want)
		}
	}
}
