package report

import (
	flagpkg "flag"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// verdictResults names the results.json TestVerdictsAgreeWithRows checks
// besides the published one, -args -naclcmp.verdict=FILE: any run's.
var verdictResults = flagpkg.String("naclcmp.verdict", "", "also check the verdicts of this results.json")

// verdictConflicts returns, for each operation call of res, the
// implementation its summary names fastest (Slower 1) when that
// implementation is slower at the longest length it measured than
// another by more than their intervals: the verdict contradicts its row.
// Costs are in the unit the report ranks by (Cell.Cost: counter ticks
// where there is a counter); the intervals are the medians' (Stats.Lo,
// Hi), or in results without them the quartiles, which are wider.
func verdictConflicts(res *record.Results) []string {
	type key struct{ op, call string }
	fastestOf := map[key]string{}
	for _, s := range res.Summary {
		if s.Slower == 1 {
			fastestOf[key{s.Op, s.Call}] = s.Impl
		}
	}
	longest := map[key]int{}
	for _, c := range res.Cells {
		if k := (key{c.Op, c.Call}); c.OK() && c.Bytes > longest[k] {
			longest[k] = c.Bytes
		}
	}
	at := map[key]map[string]*record.Cell{}
	for i, c := range res.Cells {
		k := key{c.Op, c.Call}
		if c.OK() && c.Bytes == longest[k] {
			if at[k] == nil {
				at[k] = map[string]*record.Cell{}
			}
			at[k][c.Impl] = &res.Cells[i]
		}
	}
	bounds := func(s *record.Stats) (lo, hi float64) {
		if s.Lo != 0 || s.Hi != 0 {
			return s.Lo, s.Hi
		}
		return s.Q1, s.Q3
	}
	var out []string
	for k, best := range fastestOf {
		b := at[k][best]
		if b == nil {
			continue // the fastest did not measure the longest length
		}
		bLo, _ := bounds(b.Cost())
		for im, c := range at[k] {
			if _, hi := bounds(c.Cost()); im != best && bLo > hi {
				out = append(out, fmt.Sprintf("%s %s: %s is named fastest but at %d bytes costs %s (from %s) against %s's %s (up to %s)",
					k.op, k.call, best, longest[k], fmtNum(b.Cost().Median), fmtNum(bLo), im, fmtNum(c.Cost().Median), fmtNum(hi)))
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestVerdictsAgreeWithRows: the published results (docs/results), and
// any given with -naclcmp.verdict, name no implementation fastest that is
// slower than another at the longest length measured by more than their
// intervals.
func TestVerdictsAgreeWithRows(t *testing.T) {
	files := []string{filepath.Join("..", "docs", "results", "results.json")}
	if *verdictResults != "" {
		files = append(files, *verdictResults)
	}
	for _, f := range files {
		res, err := ReadResultsFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Summary) == 0 {
			t.Fatalf("%s: no summary to check", f)
		}
		for _, c := range verdictConflicts(res) {
			t.Errorf("%s: %s", f, c)
		}
	}
}

// TestVerdictCheckCatchesOld: the check fails on SHA-256 as docs/results
// published it on 2026-12-04 (three of its rows), which ranked by the
// long-message figure and named chromium:webcrypto fastest while it ran at
// 630 MB/s against go-stdlib's 1,584 at 1 MiB; the report's own summary of
// the same cells now agrees with them.
func TestVerdictCheckCatchesOld(t *testing.T) {
	res, err := ReadResultsFile(filepath.Join("testdata", "verdict-2026-12-04.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(verdictConflicts(res)) == 0 {
		t.Error("the check passes the old summary, which named chromium:webcrypto fastest")
	}
	res.Summary = deriveSummary(view{res})
	if c := verdictConflicts(res); len(c) != 0 {
		t.Errorf("the summary derived now still contradicts its rows: %v", c)
	}
}
