package edge

import (
	"context"
	"fmt"
	"slices"

	"github.com/naclcmp/naclcmp/compare/internal/sidebyside"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors/edge25519"
)

// This file measures where Ed25519 verifiers disagree: every Ed25519
// implementation of the registry and the extra Go verifiers of
// gonative/verifiers judge the twelve cases of "Taming the many EdDSAs" and
// the 196 cases of the ZIP-215 small-order set. It is a measurement, not a
// verdict: a verifier that rejects a case is not wrong, it applies other
// rules, and each case says which.

// EdgeVerifier is one row of the edge-case matrix.
type EdgeVerifier struct {
	Name     string `json:"name"`
	Library  string `json:"library"`
	Version  string `json:"version"`
	Rules    string `json:"rules,omitempty"` // the validation rules, where documented
	Registry bool   `json:"registry"`        // an implementation of the main registry
	// Verify has the shape of Signature.Verify.
	Verify func(sig, msg, public []byte) (bool, error) `json:"-"`
	// Roles are the registry implementation's roles: they say which
	// published row of "Taming the many EdDSAs" describes its library.
	Roles []matrix.Role `json:"-"`
}

// EdgeVerifiers returns the rows of the matrix: every sign/ed25519
// implementation of r, in registry order, then the verifiers that are
// compared only here and on the external suites (impls.ExtraVerifiers:
// ed25519consensus, each curve25519-voi preset, circl).
func EdgeVerifiers(r *matrix.Registry, extra []matrix.Verifier) []EdgeVerifier {
	var out []EdgeVerifier
	for _, p := range matrix.Providers[matrix.Signature](r, "sign/ed25519") {
		out = append(out, EdgeVerifier{
			Name: p.Impl.Name, Library: p.Impl.Library, Version: p.Impl.Version,
			Registry: true, Verify: p.Op.Verify, Roles: p.Impl.Roles,
		})
	}
	return append(out, Extra(extra)...)
}

// Extra returns the rows of verifiers outside the registry.
func Extra(vs []matrix.Verifier) []EdgeVerifier {
	var out []EdgeVerifier
	for _, v := range vs {
		out = append(out, EdgeVerifier{
			Name: v.Name, Library: v.Library, Version: v.Version, Rules: v.Rules, Verify: v.Verify,
		})
	}
	return out
}

// EdgeCase describes one column of the matrix.
type EdgeCase struct {
	ID      string `json:"id"`
	Desc    string `json:"desc"`
	Rule    string `json:"rule"`    // what separates acceptance from rejection
	Classes string `json:"classes"` // edge25519.Classify of the inputs
}

// EdgeRow is one verifier's answers: Cells holds one letter per case, V
// (accepted), X (rejected) or E (Verify returned an error, which on
// well-sized inputs is a bug of the binding).
type EdgeRow struct {
	EdgeVerifier
	Cells    string   `json:"cells"`
	Accepted int      `json:"accepted"`
	Errors   []string `json:"errors,omitempty"`
	// Paper is the row the paper published for this library, if any, and
	// PaperMatch whether Cells equals it.
	Paper      string `json:"paper,omitempty"`
	PaperMatch *bool  `json:"paper_match,omitempty"`
}

// EdgeDivergence is a case on which the verifiers do not all agree.
type EdgeDivergence struct {
	Case      string   `json:"case"`
	Accepting []string `json:"accepting"`
	Rejecting []string `json:"rejecting"`
	Why       string   `json:"why"`
}

// EdgeSet is a set of cases and every verifier's answers on it.
type EdgeSet struct {
	Name        string           `json:"name"`
	Cases       []EdgeCase       `json:"cases"`
	Rows        []EdgeRow        `json:"rows"`
	Divergences []EdgeDivergence `json:"divergences"`
}

// EdgeEncoding is one of the 14 small-order encodings of the ZIP-215 set.
type EdgeEncoding struct {
	Index     int    `json:"index"`
	Hex       string `json:"hex"`
	Order     int    `json:"order"`
	Canonical bool   `json:"canonical"`
	Desc      string `json:"desc"`
}

// EdgeReport is the outcome of RunEdgeContext.
type EdgeReport struct {
	Paper     EdgeSet        `json:"paper"`
	ZIP215    EdgeSet        `json:"zip215"`
	Encodings []EdgeEncoding `json:"zip215_encodings"`
}

// Failed reports whether any verifier returned an error.
func (rep *EdgeReport) Failed() bool {
	for _, set := range []EdgeSet{rep.Paper, rep.ZIP215} {
		for _, row := range set.Rows {
			if len(row.Errors) > 0 {
				return true
			}
		}
	}
	return false
}

// runEdge asks every verifier about every case of both sets. A panic in a
// verifier is recorded as an error of that cell.
func runEdge(vs []EdgeVerifier) (*EdgeReport, error) {
	return RunEdgeContext(context.Background(), vs, nil)
}

