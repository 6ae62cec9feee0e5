package junit

import (
	"encoding/xml"
	"strings"
	"testing"
)

// TestAddCountsAndGroups adds cases of every outcome to two suites and
// checks the counts, the grouping and the document's round trip.
func TestAddCountsAndGroups(t *testing.T) {
	var j Suites
	j.Add("interop hash/sha256", Case{Class: "interop.hash/sha256", Name: "a → b", Failure: Failed("msg len 1: differ\n-a +b")})
	j.Add("interop hash/sha256", Case{Class: "interop.hash/sha256", Name: "b → a"})
	j.Add("vectors f hash/sha256", Case{Class: "vectors.f.hash/sha256", Name: "a #1", Skipped: &Skipped{Message: "too long"}})
	data, err := j.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), xml.Header) || !strings.HasSuffix(string(data), "</testsuites>\n") {
		t.Errorf("not a whole XML document:\n%s", data)
	}
	var back Suites
	if err := xml.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Tests != 3 || back.Failures != 1 || back.Skipped != 1 || len(back.Suites) != 2 {
		t.Errorf("got tests=%d failures=%d skipped=%d suites=%d, want 3, 1, 1, 2", back.Tests, back.Failures, back.Skipped, len(back.Suites))
	}
	if s := back.Suites[0]; s.Tests != 2 || s.Failures != 1 || s.Skipped != 0 {
		t.Errorf("first suite counts %d, %d, %d; want 2, 1, 0", s.Tests, s.Failures, s.Skipped)
	}
	if f := back.Suites[0].Cases[0].Failure; f == nil || f.Message != "msg len 1: differ" || f.Text != "msg len 1: differ\n-a +b" {
		t.Errorf("failure %+v", f)
	}
}

// TestSuiteReopened: a suite name that comes back after another suite
// starts a new suite, as the checks list their results grouped.
func TestSuiteReopened(t *testing.T) {
	var j Suites
	for _, s := range []string{"a", "b", "a"} {
		j.Add(s, Case{Name: s})
	}
	if len(j.Suites) != 3 {
		t.Errorf("%d suites, want 3", len(j.Suites))
	}
}
