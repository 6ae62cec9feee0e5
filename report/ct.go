package report

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// constantTime writes the "Constant time" section when the results carry
// `naclcmp ct` verdicts: a matrix of operations × implementations, then
// every finding with its evidence. Without verdicts it writes nothing.
func (r view) constantTime(w io.Writer) {
	c := r.ConstantTime
	if c == nil || (c.Valgrind == nil && c.Timing == nil) {
		return
	}
	fmt.Fprintln(w, "## Constant time")
	fmt.Fprintln(w)
	var method []string
	if v := c.Valgrind; v != nil {
		method = append(method, fmt.Sprintf("C libraries ran each call that handles a secret once under %s (%s) "+
			"with their secret inputs marked undefined, as SUPERCOP's TIMECOP does: keys, seeds, scalars and the messages a hash "+
			"or a cipher hides, for Open and Verify the key "+
			"(and so the plaintext), while the result of a tag comparison is public by design. Signature verification has no secret "+
			"input and is not marked. ✓ means no branch or memory index depended on a secret in any checked call of the operation, "+
			"T!!! that one did (naming the call when the operation has several). A branch a library takes on purpose on a "+
			"public-by-design result (a tag comparison's verdict, a refused low-order point) is declassified with its reason and "+
			"listed below, never hidden. Go and JavaScript cannot run meaningfully under memcheck (their runtimes) and show \"not "+
			"checked\". The harnesses were built in %.1f s and checked in %.1f s.",
			mdEscape(v.Version), codeSpan("valgrind "+strings.Join(v.Flags, " ")), v.BuildSeconds, v.Seconds))
	}
	if t := c.Timing; t != nil {
		method = append(method, fmt.Sprintf("The timing test (dudect) measured every implementation in %s "+
			"with a fixed versus random secret, interleaved at random, for up to %.3g s per operation; "+
			"|t| is the largest Welch t over the uncropped and cropped measurements, and above %.1f "+
			"it flags a leak. A timing verdict is statistical: noise on a busy machine can raise |t|, and a cache keyed on the "+
			"secret (Go's crypto/ed25519 keeps expanded private keys by their address) makes the repeated fixed secret faster; a "+
			"timing leak is a lead to investigate, the valgrind verdict the proof.",
			mdEscape(t.Counter), t.Budget, t.Threshold))
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
	r.ctUnchecked(w, c)
	if notes := ctrecord.DesignNotes(r.ctOps()); len(notes) > 0 {
		for _, n := range notes {
			fmt.Fprintf(w, "- %s\n", mdEscape(n))
		}
		fmt.Fprintln(w)
	}
	ctFindings(w, c)
}

// ctUnchecked says why implementations without valgrind verdicts have
// none, and what the verdicts of checked libraries do not cover.
func (r view) ctUnchecked(w io.Writer, c *ctrecord.Results) {
	if c.Valgrind == nil {
		return
	}
	checked := map[string]bool{}
	for _, v := range c.Valgrind.Results {
		checked[v.Impl] = true
	}
	n := 0
	for _, im := range r.Impls {
		why, note := "", c.Valgrind.Notes[im.Name]
		if !checked[im.Name] {
			why = ctrecord.Unchecked(im.Name, im.Language)
		}
		if why == "" && note == "" {
			continue
		}
		if why == "" {
			why = note
		}
		fmt.Fprintf(w, "- %s: %s\n", mdEscape(im.Name), mdEscape(why))
		n++
	}
	if n > 0 {
		fmt.Fprintln(w)
	}
}

// ctOps lists the operations of the implementations in the report, in
// catalogue order.
func (r view) ctOps() []string {
	var ops []string
	for _, spec := range matrix.Specs {
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
func ctFindings(w io.Writer, c *ctrecord.Results) {
	ctControls(w, c)
	fmt.Fprintln(w, "### Constant-time findings")
	fmt.Fprintln(w)
	n := 0
	if c.Valgrind != nil {
		for _, v := range c.Valgrind.Results {
			if strings.HasPrefix(v.Op, "control/") {
				continue // summarised by ctControls
			}
			if v.Err != "" {
				fmt.Fprintf(w, "- %s: valgrind check failed: %s\n", mdEscape(v.Impl+" "+v.Op+" "+v.Call), mdEscape(v.Err))
				n++
			}
			for _, f := range v.Findings {
				fmt.Fprintf(w, "- **%s** (secret: %s): %s\n", mdEscape(v.Impl+" "+v.Op+" "+v.Call), mdEscape(v.Secret), mdEscape(f.Kind))
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
				fmt.Fprintf(w, "- %s: timing test failed: %s\n", mdEscape(t.Impl+" "+t.Op), mdEscape(t.Err))
			case t.Leak:
				fmt.Fprintf(w, "- **%s** %s (secret: %s): timing leak, |t| = %.1f (%s) over %d measurements in %.1f s\n",
					mdEscape(t.Impl+" "+t.Op), mdEscape(t.Call), mdEscape(t.Secret), t.MaxT, mdEscape(t.Test), t.Measurements, t.Seconds)
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
	ctDeclassified(w, c)
}

// ctControls says how the valgrind controls, run inside every library's
// harness, came out: they show the detector works, and are no finding of
// the library they ran beside.
func ctControls(w io.Writer, c *ctrecord.Results) {
	if c.Valgrind == nil {
		return
	}
	var leakyRuns, leakyFlagged, constRuns, constPassed int
	for _, v := range c.Valgrind.Results {
		switch v.Op {
		case "control/leaky":
			leakyRuns++
			if v.Verdict == ctrecord.VerdictLeak {
				leakyFlagged++
			}
		case "control/constant":
			constRuns++
			if v.Verdict == ctrecord.VerdictConstantTime {
				constPassed++
			}
		}
	}
	if leakyRuns+constRuns == 0 {
		return
	}
	fmt.Fprintf(w, "Controls under valgrind, in every library's harness: the early-exit comparison was flagged T!!! in %d of %d runs, the "+
		"OR-accumulating one found constant time in %d of %d.\n\n",
		leakyFlagged, leakyRuns, constPassed, constRuns)
}

// ctDeclassified lists the reports set aside as by-design branches, each
// with its stack and reason, so that a reader can check every one.
func ctDeclassified(w io.Writer, c *ctrecord.Results) {
	if c.Valgrind == nil {
		return
	}
	n := 0
	for _, v := range c.Valgrind.Results {
		for _, d := range v.Declassified {
			if n == 0 {
				fmt.Fprintln(w, "### Declassified by design (not leaks)")
				fmt.Fprintln(w)
			}
			fmt.Fprintf(w, "- %s: %s\n", mdEscape(v.Impl+" "+v.Op+" "+v.Call), mdEscape(d.Kind))
			fmt.Fprintf(w, "  - at %s\n", mdEscape(strings.Join(d.Stack, " ← ")))
			fmt.Fprintf(w, "  - why: %s\n", mdEscape(d.Reason))
			n++
		}
	}
	if n > 0 {
		fmt.Fprintln(w)
	}
}
