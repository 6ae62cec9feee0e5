package report

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// The diff is drawn with the tables of the run's report (table): the
// terminal's within termtext.Width columns, diff.md's escaped, and
// diff.html rendered from diff.md, so that the three say the same.

// WriteTables prints the diff for a terminal, every line within
// termtext.Width columns: the two runs, what makes them less than like
// for like, the method, a summary, one table per operation call, the
// geometric means and the cells of one run only.
func (d *Diff) WriteTables(w io.Writer) { d.writeText(w, false) }

// WriteWideTables is WriteTables with every grid whole, however wide:
// report --diff --wide.
func (d *Diff) WriteWideTables(w io.Writer) { d.writeText(w, true) }

// writeText implements WriteTables and WriteWideTables.
func (d *Diff) writeText(w io.Writer, wide bool) {
	d.runsTable().text(w, wide)
	for _, s := range d.Warnings {
		say(w, wide, "warning: "+s)
	}
	if len(d.Warnings) > 0 {
		fmt.Fprintln(w)
	}
	for _, p := range []string{d.method(), d.summary()} {
		say(w, wide, p)
		fmt.Fprintln(w)
	}
	for _, t := range d.tables() {
		t.text(w, wide)
	}
	for _, t := range d.geomeanTables() {
		t.text(w, wide)
	}
	for _, t := range d.onlyTables() {
		t.text(w, wide)
	}
}

// WriteMarkdown writes diff.md.
func (d *Diff) WriteMarkdown(w io.Writer) {
	fmt.Fprintf(w, "# naclcmp diff: %s → %s\n\n", mdEscape(d.Old.File), mdEscape(d.New.File))
	d.runsTable().markdown(w)
	for _, s := range d.Warnings {
		fmt.Fprintf(w, "- **Warning:** %s\n", mdEscape(s))
	}
	if len(d.Warnings) > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "%s\n\n%s\n\n", mdEscape(d.method()), mdEscape(d.summary()))
	for _, sec := range []struct {
		heading string
		tables  []*table
	}{{"Cells", d.tables()}, {"Geometric means", d.geomeanTables()}, {"Cells of one run only", d.onlyTables()}} {
		if len(sec.tables) == 0 {
			continue
		}
		fmt.Fprintf(w, "## %s\n\n", sec.heading)
		for _, t := range sec.tables {
			t.markdown(w)
		}
	}
}

// Files renders diff.md and diff.html, the same diff as one page that
// loads nothing (renderHTML).
func (d *Diff) Files() (map[string][]byte, error) {
	var b strings.Builder
	d.WriteMarkdown(&b)
	md := []byte(b.String())
	page, err := renderHTML(htmlPage{Title: "naclcmp diff: " + d.Old.File + " → " + d.New.File, Markdown: md})
	if err != nil {
		return nil, err
	}
	return map[string][]byte{"diff.md": md, "diff.html": page}, nil
}

// WriteDir writes diff.md and diff.html into dir, each atomically and
// only once both have been rendered, listed in its manifest beside any
// run's files there.
func (d *Diff) WriteDir(dir string) error {
	files, err := d.Files()
	if err != nil {
		return err
	}
	return writeLayoutFiles(diffFolder, dir, files)
}

// method says how the cells are compared and what the marks mean.
func (d *Diff) method() string {
	return fmt.Sprintf("Per cell: the median ns per call in OLD and NEW; Δ = NEW/OLD − 1; p of a %s of the two cells' "+
		"per-batch samples, alpha = %g. ~: p > alpha, no significant difference. ?: a run has no samples of the cell "+
		"(results.json from before bench kept them), not tested. A cell's batches share the machine's drift, which "+
		"the test counts as signal: on a busy machine, check a small Δ with a second run.", d.Test, d.Alpha)
}

