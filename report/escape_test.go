package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// hostile is text a results.json from another machine could carry: a
// table delimiter, HTML, emphasis, a link and a code span.
const hostile = "evil|x <img src=x onerror=alert(1)> **bold** [link](http://x) `code`"

// hostileRun is a synthetic run whose every free-text field, the names of
// an implementation and of the counter included, is hostile.
func hostileRun(arch string) *record.Results {
	r := synthRun(arch, "EPYC", false, tscCounter, 1)
	m := &r.Machine
	m.Label, m.CPU = hostile, "CPU "+hostile
	m.OS, m.Distro, m.Kernel, m.Go = "OS "+hostile, "distro "+hostile, "kernel "+hostile, "go "+hostile
	r.Counter.Name, r.Counter.Unit = "counter "+hostile, "cycles<u>"
	r.Run.Mode = "mode " + hostile
	// A command that backticks cannot close early: its code span needs a
	// longer fence.
	r.Run.Command = "naclcmp bench --label 'a`b``c'"
	const name = "c|lib <b>_x_"
	im := &r.Impls[0]
	im.Name, im.Library, im.Version, im.Source = name, "lib "+hostile, "v "+hostile, "src "+hostile
	im.Notes = map[string]string{"hash/sha256": "note " + hostile}
	for i := range r.Cells {
		if r.Cells[i].Impl == "c-lib" {
			r.Cells[i].Impl = name
		}
		r.Cells[i].Title = "title " + hostile
	}
	return r
}

// mdCells counts the cells of a Markdown table row as GitHub splits it: at
// every "|" that no backslash escapes.
func mdCells(row string) int {
	n := 0
	for i := 0; i < len(row); i++ {
		switch row[i] {
		case '\\':
			i++
		case '|':
			n++
		}
	}
	return n - 1
}

// checkEscaped fails when md shows hostile text raw, or when a row of one
// of its tables has another number of cells than the table's header.
func checkEscaped(t *testing.T, where, md string) {
	t.Helper()
	for _, raw := range []string{"<img", "<b>", "**bold**", "[link](", "`code`", "evil|x", "_x_", "<u>"} {
		if strings.Contains(md, raw) {
			t.Errorf("%s shows %q raw", where, raw)
		}
	}
	if !strings.Contains(md, `evil\|x &lt;img src=x onerror=alert(1)&gt; \*\*bold\*\* \[link\](http://x) \`+"`code\\`") {
		t.Errorf("%s lacks the escaped label", where)
	}
	header := 0
	for i, line := range strings.Split(md, "\n") {
		switch {
		case !strings.HasPrefix(line, "|"):
			header = 0
		case header == 0:
			header = mdCells(line)
		case mdCells(line) != header:
			t.Errorf("%s, line %d: %d cells under a header of %d: %s", where, i+1, mdCells(line), header, line)
		}
	}
}

// TestHostileTextEscaped: every text a results file brings (machine label,
// CPU, OS, Go, counter, mode, implementation fields, titles, file names) is
// shown literally in report.md, the excerpt and the merged report, and as
// it is in the terminal.
func TestHostileTextEscaped(t *testing.T) {
	r := hostileRun("amd64")
	var b bytes.Buffer
	(view{r}).writeMarkdown(&b, nil)
	md := b.String()
	checkEscaped(t, "report.md", md)
	for _, want := range []string{
		"| CPU | CPU evil", "| Go | go evil",
		"with ```naclcmp bench --label 'a`b``c'```.",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report.md lacks %q", want)
		}
	}
	b.Reset()
	(view{r}).writeExcerpt(&b, nil)
	checkEscaped(t, "excerpt", b.String())

	m := Merge([]MergedRun{
		{File: "a|b <i>x</i>.json", Results: r},
		{File: "b.json", Results: hostileRun("arm64")},
	})
	md = markdownOf(m)
	checkEscaped(t, "merged report.md", md)
	if !strings.Contains(md, "| amd64 "+mdEscape(hostile)+" [cycles&lt;u&gt;/B] | arm64 ") {
		t.Error("merged report.md: no header of the escaped columns")
	}

	// The terminal shows the text as it is (in the whole grids, which
	// fold no label).
	b.Reset()
	m.WriteWideTables(&b)
	if !strings.Contains(b.String(), "amd64 "+hostile) || !strings.Contains(b.String(), "CPU "+hostile) {
		t.Errorf("the terminal does not show the machine as it is:\n%s", b.String())
	}
	b.Reset()
	(view{r}).writeTables(&b, true)
	if !strings.Contains(b.String(), "c|lib <b>_x_") {
		t.Errorf("the terminal does not show the implementation as it is:\n%s", b.String())
	}
}

// TestCodeSpan: a code span holds any text, backticks and newlines
// included, without closing early or leaving its line.
func TestCodeSpan(t *testing.T) {
	for in, want := range map[string]string{
		"naclcmp bench":   "`naclcmp bench`",
		"a`b``c":          "```a`b``c```",
		"`x`":             "`` `x` ``",
		"a\nb\r\nc":       "`a b c`",
		"<img src=x> |**": "`<img src=x> |**`",
	} {
		if got := codeSpan(in); got != want {
			t.Errorf("codeSpan(%q) = %q, want %q", in, got, want)
		}
	}
}
