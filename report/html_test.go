package report

import (
	"encoding/base64"
	"regexp"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// mdTableDelimiter matches the delimiter row under a Markdown table's
// header: one per table.
var mdTableDelimiter = regexp.MustCompile(`(?m)^\|(\s*:?-+:?\s*\|)+\s*$`)

// mdListItem matches an item of a Markdown list.
var mdListItem = regexp.MustCompile(`(?m)^- `)

// mdChart matches a chart report.md shows as a file.
var mdChart = regexp.MustCompile(`!\[[^\]]*\]\(charts/([^)]+)\.png\)`)

var (
	htmlTag  = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>`)
	srcAttr  = regexp.MustCompile(`(?i)\ssrc\s*=\s*["']?([^"'\s>]*)`)
	hrefAttr = regexp.MustCompile(`(?i)\shref\s*=\s*["']?([^"'\s>]*)`)
	anyURL   = regexp.MustCompile(`(?i)\b(https?|ftp|file|javascript):`)
	// eventAttr is an attribute that runs a script (onclick=, onerror=).
	eventAttr = regexp.MustCompile(`(?i)\son[a-z]+\s*=`)
)

// checkSelfContained fails when page could load anything, run anything,
// or point at a file: no script, no style sheet, frame or object, every
// src a data: URI, and a URL only as the target of a link the reader may
// follow. Tags are what it reads: text from a results file may well say
// "src=x" or "http://x", escaped, and that loads nothing.
func checkSelfContained(t *testing.T, where, page string) {
	t.Helper()
	for _, bad := range []string{"@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("%s: the style sheet fetches something: %q", where, bad)
		}
	}
	tags := htmlTag.FindAllStringSubmatch(page, -1)
	if len(tags) < 10 {
		t.Fatalf("%s: only %d tags", where, len(tags))
	}
	for _, m := range tags {
		tag, name := m[0], strings.ToLower(m[1])
		switch name {
		case "script", "link", "iframe", "frame", "object", "embed", "base", "meta":
			if name != "meta" || strings.Contains(strings.ToLower(tag), "http-equiv") {
				t.Errorf("%s: %s", where, tag)
			}
		}
		if eventAttr.MatchString(tag) {
			t.Errorf("%s: an event handler: %.80s", where, tag)
		}
		for _, src := range srcAttr.FindAllStringSubmatch(tag, -1) {
			if !strings.HasPrefix(src[1], "data:image/") {
				t.Errorf("%s: src=%q is not inline", where, src[1])
			}
		}
		links := 0
		for _, href := range hrefAttr.FindAllStringSubmatch(tag, -1) {
			switch {
			case name != "a":
				t.Errorf("%s: %s loads a resource", where, tag)
			case strings.HasPrefix(href[1], "#"):
			case strings.HasPrefix(href[1], "https://"), strings.HasPrefix(href[1], "http://"):
				links++
			default:
				t.Errorf("%s: a link to %q, a file beside the page or a script", where, href[1])
			}
		}
		if n := len(anyURL.FindAllString(tag, -1)); n != links {
			t.Errorf("%s: a URL that is not a link to follow: %.120s", where, tag)
		}
	}
}

// checkSameContent fails when page lacks a table or a chart of md.
// extraTables counts the tables the page adds (the agreement grid).
func checkSameContent(t *testing.T, where, md, page string, files map[string][]byte, extraTables int) {
	t.Helper()
	mdTables := len(mdTableDelimiter.FindAllString(md, -1))
	if mdTables == 0 {
		t.Fatalf("%s: report.md has no table to compare", where)
	}
	if got := strings.Count(page, "<table"); got != mdTables+extraTables {
		t.Errorf("%s: %d tables; report.md has %d, and the page adds %d", where, got, mdTables, extraTables)
	}
	// The notes: every Markdown list item is an item of the page's body
	// (the contents and the grid's legend are items of their own).
	mdItems := len(mdListItem.FindAllString(md, -1))
	pageItems := strings.Count(page, "<li>") - strings.Count(page, `<li><a href="#`) - strings.Count(page, `<li><span class="swatch`)
	if mdItems == 0 || pageItems != mdItems {
		t.Errorf("%s: %d notes and list items; report.md has %d", where, pageItems, mdItems)
	}
	charts := mdChart.FindAllStringSubmatch(md, -1)
	if len(charts) == 0 {
		t.Fatalf("%s: report.md shows no chart to compare", where)
	}
	for _, m := range charts {
		svg, ok := files["charts/"+m[1]+".svg"]
		if !ok {
			t.Errorf("%s: report.md shows chart %s, which Files did not draw", where, m[1])
			continue
		}
		if !strings.Contains(page, base64.StdEncoding.EncodeToString(svg)) {
			t.Errorf("%s: chart %s is not inline", where, m[1])
		}
	}
	if got := strings.Count(page, `<img class="chart"`); got != len(charts) {
		t.Errorf("%s: %d charts; report.md shows %d", where, got, len(charts))
	}
	if strings.Contains(page, "charts/") {
		t.Errorf("%s still names a file under charts/", where)
	}
}

// TestHTMLReport: report.html holds what report.md holds, every table and
// every chart, the agreement grid besides, and needs nothing else.
func TestHTMLReport(t *testing.T) {
	files, err := Files(synthRun("amd64", "EPYC", false, tscCounter, 1), "")
	if err != nil {
		t.Fatal(err)
	}
	page := string(files["report.html"])
	checkSelfContained(t, "report.html", page)
	checkSameContent(t, "report.html", string(files["report.md"]), page, files, 1)
	for _, want := range []string{
		"<!DOCTYPE html>", `<meta charset="utf-8">`, "<title>naclcmp benchmark report: EPYC</title>",
		`<table class="grid">`, `<td class="agrees"`, `<a href="#answers">Answers</a>`,
		`<td style="text-align:right">`, // figures right-aligned as report.md aligns them
	} {
		if !strings.Contains(page, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
}

// TestMergedHTMLReport: the merged report's page is made the same way.
func TestMergedHTMLReport(t *testing.T) {
	files, err := merged(synthRun("amd64", "EPYC", false, tscCounter, 1), synthRun("arm64", "Graviton", false, cntvCounter, 1)).Files()
	if err != nil {
		t.Fatal(err)
	}
	page := string(files["report.html"])
	checkSelfContained(t, "merged report.html", page)
	checkSameContent(t, "merged report.html", string(files["report.md"]), page, files, 0)
}

// TestHTMLEscapesResults: text from a results file, an implementation
// named with a script in it included, shows as text in every part of the
// page (report, grid, contents, title).
func TestHTMLEscapesResults(t *testing.T) {
	const script = "<script>alert(1)</script>"
	r := hostileRun("amd64")
	old := r.Impls[0].Name
	r.Impls[0].Name = "c " + script
	r.Machine.Label = "label " + script
	for i := range r.Cells {
		if r.Cells[i].Impl == old {
			r.Cells[i].Impl = r.Impls[0].Name
		}
	}
	files, err := Files(r, "")
	if err != nil {
		t.Fatal(err)
	}
	m, err := merged(r, hostileRun("arm64")).Files()
	if err != nil {
		t.Fatal(err)
	}
	for where, page := range map[string]string{"report.html": string(files["report.html"]), "merged report.html": string(m["report.html"])} {
		checkSelfContained(t, where, page)
		for _, raw := range []string{"<img src=x", "<b>", "<u>", "<i>"} {
			if strings.Contains(page, raw) {
				t.Errorf("%s shows %q raw", where, raw)
			}
		}
		if !strings.Contains(page, "&lt;img src=x onerror=alert(1)&gt;") {
			t.Errorf("%s lacks the escaped label", where)
		}
	}
	page := string(files["report.html"])
	escaped := "c &lt;script&gt;alert(1)&lt;/script&gt;"
	if n := strings.Count(page, escaped); n < 3 {
		t.Errorf("report.html shows the implementation's escaped name %d times; want it in the tables and the grid", n)
	}
	if !strings.Contains(page, "<title>naclcmp benchmark report: label &lt;script&gt;alert(1)&lt;/script&gt;</title>") {
		t.Error("report.html: the title does not escape the label")
	}
}

// TestOutputAgreement: the grid's verdict per implementation, from the
// digests the tables' notes compare.
func TestOutputAgreement(t *testing.T) {
	cell := func(impl, digest, errText, lacks string) *record.Cell {
		return &record.Cell{Impl: impl, Digest: digest, Error: errText, Lacks: lacks, Bytes: 64}
	}
	for _, tc := range []struct {
		name  string
		cells []*record.Cell
		want  map[string]agreement
	}{
		{"all agree", []*record.Cell{cell("a", "x", "", ""), cell("b", "x", "", ""), cell("c", "x", "", "")},
			map[string]agreement{"a": outAgrees, "b": outAgrees, "c": outAgrees}},
		{"one differs", []*record.Cell{cell("a", "x", "", ""), cell("b", "x", "", ""), cell("c", "y", "", "")},
			map[string]agreement{"a": outAgrees, "b": outAgrees, "c": outDiffers}},
		{"a tie: no one is right", []*record.Cell{cell("a", "x", "", ""), cell("b", "y", "", "")},
			map[string]agreement{"a": outDiffers, "b": outDiffers}},
		{"alone", []*record.Cell{cell("a", "x", "", ""), cell("b", "", "", "")},
			map[string]agreement{"a": outAlone, "b": outAlone}},
		{"an error and a lack", []*record.Cell{cell("a", "x", "", ""), cell("b", "x", "", ""), cell("c", "", "boom", ""), cell("d", "", "", "too long")},
			map[string]agreement{"a": outAgrees, "b": outAgrees, "c": outFailed, "d": outLacks}},
	} {
		g := &group{Lengths: []int{64}, cells: map[string]map[int]*record.Cell{}}
		for _, c := range tc.cells {
			g.Impls = append(g.Impls, c.Impl)
			g.cells[c.Impl] = map[int]*record.Cell{64: c}
		}
		got := outputAgreement(g)
		for im, want := range tc.want {
			if got[im] != want {
				t.Errorf("%s: %s is %d, want %d", tc.name, im, got[im], want)
			}
		}
	}
}
