package kat

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/compare/edge"
	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/checktest"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// The tests in this file hold the suite to the expectations pinned in
// expect/*.json. A difference fails with a message saying what changed and
// which entry to edit to accept it on purpose.

// katOps lists the operations that a published known-answer vector
// (package vectors) covers with at least one valid vector.
func katOps(t *testing.T) map[string]bool {
	t.Helper()
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, f := range files {
		for _, g := range f.Groups {
			for _, v := range g.Vectors {
				if v.Result == vectors.Valid {
					out[g.Op] = true
				}
			}
		}
	}
	return out
}

// TestTwoWitnesses requires every operation of the catalogue to have two
// witnesses: two independent implementations among those every native
// build has (not counting a second binding of the same code, nor a peer
// that needs node), or a known-answer vector from a published source.
// With one implementation and no vector, the interop checks compare it
// with itself and a bug goes unseen.
func TestTwoWitnesses(t *testing.T) {
	d := checktest.MustPinned(t)
	kat := katOps(t)
	core := &expect.Providers{SameCode: d.Providers.SameCode}
	for _, im := range d.Providers.Impls {
		if im.Needs == "" {
			core.Impls = append(core.Impls, im)
		}
	}
	for _, s := range matrix.Specs {
		w := core.Witnesses(s.ID())
		switch {
		case len(w) == 0:
			t.Errorf("%s: no implementation in expect/providers.json", s.ID())
		case len(w) == 1 && !kat[s.ID()]:
			t.Errorf("%s: one witness (%s) and no published known-answer vector: add a vector file for it to vectors/", s.ID(), w[0])
		case len(w) == 1:
			t.Logf("%s: %s, checked against published vectors", s.ID(), w[0])
		}
	}
}

// checkVectorOutcome compares one known-answer result with the pinned
// failures of its implementation on goarch: a failure must be pinned, in
// the edge class the result names, and a pinned failure that passes is a
// change too.
func checkVectorOutcome(o *expect.Outcomes, r VectorResult, goarch string) error {
	key := fmt.Sprintf("%s/%s/%d", r.File, r.Op, r.ID)
	want, pinned := o.VectorFailures(r.Impl, goarch)[key]
	switch {
	case r.Skipped:
		return nil
	case r.Pass && pinned:
		return fmt.Errorf("%s now passes %s on %s; expect/outcomes.json pins a failure (%s): remove that entry", r.Impl, key, goarch, want.Why)
	case r.Pass:
		return nil
	case !pinned:
		cls := ""
		if r.EdgeClass != "" {
			cls = " [edge class: " + r.EdgeClass + "]"
		}
		return fmt.Errorf("%s: %s%s", r.Comment, r.Detail, cls)
	case r.EdgeClass != want.Class:
		return fmt.Errorf("%s fails %s on %s outside its pinned edge class %q (result: %q): %s", r.Impl, key, goarch, want.Class, r.EdgeClass, r.Detail)
	}
	return nil
}

// TestOutcomeChecksCatch shows both outcome checks able to fail: an
// implementation that starts failing inside an edge class (OpenSSL
// accepting S ≥ L), one that stops failing, and a vector failure in
// another class than the pinned one.
func TestOutcomeChecksCatch(t *testing.T) {
	o := &expect.Outcomes{
		Vectors: []expect.VectorFailure{{File: "rfc7748", Op: "scalarmult/x25519", Impl: "nacl", ID: 2, Arch: expect.Arch{"s390x"}, Class: edge25519.X25519Bit255Class}},
		Suites:  []expect.SuiteCount{{Suite: "wycheproof/eddsa_test.json", Impl: "tweetnacl", Failed: 4, EdgeFailed: 4}},
	}
	if err := CheckSuiteCount(o, "wycheproof/eddsa_test.json", ExtResult{Impl: "openssl", Failed: 16, EdgeFailed: 16}, "amd64"); err == nil || !strings.Contains(err.Error(), "openssl failed 16") {
		t.Errorf("openssl failing 16 edge cases: %v", err)
	}
	if err := CheckSuiteCount(o, "wycheproof/eddsa_test.json", ExtResult{Impl: "tweetnacl"}, "amd64"); err == nil {
		t.Error("tweetnacl failing none of its four pinned cases was not reported")
	}
	if err := CheckSuiteCount(o, "wycheproof/eddsa_test.json", ExtResult{Impl: "tweetnacl", Failed: 4, EdgeFailed: 4}, "amd64"); err != nil {
		t.Errorf("the pinned count itself: %v", err)
	}
	// An implementation that starts refusing the acceptable low-order
	// X25519 points, where none is pinned, is a change too.
	if err := CheckSuiteCount(o, "wycheproof/x25519_test.json", ExtResult{Impl: "tweetnacl", AcceptableRejected: 31}, "amd64"); err == nil || !strings.Contains(err.Error(), "rejected 31 acceptable") {
		t.Errorf("tweetnacl rejecting 31 acceptable cases: %v", err)
	}
	r := VectorResult{File: "rfc7748", Op: "scalarmult/x25519", Impl: "nacl", ID: 2, Detail: "result differs", EdgeClass: edge25519.X25519Bit255Class}
	if err := checkVectorOutcome(o, r, "s390x"); err != nil {
		t.Errorf("pinned failure: %v", err)
	}
	if err := checkVectorOutcome(o, r, "amd64"); err == nil {
		t.Error("a failure in an edge class that is not pinned on amd64 passed")
	}
	r.EdgeClass = edge25519.X25519NearPClass
	if err := checkVectorOutcome(o, r, "s390x"); err == nil {
		t.Error("a failure in another class than the pinned one passed")
	}
	r.Pass, r.EdgeClass, r.Detail = true, "", ""
	if err := checkVectorOutcome(o, r, "s390x"); err == nil || !strings.Contains(err.Error(), "now passes") {
		t.Errorf("a pinned failure that passes: %v", err)
	}
}

