package report

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/record"
)

// cgoTable shows the cost of an empty call with and without cgo.
func (r view) cgoTable() *table {
	// The call's title and, when it failed, its error come from the results.
	t := &table{title: "cgo call cost: an empty function called in a loop", header: []string{"call", "ns 25%", "ns 50%", "ns 75%"}, input: inputCols(0, 1)}
	if r.unit() != "ns" {
		t.header = append(t.header, r.unit()+" 50%")
	}
	for _, c := range []*record.Cell{r.CGo.GoCall, r.CGo.CCall} {
		if c == nil {
			continue
		}
		row := []string{c.Title}
		if !c.OK() {
			row = append(row, c.Error)
			for len(row) < len(t.header) {
				row = append(row, "")
			}
		} else {
			row = append(row, fmtNum(c.Ns.Q1), fmtNum(c.Ns.Median), fmtNum(c.Ns.Q3))
			if c.Ticks != nil {
				row = append(row, fmtNum(c.Ticks.Median))
			}
		}
		t.rows = append(t.rows, row)
	}
	if g, c := r.CGo.GoCall, r.CGo.CCall; g != nil && c != nil && g.OK() && c.OK() {
		t.notes = append(t.notes, fmt.Sprintf("crossing from Go to C and back costs about %s ns per call", fmtNum(c.Ns.Median-g.Ns.Median)))
	}
	return t
}

