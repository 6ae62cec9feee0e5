package report

import (
	"fmt"

	"io"
	"net/url"
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/record"
)

// writeMarkdown writes report.md, answers first: the fastest of each
// runtime per operation, the agreement, the cgo verdicts and constant time
// (Answers); then one table (and chart) per operation call, one algorithm
// in several languages, one library through several hosts, when cgo pays
// and the constant-time verdicts in full, where the run has them; then
// every implementation's headline figure, and last how it was measured:
// the method, the cost of cgo, the machine and the implementations.
func (r view) writeMarkdown(w io.Writer, charts map[string]bool) {
	fmt.Fprintln(w, "# naclcmp benchmark report")
	fmt.Fprintln(w)
	r.banners(w)
	fmt.Fprintf(w, "Measured on **%s** on %s with %s.\n\n", mdEscape(r.Machine.Label), r.Run.Date.Format("2006-01-02 15:04 MST"), codeSpan(r.Run.Command))

	gs := r.groups()
	r.answersSection(w, gs)

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
	r.constantTime(w)

	fmt.Fprintln(w, "## Every implementation's headline figure")
	fmt.Fprintln(w)
	r.summaryTable(gs).markdown(w)

	r.method(w)
	r.cgoSection(w)
	r.machineSection(w)
	r.implementationsSection(w)
}

// cgoSection writes "The cost of cgo": the empty calls, and each C
// binding's cost against its C loop where the run measured them.
func (r view) cgoSection(w io.Writer) {
	fmt.Fprintln(w, "## The cost of cgo")
	fmt.Fprintln(w)
	r.cgoTable().markdown(w)
	if len(r.CGo.Loops) > 0 {
		fmt.Fprintln(w,
			"Each C binding's package has C loops of its own C calls, one per operation family, compiled with the binding: "+
				"a loop makes, n times inside one C call, the calls that one call of the binding makes, so it pays the crossing "+
				"once per batch where the binding pays it once per call. The binding's call is timed by turns with its loop, on "+
				"the same buffers, after a check that both write the same bytes. What the binding adds is its cost less the "+
				"loop's and less an empty crossing: its argument checks, conversions and copies. Efficiency = throughput "+
				"through cgo ÷ throughput of the C loop (C loop median ÷ binding median).")
		fmt.Fprintln(w)
		r.efficiencyTable().markdown(w)
		return
	}
	if r.Machine.Emulated {
		fmt.Fprintln(w, "No binding cost: under an emulator a binding and its C loop both run translated code, so the run left the loops out.")
	} else {
		fmt.Fprintln(w, "No binding cost: the run measured no operation of a C binding that has a C loop.")
	}
	fmt.Fprintln(w)
}

// machineSection writes "Machine": what the run was measured on.
func (r view) machineSection(w io.Writer) {
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
}

// implementationsSection writes "Implementations": each one's library,
// language, version and source, then its notes on the operations the run
// measured (a note on an operation the run left out answers nothing here).
func (r view) implementationsSection(w io.Writer) {
	fmt.Fprintln(w, "## Implementations")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| name | library | language | version | source |\n|---|---|---|---|---|")
	for _, im := range r.Impls {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", mdEscape(im.Name), mdEscape(im.Library), mdEscape(im.Language), mdEscape(im.Version), mdEscape(im.Source))
	}
	fmt.Fprintln(w)
	ran := map[string]bool{}
	for i := range r.Cells {
		ran[r.Cells[i].Impl+" "+r.Cells[i].Op] = true
	}
	for _, im := range r.Impls {
		ids := make([]string, 0, len(im.Notes))
		for id := range im.Notes {
			if ran[im.Name+" "+id] {
				ids = append(ids, id)
			}
		}
		slices.Sort(ids)
		for _, id := range ids {
			fmt.Fprintf(w, "- %s, %s: %s\n", mdEscape(im.Name), mdEscape(id), mdEscape(im.Notes[id]))
		}
	}
	fmt.Fprintln(w)
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
	if l := r.Run.Load; l != nil {
		if l.Busy {
			fmt.Fprintf(w,
				"> **Busy machine**: %s. Figures are slower and noisier than on a quiet machine; measure again with nothing "+
					"else running.\n\n",
				mdEscape(l.Summary))
		} else {
			fmt.Fprintf(w, "Machine load: %s.\n\n", mdEscape(l.Verdict()))
		}
	}
}

func (r view) counterLine() string {
	c := r.Counter
	if c.Name == "" {
		return "none on this architecture: nanoseconds only"
	}
	return fmt.Sprintf("%s at %.4g MHz%s", c.Name, c.Hz/1e6, termtext.Paren(c.HzSource))
}

// summaryTable is the matrix of headline figures: one row per operation
// call, one column per implementation, "—" where it lacks the operation.
func (r view) summaryTable(gs []*group) *table {
	t := &table{
		title:  fmt.Sprintf("Headline figures (%s): per byte at the longest length measured, or per call; * fastest", r.costName()),
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
	fmt.Fprintf(w,
		"Measured on **%s** (%s, %d cores, %s, %s) on %s with %s. The full report, with every operation, the method and "+
			"the cost of cgo, is in [report.md](report.md); the data in [results.json](results.json) and "+
			"[results.csv](results.csv).\n\n",
		mdEscape(r.Machine.Label),
		mdEscape(r.Machine.Arch),
		r.Machine.Cores,
		mdEscape(r.Machine.Distro),
		mdEscape(r.Machine.Go),
		r.Run.Date.Format("2006-01-02"),
		codeSpan(r.Run.Command))
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