// TestExpectationFilesAreConsistent keeps the files honest: every
// implementation, operation, vector and edge class they name exists, so
// that a misspelt entry cannot silently expect nothing.
func TestExpectationFilesAreConsistent(t *testing.T) {
	d := checktest.MustPinned(t)
	known := map[string]bool{}
	for _, im := range d.Providers.Impls {
		if known[im.Impl] {
			t.Errorf("providers.json: %s listed twice", im.Impl)
		}
		known[im.Impl] = true
		for _, op := range im.Ops {
			if _, err := matrix.Lookup(op); err != nil {
				t.Errorf("providers.json: %s: %v", im.Impl, err)
			}
		}
	}
	for _, m := range d.Providers.Missing {
		if im := d.Providers.Impl(m.Impl); im == nil || !slices.Contains(im.Ops, m.Op) || len(m.Arch) == 0 || m.Why == "" {
			t.Errorf("providers.json: missing %+v: needs a known implementation, one of its operations, architectures and a reason", m)
		}
	}
	for _, g := range d.Providers.SameCode {
		for _, name := range g.Impls {
			if !known[name] {
				t.Errorf("providers.json: same_code names unknown %s", name)
			}
		}
	}
	verifiers := maps.Clone(known)
	for _, v := range edge.Extra(impls.ExtraVerifiers()) {
		verifiers[v.Name] = true
	}
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	classes := []string{edge25519.X25519Bit255Class, edge25519.X25519NearPClass}
	for _, v := range d.Outcomes.Vectors {
		found := false
		for _, f := range files {
			for _, g := range f.Groups {
				for _, vec := range g.Vectors {
					found = found || (f.Name == v.File && g.Op == v.Op && vec.ID == v.ID)
				}
			}
		}
		if !found || !known[v.Impl] || !slices.Contains(classes, v.Class) || len(v.Arch) == 0 {
			t.Errorf("outcomes.json: vector %+v: needs an existing vector, a known implementation, a documented edge class and architectures", v)
		}
	}
	// The pinned suites are exactly those the tests run, so that a suite
	// cannot be listed and never checked, nor checked and not pinned. The
	// Wycheproof files the tests run are read from the pins themselves
	// (pinnedFiles): what this catches there is a pin of another kind,
	// which no test would run.
	suites := []string{string(FormatEd25519Vectors)}
	for _, f := range wycheproofFiles {
		suites = append(suites, "wycheproof/"+f)
	}
	for _, f := range wycheproofV1Files {
		suites = append(suites, "wycheproof-v1/"+f)
	}
	if got, want := slices.Sorted(slices.Values(d.Outcomes.PinnedSuites)), slices.Sorted(slices.Values(suites)); !slices.Equal(got, want) {
		t.Errorf("outcomes.json: pinned_suites %v, want the suites the tests run: %v", got, want)
	}
	for _, c := range d.Outcomes.Suites {
		if !slices.Contains(suites, c.Suite) || !verifiers[c.Impl] || c.EdgeFailed > c.Failed || c.Why == "" {
			t.Errorf("outcomes.json: suite %+v: needs one of the suites %v, a known implementation, edge_failed ≤ failed and a reason", c, suites)
		}
	}
	for _, r := range d.Edge.Rows {
		if !verifiers[r.Verifier] || len(r.Paper) != 12 || len(r.ZIP215) != 14 || strings.Count(strings.Join(r.ZIP215, ""), "V") != r.ZIP215Accepted {
			t.Errorf("edge.json: row %s: needs a known verifier, 12 paper cells, 14 rows of ZIP-215 cells and an accepted count equal to its V cells", r.Verifier)
		}
	}
	for op := range d.Transcript.Ops {
		if _, err := matrix.Lookup(op); err != nil {
			t.Errorf("transcript.json: %v", err)
		}
	}
}
