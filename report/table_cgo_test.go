package report

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// loopResult is a C loop measurement of fn at n bytes for binding impl:
// loopNs in the loop, bindingNs through the binding, each from 100
// samples with an interquartile range of iqr ns (0: no quartiles), which
// makes the standard error of their difference 0.1314 iqr.
func loopResult(impl, fn string, perByte bool, n int, loopNs, bindingNs, iqr float64) record.LoopResult {
	stats := func(m float64) *record.Stats {
		if iqr == 0 {
			return &record.Stats{Median: m}
		}
		return &record.Stats{N: 100, Q1: m - iqr/2, Median: m, Q3: m + iqr/2}
	}
	return record.LoopResult{
		Function:   fn,
		Cell:       record.Cell{Op: "hash/sha512", Call: "hash", Bytes: n, PerByte: perByte, Ns: stats(loopNs)},
		Binding:    record.Cell{Op: "hash/sha512", Call: "hash", Impl: impl, Bytes: n, PerByte: perByte, Ns: stats(bindingNs)},
		Efficiency: record.Efficiency(bindingNs, loopNs),
	}
}

// TestEfficiencyTable checks the binding-cost table: one row per binding,
// function and kind of call; what each adds beyond the crossing, at its
// most precise length, with its standard error; from which length of at
// least 1 KiB the efficiency target holds; and the notes naming the
// bindings clearly over the target.
func TestEfficiencyTable(t *testing.T) {
	padded := loopResult("tweet", "crypto_hash", true, 64, 100, 160, 10)
	padded.Note = "copies into the padded layout"
	r := &record.Results{CGo: record.CGoCost{
		GoCall: &record.Cell{Ns: &record.Stats{Median: 2}},
		CCall:  &record.Cell{Ns: &record.Stats{Median: 32}}, // a 30 ns crossing: calls need ≥ 970 ns
		Loops: []record.LoopResult{
			// 32 ns more at 64 bytes, the most precise: 2 ns beyond the
			// crossing, ± 1.31; the longer lengths' 34 and 33 are noisier.
			loopResult("sodium", "crypto_hash_sha512", true, 64, 200, 232, 10),
			loopResult("sodium", "crypto_hash_sha512", true, 1024, 2000, 2034, 100),
			loopResult("sodium", "crypto_hash_sha512", true, 4096, 6000, 6033, 300),
			// Per call: one point, whose noise hides a few ns.
			loopResult("sodium", "crypto_sign_detached", false, 59, 20000, 20031, 1000),
			// 60 ns more at 64 bytes: 30 ± 1.31 beyond the crossing, clearly
			// over; 1024 falls below the efficiency target.
			padded,
			loopResult("tweet", "crypto_hash", true, 1024, 900, 930, 100),
			// 8 ns beyond the crossing, but ± 13.1: not clearly over.
			loopResult("noisy", "f", true, 64, 200, 238, 100),
			// A failed binding is an error note and no figure.
			{Function: "broken", Binding: record.Cell{Impl: "x", Error: "boom"}, Cell: record.Cell{Bytes: 64, PerByte: true}},
		},
	}}
	tb := (view{r}).efficiencyTable()
	if want := []string{"binding", "C function", "operation", "ns added", "≥ 0.97 from", "64", "1024", "4096", "per call"}; !slices.Equal(tb.header, want) {
		t.Errorf("header = %q, want %q", tb.header, want)
	}
	want := [][]string{
		{"sodium", "crypto_hash_sha512", "hash/sha512 hash", "2.00 ± 1.31", "1024", "0.862", "0.983", "0.995", ""},
		{"sodium", "crypto_sign_detached", "hash/sha512 hash, 59 bytes", "1.00 ± 131", "", "", "", "", "0.998"},
		{"tweet", "crypto_hash", "hash/sha512 hash", "30.0 ± 1.31", "never", "0.625", "0.968 (below)", "", ""},
		{"noisy", "f", "hash/sha512 hash", "8.00 ± 13.1", "", "0.840", "", "", ""},
		{"x", "broken", " ", "—", "", "", "", "", ""},
	}
	for i, row := range tb.rows {
		if i >= len(want) || !slices.Equal(row, want[i]) {
			t.Errorf("row %d = %q", i, row)
		}
	}
	if len(tb.rows) != len(want) {
		t.Errorf("%d rows, want %d", len(tb.rows), len(want))
	}
	notes := strings.Join(tb.notes, "\n")
	for _, s := range []string{"error: boom", "tweet, crypto_hash: copies into the padded layout", "less the 30.0 ns crossing",
		"calls shorter than 970 ns", "more than 5.00 ns added, by two standard errors: tweet crypto_hash (30.0 ns, forced by its library's API (its note above))\n"} {
		if !strings.Contains(notes+"\n", s) {
			t.Errorf("notes lack %q:\n%s", s, notes)
		}
	}
}