// efficiencyTable shows, for every C loop of every binding, what the
// binding adds per call beyond the cgo crossing and its efficiency at each
// measured length: one row per binding, C function and kind of call. With
// a Go-side run (record.CGoCost.GoSide) beside it, each row also shows the
// binding's Go side measured with its C calls elided, which then decides
// whether the row is over the target; a Go-side run's own report shows
// that figure alone (goSideTable).
func (r view) efficiencyTable() *table {
	if r.Run.GoSideOnly {
		return r.goSideTable()
	}
	crossing := r.crossing()
	lengths := r.loopLengths()
	t := &table{
		title:  fmt.Sprintf("binding cost: each C binding beside a C loop of the same calls (targets: at most %s ns added per call, efficiency ≥ %.2f from %d bytes)", fmtNum(record.AddedTarget), record.EfficiencyTarget, record.TargetFrom),
		header: []string{"binding", "C function", "operation", "ns added", fmt.Sprintf("≥ %.2f from", record.EfficiencyTarget)},
		input:  inputCols(0, 1, 2),
	}
	goSide := r.goSidePoints()
	if goSide != nil {
		t.header = slices.Insert(t.header, 4, "Go side ns")
	}
	for _, n := range lengths {
		t.header = append(t.header, lengthLabel(n))
	}
	t.header = append(t.header, "per call")
	// Where a call's code and data lie moves its time, both ways, even
	// with the address layout fixed for the run: a binding measured
	// clearly faster than its own C loop shows how far, since no Go-side
	// work makes a call faster. Beyond the target's 5 ns, that move is
	// taken as a share of the call (the layout's reach: the largest such
	// share in the run), and a binding is named over the target only
	// beyond 5 ns plus that share of its call, so that the run's own
	// evidence, not a guess, sets what a difference of a few ns can mean.
	rows := r.loopRows(r.CGo.Loops)
	var reach float64
	reachRow := ""
	for _, row := range rows {
		if p := overhead(row.pts); p.bytes >= 0 && !p.crossingIncluded && p.loopNs > 0 {
			if share := (-(p.added + 2*nanZero(p.se)) - record.AddedTarget) / p.loopNs; share > reach {
				reach, reachRow = share, fmt.Sprintf("%s %s measured %s ns beside its own C loop, %s of its %s call beyond %s ns", row.impl, row.function, fmtNum(p.added), percent(share), callTime(p.loopNs), fmtNum(record.AddedTarget))
			}
		}
	}
	var over, within []string
	notes := map[string]bool{}
	for _, row := range rows {
		op := row.op + " " + row.call
		if !row.perByte && len(row.pts) > 0 && row.pts[0].bytes > 0 {
			op += fmt.Sprintf(", %d bytes", row.pts[0].bytes)
		}
		line := []string{row.impl, row.function, op}
		p := overhead(row.pts)
		cell := addedText(p)
		g, timedGoSide := goSide[row.key()]
		if !timedGoSide {
			g = loopPoint{bytes: -1}
		}
		switch beyond := p.added - 2*nanZero(p.se); {
		case goSide != nil && timedGoSide:
			// The Go side, free of the C call's noise and layout, decides.
			if clearlyOver(g) {
				over = append(over, overText(row, g))
			}
		case p.bytes >= 0 && !p.crossingIncluded && beyond > record.AddedTarget:
			// Over the target only when clearly so: by two standard
			// errors, and beyond the layout's reach on a call of its length.
			if beyond > record.AddedTarget+reach*p.loopNs {
				o := overText(row, p)
				if goSide != nil {
					o += " with its C call, no Go-side figure"
				}
				over = append(over, o)
			} else {
				cell += " (within layout)"
				within = append(within, fmt.Sprintf("%s %s", row.impl, row.function))
			}
		}
		line = append(line, cell)
		if goSide != nil {
			line = append(line, addedText(g))
		}
		if row.perByte {
			line = append(line, fromText(row.pts))
		} else {
			line = append(line, "")
		}
		for _, n := range lengths {
			line = append(line, row.efficiencyAt(n))
		}
		if !row.perByte && len(row.pts) > 0 {
			line = append(line, efficiencyText(row.pts[0].efficiency))
		} else {
			line = append(line, "")
		}
		t.rows = append(t.rows, line)
		t.addRowNotes(row, notes)
	}
	switch {
	case r.crossingMeasured():
		t.notes = append(t.notes, "ns added: what a call through the binding costs beyond the same C calls made through one bare cgo call (its C loop called with n = 1, which pays the crossing once per call and does no Go-side work, called from Go as the binding is: through the family's interface, with the same arguments), ± its standard error (from the quartiles of both), at the length measured most precisely; a long call's own noise hides a few ns")
	case math.IsNaN(crossing):
		t.notes = append(t.notes, "ns added: what a call through the binding costs beyond the same call in the C loop, ± its standard error, at the length measured most precisely, the crossing included: the empty call was not measured")
	default:
		t.notes = append(t.notes, fmt.Sprintf("ns added: what a call through the binding costs beyond the same call in the C loop, less the %s ns crossing of an empty call, ± its standard error (from the quartiles of both), at the length measured most precisely; a long call's own noise hides a few ns", fmtNum(crossing)))
	}
	if gs := r.CGo.GoSide; gs != nil {
		from := fmt.Sprintf("a run of %s (%s)", gs.Date.UTC().Format("2006-01-02"), gs.Command)
		if gs.Runs > 1 {
			from = fmt.Sprintf("%d runs of %s, one per code layout (the first: %s)", gs.Runs, gs.Date.UTC().Format("2006-01-02"), gs.Command)
		}
		t.notes = append(t.notes, fmt.Sprintf("Go side ns: the same, measured in the Go-side build (make goside: naclcmp built with -tags naclcmp_goside, whose C functions return at once), so that the figure holds the binding's argument checks, conversions and copies without the noise or the layout of its C call; from %s, %s; this column, not ns added, decides which bindings are over the target; — where that run did not time the binding", from, fastPassesText))
	}
	if crossing > 0 {
		t.notes = append(t.notes, fmt.Sprintf("the %s ns crossing of an empty call alone keeps efficiency below %.2f for calls shorter than %s ns in the C loop, whatever a binding does", fmtNum(crossing), record.EfficiencyTarget, fmtNum(callFor(crossing))))
	}
	if math.IsNaN(crossing) && !r.crossingMeasured() {
		return t
	}
	if reach > 0 {
		t.notes = append(t.notes, fmt.Sprintf("layout: where a call's code and data lie moves its time, both ways, even with the address layout fixed for the run; here %s (two standard errors included): no Go-side work makes a call faster, so a difference within %s ns plus %s of a call is not taken as the binding's", reachRow, fmtNum(record.AddedTarget), percent(reach)))
	}
	if len(within) > 0 {
		t.notes = append(t.notes, fmt.Sprintf("(within layout): more than %s ns, but within %s ns plus %s of the call: %s", fmtNum(record.AddedTarget), fmtNum(record.AddedTarget), percent(reach), strings.Join(within, ", ")))
	}
	t.notes = append(t.notes, overNote(over, goSide != nil))
	return t
}

