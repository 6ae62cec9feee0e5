package report

import (
	"fmt"

	"io"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/record"
)

// writeMarkdown writes report.md: the machine, the implementations, the
// method, the cost of cgo, a summary matrix, one table (and chart) per
// operation call, then one algorithm in several languages and when cgo
// pays.
func (r view) writeMarkdown(w io.Writer, charts map[string]bool) {
	fmt.Fprintln(w, "# naclcmp benchmark report")
	fmt.Fprintln(w)
	r.banners(w)
	fmt.Fprintf(w, "Measured on **%s** on %s with %s.\n\n", mdEscape(r.Machine.Label), r.Run.Date.Format("2006-01-02 15:04 MST"), codeSpan(r.Run.Command))

	fmt.Fprintln(w, "## Machine")
	fmt.Fprintln(w)
	m := r.Machine
	osLine := m.OS
	if m.Distro != "" {
		osLine += ", " + m.Distro
	}
	if m.Kernel != "" {
		osLine += ", kernel " + m.Kernel
	}
	kv := [][2]string{
		{"CPU", fmt.Sprintf("%s (%d logical cores)", m.CPU, m.Cores)},
		{"Architecture", m.Arch},
		{"OS", osLine},
		{"Go", m.Go},
		{"Counter", r.counterLine()},
		{"Emulated", map[bool]string{false: "no", true: "yes: QEMU-emulated, not comparable with native figures"}[m.Emulated]},
	}
	fmt.Fprintln(w, "| | |\n|---|---|")
	for _, p := range kv {
		fmt.Fprintf(w, "| %s | %s |\n", p[0], mdEscape(p[1])) // the machine's own description
	}
	fmt.Fprintln(w)

	fmt.Fprintln(w, "## Implementations")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| name | library | language | version | source |\n|---|---|---|---|---|")
	for _, im := range r.Impls {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", mdEscape(im.Name), mdEscape(im.Library), mdEscape(im.Language), mdEscape(im.Version), mdEscape(im.Source))
	}
	fmt.Fprintln(w)
	for _, im := range r.Impls {
		ids := make([]string, 0, len(im.Notes))
		for id := range im.Notes {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			fmt.Fprintf(w, "- %s, %s: %s\n", mdEscape(im.Name), mdEscape(id), mdEscape(im.Notes[id]))
		}
	}
	fmt.Fprintln(w)

	r.method(w)

	fmt.Fprintln(w, "## The cost of cgo")
	fmt.Fprintln(w)
	r.cgoTable().markdown(w)
	if len(r.CGo.Loops) > 0 {
		fmt.Fprintln(w, "Each C binding's package has C loops of its own C calls, one per operation family, compiled with the binding: a loop makes, n times inside one C call, the calls that one call of the binding makes, so it pays the crossing once per batch where the binding pays it once per call. The binding's call is timed by turns with its loop, on the same buffers, after a check that both write the same bytes. What the binding adds is its cost less the loop's and less an empty crossing: its argument checks, conversions and copies. Efficiency = throughput through cgo ÷ throughput of the C loop (C loop median ÷ binding median).")
		fmt.Fprintln(w)
		r.efficiencyTable().markdown(w)
	} else {
		if r.Machine.Emulated {
			fmt.Fprintln(w, "No binding cost: under an emulator a binding and its C loop both run translated code, so the run left the loops out.")
		} else {
			fmt.Fprintln(w, "No binding cost: the run measured no operation of a C binding that has a C loop.")
		}
		fmt.Fprintln(w)
	}

	gs := r.groups()
	fmt.Fprintln(w, "## Summary")
	fmt.Fprintln(w)
	fmt.Fprintln(w, r.agreement(gs))
	fmt.Fprintln(w)
	r.summaryTable(gs).markdown(w)
	r.constantTime(w)

	fmt.Fprintln(w, "## Results by operation")
	fmt.Fprintln(w)
	family := ""
	for i, g := range gs {
		if g.Family != family {
			family = g.Family
			fmt.Fprintf(w, "### %s\n\n", mdEscape(family))
		}
		r.table(g, true).markdown(w)
		// A per-byte chart follows its table; a bar chart follows the last
		// per-call table of its operation.
		lastOfOp := i+1 == len(gs) || gs[i+1].Op != g.Op || gs[i+1].PerByte
		if name := g.chartName(); charts[name] && (g.PerByte || lastOfOp) {
			fmt.Fprint(w, chartLinks(name, true))
		}
	}
	r.languageSection(w, gs)
	r.hostSection(w, gs)
	r.cgoPaysSection(w, gs, charts)
}