// TestEfficiencyTableOldRuns: results from before every binding had loops
// name the binding once, in CGo.Binding, and recorded no kind of call;
// their loops were per byte.
func TestEfficiencyTableOldRuns(t *testing.T) {
	old := loopResult("", "crypto_hash_sha512", false, 1024, 1000, 1040, 0)
	r := &record.Results{CGo: record.CGoCost{Binding: "libsodium", CCall: &record.Cell{Error: "built without cgo"}, Loops: []record.LoopResult{old}}}
	tb := (view{r}).efficiencyTable()
	if want := []string{"libsodium", "crypto_hash_sha512", "hash/sha512 hash", "40.0", "never", "0.962 (below)", ""}; len(tb.rows) != 1 || !slices.Equal(tb.rows[0], want) {
		t.Errorf("rows = %q, want %q", tb.rows, want)
	}
	if !strings.Contains(strings.Join(tb.notes, " "), "the crossing included") {
		t.Errorf("without the empty call, the notes do not say the crossing is included: %q", tb.notes)
	}
}

func TestEfficiencyText(t *testing.T) {
	for e, want := range map[float64]string{0.9699: "0.9699", 0.97: "0.970", 0.96951: "0.9695", 0.9649: "0.965", 1.0004: "1.000"} {
		if got := efficiencyText(e); got != want {
			t.Errorf("efficiencyText(%v) = %q, want %q", e, got, want)
		}
	}
}

// TestNoLoopsSaysWhy: report.md says why a run has no binding cost, and
// names the emulator when that is the reason.
func TestNoLoopsSaysWhy(t *testing.T) {
	for _, emulated := range []bool{false, true} {
		r := &record.Results{Machine: record.Machine{Emulated: emulated}}
		var b bytes.Buffer
		(view{r}).writeMarkdown(&b, nil)
		want := "the run measured no operation of a C binding that has a C loop"
		if emulated {
			want = "under an emulator a binding and its C loop both run translated code"
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("emulated %v: report.md lacks %q", emulated, want)
		}
	}
}

// TestEfficiencyTableCrossingMeasured: when the run timed each loop once
// per crossing too, what a binding adds is its cost beyond that bare call
// of the same C calls, with no empty call subtracted.
func TestEfficiencyTableCrossingMeasured(t *testing.T) {
	l := loopResult("sodium", "crypto_hash_sha512", true, 64, 200, 290, 10)
	l.Crossing = &record.Cell{Ns: &record.Stats{N: 100, Q1: 282, Median: 287, Q3: 292}}
	over := loopResult("slow", "f", true, 64, 200, 320, 10)
	over.Crossing = &record.Cell{Ns: &record.Stats{N: 100, Q1: 275, Median: 280, Q3: 285}}
	r := &record.Results{CGo: record.CGoCost{
		GoCall: &record.Cell{Ns: &record.Stats{Median: 2}},
		CCall:  &record.Cell{Ns: &record.Stats{Median: 32}},
		Loops:  []record.LoopResult{l, over},
	}}
	tb := (view{r}).efficiencyTable()
	if got := tb.rows[0][3]; got != "3.00 ± 1.31" {
		t.Errorf("ns added = %q, want 3.00 ± 1.31 (290 − 287)", got)
	}
	notes := strings.Join(tb.notes, "\n")
	if !strings.Contains(notes, "one bare cgo call") || !strings.Contains(notes, "more than 5.00 ns added, by two standard errors: slow f (40.0 ns)") || strings.Contains(notes, "sodium crypto_hash_sha512 (") {
		t.Errorf("notes:\n%s", notes)
	}
}

