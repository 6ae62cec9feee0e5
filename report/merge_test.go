package report

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/record"
)

// Synthetic runs with round figures, so that every expected cell below is
// worked out by hand: "c-lib" has SHA-256 and Ed25519, "go-lib" only
// SHA-256. At scale 1, c-lib's SHA-256 costs 4096 ticks at 1024 bytes and
// 13312 at 4096 (long = (13312−4096)/3072 = 3 per byte), go-lib's 2048 and
// 8192 (long = 2); c-lib signs in 50000 ticks. Nanoseconds are half the
// ticks.
var (
	tscCounter  = record.Counter{Name: "TSC cycles", Unit: "cycles", Hz: 2e9}
	cntvCounter = record.Counter{Name: "virtual counter ticks", Unit: "ticks", Hz: 25e6}
)

func exact(v float64) *record.Stats {
	return &record.Stats{N: 10, Q1: v, Median: v, Q3: v, Min: v, Max: v, Mean: v}
}

func synthCell(op, impl string, bytes int, perByte bool, ticks float64, digest string) record.Cell {
	fam, prim, _ := strings.Cut(op, "/")
	call := "hash"
	if fam == "sign" {
		call = "sign"
	}
	return record.Cell{Op: op, Family: fam, Primitive: prim, Title: prim, Call: call, Impl: impl, Bytes: bytes, PerByte: perByte,
		Ns: exact(ticks / 2), Ticks: exact(ticks), Digest: digest}
}

func synthRun(arch, cpu string, emulated bool, counter record.Counter, scale float64) *record.Results {
	r := &record.Results{
		Schema:  record.SchemaV1,
		Machine: record.Machine{Label: cpu, Arch: arch, OS: "linux", CPU: cpu, Cores: 2, Go: "go1.26", Emulated: emulated},
		Run:     record.RunInfo{Mode: "quick", Seed: 1},
		Counter: counter,
		Impls: []record.ImplInfo{
			{Name: "c-lib", Library: "C library", Language: "C", Version: "1.0", Ops: []string{"hash/sha256", "sign/ed25519"}},
			{Name: "go-lib", Library: "Go library", Language: "Go", Version: "2.0", Ops: []string{"hash/sha256"}},
		},
	}
	for _, n := range []int{64, 1024, 4096} {
		r.Cells = append(r.Cells,
			synthCell("hash/sha256", "c-lib", n, true, scale*map[int]float64{64: 640, 1024: 4096, 4096: 13312}[n], "h"+string(rune('0'+n%10))),
			synthCell("hash/sha256", "go-lib", n, true, scale*map[int]float64{64: 320, 1024: 2048, 4096: 8192}[n], "h"+string(rune('0'+n%10))))
	}
	r.Cells = append(r.Cells, synthCell("sign/ed25519", "c-lib", 59, false, scale*50000, "s"))
	if counter.Unit == "" {
		for i := range r.Cells {
			r.Cells[i].Ticks = nil
		}
	}
	return r
}

func merged(rs ...*record.Results) *Merged {
	var runs []MergedRun
	for i, r := range rs {
		runs = append(runs, MergedRun{File: "run" + string(rune('a'+i)) + ".json", Results: r})
	}
	return Merge(runs)
}

func markdownOf(m *Merged) string {
	var b bytes.Buffer
	m.WriteMarkdown(&b)
	return b.String()
}

// section returns the text of report.md from heading to the next "## ".
func section(t *testing.T, md, heading string) string {
	t.Helper()
	i := strings.Index(md, "\n## "+heading+"\n")
	if i < 0 {
		t.Fatalf("report.md has no section %q:\n%s", heading, md)
	}
	rest := md[i+len(heading)+5:]
	if j := strings.Index(rest, "\n## "); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

func wantLines(t *testing.T, where, text string, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if !strings.Contains(text, "\n"+l+"\n") {
			t.Errorf("%s: no line %q", where, l)
		}
	}
}