// banners warns about partial and emulated runs.
func (r view) banners(w io.Writer) {
	if r.Partial {
		fmt.Fprintf(w, "> **Partial run**: interrupted after %d of %d measurements; missing cells were not measured.\n\n", r.Run.Completed, r.Run.Planned)
	}
	if r.Machine.Emulated {
		fmt.Fprintln(w, "> **QEMU-emulated**: these figures were measured under an emulator and are not comparable with native figures.")
		fmt.Fprintln(w)
	}
}

func (r view) counterLine() string {
	c := r.Counter
	if c.Name == "" {
		return "none on this architecture: nanoseconds only"
	}
	return fmt.Sprintf("%s at %.4g MHz (%s)", c.Name, c.Hz/1e6, c.HzSource)
}

// addressLayout explains the run's address layout (bench.FixAddressLayout),
// or returns "" for results that do not record it.
func addressLayout(l string) string {
	switch {
	case l == "":
		return ""
	case l == "fixed":
		return "Address layout: fixed. The run had address space layout randomisation off, so every run of the same binary places its code, stacks and heaps alike: with it on, one binary measured the same binding at +5.6 ns in two runs and +52.6 ns in a third. A fixed layout can still favour one side of a comparison by a few ns."
	}
	return "Address layout: " + mdEscape(l) + ". Address space layout randomisation was on, so a figure of a few ns can differ from one run to the next (a binding measured at +5.6 ns in two runs and +52.6 ns in a third)."
}

// method explains how the figures were measured.
func (r view) method(w io.Writer) {
	ru := r.Run
	fmt.Fprintln(w, "## Method")
	fmt.Fprintln(w)
	var lengths []string
	for _, n := range ru.Lengths {
		lengths = append(lengths, lengthLabel(n))
	}
	lines := []string{
		fmt.Sprintf("Mode %s, seed %d. Every implementation gets the same inputs, derived from the seed; the digest of each call's output is compared across implementations (a note under a table reports any difference).", mdEscape(ru.Mode), ru.Seed),
		fmt.Sprintf("As SUPERCOP does, each measurement times many short batches of calls, reading %s around each batch: %d calls per batch, fewer for calls long enough to time alone (%s and more: one per batch) or too slow for %d batches to fit the budget, for %s per measurement and at least %d batches. One sample per batch is the batch's cost divided by its calls; tables show the median and the 25%% and 75%% quartiles of the samples.", counterOrClock(r), ru.Batch, record.SoloBatchTime, ru.MinSamples, time.Duration(ru.CellTimeNs), ru.MinSamples),
		fmt.Sprintf("The cost of reading the clocks around an empty batch (%s ns%s) is subtracted from every batch.", fmtNum(ru.TimerOverheadNs), r.overheadTicks()),
	}
	if r.Counter.Note != "" {
		lines = append(lines, mdEscape(r.Counter.Note))
	}
	if l := addressLayout(ru.AddressLayout); l != "" {
		lines = append(lines, l)
	}
	if len(r.CGo.Loops) > 0 {
		if r.crossingMeasured() {
			lines = append(lines, "For the binding cost, each binding's call, its C loop and the loop called once per call are timed by turns, one batch of each per round, so that all three see the same machine.")
		} else {
			lines = append(lines, "For binding efficiency, each C loop and the binding's workload of the same operation and length are timed by turns, one batch of each per round, so that both see the same machine.")
		}
	}
	lines = append(lines,
		fmt.Sprintf("Byte-oriented operations (hashes, MACs, stream ciphers, secretbox, box after precomputation, AEADs, signing and verifying long messages) are measured at %s bytes and reported per byte: the cost of one call divided by its length. \"long\" is eBACS's long-message figure, (cost(4096) − cost(1024)) / 3072, from the quartiles at those lengths. MB/s (10⁶ bytes per second) at 1 MiB comes from the median nanoseconds per call, as pinenacl's table reports it.", joinAnd(lengths)),
		fmt.Sprintf("Per-call operations (core functions, key generation, box precomputation and crypto_box of a %d-byte message, X25519, signing and verifying %d-byte messages as eBATS does, key conversions, constant-time comparisons) are reported as %s per call and operations per second (10⁹ / median ns).", record.ShortMessage, record.ShortMessage, mdEscape(r.costName())),
		"\"vs fastest\" divides an implementation's figure by the best one: for byte-oriented calls the long-message figure (or, where one is missing, the per-byte cost at the largest common length), for per-call operations the median.",
		fmt.Sprintf("Marks: * fastest in its column; ? quartiles spread by more than %.0f%% of the median (an unsteady measurement, as eBACS marks them); \"—\" the implementation lacks the operation; \"error\" it failed, and the note under the table says how.", record.UnstableSpread*100),
		"allocs/call counts the heap allocations of one call (the most at any length), read from the runtime's memory statistics around one batch after timing; the C bindings aim at 0 when the caller supplies the output buffers.",
		"The run is single-threaded and pinned to one OS thread; the garbage collector runs before each measurement. No test asserts a timing: figures are only measured and shown.",
	)
	if slices.ContainsFunc(r.Impls, func(im record.ImplInfo) bool { return im.Language == "JavaScript" }) {
		lines = append(lines, jsSpreadNote)
	}
	for _, l := range lines {
		fmt.Fprintln(w, "- "+l)
	}
	fmt.Fprintln(w)
}