// TestEfficiencyTableLayoutReach: a binding measured clearly faster than
// its own C loop sets the share of a call that layout moves; a call of
// microseconds more than 5 ns over but within that share is marked, not
// named over the target, while a short call 30 ns over still is.
func TestEfficiencyTableLayoutReach(t *testing.T) {
	cross := func(l record.LoopResult, ns float64) record.LoopResult {
		l.Crossing = &record.Cell{Ns: &record.Stats{N: 100, Q1: ns - 5, Median: ns, Q3: ns + 5}}
		return l
	}
	r := &record.Results{CGo: record.CGoCost{
		GoCall: &record.Cell{Ns: &record.Stats{Median: 2}},
		CCall:  &record.Cell{Ns: &record.Stats{Median: 32}},
		Loops: []record.LoopResult{
			cross(loopResult("sodium", "crypto_sign_detached", false, 59, 17000, 17180, 10), 17030),
			cross(loopResult("wolf", "wc_ed25519_sign_msg", false, 59, 20000, 19850, 10), 20030),
			cross(loopResult("slow", "f", true, 64, 600, 660, 10), 630),
		},
	}}
	tb := (view{r}).efficiencyTable()
	if got := tb.rows[0][3]; got != "150 ± 1.31 (within layout)" {
		t.Errorf("ns added = %q, want 150 ± 1.31 (within layout)", got)
	}
	notes := strings.Join(tb.notes, "\n")
	for _, want := range []string{
		"here wolf wc_ed25519_sign_msg measured -180 ns beside its own C loop, 0.86% of its 20.0 µs call beyond 5.00 ns",
		"(within layout): more than 5.00 ns, but within 5.00 ns plus 0.86% of the call: sodium crypto_sign_detached",
		"more than 5.00 ns added, by two standard errors: slow f (30.0 ns)",
	} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
	if strings.Contains(notes, "sodium crypto_sign_detached (") {
		t.Errorf("a call within its layout reach is named over the target:\n%s", notes)
	}
}

// goSideLoop is a loop of a Go-side run, or of a normal one, whose binding
// measured added ns beyond its bare call of cross ns, round by round.
func goSideLoop(impl, fn string, added, cross float64) record.LoopResult {
	l := loopResult(impl, fn, true, 64, cross, cross+added, 2)
	l.Crossing = &record.Cell{Ns: &record.Stats{N: 100, Q1: cross - 1, Median: cross, Q3: cross + 1}}
	l.Added = &record.Stats{N: 100, Q1: added - 1, Median: added, Q3: added + 1}
	return l
}

// goSidePasses are five passes of five bindings, the machine fast in
// some (bare calls of 40 to 46 ns, within fastState of 40) and slow in
// the others (46.5 ns and up). The median of the fast passes decides:
// not a slow pass (noisy h, over only when slow, and at 46.5 ns just past
// the fast state), not the single fastest pass (lucky j, under only in
// the pass whose bare call was the shortest), and of an even count the
// higher middle one (even k).
var goSidePasses = []record.LoopResult{
	goSideLoop("quick", "f", 2, 40), goSideLoop("quick", "f", 3, 42), goSideLoop("quick", "f", 2.5, 44), goSideLoop("quick", "f", 6, 70), goSideLoop("quick", "f", 8, 75),
	goSideLoop("slow", "g", 6, 40), goSideLoop("slow", "g", 7, 41), goSideLoop("slow", "g", 5.8, 43), goSideLoop("slow", "g", 9, 70), goSideLoop("slow", "g", 9, 72),
	goSideLoop("noisy", "h", 3, 40), goSideLoop("noisy", "h", 4.5, 46), goSideLoop("noisy", "h", 4, 45), goSideLoop("noisy", "h", 20, 46.5), goSideLoop("noisy", "h", 9, 70),
	goSideLoop("lucky", "j", 1, 39), goSideLoop("lucky", "j", 7, 41), goSideLoop("lucky", "j", 8, 42), goSideLoop("lucky", "j", 2, 70), goSideLoop("lucky", "j", 2, 71),
	goSideLoop("even", "k", 4, 40), goSideLoop("even", "k", 6, 41), goSideLoop("even", "k", 3, 70), goSideLoop("even", "k", 3, 72), goSideLoop("even", "k", 3, 74),
}

