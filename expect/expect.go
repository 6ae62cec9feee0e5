// Package expect holds what the suite is expected to compute, pinned per
// implementation in reviewable JSON beside this file, so that a change of
// behaviour fails a test instead of passing unseen:
//
//   - providers.json: which implementation provides which operation, on
//     which builds (build tags, architectures, peers that need node), and
//     which implementations share code, so that "two witnesses per
//     operation" counts independent code only;
//   - outcomes.json: each implementation's expected failures on the
//     known-answer vectors and on the external suites (Wycheproof,
//     ed25519vectors), with the documented edge class that explains them;
//     an implementation without an entry is expected to fail nothing;
//   - edge.json: every row of the Ed25519 edge-case matrix and every
//     ZIP-215 row;
//   - transcript.json: the transcript digest of every operation for the
//     default seed, equal on every architecture and implementation;
//   - loops.json: the C loops of every C binding, one per operation family,
//     and why a family has none.
//
// The tests that read these files (impls and the checks under compare/) say, on a mismatch,
// what changed and which line to edit to accept it on purpose. The files
// are data, not results: nothing here is computed by the code under test at
// run time. The package imports only the standard library.
package expect

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
)

//go:embed *.json
var files embed.FS

// load decodes one embedded file into v, refusing unknown fields so that a
// misspelt key cannot silently turn an expectation off.
func load(name string, v any) error {
	f, err := files.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	dec := json.NewDecoder(f)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("expect/%s: %w", name, err)
	}
	return nil
}

// loadAs decodes one embedded file as a T.
func loadAs[T any](name string) (*T, error) {
	var v T
	if err := load(name, &v); err != nil {
		return nil, err
	}
	return &v, nil
}

// Arch selects architectures (GOARCH values). An empty Arch means every
// architecture not named by another entry for the same key.
type Arch []string

// Has reports whether the selector names goarch.
func (a Arch) Has(goarch string) bool { return slices.Contains(a, goarch) }

// Providers is providers.json.
type Providers struct {
	// Impls lists every implementation the suite knows, in registry order.
	Impls []ImplOps `json:"impls"`
	// Missing lists operations an implementation lacks on some
	// architectures only.
	Missing []MissingOp `json:"missing"`
	// SameCode groups implementations that run the same code for some
	// operations (a second binding of one library, a wrapper of another
	// package): they are one witness, not two.
	SameCode []SameCode `json:"same_code"`
}

// ImplOps is one implementation and the operations it provides on a build
// that has it.
type ImplOps struct {
	Impl string `json:"impl"`
	// Needs names what the implementation needs beyond the Go build:
	// "node" for the JavaScript peers (node and js/peer's packages),
	// "browsers" for the browsers' WebCrypto (node and the browser).
	// Without it the implementation is absent, with the reason recorded,
	// unless the require switch (internal/require) names it.
	Needs string `json:"needs,omitempty"`
	// BuildTag is the tag that leaves the implementation out of a build
	// for an architecture whose Debian release lacks the library.
	BuildTag string   `json:"build_tag,omitempty"`
	Ops      []string `json:"ops"`
}

// MissingOp is an operation that an implementation lacks on the listed
// architectures, and why.
type MissingOp struct {
	Impl string `json:"impl"`
	Op   string `json:"op"`
	Arch Arch   `json:"arch"`
	Why  string `json:"why"`
}

// SameCode is a group of implementations that share code for Ops (every
// operation they have in common when Ops is empty).
type SameCode struct {
	Impls []string `json:"impls"`
	Ops   []string `json:"ops,omitempty"`
	Why   string   `json:"why"`
}

// LoadProviders decodes providers.json.
func LoadProviders() (*Providers, error) { return loadAs[Providers]("providers.json") }

// Impl returns the entry of the named implementation, or nil.
func (p *Providers) Impl(name string) *ImplOps {
	for i := range p.Impls {
		if p.Impls[i].Impl == name {
			return &p.Impls[i]
		}
	}
	return nil
}

// OpsOn returns the operations the implementation provides on goarch: its
// Ops less those Missing there.
func (p *Providers) OpsOn(im *ImplOps, goarch string) []string {
	var out []string
	for _, op := range im.Ops {
		if p.MissingOn(im.Impl, op, goarch) == "" {
			out = append(out, op)
		}
	}
	return out
}

// MissingOn returns why impl lacks op on goarch, or "".
func (p *Providers) MissingOn(impl, op, goarch string) string {
	for _, m := range p.Missing {
		if m.Impl == impl && m.Op == op && m.Arch.Has(goarch) {
			return m.Why
		}
	}
	return ""
}