// goSideTable is a Go-side run's own binding table: what each binding
// adds beyond the crossing with its C calls elided, at its most precise
// length, and the bindings over the target.
func (r view) goSideTable() *table {
	t := &table{
		title:  fmt.Sprintf("Go side of each C binding: its call beyond the crossing, with its C calls elided (target: at most %s ns)", fmtNum(record.AddedTarget)),
		header: []string{"binding", "C function", "operation", "Go side ns", "at"},
		input:  inputCols(0, 1, 2),
	}
	var over []string
	notes := map[string]bool{}
	for _, row := range r.loopRows(r.CGo.Loops) {
		p := overhead(row.pts)
		at := ""
		if p.bytes >= 0 && (row.perByte || p.bytes > 0) {
			at = bytesText(p.bytes)
		}
		t.rows = append(t.rows, []string{row.impl, row.function, row.op + " " + row.call, addedText(p), at})
		if p.bytes >= 0 && clearlyOver(p) {
			over = append(over, overText(row, p))
		}
		t.addRowNotes(row, notes)
	}
	t.notes = append(t.notes,
		"this run is of the Go-side build (naclcmp built with -tags naclcmp_goside): every C function the bindings' timed calls make returns at once, so a binding's call beyond the same elided calls through one bare cgo call (its C loop with n = 1, called as the binding is) is its Go side alone: argument checks, conversions, copies; its outputs are garbage and nothing else is measured; give its results.json to a normal run (bench --go-side) to set these figures beside the bindings' real cost",
		"Go side ns: the median, round by round, of the binding's batch less the bare call's, ± its standard error, at the length measured most precisely; "+fastPassesText+": a shared machine runs in a fast and a slow state (here bare calls of about 40 and about 70 ns) and the Go side scales with it, so the fast passes, chosen by the bare call and not by the binding's figure, show the binding's own cost, and their median keeps one lucky or unlucky pass from deciding",
		overNote(over, true))
	return t
}

// addRowNotes notes a binding row's errors and its loop's note, each once
// per table (seen).
func (t *table) addRowNotes(row loopRow, seen map[string]bool) {
	for _, e := range row.errors {
		if !seen[e] {
			seen[e] = true
			t.notes = append(t.notes, "error: "+e)
		}
	}
	if row.note != "" && !seen[row.impl+row.note] {
		seen[row.impl+row.note] = true
		t.notes = append(t.notes, fmt.Sprintf("%s, %s: %s", row.impl, row.function, row.note))
	}
}

// goSidePoints returns, for each row of the run's Go-side run, its point
// measured most precisely; nil without a Go-side run.
func (r view) goSidePoints() map[[4]string]loopPoint {
	gs := r.CGo.GoSide
	if gs == nil {
		return nil
	}
	out := map[[4]string]loopPoint{}
	for _, row := range r.loopRows(gs.Loops) {
		if p := overhead(row.pts); p.bytes >= 0 {
			out[row.key()] = p
		}
	}
	return out
}

// clearlyOver tells whether a Go-side point is over the target by two
// standard errors.
func clearlyOver(p loopPoint) bool {
	return p.added-2*nanZero(p.se) > record.AddedTarget
}

// addedText writes what a point adds, with the range of its passes where
// there were several, else ± its standard error; "—" for no point.
func addedText(p loopPoint) string {
	switch {
	case p.bytes < 0:
		return "—"
	case p.layouts > 1:
		return fmt.Sprintf("%s ± %s (%d of %d passes fast, in %d of %d code layouts; all %s to %s)", fmtNum(p.added), fmtNum(nanZero(p.se)), p.fast, p.passes, p.fastLayouts, p.layouts, fmtNum(p.lo), fmtNum(p.hi))
	case p.passes > 1:
		return fmt.Sprintf("%s ± %s (%d of %d passes fast; all %s to %s)", fmtNum(p.added), fmtNum(nanZero(p.se)), p.fast, p.passes, fmtNum(p.lo), fmtNum(p.hi))
	case math.IsNaN(p.se):
		return fmtNum(p.added)
	}
	return fmt.Sprintf("%s ± %s", fmtNum(p.added), fmtNum(p.se))
}

// overText names a row over the target with its figure, and why when its
// library's API forces the work (the loop's note). A call timed at one
// length beside the same call's per-byte row (a signature of 59 bytes)
// says its length, so that the two are told apart.
func overText(row loopRow, p loopPoint) string {
	why, at := "", ""
	if row.note != "" {
		why = ", forced by its library's API (its note above)"
	}
	if !row.perByte && p.bytes > 0 {
		at = fmt.Sprintf(" on %d bytes", p.bytes)
	}
	return fmt.Sprintf("%s %s%s (%s ns%s)", row.impl, row.function, at, fmtNum(p.added), why)
}

