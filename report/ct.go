package report

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/compare"
	"github.com/naclcmp/naclcmp/ct"
)

// constantTime writes the "Constant time" section when the results carry
// `naclcmp ct` verdicts: a matrix of operations × implementations, then
// every finding with its evidence. Without verdicts it writes nothing.
func (r *Results) constantTime(w io.Writer) {
	c := r.ConstantTime
	if c == nil || (c.Valgrind == nil && c.Timing == nil) {
		return
	}
	fmt.Fprintln(w, "## Constant time")
	fmt.Fprintln(w)
	var method []string
	if v := c.Valgrind; v != nil {
		method = append(method, fmt.Sprintf("C libraries ran once per operation under %s (`valgrind %s`) with their secret inputs marked undefined, as SUPERCOP's TIMECOP does: ✓ means no branch or memory index depended on a secret, T!!! that one did. Go and JavaScript cannot run meaningfully under memcheck (their runtimes) and show \"not checked\".",
			v.Version, strings.Join(v.Flags, " ")))
	}
	if t := c.Timing; t != nil {
		method = append(method, fmt.Sprintf("The timing test (dudect) measured every implementation in %s with a fixed versus random secret, interleaved at random, for up to %.3g s per operation; |t| is the largest Welch t over the uncropped and cropped measurements, and above %.1f it flags a leak. A timing verdict is statistical: noise on a busy machine can raise |t|, and a cache keyed on the secret (Go's crypto/ed25519 keeps expanded private keys by their address) makes the repeated fixed secret faster; a timing leak is a lead to investigate, the valgrind verdict the proof.",
			t.Counter, t.Budget, t.Threshold))
	}
	fmt.Fprintln(w, strings.Join(method, " "))
	fmt.Fprintln(w)

	t := &table{title: "Constant-time verdicts", header: []string{"operation"}}
	for _, im := range r.Impls {
		t.header = append(t.header, im.Name)
	}
	for _, op := range r.ctOps() {
		row := []string{op}
		for _, im := range r.Impls {
			if !slices.Contains(im.Ops, op) {
				row = append(row, "—")
				continue
			}
			row = append(row, mdEscape(c.Mark(im.Name, op)))
		}
		t.rows = append(t.rows, row)
	}
	t.markdown(w)
	ctFindings(w, c)
}

// ctOps lists the operations of the implementations in the report, in
// catalogue order.
func (r *Results) ctOps() []string {
	var ops []string
	for _, spec := range compare.Specs {
		for _, im := range r.Impls {
			if slices.Contains(im.Ops, spec.ID()) {
				ops = append(ops, spec.ID())
				break
			}
		}
	}
	return ops
}

// ctFindings lists every valgrind finding with its stack and the origin of
// the secret, and every timing leak with its statistics.
func ctFindings(w io.Writer, c *ct.Results) {
	fmt.Fprintln(w, "### Constant-time findings")
	fmt.Fprintln(w)
	n := 0
	if c.Valgrind != nil {
		for _, v := range c.Valgrind.Results {
			if v.Err != "" {
				fmt.Fprintf(w, "- %s %s: valgrind check failed: %s\n", v.Impl, v.Op, mdEscape(v.Err))
				n++
			}
			for _, f := range v.Findings {
				fmt.Fprintf(w, "- **%s %s** (secret: %s): %s\n", v.Impl, v.Op, v.Secret, f.Kind)
				fmt.Fprintf(w, "  - at %s\n", mdEscape(strings.Join(f.Stack, " ← ")))
				if len(f.Origin) > 0 {
					fmt.Fprintf(w, "  - secret marked at %s\n", mdEscape(strings.Join(f.Origin, " ← ")))
				}
				n++
			}
		}
	}
	if c.Timing != nil {
		for _, t := range c.Timing.Results {
			switch {
			case t.Err != "":
				fmt.Fprintf(w, "- %s %s: timing test failed: %s\n", t.Impl, t.Op, mdEscape(t.Err))
			case t.Leak:
				fmt.Fprintf(w, "- **%s %s** %s (secret: %s): timing leak, |t| = %.1f (%s) over %d measurements in %.1f s\n",
					t.Impl, t.Op, t.Call, t.Secret, t.MaxT, t.Test, t.Measurements, t.Seconds)
			default:
				continue
			}
			n++
		}
	}
	if n == 0 {
		fmt.Fprintln(w, "None: no secret-dependent branch or memory index, and no timing leak.")
	}
	fmt.Fprintln(w)
}