// Witnesses returns the independent implementations of op in the full
// matrix: its providers, with the members of a same-code group after the
// first left out.
func (p *Providers) Witnesses(op string) []string {
	var out []string
	for _, im := range p.Impls {
		if !slices.Contains(im.Ops, op) {
			continue
		}
		dup := false
		for _, g := range p.SameCode {
			if !slices.Contains(g.Impls, im.Impl) || (len(g.Ops) > 0 && !slices.Contains(g.Ops, op)) {
				continue
			}
			for _, w := range out {
				if slices.Contains(g.Impls, w) {
					dup = true
				}
			}
		}
		if !dup {
			out = append(out, im.Impl)
		}
	}
	return out
}

// Outcomes is outcomes.json.
type Outcomes struct {
	// Vectors lists the known-answer vectors (package vectors) expected to
	// fail, each inside a documented edge class.
	Vectors []VectorFailure `json:"vectors"`
	// Suites lists the nonzero failure counts on the external suites.
	Suites []SuiteCount `json:"suites"`
	// PinnedSuites names the external suites whose outcomes Suites pins,
	// as kat.ExtSuite.Name names them: on one of these, any implementation
	// without an entry is expected to fail nothing and reject no
	// acceptable case, and `naclcmp vectors` fails on any other count.
	PinnedSuites []string `json:"pinned_suites"`
}

// VectorFailure is one known-answer vector that an implementation is
// expected to fail on the listed architectures.
type VectorFailure struct {
	File  string `json:"file"` // "rfc7748"
	Op    string `json:"op"`
	Impl  string `json:"impl"`
	ID    int    `json:"id"`
	Arch  Arch   `json:"arch"`
	Class string `json:"class"` // the edge class the result must name
	Why   string `json:"why"`
}

// SuiteCount is an implementation's expected failures on one external
// suite, all inside documented edge classes.
type SuiteCount struct {
	Suite      string `json:"suite"` // "wycheproof/eddsa_test.json"
	Impl       string `json:"impl"`
	Arch       Arch   `json:"arch,omitempty"`
	Failed     int    `json:"failed"`
	EdgeFailed int    `json:"edge_failed"`
	// AcceptableRejected counts the cases the file calls acceptable
	// (either answer is allowed) that the implementation rejects.
	AcceptableRejected int    `json:"acceptable_rejected,omitempty"`
	Why                string `json:"why"`
}

// LoadOutcomes decodes outcomes.json.
func LoadOutcomes() (*Outcomes, error) { return loadAs[Outcomes]("outcomes.json") }

// VectorFailures returns the vectors impl is expected to fail on goarch,
// keyed "file/op/id".
func (o *Outcomes) VectorFailures(impl, goarch string) map[string]VectorFailure {
	out := map[string]VectorFailure{}
	for _, v := range o.Vectors {
		if v.Impl == impl && v.Arch.Has(goarch) {
			out[fmt.Sprintf("%s/%s/%d", v.File, v.Op, v.ID)] = v
		}
	}
	return out
}

// PinsSuite reports whether outcomes.json pins the outcomes of suite.
func (o *Outcomes) PinsSuite(suite string) bool { return slices.Contains(o.PinnedSuites, suite) }

// Suite returns the expected counts of impl on suite for goarch: the entry
// naming goarch, else the entry without Arch, else zero failures.
func (o *Outcomes) Suite(suite, impl, goarch string) SuiteCount {
	var def *SuiteCount
	for i, c := range o.Suites {
		if c.Suite != suite || c.Impl != impl {
			continue
		}
		if c.Arch.Has(goarch) {
			return c
		}
		if len(c.Arch) == 0 {
			def = &o.Suites[i]
		}
	}
	if def != nil {
		return *def
	}
	return SuiteCount{Suite: suite, Impl: impl}
}

// EdgeRow is one verifier's pinned answers in the Ed25519 edge matrix.
type EdgeRow struct {
	Verifier string `json:"verifier"`
	// Paper has one letter per case of "Taming the many EdDSAs", V
	// accepted and X rejected.
	Paper string `json:"paper"`
	// ZIP215Accepted counts the accepted cases of the 196 ZIP-215
	// small-order cases; ZIP215 has their letters, row by row of the 14
	// encodings of A.
	ZIP215Accepted int      `json:"zip215_accepted"`
	ZIP215         []string `json:"zip215"`
}

// Edge is edge.json.
type Edge struct {
	Rows []EdgeRow `json:"rows"`
}

// LoadEdge decodes edge.json.
func LoadEdge() (*Edge, error) { return loadAs[Edge]("edge.json") }

// Row returns the pinned row of the named verifier, or nil.
func (e *Edge) Row(name string) *EdgeRow {
	for i := range e.Rows {
		if e.Rows[i].Verifier == name {
			return &e.Rows[i]
		}
	}
	return nil
}

// Transcript is transcript.json: the digest of every operation for one
// version of the sequence and one seed.
type Transcript struct {
	Version int               `json:"version"`
	Seed    uint64            `json:"seed"`
	Ops     map[string]string `json:"ops"`
}

// LoadTranscript decodes transcript.json.
func LoadTranscript() (*Transcript, error) { return loadAs[Transcript]("transcript.json") }
