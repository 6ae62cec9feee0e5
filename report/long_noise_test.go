package report

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// noiseFootnote is the start of the footnote under a table that shows a
// negative long figure as "noise".
const noiseFootnote = "long — for go-lib"

// TestUnresolvedLongIsShownAsSuch: on a loaded machine 4096 bytes can
// measure cheaper than 1024, and (cost(4096) − cost(1024))/3072 comes out
// negative; where the per-call cost dwarfs the bytes it is a difference of
// two noisy numbers. Neither is a cost: the table shows "—" with a
// footnote saying why, and prints no negative figure.
func TestUnresolvedLongIsShownAsSuch(t *testing.T) {
	r := synthRun("amd64", "EPYC", false, tscCounter, 1)
	for i, c := range r.Cells {
		if c.Impl == "go-lib" && c.Bytes == record.LongTo { // 8192 → 1000 cycles, below 2048 at 1024 bytes
			r.Cells[i].Ticks, r.Cells[i].Ns = exact(1000), exact(500)
		}
	}
	var out bytes.Buffer
	(view{r}).writeTables(&out, false)
	text := out.String()
	var row string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "go-lib") {
			row = line
		}
	}
	if !strings.Contains(row, "—") || strings.Contains(row, "-0.") || strings.Contains(row, " -") {
		t.Errorf("go-lib's negative long figure is not shown as unresolved:\n%s", text)
	}
	if !strings.Contains(text, "long — where the figure is not resolved: go-lib: 4096 bytes measured no dearer than 1024") {
		t.Errorf("no footnote explains the missing figure:\n%s", text)
	}
}

// TestMergedNegativeLongIsNoise: in a merge, a run's negative long figure
// shows as "noise" in the table of its call and in the headline table, each
// with a footnote naming the run and the implementation; it is never the
// fastest, and its chart has no bar and no label below zero.
func TestMergedNegativeLongIsNoise(t *testing.T) {
	xeon := synthRun("amd64", "Xeon", false, tscCounter, 1)
	for i, c := range xeon.Cells {
		if c.Impl == "go-lib" && c.Bytes == record.LongTo { // long = (1000 − 2048) / 3072 < 0
			xeon.Cells[i].Ticks, xeon.Cells[i].Ns = exact(1000), exact(500)
		}
	}
	m := merged(synthRun("amd64", "EPYC", false, tscCounter, 1), xeon)
	const (
		note     = noiseFootnote + " on amd64 Xeon: noise: negative (4096 bytes measured cheaper than 1024); no figure"
		headNote = noiseFootnote + " on amd64 Xeon (hash/sha256 hash): noise: negative (4096 bytes measured cheaper than 1024); no figure"
	)
	md := markdownOf(m)
	native := section(t, md, "Native machines")
	wantLines(t, "merged report.md", native,
		// Noise is never the fastest; c-lib, alone with a figure on the
		// Xeon, is not marked either.
		"| long | c-lib | 3.00 | 3.00 |",
		"|  | go-lib | 2.00* | noise |",
		"| hash/sha256 hash | c-lib | 3.00 | 3.00 |",
		"|  | go-lib | 2.00* | noise |",
		"- "+headNote,
		"- "+note,
	)
	// The whole grid, whose notes are not folded.
	var b bytes.Buffer
	m.WriteWideTables(&b)
	text := b.String()
	headline := ""
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "go-lib") {
			headline = line
		}
	}
	if f := strings.Fields(headline); len(f) != 3 || f[1] != "2.00*" || f[2] != "noise" || !strings.Contains(text, "\n  "+headNote+"\n") {
		t.Errorf("the terminal's headline table shows no noise:\n%s", text)
	}
	for where, s := range map[string]string{"report.md": md, "terminal": text} {
		if strings.Contains(s, "-0.") {
			t.Errorf("%s shows a negative figure", where)
		}
	}

	// The chart draws each cell's figure: none is negative.
	runs := []*MergedRun{&m.Runs[0], &m.Runs[1]}
	p := planUnits(runs)
	for _, g := range mergeGroups(runs) {
		if !g.PerByte {
			continue
		}
		for j, run := range runs {
			for _, im := range g.Impls {
				if v, s := p.figure(g, run, g.per[j], im, longRow); v < 0 || strings.HasPrefix(s, "-") {
					t.Errorf("%s %s on %s: chart value %v, label %q", g.Op, im, run.Column, v, s)
				}
			}
		}
	}
	dir := t.TempDir()
	if err := m.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "charts", "merged-hash-sha256-hash.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(svg, []byte(">noise<")) || bytes.Contains(svg, []byte(">-0.")) {
		t.Error("the chart labels the negative figure")
	}
}