// overNote is the table's verdict: the bindings clearly over the target,
// by their Go side when a Go-side run decided.
func overNote(over []string, goSide bool) string {
	switch {
	case len(over) > 0 && goSide:
		return fmt.Sprintf("more than %s ns on the Go side, by two standard errors: %s", fmtNum(record.AddedTarget), strings.Join(over, ", "))
	case len(over) > 0:
		return fmt.Sprintf("more than %s ns added, by two standard errors: %s", fmtNum(record.AddedTarget), strings.Join(over, ", "))
	case goSide:
		return fmt.Sprintf("no binding adds clearly more than %s ns per call on the Go side", fmtNum(record.AddedTarget))
	}
	return fmt.Sprintf("no binding adds clearly more than %s ns per call", fmtNum(record.AddedTarget))
}

// crossingMeasured reports whether the run timed each C loop once per
// crossing too (record.LoopResult.Crossing).
func (r view) crossingMeasured() bool {
	for _, l := range r.CGo.Loops {
		if l.Crossing != nil {
			return true
		}
	}
	return false
}

// crossing is the cost of an empty cgo call beyond an empty Go call, or
// NaN when either was not measured.
func (r view) crossing() float64 {
	if g, c := r.CGo.GoCall, r.CGo.CCall; g != nil && c != nil && g.OK() && c.OK() {
		return c.Ns.Median - g.Ns.Median
	}
	return math.NaN()
}

// loopRow is one binding's C function, per byte or per call, with its
// successful measurements, shortest first.
type loopRow struct {
	impl, function, op, call string
	perByte                  bool
	note                     string
	pts                      []loopPoint
	errors                   []string
}

// efficiencyAt is a per-byte row's efficiency at n bytes, marked when it
// misses the target at a length the target applies to; "" when not
// measured.
func (row loopRow) efficiencyAt(n int) string {
	if !row.perByte {
		return ""
	}
	for _, p := range row.pts {
		if p.bytes == n {
			e := efficiencyText(p.efficiency)
			if n >= record.TargetFrom && !(p.efficiency >= record.EfficiencyTarget) {
				e += " (below)"
			}
			return e
		}
	}
	return ""
}

// perByte tells whether a loop measurement is of a per-byte call. Runs
// from before every binding had loops timed libsodium's per-byte calls
// only and did not record it.
func (r view) perByte(l record.LoopResult) bool {
	return l.Binding.PerByte || l.Cell.PerByte || r.CGo.Binding != ""
}

// key identifies a row across runs: a normal run's row and the same
// binding's row in its Go-side run.
func (row loopRow) key() [4]string {
	return [4]string{row.impl, row.op, row.function, fmt.Sprint(row.perByte)}
}

// loopRows groups loops of the run (its own, or its Go-side run's) by
// binding, operation, function and kind of call, in the run's order. A
// length measured in several passes (a Go-side run makes several, in one
// or more code layouts) keeps the median of its fast ones (fastestPasses).
func (r view) loopRows(loops []record.LoopResult) []loopRow {
	crossing := r.crossing()
	var rows []loopRow
	index := map[[4]string]int{}
	for _, l := range loops {
		impl := l.Binding.Impl
		if impl == "" {
			impl = r.CGo.Binding
		}
		key := [4]string{impl, l.Cell.Op, l.Function, fmt.Sprint(r.perByte(l))}
		i, ok := index[key]
		if !ok {
			i = len(rows)
			index[key] = i
			op := l.Binding.Op
			if op == "" {
				op = l.Cell.Op
			}
			rows = append(rows, loopRow{impl: impl, function: l.Function, op: op, call: l.Cell.Call, perByte: r.perByte(l), note: l.Note})
		}
		row := &rows[i]
		switch {
		case !l.Binding.OK():
			row.errors = append(row.errors, l.Binding.Error)
		case !l.Cell.OK():
			row.errors = append(row.errors, l.Cell.Error)
		default:
			p := loopPoint{bytes: l.Cell.Bytes, loopNs: l.Cell.Ns.Median, bindingNs: l.Binding.Ns.Median, efficiency: l.Efficiency, layout: l.CodeLayout}
			if a, c := l.Added, l.Crossing; a != nil && a.N > 0 && c != nil && c.OK() {
				// The same difference, taken round by round.
				p.added, p.se, p.crossNs = a.Median, medianSE(a), c.Ns.Median
			} else if c != nil && c.OK() {
				// The same C calls, one crossing per call, no Go side.
				p.added, p.se = p.bindingNs-c.Ns.Median, math.Hypot(medianSE(c.Ns), medianSE(l.Binding.Ns))
			} else {
				// Runs before the crossing was measured: the binding beside
				// the loop, less an empty call's crossing.
				p.added, p.se = p.bindingNs-p.loopNs-nanZero(crossing), math.Hypot(medianSE(l.Cell.Ns), medianSE(l.Binding.Ns))
				p.crossingIncluded = math.IsNaN(crossing)
			}
			row.pts = append(row.pts, p)
		}
	}
	for i := range rows {
		rows[i].pts = fastestPasses(rows[i].pts)
	}
	return rows
}

