package report

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/termtext"
)

// wideTable is a table of two key columns and more figures than a line
// holds, with a header as long as a machine's label.
func wideTable() *table {
	t := &table{title: "figures", header: []string{"operation", "impl"}, keys: 2, notes: []string{strings.Repeat("word ", 40)}}
	for i := range 14 {
		t.header = append(t.header, "a column header of several words "+string(rune('a'+i)))
	}
	for _, im := range []string{"libsodium", "go-stdlib"} {
		row := []string{"sign/ed25519 sign", im}
		for range 14 {
			row = append(row, "123,456?*")
		}
		t.rows = append(t.rows, row)
	}
	return t
}

// TestTableTextFits: a table too wide is cut into parts that each repeat
// the key columns and fit the terminal, its headers folded and its notes
// wrapped; --wide prints it as one grid.
func TestTableTextFits(t *testing.T) {
	var b bytes.Buffer
	wideTable().text(&b, false)
	out := b.String()
	if w, line := termtext.MaxWidth(out); w > termtext.Width {
		t.Errorf("a line of %d columns:\n%s", w, line)
	}
	if n := strings.Count(out, "\nsign/ed25519 sign  libsodium"); n < 2 {
		t.Errorf("the keys are in %d parts, want several:\n%s", n, out)
	}
	if !strings.Contains(out, "words n\n") {
		t.Errorf("the last column's folded header is missing:\n%s", out)
	}
	b.Reset()
	wideTable().text(&b, true)
	if n := strings.Count(b.String(), "libsodium"); n != 1 || !strings.Contains(b.String(), "several words a  a column header") {
		t.Errorf("--wide does not print one grid:\n%s", b.String())
	}
}

// TestTableTextStacks: a table whose keys and a cell do not fit a line
// together, or that asks to be stacked, has each row's cells as
// "header: value" under its keys.
func TestTableTextStacks(t *testing.T) {
	header := []string{"column", "file", "cores", "counter"}
	second := []string{"arm64 box", "b/results.json", "4", "TSC"}
	for _, tab := range []*table{
		// Cut into parts, this one would fit: it asks to be stacked.
		{title: "Machines", header: header, stack: true,
			rows: [][]string{{"amd64 box", strings.Repeat("d/", 25) + "results.json", "2", strings.Repeat("c", 40)}, second}},
		{title: "long cells", header: header,
			rows: [][]string{{"amd64 box", strings.Repeat("x", 120), "2", "TSC"}, second}},
	} {
		var b bytes.Buffer
		tab.text(&b, false)
		out := b.String()
		if w, line := termtext.MaxWidth(out); w > termtext.Width {
			t.Errorf("%s: a line of %d columns:\n%s", tab.title, w, line)
		}
		for _, want := range []string{"\namd64 box\n", "\narm64 box\n", "  file: b/results.json   cores: 4   counter: TSC\n"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: no %q:\n%s", tab.title, want, out)
			}
		}
	}
}

// TestPublishedRunFits: the terminal tables of the published run, every
// implementation of the suite on one machine (language and host tables
// included), fit the terminal and name every implementation; the wide
// grids do not fit, so the check can fail.
func TestPublishedRunFits(t *testing.T) {
	r, err := ReadResultsFile(filepath.Join("..", "docs", "results", "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	WriteTables(&b, r)
	out := b.String()
	if w, line := termtext.MaxWidth(out); w > termtext.Width {
		t.Errorf("a line of %d columns:\n%s", w, line)
	}
	for _, im := range r.Impls {
		if !strings.Contains(out, "\n"+im.Name+" ") {
			t.Errorf("no row of %s", im.Name)
		}
	}
	b.Reset()
	WriteWideTables(&b, r)
	if w, _ := termtext.MaxWidth(b.String()); w <= termtext.Width {
		t.Errorf("the wide tables are %d columns at most: the published run no longer tests the fitting", w)
	}
}