// TestEfficiencyTableGoSide: with a Go-side run beside it, the table shows
// each binding's Go side as the median of its passes with the machine at
// its fastest, with the range of all passes, and that column, not the
// noisy ns added of the real calls, names the bindings over the target.
func TestEfficiencyTableGoSide(t *testing.T) {
	r := &record.Results{CGo: record.CGoCost{
		GoCall: &record.Cell{Ns: &record.Stats{Median: 2}},
		CCall:  &record.Cell{Ns: &record.Stats{Median: 32}},
		Loops: []record.LoopResult{
			goSideLoop("quick", "f", 30, 60), // 30 ns over with its C call, 2 on the Go side
			goSideLoop("slow", "g", 1, 60),   // 1 ns with its C call, 6 on the Go side
			goSideLoop("noisy", "h", 2, 60),  // over in the slow passes, not in the fast ones
			goSideLoop("lucky", "j", 2, 60),  // under in the fastest pass, over in the fast ones
			goSideLoop("even", "k", 2, 60),   // 4 and 6 in its two fast passes
			goSideLoop("untimed", "i", 2, 60),
			goSideLoop("untimed", "k", 40, 60), // over with its C call, and no Go-side figure
		},
		GoSide: &record.GoSideRun{Command: "naclcmp bench --lengths 64", Loops: goSidePasses},
	}}
	tb := (view{r}).efficiencyTable()
	col := slices.Index(tb.header, "Go side ns")
	if col != 4 {
		t.Fatalf("header %q: want Go side ns after ns added", tb.header)
	}
	for i, want := range []string{
		"2.50 ± 0.19 (3 of 5 passes fast; all 2.00 to 8.00)",
		"6.00 ± 0.19 (3 of 5 passes fast; all 5.80 to 9.00)",
		"4.00 ± 0.19 (3 of 5 passes fast; all 3.00 to 20.0)",
		"7.00 ± 0.19 (3 of 5 passes fast; all 1.00 to 8.00)",
		"6.00 ± 0.19 (2 of 5 passes fast; all 3.00 to 6.00)",
		"—", "—",
	} {
		if got := tb.rows[i][col]; got != want {
			t.Errorf("row %s: Go side %q, want %q", tb.rows[i][0], got, want)
		}
	}
	notes := strings.Join(tb.notes, "\n")
	if !strings.HasSuffix(notes, "more than 5.00 ns on the Go side, by two standard errors: slow g (6.00 ns), lucky j (7.00 ns), even k (6.00 ns), untimed k (40.0 ns) with its C call, no Go-side figure") {
		t.Errorf("the verdict does not name exactly slow g, lucky j, even k and untimed k:\n%s", notes)
	}
	if !strings.Contains(notes, "naclcmp bench --lengths 64") {
		t.Errorf("the notes do not say which Go-side run:\n%s", notes)
	}
}