// summary counts the verdicts and gives the geometric mean of every cell.
func (d *Diff) summary() string {
	count := map[string]int{}
	for _, c := range d.Cells {
		count[c.Verdict]++
	}
	s := fmt.Sprintf("%s in both runs: %d slower, %d faster, %d ~, %d ? (not tested), %d — (not measured in one run)",
		termtext.Count(len(d.Cells), "cell"), count[DiffSlower], count[DiffFaster], count[DiffSame], count[DiffUntested],
		count[DiffUnmeasured])
	for _, g := range d.Geomeans {
		if g.By == "all" {
			s += fmt.Sprintf("; geometric mean of NEW/OLD over %s: %s", termtext.Count(g.Cells, "cell"), pct(g.Ratio))
		}
	}
	return s + fmt.Sprintf(". Only in OLD: %s; only in NEW: %s.", termtext.Count(len(d.OnlyOld), "cell"),
		termtext.Count(len(d.OnlyNew), "cell"))
}

// runsTable sets the two runs side by side.
func (d *Diff) runsTable() *table {
	t := &table{title: "OLD and NEW", header: []string{"", "OLD", "NEW"}, input: inputCols(1, 2), stack: true}
	row := func(name string, f func(r DiffRun) string) {
		if o, n := f(d.Old), f(d.New); o != "" || n != "" {
			t.rows = append(t.rows, []string{name, o, n})
		}
	}
	row("file", func(r DiffRun) string { return r.File })
	row("machine", func(r DiffRun) string { return machineText(r.Machine) })
	row("mode", func(r DiffRun) string {
		if r.Partial {
			return r.Mode + ", interrupted"
		}
		return r.Mode
	})
	row("date", func(r DiffRun) string {
		if r.Date.IsZero() {
			return "—"
		}
		return r.Date.UTC().Format(time.DateTime + " UTC")
	})
	row("naclcmp", func(r DiffRun) string { return strings.TrimSpace(r.Naclcmp + " " + r.Commit) })
	row("command", func(r DiffRun) string { return r.Command })
	return t
}

// tables returns the tables of the cells of both runs: one per operation
// call, in NEW's order.
func (d *Diff) tables() []*table {
	var out []*table
	index := map[GroupKey]*table{}
	// Each table's notes, the cells that share one named once, so that
	// a run without samples says so once, not for each of its cells.
	notes := map[*table]map[string][]string{}
	for _, c := range d.Cells {
		k := GroupKey{c.Op, c.Call, c.PerByte}
		t := index[k]
		if t == nil {
			t = cellTable(c)
			index[k] = t
			out = append(out, t)
			notes[t] = map[string][]string{}
		}
		row := []string{c.Impl}
		if c.PerByte {
			row = append(row, lengthLabel(c.Bytes))
		}
		row = append(row, nsText(c.OldNs), nsText(c.NewNs), deltaText(c), pText(c), nText(c))
		t.rows = append(t.rows, row)
		if c.Note != "" {
			if notes[t][c.Note] == nil {
				t.notes = append(t.notes, c.Note)
			}
			notes[t][c.Note] = append(notes[t][c.Note], strings.Join(row[:t.keys], " "))
		}
	}
	for _, t := range out {
		for i, n := range t.notes {
			cells := notes[t][n]
			if len(cells) == len(t.rows) && len(cells) > 1 {
				t.notes[i] = "every cell: " + n
			} else {
				t.notes[i] = strings.Join(cells, ", ") + ": " + n
			}
		}
	}
	return out
}

// cellTable is the empty table of c's operation call.
func cellTable(c DiffCell) *table {
	title := fmt.Sprintf("%s (%s), %s", c.Title, c.Op, c.Call)
	switch {
	case c.Params != "":
		title += ", " + c.Params
	case !c.PerByte && c.Bytes > 0:
		title += fmt.Sprintf(", %d-byte message", c.Bytes)
	}
	t := &table{title: title + ": median ns per call", header: []string{"implementation"}, input: inputCols(0), keys: 1}
	if c.PerByte {
		t.header, t.keys = append(t.header, "bytes"), 2
	}
	t.header = append(t.header, "OLD", "NEW", "Δ", "p", "n")
	// The marks "~" and "?" are Markdown's own characters: the Δ column is
	// escaped like text read from a file.
	t.input[len(t.header)-3] = true
	return t
}