func TestMergeSideBySide(t *testing.T) {
	// The Xeon run has no go-lib (not built there): "—" in its column.
	xeon := synthRun("amd64", "Xeon", false, tscCounter, 2)
	xeon.Impls = xeon.Impls[:1]
	var cells []record.Cell
	for _, c := range xeon.Cells {
		if c.Impl != "go-lib" {
			cells = append(cells, c)
		}
	}
	xeon.Cells = cells
	m := merged(
		synthRun("amd64", "EPYC", false, tscCounter, 1),
		synthRun("arm64", "Neoverse-N1", true, cntvCounter, 10),
		xeon,
	)
	md := markdownOf(m)
	native := section(t, md, "Native machines")
	emulated := section(t, md, EmulatedHeading)

	// Native tables: the two amd64 machines side by side in TSC cycles,
	// one block of rows per length, the fastest marked per machine.
	wantLines(t, "native", native,
		"| bytes | impl | amd64 EPYC [cycles/B] | amd64 Xeon [cycles/B] |",
		"| 1024 | c-lib | 4.00 | 8.00 |",
		"|  | go-lib | 2.00* | — |",
		"| long | c-lib | 3.00 | 6.00 |",
		"|  | go-lib | 2.00* | — |",
		"| impl | amd64 EPYC [cycles] | amd64 Xeon [cycles] |",
		"| c-lib | 50,000 | 100,000 |",
		"| hash/sha256 hash | c-lib | 3.00 | 6.00 |",
		"| sign/ed25519 sign | c-lib | 50,000 | 100,000 |",
	)
	if strings.Contains(native, "QEMU") || strings.Contains(native, "arm64") {
		t.Error("the native section shows the emulated machine")
	}
	// The emulated machine has its own tables, in its own unit, with the
	// warning in every title.
	wantLines(t, "emulated", emulated,
		"| bytes | impl | arm64 Neoverse-N1 (QEMU) [ticks/B] |",
		"| long | c-lib | 30.0 |",
		"| impl | arm64 Neoverse-N1 (QEMU) [ticks] |",
		"| c-lib | 500,000 |",
	)
	if strings.Contains(emulated, "amd64") {
		t.Error("the emulated section shows a native machine")
	}
	for _, title := range strings.Split(emulated, "\n**")[1:] {
		if !strings.HasPrefix(title, "QEMU-emulated, not comparable with native figures") {
			t.Errorf("emulated table without the warning: %q", strings.SplitN(title, "\n", 2)[0])
		}
	}
	if !strings.Contains(md, "Outputs: identical across machines and implementations") {
		t.Error("no agreement line")
	}
}

func TestMergeUnits(t *testing.T) {
	for _, tc := range []struct {
		name     string
		counters []record.Counter
		unit     string
		note     bool
	}{
		{"same TSC", []record.Counter{tscCounter, {Name: "TSC cycles", Unit: "cycles", Hz: 3e9}}, "cycles", false},
		{"ticks at the same frequency", []record.Counter{cntvCounter, cntvCounter}, "ticks", false},
		{"ticks at different frequencies", []record.Counter{cntvCounter, {Name: "virtual counter ticks", Unit: "ticks", Hz: 1e9}}, "ns", true},
		{"cycles and ticks", []record.Counter{tscCounter, cntvCounter}, "ns", true},
		{"one without counter", []record.Counter{tscCounter, {}}, "ns", true},
		{"none has a counter", []record.Counter{{}, {}}, "ns", false},
		{"one run", []record.Counter{cntvCounter}, "ticks", false},
	} {
		var runs []*MergedRun
		for i, c := range tc.counters {
			runs = append(runs, &MergedRun{Column: string(rune('A' + i)), Results: &record.Results{Counter: c}})
		}
		p := planUnits(runs)
		if p.unit != tc.unit || (p.note != "") != tc.note {
			t.Errorf("%s: unit %q, note %q; want %q, note %v", tc.name, p.unit, p.note, tc.unit, tc.note)
		}
	}

	// Native machines with different counters: nanoseconds everywhere
	// (half the ticks in the synthetic runs), and the report says why.
	md := markdownOf(merged(
		synthRun("amd64", "EPYC", false, tscCounter, 1),
		synthRun("arm64", "Graviton", false, cntvCounter, 1),
		synthRun("riscv64", "U74", false, record.Counter{}, 1),
	))
	native := section(t, md, "Native machines")
	wantLines(t, "native", native,
		"| bytes | impl | amd64 EPYC [ns/B] | arm64 Graviton [ns/B] | riscv64 U74 [ns/B] |",
		"| long | c-lib | 1.50 | 1.50 | 1.50 |",
		"| c-lib | 25,000 | 25,000 | 25,000 |",
	)
	if !strings.Contains(native, "counters measure different things") || !strings.Contains(native, "arm64 Graviton: virtual counter ticks at 25 MHz") {
		t.Errorf("no note on the differing counters:\n%s", native[:min(len(native), 600)])
	}
	if strings.Contains(md, EmulatedHeading) {
		t.Error("an emulated section without emulated runs")
	}
}