// RunEdgeContext asks every verifier about every case of both sets (a
// panic in a verifier is recorded as an error of that cell), and stops
// between verdicts once ctx is done, returning no report and ctx's error: a matrix with cells left blank
// would read as verdicts. progress, when not nil, is called after each
// verdict from the goroutines that ask the verifiers side by side, so it
// must be safe for concurrent use; Planned is how many calls a whole run
// makes.
func RunEdgeContext(ctx context.Context, vs []EdgeVerifier, progress func()) (*EdgeReport, error) {
	paper, err := edge25519.PaperCases()
	if err != nil {
		return nil, err
	}
	rep := &EdgeReport{
		Paper:  runEdgeSet(ctx, "paper", paper, vs, progress),
		ZIP215: runEdgeSet(ctx, "zip215", edge25519.ZIP215Cases(), vs, progress),
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for i := range rep.Paper.Rows {
		row := &rep.Paper.Rows[i]
		if want, ok := paperRow(row.EdgeVerifier); ok {
			match := row.Cells == want
			row.Paper, row.PaperMatch = want, &match
		}
	}
	for i, e := range edge25519.SmallOrderEncodings() {
		rep.Encodings = append(rep.Encodings, EdgeEncoding{
			Index: i, Hex: fmt.Sprintf("%x", e.Bytes), Order: e.Order, Canonical: e.Canonical, Desc: e.Desc,
		})
	}
	return rep, nil
}

// Planned is the number of verdicts RunEdgeContext asks of vs: each verifier's
// on every case of both sets.
func Planned(vs []EdgeVerifier) (int, error) {
	paper, err := edge25519.PaperCases()
	if err != nil {
		return 0, err
	}
	return len(vs) * (len(paper) + len(edge25519.ZIP215Cases())), nil
}

// paperRow returns the paper's published row for the library of a
// registry implementation: libsodium, and Go's crypto/ed25519, whichever
// binding reaches them (matrix.RunsLibsodium, matrix.RunsGoEd25519).
func paperRow(v EdgeVerifier) (string, bool) {
	switch {
	case slices.Contains(v.Roles, matrix.RunsLibsodium):
		return edge25519.PaperRows["libsodium"], true
	case slices.Contains(v.Roles, matrix.RunsGoEd25519):
		return edge25519.PaperRows["Go"], true
	}
	return "", false
}

// runEdgeSet asks every verifier of vs about every case, until ctx is
// done, calling progress (if not nil) after each verdict.
func runEdgeSet(ctx context.Context, name string, cases []edge25519.Case, vs []EdgeVerifier, progress func()) EdgeSet {
	set := EdgeSet{Name: name}
	for _, c := range cases {
		set.Cases = append(set.Cases, EdgeCase{
			ID: c.ID, Desc: c.Desc, Rule: c.Rule, Classes: edge25519.Classify(c.Public, c.Sig).String(),
		})
	}
	// The verifiers run side by side, each into its own row, kept in the
	// order given: a JavaScript or browser peer verifies in its own
	// process while the others run.
	set.Rows = make([]EdgeRow, len(vs))
	sidebyside.Each(len(vs), func(j int) {
		v := vs[j]
		row := EdgeRow{EdgeVerifier: v}
		cells := make([]byte, len(cases))
		for i, c := range cases {
			if ctx.Err() != nil {
				break
			}
			ok, err := safeVerify(v.Verify, c)
			switch {
			case err != nil:
				cells[i] = 'E'
				row.Errors = append(row.Errors, fmt.Sprintf("%s: %v", c.ID, err))
			case ok:
				cells[i] = 'V'
				row.Accepted++
			default:
				cells[i] = 'X'
			}
			if progress != nil {
				progress()
			}
		}
		row.Cells = string(cells)
		set.Rows[j] = row
	})
	for i, c := range cases {
		var d EdgeDivergence
		for _, row := range set.Rows {
			if row.Cells[i] == 'V' {
				d.Accepting = append(d.Accepting, row.Name)
			} else {
				d.Rejecting = append(d.Rejecting, row.Name)
			}
		}
		if len(d.Accepting) > 0 && len(d.Rejecting) > 0 {
			d.Case, d.Why = c.ID, c.Rule
			set.Divergences = append(set.Divergences, d)
		}
	}
	return set
}

// safeVerify calls verify on a copy of the case, so that a verifier that
// writes to its inputs cannot change what the next one sees, and turns a
// panic into an error.
func safeVerify(verify func(sig, msg, public []byte) (bool, error), c edge25519.Case) (ok bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			ok, err = false, fmt.Errorf("panic: %v", r)
		}
	}()
	return verify(slices.Clone(c.Sig), slices.Clone(c.Msg), slices.Clone(c.Public))
}