// geomeanTables are the geometric means per implementation and per
// operation, and over every cell.
func (d *Diff) geomeanTables() []*table {
	var out []*table
	for _, by := range []string{"implementation", "operation", "all"} {
		t := &table{title: "Geometric mean of NEW/OLD medians, by " + by + " (of every cell, significant or not)",
			header: []string{by, "cells", "slower", "faster", "Δ"}, input: inputCols(0)}
		if by == "all" {
			t.title, t.header = "Geometric mean of NEW/OLD medians over every cell", []string{"", "cells", "slower", "faster", "Δ"}
		}
		for _, g := range d.Geomeans {
			if g.By == by {
				t.rows = append(t.rows, []string{g.Name, fmt.Sprint(g.Cells), fmt.Sprint(g.Slower), fmt.Sprint(g.Faster), pct(g.Ratio)})
			}
		}
		if len(t.rows) > 0 {
			out = append(out, t)
		}
	}
	return out
}

// onlyTables list the cells of one run only.
func (d *Diff) onlyTables() []*table {
	var out []*table
	for _, side := range []struct {
		name  string
		cells []DiffOnly
	}{{"OLD", d.OnlyOld}, {"NEW", d.OnlyNew}} {
		if len(side.cells) == 0 {
			continue
		}
		t := &table{title: fmt.Sprintf("Only in %s: %s, not compared", side.name, termtext.Count(len(side.cells), "cell")),
			header: []string{"operation", "call", "implementation", "input", "median ns"}, input: inputCols(0, 1, 2, 3), keys: 3}
		for _, c := range side.cells {
			median := nsText(c.Ns)
			if c.Note != "" {
				median = "— " + c.Note
			}
			t.rows = append(t.rows, []string{c.Op, c.Call, c.Impl, inputText(c.DiffKey), median})
		}
		out = append(out, t)
	}
	return out
}

// inputText names what a cell's calls were given: its length, or a
// password hash's parameters.
func inputText(k DiffKey) string {
	switch {
	case k.Params != "":
		return k.Params
	case k.PerByte:
		return lengthLabel(k.Bytes) + " bytes"
	case k.Bytes > 0:
		return fmt.Sprintf("%d-byte message", k.Bytes)
	}
	return "—"
}

// nsText is a median, "—" for none.
func nsText(ns float64) string {
	if ns == 0 {
		return "—"
	}
	return fmtNum(ns)
}

// deltaText is a cell's Δ as benchstat prints it: the change of the
// median in percent where the test found one, "~" where it did not, "?"
// where there was no test.
func deltaText(c DiffCell) string {
	switch c.Verdict {
	case DiffUnmeasured:
		return "—"
	case DiffUntested:
		return "?"
	case DiffSame:
		if c.P == nil || *c.P > DiffAlpha {
			return "~"
		}
		return "0.00%"
	}
	if c.Ratio == 0 {
		return "?"
	}
	return pct(c.Ratio)
}

// pct is a ratio as a signed change in percent.
func pct(ratio float64) string { return fmt.Sprintf("%+.2f%%", (ratio-1)*100) }

// pText is a cell's p-value, "?" where there was no test.
func pText(c DiffCell) string {
	switch {
	case c.Verdict == DiffUnmeasured:
		return "—"
	case c.P == nil:
		return "?"
	case *c.P < 0.001:
		return "<0.001"
	}
	return fmt.Sprintf("%.3f", *c.P)
}

// nText is the samples tested, OLD's and NEW's.
func nText(c DiffCell) string {
	if c.P == nil {
		return ""
	}
	return fmt.Sprintf("%d+%d", c.OldN, c.NewN)
}