func TestMergeReportsDifferentOutputs(t *testing.T) {
	a := synthRun("amd64", "EPYC", false, tscCounter, 1)
	b := synthRun("s390x", "z15", true, record.Counter{}, 1)
	// s390x's c-lib gets another SHA-256 at 1024 bytes: a byte-order bug.
	for i := range b.Cells {
		if c := &b.Cells[i]; c.Impl == "c-lib" && c.Bytes == 1024 {
			c.Digest = "bad"
		}
	}
	md := markdownOf(merged(a, b))
	out := section(t, md, "Outputs across machines")
	if !strings.Contains(out, "DIFFERED in 1 of ") || !strings.Contains(out, "≠ {s390x z15 (QEMU): c-lib}") || !strings.Contains(out, "hash/sha256 hash at 1024 bytes") {
		t.Errorf("the differing output is not reported:\n%s", out)
	}
	// Both implementations of the s390x run now agree with each other; with
	// the same seed they still differ from amd64, with another seed the
	// inputs differ and nothing is compared across runs.
	for i := range b.Cells {
		if c := &b.Cells[i]; c.Bytes == 1024 {
			c.Digest = "bad"
		}
	}
	out = section(t, markdownOf(merged(a, b)), "Outputs across machines")
	if !strings.Contains(out, "{amd64 EPYC: c-lib, amd64 EPYC: go-lib} ≠ {s390x z15 (QEMU): c-lib, s390x z15 (QEMU): go-lib}") {
		t.Errorf("the differing machine is not reported:\n%s", out)
	}
	b.Run.Seed = 2
	out = section(t, markdownOf(merged(a, b)), "Outputs across machines")
	if strings.Contains(out, "DIFFERED") {
		t.Errorf("runs of different seeds compared:\n%s", out)
	}
}

func TestMergeColumnsUnique(t *testing.T) {
	m := merged(synthRun("amd64", "EPYC", false, tscCounter, 1), synthRun("amd64", "EPYC", false, tscCounter, 1))
	if a, b := m.Runs[0].Column, m.Runs[1].Column; a != "amd64 EPYC" || b != "amd64 EPYC #2" {
		t.Errorf("columns %q and %q", a, b)
	}
}

