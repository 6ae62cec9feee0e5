package kat

import (
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// The default text of the checks fits a 100-column terminal at any number
// of implementations (internal/termtext): a line per vector file and
// operation that counts the implementations that pass and names only the
// others, and each repeated remark said once with the vectors it covers.
// WriteGrid and WriteExtGrid keep the grids, one column per
// implementation.

// WriteText prints the results of RunVectors: per vector file and
// operation one line, "✓ 5/5 by all 9" when every implementation that has
// the operation passes, else the passing count and every other
// implementation by name with its figure (✗ failed, ◇ failed only in a
// documented edge class, skips counted, "—" for vectors that need what the
// implementation lacks). Then every skipped, noted and
// failed vector, one line per remark with the vectors it covers ("vectors
// 1–5"); the sources are cited in vectors/.
func WriteText(w io.Writer, impls []string, vs []VectorResult) {
	if len(vs) == 0 {
		return
	}
	rows, cells := vectorRows(vs)
	fmt.Fprintln(w, "\nKnown-answer vectors (passed/run; sources cited in vectors/*.json; ◇ failures only in")
	fmt.Fprintln(w, "a documented edge class, listed below; --wide for one column per implementation):")
	for _, k := range rows {
		var good, goodNames, others []string
		for _, im := range impls {
			c, ok := cells[k][im]
			if !ok {
				continue
			}
			t := Count(c)
			if t.Lacking == len(c) {
				// Every vector of the row needs what it lacks: "—", as for
				// an operation it does not have, with the reason below.
				others = append(others, im+" —")
				continue
			}
			cell := fmt.Sprintf("%d/%d", t.Passed, t.Passed+t.Failed+t.Edge)
			if t.Skipped > 0 {
				cell += fmt.Sprintf(" +%d skipped", t.Skipped)
			}
			if t.Lacking > 0 {
				cell += fmt.Sprintf(" +%d —", t.Lacking)
			}
			switch {
			case downIn(c):
				others = append(others, im+" ↓ "+cell)
			case t.Failed > 0:
				others = append(others, im+" ✗ "+cell)
			case t.Edge > 0:
				others = append(others, im+" ◇ "+cell)
			case t.Skipped > 0 || t.Lacking > 0:
				others = append(others, im+" ✓ "+cell)
			default:
				good, goodNames = append(good, cell), append(goodNames, im+" ✓ "+cell)
			}
		}
		head := fmt.Sprintf("  %s %s: ", k.file, k.op)
		var items []string
		switch {
		case len(others) == 0 && len(good) == 1:
			items = []string{"✓ " + good[0] + " by " + onlyImpl(cells[k], impls)}
		case len(others) == 0 && allSame(good) && len(good) == 2:
			items = []string{"✓ " + good[0] + " by both"}
		case len(others) == 0 && allSame(good):
			items = []string{fmt.Sprintf("✓ %s by all %d", good[0], len(good))}
		case len(good) > 0 && len(good) <= namedPasses:
			items = append(goodNames, others...)
		case len(good) > 0 && allSame(good):
			items = append([]string{fmt.Sprintf("✓ %s by %d others", good[0], len(good))}, others...)
		case len(good) > 0:
			items = append([]string{fmt.Sprintf("✓ by %d others", len(good))}, others...)
		default:
			items = others
		}
		termtext.WriteWrapped(w, head, items, 6)
	}
	writeRemarks(w, vs)
}

// namedPasses is how many passing implementations a mixed line names;
// beyond it they are counted, and --wide names them.
const namedPasses = 3

// downIn reports whether an implementation went down on one of vs.
func downIn(vs []VectorResult) bool {
	return slices.ContainsFunc(vs, func(v VectorResult) bool { return v.Down != "" })
}

// onlyImpl names the one implementation of impls with results in c.
func onlyImpl(c map[string][]VectorResult, impls []string) string {
	for _, im := range impls {
		if _, ok := c[im]; ok {
			return im
		}
	}
	return ""
}

// allSame reports whether every string of xs is the same.
func allSame(xs []string) bool {
	for _, x := range xs {
		if x != xs[0] {
			return false
		}
	}
	return true
}

// writeRemarks prints every skipped, noted and failed vector, the vectors
// an implementation meets with the same remark on one line.
func writeRemarks(w io.Writer, vs []VectorResult) {
	type remark struct {
		kind, file, op, impl, text string
	}
	ids := map[remark][]int{}
	var order []remark
	for _, v := range vs {
		var r remark
		switch {
		case v.Lacks:
			r = remark{"—", v.File, v.Op, v.Impl, v.Detail}
		case v.Skipped:
			r = remark{"skipped:", v.File, v.Op, v.Impl, v.Detail}
		case v.Pass && v.Detail != "":
			r = remark{"note:", v.File, v.Op, v.Impl, v.Detail}
		case v.Down != "":
			// One line: where it went down and how; its later vectors
			// were not run.
			r = remark{"↓", v.File, v.Op, v.Impl,
				fmt.Sprintf("vector %d: down, left out of the vectors after it: %s", v.ID, strings.TrimPrefix(v.Detail, v.Down+": "))}
		case !v.Pass && v.EdgeClass != "":
			r = remark{"◇", v.File, v.Op, v.Impl, fmt.Sprintf("%s [edge class: %s]", v.Detail, v.EdgeClass)}
		case !v.Pass:
			// A failure keeps its own line: its comment and detail (the
			// outputs that differ) are what the reader needs.
			r = remark{"✗", v.File, v.Op, v.Impl, fmt.Sprintf("vector %d%s: %s", v.ID, termtext.Paren(v.Comment), v.Detail)}
		default:
			continue
		}
		if _, ok := ids[r]; !ok {
			order = append(order, r)
		}
		ids[r] = append(ids[r], v.ID)
	}
	for _, r := range order {
		text := r.text
		if r.kind != "✗" && r.kind != "↓" {
			text = vectorsWord(ids[r]) + ": " + text
		}
		termtext.WriteWords(w, fmt.Sprintf("  %s %s %s %s ", r.kind, r.file, r.op, r.impl), text, 6)
	}
}

// vectorsWord names vectors by number: "vector 3", "vectors 1–5".
func vectorsWord(ids []int) string {
	if len(slices.Compact(slices.Sorted(slices.Values(ids)))) == 1 {
		return "vector " + strconv.Itoa(ids[0])
	}
	return "vectors " + termtext.Ranges(ids)
}

// WriteExtText prints a report on an external suite: the implementations
// (the extra Go verifiers marked so) that counted alike on one line with
// their counts, then the verdict strings, skips and notes grouped the same
// way, then the failures, each failure text on one line with the cases
// ("tcId 63–66") and the implementations it holds for.
func WriteExtText(w io.Writer, r ExtReport) {
	suite, results := r.ExtSuite, r.Results
	if !writeExtHead(w, r, true) {
		return
	}
	sig := suite.Op == "sign/ed25519"
	names := make([]string, len(results))
	byName := map[string]ExtResult{}
	for i, res := range results {
		names[i] = res.Impl
		if !res.Registry {
			names[i] += " (extra)"
		}
		byName[names[i]] = res
	}
	for _, g := range termtext.Group(names, func(n string) string { return extCounts(byName[n], sig) }) {
		termtext.WriteWrapped(w, "  "+extCounts(byName[g[0]], sig)+": ", g, 6)
	}
	// Per edge class, only where the implementations answer differently:
	// a class every one of them accepts or rejects alike says nothing
	// about any one of them.
	disputed := disputedClasses(results)
	for _, g := range termtext.Group(names, func(n string) string { return classLine(byName[n], disputed) }) {
		if l := classLine(byName[g[0]], disputed); l != "" {
			termtext.WriteWords(w, "  edge classes: ", l, 6)
			termtext.WriteWrapped(w, "      ", g, 6)
		}
	}
	for _, g := range termtext.Group(names, func(n string) string { return byName[n].Verdicts }) {
		if v := byName[g[0]].Verdicts; v != "" {
			termtext.WriteWrapped(w, "  verdicts "+v+": ", g, 6)
		}
	}
	// Remarks (skips, notes, failures) said once, with who they hold for.
	var keys []string
	who := map[string][]string{}
	cases := map[string][]int{}
	add := func(key, name string, id int, hasID bool) {
		if _, ok := who[key]; !ok {
			keys = append(keys, key)
		}
		if !slices.Contains(who[key], name) {
			who[key] = append(who[key], name)
		}
		if hasID {
			cases[key] = append(cases[key], id)
		}
	}
	for _, n := range names {
		res := byName[n]
		for _, why := range sortedKeys(res.Skipped) {
			add(fmt.Sprintf("skipped %d: %s", res.Skipped[why], why), n, 0, false)
		}
		for _, note := range sortedKeys(res.Notes) {
			add(fmt.Sprintf("%d cases: %s", res.Notes[note], note), n, 0, false)
		}
	}
	// Failures: the same text on several cases becomes one line with the
	// cases' numbers; the implementations that fail alike share it.
	for _, g := range termtext.Group(names, func(n string) string { return strings.Join(byName[n].Failures, "\n") }) {
		for _, f := range byName[g[0]].Failures {
			text, id, ok := caseNumber(f)
			key := "FAIL " + text
			for _, n := range g {
				add(key, n, id, ok)
			}
		}
	}
	for _, k := range keys {
		text := k
		if ids := cases[k]; len(ids) > 0 {
			text = strings.Replace(k, "#", termtext.Ranges(ids), 1)
		}
		termtext.WriteWords(w, "  ", text, 6)
		termtext.WriteWrapped(w, "      ", who[k], 6)
	}
}

// writeExtHead prints a file's first lines: its name, format, operation
// and counts, led by FAIL when nothing ran or an implementation counted
// otherwise than expect/outcomes.json pins, then the mismatches and the
// groups left out. wrap folds long lines (WriteExtText); the --wide form
// does not. It reports whether results follow.
func writeExtHead(w io.Writer, r ExtReport, wrap bool) bool {
	suite := r.ExtSuite
	title := string(suite.Format)
	if suite.Layout == WycheproofV1 {
		title = "wycheproof v1"
	}
	if suite.Algorithm != "" {
		title += " " + suite.Algorithm
	}
	count := cases(len(suite.Cases))
	if len(suite.Cases) != suite.Total() {
		count = fmt.Sprintf("%d of %d cases", len(suite.Cases), suite.Total())
	}
	head := fmt.Sprintf("%s (%s, %s, %s)", filepath.Base(suite.Source), title, suite.Op, count)
	line := func(prefix, text string) {
		if wrap {
			termtext.WriteWords(w, prefix, text, 6)
		} else {
			fmt.Fprintf(w, "%s%s\n", prefix, text)
		}
	}
	switch {
	case r.NothingRan != "":
		line("FAIL, nothing ran: ", head)
		line("  ", r.NothingRan)
	case len(r.PinMismatches) > 0:
		line("FAIL, not as pinned: ", head)
	default:
		line("", head)
	}
	for _, m := range r.PinMismatches {
		line("  not as pinned: ", m)
	}
	for _, why := range sortedKeys(suite.Unsupported) {
		line(fmt.Sprintf("  left out: %s: ", cases(suite.Unsupported[why])), why)
	}
	return len(r.Results) > 0
}

// disputedClasses returns the edge classes on whose cases the results
// differ: some implementation accepted a case of the class that another
// rejected.
func disputedClasses(results []ExtResult) map[string]bool {
	out := map[string]bool{}
	seen := map[string]ClassCount{}
	for _, res := range results {
		for cls, c := range res.Classes {
			if first, ok := seen[cls]; ok && first != *c {
				out[cls] = true
			}
			seen[cls] = *c
		}
	}
	return out
}

// cases counts cases in words: "1 case", "2 cases".
func cases(n int) string { return termtext.Count(n, "case") }

// classLine says in one line what an implementation did per edge class,
// for the classes in only (every class when only is nil).
func classLine(res ExtResult, only map[string]bool) string {
	var parts []string
	for _, cls := range slices.Sorted(maps.Keys(res.Classes)) {
		if only != nil && !only[cls] {
			continue
		}
		c := res.Classes[cls]
		parts = append(parts, fmt.Sprintf("%s %d of %d accepted", cls, c.Accepted, c.Accepted+c.Rejected))
	}
	return strings.Join(parts, "; ")
}

// extCounts is one result's counts in words, leaving out the zeros a
// reader need not read.
func extCounts(res ExtResult, sig bool) string {
	parts := []string{fmt.Sprintf("%d passed", res.Passed)}
	if res.Failed > 0 {
		f := fmt.Sprintf("%d failed", res.Failed)
		if sig && res.EdgeFailed > 0 {
			f += fmt.Sprintf(" (%d edge class)", res.EdgeFailed)
		}
		parts = append(parts, f)
	}
	if res.AcceptableAccepted > 0 || res.AcceptableRejected > 0 {
		parts = append(parts, fmt.Sprintf("acceptable: %d accepted, %d rejected", res.AcceptableAccepted, res.AcceptableRejected))
	}
	if sig {
		parts = append(parts, fmt.Sprintf("%d signatures accepted", res.Accepted))
	}
	skipped := 0
	for _, n := range res.Skipped {
		skipped += n
	}
	if skipped > 0 {
		parts = append(parts, fmt.Sprintf("%d skipped", skipped))
	}
	return strings.Join(parts, ", ")
}

// caseID finds the case number in a failure as RunExtVectors writes it
// ("tcId 63 (comment) [flags]: why").
var caseID = regexp.MustCompile(`^(\S+ )(\d+)( .*)$`)

// caseNumber splits a failure into its text with "#" for the case number,
// and the number; ok is false when the case has no number.
func caseNumber(f string) (text string, id int, ok bool) {
	m := caseID.FindStringSubmatch(f)
	if m == nil {
		return f, 0, false
	}
	id, err := strconv.Atoi(m[2])
	if err != nil {
		return f, 0, false
	}
	return m[1] + "#" + m[3], id, true
}