// counterOrClock names what is read besides the clock, in Markdown.
func counterOrClock(r view) string {
	if r.Counter.Name == "" {
		return "the monotonic clock (this architecture has no cycle counter)"
	}
	return "the cycle counter (" + mdEscape(r.Counter.Name) + ") and the monotonic clock"
}

func (r view) overheadTicks() string {
	if r.Run.TimerOverheadTicks == 0 || r.Counter.Unit == "" {
		return ""
	}
	return fmt.Sprintf(", %s %s", fmtNum(r.Run.TimerOverheadTicks), mdEscape(r.Counter.Unit))
}

// summaryTable is the matrix of headline figures: one row per operation
// call, one column per implementation, "—" where it lacks the operation.
func (r view) summaryTable(gs []*group) *table {
	t := &table{
		title:  fmt.Sprintf("Headline figures (%s): per byte for long messages, or per call; * fastest", r.costName()),
		header: []string{"operation", "figure"},
		input:  inputCols(0, 1), // the operation, and the figure's unit: the counter's
	}
	for _, im := range r.Impls {
		t.header = append(t.header, im.Name)
	}
	for _, g := range gs {
		basis, cost := g.headline()
		best := fastest(cost, g.Impls)
		what := r.unit() + "/call"
		switch {
		case g.PerByte:
			what = r.unit() + "/byte, " + basis
		case g.Params != "":
			what += ", " + g.Params
		case g.Bytes > 0:
			what += fmt.Sprintf(", %d B", g.Bytes)
		}
		row := []string{g.Op + " " + g.Call, what}
		for _, im := range r.Impls {
			switch {
			case !slices.Contains(im.Ops, g.Op):
				row = append(row, "—")
			case g.cells[im.Name] == nil && slices.ContainsFunc(r.lacking(g), func(l record.Lack) bool { return l.Impl == im.Name }):
				row = append(row, "—")
			case g.cells[im.Name] == nil:
				row = append(row, "")
			case cost[im.Name] > 0:
				row = append(row, flag(fmtNum(cost[im.Name]), false, im.Name == best))
			case hasError(g, im.Name):
				row = append(row, "error")
			default:
				row = append(row, "")
			}
		}
		t.rows = append(t.rows, row)
	}
	return t
}