// TestGoSideRunTable: a Go-side run's own report shows the Go side alone,
// from each row's fast passes, says that its outputs are garbage, and
// names the bindings over the target.
func TestGoSideRunTable(t *testing.T) {
	r := &record.Results{Run: record.RunInfo{GoSideOnly: true}, CGo: record.CGoCost{Loops: goSidePasses}}
	tb := (view{r}).efficiencyTable()
	if !strings.HasPrefix(tb.title, "Go side of each C binding") || len(tb.rows) != 5 {
		t.Fatalf("title %q, %d rows", tb.title, len(tb.rows))
	}
	if got := tb.rows[1][3]; got != "6.00 ± 0.19 (3 of 5 passes fast; all 5.80 to 9.00)" {
		t.Errorf("slow g: %q", got)
	}
	notes := strings.Join(tb.notes, "\n")
	for _, want := range []string{"outputs are garbage", "by two standard errors: slow g (6.00 ns)"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
	if strings.Contains(notes, "quick f (") || strings.Contains(notes, "noisy h (") {
		t.Errorf("a binding under the target in its fast passes is named over:\n%s", notes)
	}
}

// TestGoSidePoolsLayouts: a Go-side run pooled from builds in several
// code layouts finds the fast passes within each layout, against that
// layout's shortest bare call, leaves out a layout whose shortest bare
// call is beyond fastState of the row's, and keeps the median of the rest.
// Layout "3"'s bare calls of 47 and 48 ns are fast for that layout (its
// shortest is 42) though beyond 15% of the row's 38; layout "2" ran slow
// throughout, and its 1 ns passes would pull the median down. Taking the
// fast state across layouts, or keeping layout "2", gives 3.50.
func TestGoSidePoolsLayouts(t *testing.T) {
	pass := func(layout string, added, cross float64) record.LoopResult {
		l := goSideLoop("pooled", "p", added, cross)
		l.CodeLayout = layout
		return l
	}
	loops := []record.LoopResult{
		pass("0", 6, 40), pass("0", 6.5, 41), pass("0", 12, 70),
		pass("1", 2, 38), pass("1", 3, 39), pass("1", 9, 72),
		pass("2", 1, 60), pass("2", 1, 62), pass("2", 1, 64),
		pass("3", 3.5, 42), pass("3", 4, 47), pass("3", 4.2, 48),
	}
	r := &record.Results{CGo: record.CGoCost{
		GoCall: &record.Cell{Ns: &record.Stats{Median: 2}},
		CCall:  &record.Cell{Ns: &record.Stats{Median: 32}},
		Loops:  []record.LoopResult{goSideLoop("pooled", "p", 2, 60)},
		GoSide: &record.GoSideRun{Command: "naclcmp bench --passes 3", Runs: 4, Loops: loops},
	}}
	tb := (view{r}).efficiencyTable()
	col := slices.Index(tb.header, "Go side ns")
	if col < 0 || len(tb.rows) != 1 {
		t.Fatalf("header %q, %d rows", tb.header, len(tb.rows))
	}
	if got, want := tb.rows[0][col], "4.00 ± 0.19 (7 of 12 passes fast, in 3 of 4 code layouts; all 1.00 to 12.0)"; got != want {
		t.Errorf("Go side %q, want %q", got, want)
	}
	if notes := strings.Join(tb.notes, "\n"); !strings.Contains(notes, "4 runs of") || !strings.Contains(notes, "naclcmp bench --passes 3") {
		t.Errorf("the notes do not say the figures pool four runs:\n%s", notes)
	}
}

// TestOverTextNamesLength: a call timed at one length and the same call's
// per-byte row, both over the target, are told apart in the verdict.
func TestOverTextNamesLength(t *testing.T) {
	perCall := goSideLoop("x", "sign", 8, 40)
	perCall.Cell.Bytes, perCall.Cell.PerByte, perCall.Binding.Bytes, perCall.Binding.PerByte = 59, false, 59, false
	r := &record.Results{Run: record.RunInfo{GoSideOnly: true}, CGo: record.CGoCost{Loops: []record.LoopResult{perCall, goSideLoop("x", "sign", 9, 40)}}}
	notes := strings.Join((view{r}).efficiencyTable().notes, "\n")
	if !strings.Contains(notes, "by two standard errors: x sign on 59 bytes (8.00 ns), x sign (9.00 ns)") {
		t.Errorf("the verdict does not tell the two rows apart:\n%s", notes)
	}
}
