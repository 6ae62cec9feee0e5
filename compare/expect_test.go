package compare

import (
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/expect"
	"github.com/naclcmp/naclcmp/internal/require"
	"github.com/naclcmp/naclcmp/vectors"
)

// The tests in this file hold the suite to the expectations pinned in
// expect/*.json: what each implementation provides, fails, accepts and
// computes. A difference fails with a message saying what changed and
// which entry to edit to accept it on purpose.

// pinned loads the expectation files once for every test.
var pinned = sync.OnceValues(func() (*pinnedData, error) {
	var d pinnedData
	var err error
	if d.providers, err = expect.LoadProviders(); err != nil {
		return nil, err
	}
	if d.outcomes, err = expect.LoadOutcomes(); err != nil {
		return nil, err
	}
	if d.edge, err = expect.LoadEdge(); err != nil {
		return nil, err
	}
	if d.transcript, err = expect.LoadTranscript(); err != nil {
		return nil, err
	}
	return &d, nil
})

type pinnedData struct {
	providers  *expect.Providers
	outcomes   *expect.Outcomes
	edge       *expect.Edge
	transcript *expect.Transcript
}

func mustPinned(t *testing.T) *pinnedData {
	t.Helper()
	d, err := pinned()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// absentReasons maps every implementation recorded absent in this binary
// to the reason; the one line for the JavaScript implementations, when
// node is missing, stands for each of them.
func absentReasons() map[string]string {
	out := map[string]string{}
	for _, a := range Absent() {
		if a.Name == jsNotEnabled.Name {
			for _, n := range strings.Split(a.Library, ", ") {
				out[n] = a.Reason
			}
			continue
		}
		out[a.Name] = a.Reason
	}
	return out
}

// checkProviders compares the registry with the pinned providers on
// goarch, given the absences of the build, and returns one message per
// difference.
func checkProviders(p *expect.Providers, r *Registry, absent map[string]string, goarch string) []string {
	const file = "expect/providers.json"
	var errs []string
	for _, want := range p.Impls {
		im := r.Impl(want.Impl)
		if im == nil {
			why, ok := absent[want.Impl]
			switch {
			case !ok:
				errs = append(errs, fmt.Sprintf("%s is neither registered nor recorded absent (its registration was dropped?); %s lists it", want.Impl, file))
			case want.Needs != "" && require.Required(want.Needs):
				errs = append(errs, fmt.Sprintf("%s is absent (%s) but %s requires %s", want.Impl, why, require.Env, want.Needs))
			case want.Needs == "" && want.BuildTag == "":
				errs = append(errs, fmt.Sprintf("%s is absent (%s); %s says every build has it", want.Impl, why, file))
			case want.Needs == "" && !strings.Contains(why, want.BuildTag):
				errs = append(errs, fmt.Sprintf("%s is absent for another reason than its build tag %s: %s", want.Impl, want.BuildTag, why))
			}
			continue
		}
		wantOps := p.OpsOn(&want, goarch)
		gotOps := sortedIDs(im.Ops)
		for _, op := range wantOps {
			if !im.Has(op) {
				errs = append(errs, fmt.Sprintf("%s no longer provides %s on %s; if that is intended, remove it from its entry in %s (or add a \"missing\" entry for %s)", want.Impl, op, goarch, file, goarch))
			}
		}
		for _, op := range gotOps {
			if !slices.Contains(wantOps, op) {
				errs = append(errs, fmt.Sprintf("%s now provides %s on %s, which %s does not list; add it there", want.Impl, op, goarch, file))
			}
		}
	}
	for _, im := range r.Impls {
		if p.Impl(im.Name) == nil {
			errs = append(errs, fmt.Sprintf("%s is registered but not pinned: add its entry, with the operations %v, to %s", im.Name, sortedIDs(im.Ops), file))
		}
	}
	return errs
}

// TestExpectedProviders pins which implementation provides which operation
// on this build: a registration dropped, an operation gained or lost, or
// an optional peer missing where NACLCMP_REQUIRE demands it fails here.
func TestExpectedProviders(t *testing.T) {
	d := mustPinned(t)
	for _, e := range checkProviders(d.providers, mustRegistry(t), absentReasons(), runtime.GOARCH) {
		t.Error(e)
	}
}

// TestExpectedProvidersCatch shows the check able to fail: a registry
// without x-crypto's XChaCha20, one with an operation too many, one
// without an implementation, and a required peer that is absent.
func TestExpectedProvidersCatch(t *testing.T) {
	d := mustPinned(t)
	full := mustRegistry(t)
	clone := func(drop string, edit func(*Impl)) *Registry {
		r := &Registry{}
		for _, im := range full.Impls {
			if im.Name == drop {
				continue
			}
			c := *im
			c.Ops = map[string]any{}
			for k, v := range im.Ops {
				c.Ops[k] = v
			}
			if edit != nil {
				edit(&c)
			}
			r.Impls = append(r.Impls, &c)
		}
		return r
	}
	absent := absentReasons()
	if full.Impl("x-crypto") == nil || full.Impl("go-aesctr") == nil {
		t.Fatal("x-crypto or go-aesctr is not registered")
	}
	// with returns the build's absences plus one.
	with := func(name, why string) map[string]string {
		m := maps.Clone(absent)
		m[name] = why
		return m
	}
	cases := []struct {
		name   string
		r      *Registry
		absent map[string]string
		want   string
	}{
		{"dropped op", clone("", func(im *Impl) {
			if im.Name == "x-crypto" {
				delete(im.Ops, "stream/xchacha20")
			}
		}), absent, "x-crypto no longer provides stream/xchacha20"},
		{"extra op", clone("", func(im *Impl) {
			if im.Name == "x-crypto" {
				im.Ops["hash/sha256"] = nil
			}
		}), absent, "x-crypto now provides hash/sha256"},
		{"dropped impl", clone("go-aesctr", nil), absent, "go-aesctr is neither registered nor recorded absent"},
		{"absent without a tag", clone("go-aesctr", nil), with("go-aesctr", "gone"), "go-aesctr is absent (gone)"},
	}
	for _, c := range cases {
		errs := checkProviders(d.providers, c.r, c.absent, runtime.GOARCH)
		if len(errs) != 1 || !strings.Contains(errs[0], c.want) {
			t.Errorf("%s: got %q, want one error containing %q", c.name, errs, c.want)
		}
	}
	// A JavaScript peer that did not install is fine, unless required.
	noJS := clone("js:noble-ed25519", nil)
	withAbsence := with("js:noble-ed25519", "not installed")
	t.Setenv(require.Env, "")
	for _, e := range checkProviders(d.providers, noJS, withAbsence, runtime.GOARCH) {
		t.Errorf("an absent JavaScript peer, not required: %s", e)
	}
	t.Setenv(require.Env, require.Node)
	errs := checkProviders(d.providers, noJS, withAbsence, runtime.GOARCH)
	if !slices.Contains(errs, "js:noble-ed25519 is absent (not installed) but "+require.Env+" requires node") {
		t.Errorf("an absent JavaScript peer under %s=node: %q", require.Env, errs)
	}
}

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
	d := mustPinned(t)
	kat := katOps(t)
	core := &expect.Providers{SameCode: d.providers.SameCode}
	for _, im := range d.providers.Impls {
		if im.Needs == "" {
			core.Impls = append(core.Impls, im)
		}
	}
	for _, s := range Specs {
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

// suiteName names an external suite in expect/outcomes.json.
func suiteName(suite *ExtSuite, file string) string {
	if suite.Format == FormatWycheproof {
		return "wycheproof/" + file
	}
	return string(suite.Format)
}

// checkSuiteCounts compares one implementation's result on an external
// suite with the pinned counts on goarch.
func checkSuiteCounts(o *expect.Outcomes, name string, r ExtResult, goarch string) error {
	want := o.Suite(name, r.Impl, goarch)
	if r.Failed == want.Failed && r.EdgeFailed == want.EdgeFailed {
		return nil
	}
	return fmt.Errorf("%s: %s failed %d cases (%d in documented edge classes), expect/outcomes.json pins %d (%d); first failures: %v. If the change is intended, set its entry {\"suite\": %q, \"impl\": %q, \"failed\": %d, \"edge_failed\": %d} with the reason",
		name, r.Impl, r.Failed, r.EdgeFailed, want.Failed, want.EdgeFailed, r.Failures, name, r.Impl, r.Failed, r.EdgeFailed)
}

// TestOutcomeChecksCatch shows both outcome checks able to fail: an
// implementation that starts failing inside an edge class (OpenSSL
// accepting S ≥ L), one that stops failing, and a vector failure in
// another class than the pinned one.
func TestOutcomeChecksCatch(t *testing.T) {
	o := &expect.Outcomes{
		Vectors: []expect.VectorFailure{{File: "rfc7748", Op: "scalarmult/x25519", Impl: "nacl", ID: 2, Arch: expect.Arch{"s390x"}, Class: x25519Bit255Class}},
		Suites:  []expect.SuiteCount{{Suite: "wycheproof/eddsa_test.json", Impl: "tweetnacl", Failed: 4, EdgeFailed: 4}},
	}
	if err := checkSuiteCounts(o, "wycheproof/eddsa_test.json", ExtResult{Impl: "openssl", Failed: 16, EdgeFailed: 16}, "amd64"); err == nil || !strings.Contains(err.Error(), "openssl failed 16") {
		t.Errorf("openssl failing 16 edge cases: %v", err)
	}
	if err := checkSuiteCounts(o, "wycheproof/eddsa_test.json", ExtResult{Impl: "tweetnacl"}, "amd64"); err == nil {
		t.Error("tweetnacl failing none of its four pinned cases was not reported")
	}
	if err := checkSuiteCounts(o, "wycheproof/eddsa_test.json", ExtResult{Impl: "tweetnacl", Failed: 4, EdgeFailed: 4}, "amd64"); err != nil {
		t.Errorf("the pinned count itself: %v", err)
	}
	r := VectorResult{File: "rfc7748", Op: "scalarmult/x25519", Impl: "nacl", ID: 2, Detail: "result differs", EdgeClass: x25519Bit255Class}
	if err := checkVectorOutcome(o, r, "s390x"); err != nil {
		t.Errorf("pinned failure: %v", err)
	}
	if err := checkVectorOutcome(o, r, "amd64"); err == nil {
		t.Error("a failure in an edge class that is not pinned on amd64 passed")
	}
	r.EdgeClass = x25519NearPClass
	if err := checkVectorOutcome(o, r, "s390x"); err == nil {
		t.Error("a failure in another class than the pinned one passed")
	}
	r.Pass, r.EdgeClass, r.Detail = true, "", ""
	if err := checkVectorOutcome(o, r, "s390x"); err == nil || !strings.Contains(err.Error(), "now passes") {
		t.Errorf("a pinned failure that passes: %v", err)
	}
}

// checkEdgeRows compares the edge matrix with the pinned rows: every row
// of a verifier in the matrix must be pinned and equal, and every pinned
// row must be in the matrix unless its implementation is absent.
func checkEdgeRows(e *expect.Edge, rep *EdgeReport, absent map[string]string) []string {
	const file = "expect/edge.json"
	var errs []string
	seen := map[string]bool{}
	for i, row := range rep.Paper.Rows {
		z := rep.ZIP215.Rows[i]
		seen[row.Name] = true
		want := e.Row(row.Name)
		if want == nil {
			errs = append(errs, fmt.Sprintf("%s: no row in %s: add {\"verifier\": %q, \"paper\": %q, \"zip215_accepted\": %d, …}", row.Name, file, row.Name, row.Cells, z.Accepted))
			continue
		}
		if row.Cells != want.Paper {
			errs = append(errs, fmt.Sprintf("%s answers the paper's cases %s, %s pins %s (V accepted, X rejected, cases 0–11)", row.Name, row.Cells, file, want.Paper))
		}
		grid := strings.Join(want.ZIP215, "")
		if z.Accepted != want.ZIP215Accepted || z.Cells != grid {
			errs = append(errs, fmt.Sprintf("%s accepts %d ZIP-215 cases, %s pins %d; cells differ at %v", row.Name, z.Accepted, file, want.ZIP215Accepted, cellDiff(z.Cells, grid)))
		}
	}
	for _, want := range e.Rows {
		if _, gone := absent[want.Verifier]; !seen[want.Verifier] && !gone {
			errs = append(errs, fmt.Sprintf("%s is pinned in %s but has no row in the matrix", want.Verifier, file))
		}
	}
	return errs
}

// cellDiff lists the positions where two cell strings differ, as
// "A row, R column" of the 14 × 14 ZIP-215 grid.
func cellDiff(got, want string) []string {
	var out []string
	for i := 0; i < max(len(got), len(want)); i++ {
		if i >= len(got) || i >= len(want) || got[i] != want[i] {
			out = append(out, fmt.Sprintf("A%d/R%d", i/14, i%14))
		}
	}
	return out
}

// TestExpectedEdgeRows pins every row of the Ed25519 edge matrix: a
// verifier that starts accepting S ≥ L or a small-order point fails here.
func TestExpectedEdgeRows(t *testing.T) {
	d := mustPinned(t)
	shared, _, _ := edgeReport(t)
	// The shared matrix has crypto/ed25519 called directly as its last
	// row, a test's reference rather than a verifier of the suite.
	rep := *shared
	for _, set := range []*EdgeSet{&rep.Paper, &rep.ZIP215} {
		set.Rows = slices.DeleteFunc(slices.Clone(set.Rows), func(r EdgeRow) bool { return r.Name == stdlibVerifier.Name })
	}
	for _, e := range checkEdgeRows(d.edge, &rep, absentReasons()) {
		t.Error(e)
	}
	// The same check on a matrix with a lenient verifier in libsodium's
	// place must fail.
	lenient := []EdgeVerifier{{Name: "libsodium", Verify: func(sig, msg, public []byte) (bool, error) { return true, nil }}}
	bad, err := RunEdge(lenient)
	if err != nil {
		t.Fatal(err)
	}
	errs := checkEdgeRows(d.edge, bad, map[string]string{})
	if !slices.ContainsFunc(errs, func(e string) bool { return strings.HasPrefix(e, "libsodium answers") }) {
		t.Errorf("a libsodium row accepting every case was not caught: %q", errs)
	}
}

// checkTranscriptPins compares every digest of tr with the pinned digest
// of its operation.
func checkTranscriptPins(p *expect.Transcript, tr *Transcript) []string {
	const file = "expect/transcript.json"
	if p.Version != tr.Version || p.Seed != tr.Seed {
		return []string{fmt.Sprintf("%s pins version %d seed %d, the transcript is version %d seed %d: when the sequence changes on purpose, put the new digests there", file, p.Version, p.Seed, tr.Version, tr.Seed)}
	}
	var errs []string
	for _, c := range tr.Cells {
		if c.Digest == "" {
			continue // failures and unsupported calls are reported by the transcript's own checks
		}
		want, ok := p.Ops[c.Op]
		switch {
		case !ok:
			errs = append(errs, fmt.Sprintf("%s has no digest for %s: add %q: %q", file, c.Op, c.Op, c.Digest))
		case c.Digest != want:
			errs = append(errs, fmt.Sprintf("%s on %s: digest %s, %s pins %s; if the sequence of %s changed on purpose, bump TranscriptVersion and update the file", c.Op, c.Impl, short(c.Digest), file, short(want), c.Op))
		}
	}
	return errs
}

// TestExpectationFilesAreConsistent keeps the files honest: every
// implementation, operation, vector and edge class they name exists, so
// that a misspelt entry cannot silently expect nothing.
func TestExpectationFilesAreConsistent(t *testing.T) {
	d := mustPinned(t)
	known := map[string]bool{}
	for _, im := range d.providers.Impls {
		if known[im.Impl] {
			t.Errorf("providers.json: %s listed twice", im.Impl)
		}
		known[im.Impl] = true
		for _, op := range im.Ops {
			if _, err := Lookup(op); err != nil {
				t.Errorf("providers.json: %s: %v", im.Impl, err)
			}
		}
	}
	for _, m := range d.providers.Missing {
		if im := d.providers.Impl(m.Impl); im == nil || !slices.Contains(im.Ops, m.Op) || len(m.Arch) == 0 || m.Why == "" {
			t.Errorf("providers.json: missing %+v: needs a known implementation, one of its operations, architectures and a reason", m)
		}
	}
	for _, g := range d.providers.SameCode {
		for _, name := range g.Impls {
			if !known[name] {
				t.Errorf("providers.json: same_code names unknown %s", name)
			}
		}
	}
	verifiers := maps.Clone(known)
	for _, v := range ExtraVerifiers() {
		verifiers[v.Name] = true
	}
	files, err := vectors.All()
	if err != nil {
		t.Fatal(err)
	}
	classes := []string{x25519Bit255Class, x25519NearPClass}
	for _, v := range d.outcomes.Vectors {
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
	suites := []string{string(FormatEd25519Vectors)}
	for _, f := range wycheproofFiles {
		suites = append(suites, "wycheproof/"+f)
	}
	for _, c := range d.outcomes.Suites {
		if !slices.Contains(suites, c.Suite) || !verifiers[c.Impl] || c.EdgeFailed > c.Failed || c.Why == "" {
			t.Errorf("outcomes.json: suite %+v: needs one of the suites %v, a known implementation, edge_failed ≤ failed and a reason", c, suites)
		}
	}
	for _, r := range d.edge.Rows {
		if !verifiers[r.Verifier] || len(r.Paper) != 12 || len(r.ZIP215) != 14 || strings.Count(strings.Join(r.ZIP215, ""), "V") != r.ZIP215Accepted {
			t.Errorf("edge.json: row %s: needs a known verifier, 12 paper cells, 14 rows of ZIP-215 cells and an accepted count equal to its V cells", r.Verifier)
		}
	}
	for op := range d.transcript.Ops {
		if _, err := Lookup(op); err != nil {
			t.Errorf("transcript.json: %v", err)
		}
	}
}