// writeExcerpt writes a short section for a README: where and how the run
// was made, then one table and one chart per family.
func (r view) writeExcerpt(w io.Writer, charts map[string]bool) {
	fmt.Fprintln(w, "# Benchmark results")
	fmt.Fprintln(w)
	r.banners(w)
	fmt.Fprintf(w, "Measured on **%s** (%s, %d cores, %s, %s) on %s with %s. The full report, with every operation, the method and the cost of cgo, is in [report.md](report.md); the data in [results.json](results.json) and [results.csv](results.csv).\n\n",
		mdEscape(r.Machine.Label), mdEscape(r.Machine.Arch), r.Machine.Cores, mdEscape(r.Machine.Distro), mdEscape(r.Machine.Go), r.Run.Date.Format("2006-01-02"), codeSpan(r.Run.Command))
	if c := r.CGo.CCall; c != nil && c.OK() {
		fmt.Fprintf(w, "An empty cgo call costs %s ns here.\n\n", fmtNum(c.Ns.Median))
	}
	// Per family, the table with the most implementations: the widest
	// comparison (ties go to catalogue order).
	var picked []*group
	index := map[string]int{}
	for _, g := range r.groups() {
		i, ok := index[g.Family]
		switch {
		case !ok:
			index[g.Family] = len(picked)
			picked = append(picked, g)
		case len(g.Impls) > len(picked[i].Impls):
			picked[i] = g
		}
	}
	for _, g := range picked {
		fmt.Fprintf(w, "## %s\n\n", mdEscape(g.Family))
		r.table(g, false).markdown(w)
		if name := g.chartName(); charts[name] {
			fmt.Fprint(w, chartLinks(name, false))
		}
	}
}

// chartLinks shows the chart name (its PNG) and, with svg, links its SVG.
// The name is made of the results' operation names: the alt text is
// escaped, and the path percent-encoded so that no ")" or space ends it.
func chartLinks(name string, svg bool) string {
	s := fmt.Sprintf("![%s](charts/%s.png)\n\n", mdEscape(name), url.PathEscape(name))
	if svg {
		s += fmt.Sprintf("[SVG](charts/%s.svg)\n\n", url.PathEscape(name))
	}
	return s
}

// joinAnd joins a list as prose: "a, b and c".
func joinAnd(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// mdEscape makes text read from a results file show literally in Markdown,
// in a paragraph or in a table cell. Such a file may come from another
// machine (report --merge), so a label, a CPU name or a library version is
// untrusted: unescaped, a "|" splits a table row, "<img …>" is HTML that
// GitHub renders, and "*", "_", "~", "`", "[" or "#" turn into emphasis,
// code, links or a heading. Every Markdown output of the package escapes
// such text with this one function (the terminal shows it as it is, and
// the SVG charts escape it themselves). HTML's specials become entities,
// which every renderer decodes, Markdown's inline specials take a
// backslash (GitHub unescapes "\|" inside a table cell too), and a line
// break, which would end a table row or start a block, becomes a space.
func mdEscape(s string) string { return mdEscaper.Replace(s) }

// mdEscaper holds mdEscape's replacements. A Replacer replaces in one
// pass, so the backslashes it adds are not escaped again, and it tries
// "\r\n" before "\r".
var mdEscaper = strings.NewReplacer(
	"&", "&amp;", "<", "&lt;", ">", "&gt;",
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "~", `\~`,
	"[", `\[`, "]", `\]`, "|", `\|`, "#", `\#`,
	"\r\n", " ", "\n", " ", "\r", " ",
)

// codeSpan shows text read from a results file (the command of a run) as
// a Markdown code span, where nothing but a backtick is special: the span
// is fenced by one backtick more than the longest run of backticks in the
// text, so none of them closes it early, and padded with a space when the
// text starts or ends with a backtick, which would otherwise join the
// fence. Line breaks become spaces: a blank line would end the span's
// paragraph and let what follows open a block of its own.
func codeSpan(s string) string {
	s = oneLine.Replace(s)
	longest, run := 0, 0
	for _, c := range s {
		if c == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// oneLine turns line breaks into spaces.
var oneLine = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ")

// jsSpreadNote says why JavaScript rows are marked unsteady more often, as
// measured when the cause was looked for: a report that shows the mark
// should say where it comes from.
const jsSpreadNote = "JavaScript figures are timed inside node, one batch per request to the peer process, so the pipe is not measured; they carry the ? mark more often than C and Go (a quartile spread of about 20 % against about 10 % on a busy 2-core machine). The spread is node's: a process woken by a request runs its first calls slower, and its garbage collector lands in some batches and not others (BigInt-heavy libraries most). Collecting garbage before each batch (node --expose-gc) narrowed the spread but changed the medians themselves, removing a cost users pay, so it is not done: the medians are comparable, and the ? says how steady they were."