func writeResults(t *testing.T, path string, r *record.Results) {
	t.Helper()
	var b bytes.Buffer
	if err := (view{r}).writeJSON(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadMergeRejectsBadInput(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	writeResults(t, good, synthRun("amd64", "EPYC", false, tscCounter, 1))
	noCells := synthRun("amd64", "EPYC", false, tscCounter, 1)
	noCells.Cells = nil
	writeResults(t, filepath.Join(dir, "nocells.json"), noCells)
	for name, content := range map[string]string{
		"other.json":     `{"operations": [], "digest": "abc"}`,
		"array.json":     `[1, 2, 3]`,
		"empty.json":     ``,
		"truncated.json": `{"schema": "naclcmp-bench/v1", "machine": {`,
		"v2.json":        `{"schema": "naclcmp-bench/v2", "machine": {"arch": "amd64"}, "cells": "changed"}`,
		"badtype.json":   `{"schema": "naclcmp-bench/v1", "machine": "amd64"}`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct{ file, want string }{
		{"missing.json", "no such file"},
		{"other.json", `not a naclcmp results file: no "schema" field`},
		{"array.json", "not a naclcmp results file"},
		{"empty.json", "the file is empty or cut short"},
		{"truncated.json", "the file is empty or cut short"},
		{"v2.json", `"naclcmp-bench/v2" is not "naclcmp-bench/v1"`},
		{"badtype.json", `unreadable: line 1, column 49: "machine" is a string, expected an object`},
		{"nocells.json", "without measurements"},
	} {
		path := filepath.Join(dir, tc.file)
		_, err := LoadMerge([]string{good, path})
		if err == nil {
			t.Errorf("%s: merged without error", tc.file)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, path) || !strings.Contains(msg, tc.want) || strings.Contains(msg, good) {
			t.Errorf("%s: error %q; want it to name %s (only) and say %q", tc.file, msg, tc.file, tc.want)
		}
	}
	if _, err := LoadMerge(nil); err == nil {
		t.Error("merging no files succeeded")
	}
}

func TestMergeFilesAndRemerge(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	writeResults(t, a, synthRun("amd64", "EPYC", false, tscCounter, 1))
	writeResults(t, b, synthRun("arm64", "Neoverse-N1", true, cntvCounter, 10))
	// A directory stands for its results.json.
	bdir := filepath.Join(dir, "b")
	if err := os.Mkdir(bdir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(b, filepath.Join(bdir, "results.json")); err != nil {
		t.Fatal(err)
	}
	m, err := LoadMerge([]string{a, bdir})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteDir(out); err != nil {
		t.Fatal(err)
	}
	// merged.csv: every cell of every run, prefixed by its machine.
	rows, err := csv.NewReader(bytes.NewReader(mustRead(t, out, "merged.csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(rows), 1+7+7; got != want {
		t.Errorf("merged.csv: %d rows, want %d", got, want)
	}
	if h := strings.Join(rows[0][:6], ","); h != "machine,file,emulated,counter,arch,cpu" {
		t.Errorf("merged.csv header starts %q", h)
	}
	if r := rows[len(rows)-1]; r[0] != "arm64 Neoverse-N1 (QEMU)" || r[2] != "true" || r[3] != "virtual counter ticks" {
		t.Errorf("merged.csv last row starts %q", r[:4])
	}
	md := string(mustRead(t, out, "report.md"))
	if !strings.Contains(md, "## "+EmulatedHeading) {
		t.Error("report.md has no emulated section")
	}
	// One long-message chart per byte-oriented call and section, linked
	// from report.md; none for per-call operations.
	for _, name := range []string{"merged-hash-sha256-hash", "merged-hash-sha256-hash-qemu"} {
		for _, ext := range []string{".png", ".svg"} {
			if len(mustRead(t, filepath.Join(out, "charts"), name+ext)) == 0 {
				t.Errorf("%s%s is empty", name, ext)
			}
		}
		if !strings.Contains(md, "(charts/"+name+".png)") {
			t.Errorf("report.md does not link %s", name)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "charts", "merged-sign-ed25519-sign.png")); !os.IsNotExist(err) {
		t.Errorf("a long-message chart for a per-call operation: %v", err)
	}
	// merged.json plus another run makes a three-column report.
	c := filepath.Join(dir, "c.json")
	writeResults(t, c, synthRun("s390x", "z15", false, record.Counter{}, 3))
	m2, err := LoadMerge([]string{filepath.Join(out, "merged.json"), c})
	if err != nil {
		t.Fatal(err)
	}
	var cols []string
	for _, r := range m2.Runs {
		cols = append(cols, r.Column)
	}
	if got := strings.Join(cols, " | "); got != "amd64 EPYC | arm64 Neoverse-N1 (QEMU) | s390x z15" {
		t.Errorf("re-merged columns: %s", got)
	}
}
