package edge

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

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

// EdgeReport is the outcome of RunEdge.
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

// RunEdge asks every verifier about every case of both sets. A panic in a
// verifier is recorded as an error of that cell.
func RunEdge(vs []EdgeVerifier) (*EdgeReport, error) {
	paper, err := edge25519.PaperCases()
	if err != nil {
		return nil, err
	}
	rep := &EdgeReport{
		Paper:  runEdgeSet("paper", paper, vs),
		ZIP215: runEdgeSet("zip215", edge25519.ZIP215Cases(), vs),
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

func runEdgeSet(name string, cases []edge25519.Case, vs []EdgeVerifier) EdgeSet {
	set := EdgeSet{Name: name}
	for _, c := range cases {
		set.Cases = append(set.Cases, EdgeCase{
			ID: c.ID, Desc: c.Desc, Rule: c.Rule, Classes: edge25519.Classify(c.Public, c.Sig).String(),
		})
	}
	for _, v := range vs {
		row := EdgeRow{EdgeVerifier: v}
		cells := make([]byte, len(cases))
		for i, c := range cases {
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
		}
		row.Cells = string(cells)
		set.Rows = append(set.Rows, row)
	}
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

// WriteText prints the paper matrix, the ZIP-215 summary and the legend.
func (rep *EdgeReport) WriteText(w io.Writer) {
	fmt.Fprintln(w, `Ed25519 edge cases of "Taming the many EdDSAs" (Chalkias, Garillot, Nikolaenko, SSR 2020)`)
	fmt.Fprintln(w, "V accepted, X rejected, E error; built from first principles, not read from a file")
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 1, ' ', 0)
	fmt.Fprint(tw, "verifier\t")
	for i := range rep.Paper.Cases {
		fmt.Fprintf(tw, "%d\t", i)
	}
	fmt.Fprintln(tw, "accepted\tpaper\t")
	for _, row := range rep.Paper.Rows {
		fmt.Fprintf(tw, "%s\t", row.Name)
		for _, c := range row.Cells {
			fmt.Fprintf(tw, "%c\t", c)
		}
		paper := ""
		if row.PaperMatch != nil {
			paper = "= paper"
			if !*row.PaperMatch {
				paper = "≠ paper " + row.Paper
			}
		}
		fmt.Fprintf(tw, "%d\t%s\t\n", row.Accepted, paper)
	}
	tw.Flush()
	fmt.Fprintln(w, "\ncases:")
	for i, c := range rep.Paper.Cases {
		fmt.Fprintf(w, "  %2d  %s\n", i, c.Desc)
	}
	writeDivergences(w, rep.Paper)
	rep.writeZIP215(w)
	writeEdgeErrors(w, rep)
}

func writeDivergences(w io.Writer, set EdgeSet) {
	if len(set.Divergences) == 0 {
		fmt.Fprintln(w, "\nevery verifier agrees on every case")
		return
	}
	fmt.Fprintln(w, "\nwhere they differ:")
	for _, d := range set.Divergences {
		fmt.Fprintf(w, "  %s: %s\n      accepted by %s\n      rejected by %s\n",
			d.Case, d.Why, strings.Join(d.Accepting, ", "), strings.Join(d.Rejecting, ", "))
	}
}

// writeZIP215 prints the accepted count of every verifier, then one 14×14
// grid per distinct pattern of answers, naming the verifiers that share it.
func (rep *EdgeReport) writeZIP215(w io.Writer) {
	set := rep.ZIP215
	n := len(rep.Encodings)
	fmt.Fprintf(w, "\nZIP-215 small-order set: A and R each one of %d small-order encodings, S = 0, message %q (%d cases)\n",
		n, edge25519.ZIP215Message, len(set.Cases))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  verifier\taccepted\t")
	for _, row := range set.Rows {
		fmt.Fprintf(tw, "  %s\t%d\t\n", row.Name, row.Accepted)
	}
	tw.Flush()
	fmt.Fprintf(w, "all verifiers agree on %d of %d cases\n", len(set.Cases)-len(set.Divergences), len(set.Cases))

	var patterns []string
	names := map[string][]string{}
	for _, row := range set.Rows {
		if _, ok := names[row.Cells]; !ok {
			patterns = append(patterns, row.Cells)
		}
		names[row.Cells] = append(names[row.Cells], row.Name)
	}
	if len(patterns) > 1 {
		fmt.Fprintln(w, "answers per group of verifiers that agree (rows: A, columns: R, encodings below):")
		for _, p := range patterns {
			fmt.Fprintf(w, "\n  %s\n     ", strings.Join(names[p], ", "))
			for j := 0; j < n; j++ {
				fmt.Fprintf(w, "%3d", j)
			}
			fmt.Fprintln(w)
			for i := 0; i < n; i++ {
				fmt.Fprintf(w, "  %2d ", i)
				for j := 0; j < n; j++ {
					fmt.Fprintf(w, "%3c", p[i*n+j])
				}
				fmt.Fprintln(w)
			}
		}
	}
	fmt.Fprintln(w, "\nsmall-order encodings:")
	for _, e := range rep.Encodings {
		fmt.Fprintf(w, "  %2d  %s  %s\n", e.Index, e.Hex, e.Desc)
	}
}

func writeEdgeErrors(w io.Writer, rep *EdgeReport) {
	for _, set := range []EdgeSet{rep.Paper, rep.ZIP215} {
		for _, row := range set.Rows {
			for _, e := range row.Errors {
				fmt.Fprintf(w, "error: %s: %s\n", row.Name, e)
			}
		}
	}
}