// fastestPasses sorts a row's points by length and keeps, of the points of
// one length (a Go-side run times each in several passes, in one or more
// code layouts), one for the machine at its fastest, with the range of all
// the passes' figures.
//
// A shared virtual machine runs in two states: in docs/results' Go-side
// run the empty crossing's batches took 38 to 42 ns in some passes and 55
// to 77 ns in others, and a binding's Go side scales with it (libsodium's
// crypto_stream_xsalsa20_xor: 3.7 ns in the fast passes, 10.7 to 12.5 in
// the slow ones). So only the fast passes show the binding's own cost:
// those whose bare call is within fastState of the shortest, chosen by the
// bare call beside the binding, not by the binding's figure.
//
// Where the linker put the functions moves both the bare call and the Go
// side (internal/cloop.CodeLayout: Nettle's ChaCha20-Poly1305 checks
// measured 6.9, 2.6, 3.8 and 3.1 ns under four orders), so the fast passes
// are found within each layout, against that layout's shortest bare call,
// and a layout whose shortest bare call is itself beyond fastState of the
// row's shortest is left out: all its passes ran in the slow state, or
// the order slowed the bare call itself (one measured 44 ns against 37 to
// 39, and its bindings' Go side came out at −4 to −8 ns). Of the fast
// passes of every layout kept, the median figure is kept, the higher of
// the two middle ones for an even count: neither a lucky pass nor a lucky
// layout decides.
func fastestPasses(pts []loopPoint) []loopPoint {
	slices.SortStableFunc(pts, func(a, b loopPoint) int {
		if a.bytes != b.bytes {
			return a.bytes - b.bytes
		}
		return cmp.Compare(a.crossNs, b.crossNs)
	})
	var out []loopPoint
	for i := 0; i < len(pts); {
		j := i
		for j < len(pts) && pts[j].bytes == pts[i].bytes {
			j++
		}
		group := pts[i:j]
		// Sorted by the bare call, a layout's first point is its shortest.
		shortest := map[string]float64{}
		for _, q := range group {
			if _, ok := shortest[q.layout]; !ok {
				shortest[q.layout] = q.crossNs
			}
		}
		var fast []loopPoint
		kept := map[string]bool{}
		for _, q := range group {
			if s := shortest[q.layout]; s <= group[0].crossNs*fastState && q.crossNs <= s*fastState {
				fast = append(fast, q)
				kept[q.layout] = true
			}
		}
		slices.SortStableFunc(fast, func(a, b loopPoint) int { return cmp.Compare(a.added, b.added) })
		p := fast[len(fast)/2]
		p.passes, p.fast, p.lo, p.hi = len(group), len(fast), math.Inf(1), math.Inf(-1)
		p.layouts, p.fastLayouts = len(shortest), len(kept)
		for _, q := range group {
			p.lo, p.hi = min(p.lo, q.added), max(p.hi, q.added)
		}
		out = append(out, p)
		i = j
	}
	return out
}

// fastPassesText says in the binding tables' notes which passes a Go-side
// figure is the median of (fastestPasses).
const fastPassesText = "the median of the passes with the machine at its fastest (a bare call within 15% of the shortest in the same code layout, where the program was built in several with the linker's -randlayout, leaving out a layout whose shortest bare call is itself beyond 15% of the row's shortest), the range of all passes in brackets"

// fastState is how much longer than a row's shortest bare call a pass's
// bare call may be for the pass to count as the machine at its fastest:
// the two states measured apart by a factor of 1.3 or more (42 against 55
// ns and up), while within the fast one the bare call moved by 10%.
const fastState = 1.15

// loopLengths are the message lengths at which per-byte loops were
// measured, shortest first.
func (r view) loopLengths() []int {
	var ns []int
	for _, l := range r.CGo.Loops {
		if r.perByte(l) && !slices.Contains(ns, l.Cell.Bytes) {
			ns = append(ns, l.Cell.Bytes)
		}
	}
	slices.Sort(ns)
	return ns
}

// fromText says from which measured length of at least TargetFrom bytes
// the efficiency reaches the target, naming longer lengths that fall below
// it again, or "never"; "" when no such length was measured.
func fromText(pts []loopPoint) string {
	var long []loopPoint
	for _, p := range pts {
		if p.bytes >= record.TargetFrom {
			long = append(long, p)
		}
	}
	if len(long) == 0 {
		return ""
	}
	from, below, ok := targetFrom(long)
	if !ok {
		return "never"
	}
	t := lengthLabel(from)
	for i, p := range below {
		if i == 0 {
			t += ", not "
		} else {
			t += ", "
		}
		t += lengthLabel(p.bytes)
	}
	return t
}

// efficiencyText shows an efficiency with three decimals, or four where
// three would round a value below the target up to it (0.9699, not 0.970).
func efficiencyText(e float64) string {
	t := fmt.Sprintf("%.3f", e)
	if e < record.EfficiencyTarget && t == fmt.Sprintf("%.3f", record.EfficiencyTarget) {
		t = fmt.Sprintf("%.4f", e)
	}
	return t
}

// bytesText names a message length with its unit: "1024 bytes", "1 MiB".
func bytesText(n int) string {
	if l := lengthLabel(n); l != strconv.Itoa(n) {
		return l
	}
	return fmt.Sprintf("%d bytes", n)
}

// percent writes a share as a percentage with two significant digits.
func percent(share float64) string { return fmtNum(share*100) + "%" }

// callTime writes a call's time in ns, or in µs from 1 µs.
func callTime(ns float64) string {
	if ns >= 1000 {
		return fmtNum(ns/1000) + " µs"
	}
	return fmtNum(ns) + " ns"
}

// callFor returns the shortest call, in ns, that a per-call overhead of c
// ns leaves at the target efficiency: t / (t + c) = target.
func callFor(c float64) float64 {
	return c * record.EfficiencyTarget / (1 - record.EfficiencyTarget)
}

// overhead is the point measured most precisely: what a call through
// the binding adds there, its standard error, and whether the figure
// still holds the crossing: on a long call a few ns drown in the call's own noise,
// so averaging over lengths would only blur the answer.
// A row with no point gives bytes -1.
func overhead(pts []loopPoint) loopPoint {
	best := -1
	for i, p := range pts {
		if best < 0 || p.se < pts[best].se {
			best = i
		}
	}
	if best < 0 {
		return loopPoint{bytes: -1, added: math.NaN(), se: math.NaN()}
	}
	return pts[best]
}

// medianSE estimates the standard error of a median in ns from the
// quartiles and the number of samples: for roughly normal samples it is
// 1.2533 σ/√n, σ ≈ IQR/1.349. NaN without the figures.
func medianSE(s *record.Stats) float64 {
	if s == nil || s.N < 2 {
		return math.NaN()
	}
	return 1.2533 * (s.Q3 - s.Q1) / 1.349 / math.Sqrt(float64(s.N))
}

// loopPoint is one length at which a C loop and the binding both
// succeeded; added is what the binding adds per call and se its standard
// error.
type loopPoint struct {
	bytes             int
	loopNs, bindingNs float64
	efficiency        float64
	added, se         float64
	// crossingIncluded marks an added figure that still holds the
	// crossing: an old run that measured neither kind of crossing.
	crossingIncluded bool
	// crossNs is the bare call's median beside the binding (0 where not
	// measured); passes counts the passes that measured this length
	// (fastestPasses), fast those of them with the machine at its
	// fastest, and lo and hi are the least and the most all gave for
	// added.
	crossNs      float64
	passes, fast int
	lo, hi       float64
	// layout is the code layout of the build that measured the point
	// (record.LoopResult.CodeLayout); layouts counts those among a
	// length's passes, fastLayouts those whose fast passes were kept.
	layout               string
	layouts, fastLayouts int
}

// targetFrom returns the shortest measured length that reaches the
// target, false when none does, and the longer lengths that fall below it
// again: those are shown, not hidden behind the threshold.
func targetFrom(pts []loopPoint) (from int, below []loopPoint, ok bool) {
	for _, p := range pts {
		switch {
		case !ok && p.efficiency >= record.EfficiencyTarget:
			from, ok = p.bytes, true
		case ok && !(p.efficiency >= record.EfficiencyTarget): // NaN falls below too
			below = append(below, p)
		}
	}
	return from, below, ok
}

// nanZero is x, or 0 when x is NaN.
func nanZero(x float64) float64 {
	if math.IsNaN(x) {
		return 0
	}
	return x
}
