package report

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/internal/jsonerr"
	"github.com/naclcmp/naclcmp/record"
	"gonum.org/v1/plot/vg"
)

// A cross-architecture report puts several runs side by side, as eBACS
// tables do for many machines: per operation and length, one row per
// implementation and one column per machine. Figures of different
// machines share a column unit only when their counters measure the same
// thing; otherwise every column is in nanoseconds. Runs measured under an
// emulator go into a separate section, never into the tables of native
// runs.

// MergedSchemaV1 identifies the layout of merged.json.
const MergedSchemaV1 = "naclcmp-merged/v1"

// Merged is several runs put side by side. It is what merged.json holds.
type Merged struct {
	Schema string      `json:"schema"`
	Runs   []MergedRun `json:"runs"`
	// Warnings are one-line notes for the user: a run given twice, merged
	// once.
	Warnings []string `json:"-"`
}

// MergedRun is one run of a merge: one column of its tables.
type MergedRun struct {
	// Column is the run's column header: architecture, machine label and
	// "(QEMU)" when emulated, made unique within the merge.
	Column string `json:"column"`
	// File is where the run was read from.
	File    string          `json:"file"`
	Results *record.Results `json:"results"`
}

// ReadResultsFile reads a results.json written by `naclcmp bench`. Errors
// name the file and say what is wrong with it.
func ReadResultsFile(path string) (*record.Results, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := decodeResults(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// decodeResults checks the schema before decoding the whole file, so that
// a file of another version fails on its version rather than on whichever
// field changed type.
func decodeResults(b []byte) (*record.Results, error) {
	var head struct {
		Schema *string `json:"schema"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return nil, fmt.Errorf("not a naclcmp results file: %w", jsonerr.Explain(b, err))
	}
	switch {
	case head.Schema == nil:
		return nil, fmt.Errorf("not a naclcmp results file: no \"schema\" field (want %q)", record.SchemaV1)
	case *head.Schema == MergedSchemaV1:
		return nil, errMergedInput
	case *head.Schema != record.SchemaV1:
		return nil, fmt.Errorf(
			"results schema %q is not %q, the one this naclcmp reads: the file comes from another version of the suite; "+
				"merge it with that version, or re-run its benchmark with this one",
			*head.Schema, record.SchemaV1)
	}
	var r record.Results
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("schema %q but unreadable: %w", record.SchemaV1, jsonerr.Explain(b, err))
	}
	if r.Machine.Arch == "" {
		return nil, errors.New("results without a machine architecture (machine.arch)")
	}
	// A Go-side run (record.RunInfo.GoSideOnly) times only its loops.
	if len(r.Cells) == 0 && !r.Run.GoSideOnly {
		return nil, errors.New("results without measurements (no cells)")
	}
	return &r, nil
}

// errMergedInput is returned for a merged.json given as input: LoadMerge
// takes its runs one by one instead.
var errMergedInput = fmt.Errorf("a merged report's data (schema %q), not one run's results", MergedSchemaV1)

// LoadMerge reads results files and merges them. A directory stands for
// the results.json in it (a bench --out directory). A merged.json written
// by an earlier merge contributes its runs, so a report can grow machine
// by machine. The error names every file that could not be used.
func LoadMerge(paths []string) (*Merged, error) {
	if len(paths) == 0 {
		return nil, errors.New("no results files to merge")
	}
	var (
		runs []MergedRun
		errs []error
	)
	for _, p := range paths {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			p = filepath.Join(p, "results.json")
		}
		b, err := os.ReadFile(p)
		if err != nil {
			errs = append(errs, err) // names the file already
			continue
		}
		r, err := decodeResults(b)
		switch {
		case errors.Is(err, errMergedInput):
			var m Merged
			if err := json.Unmarshal(b, &m); err != nil {
				errs = append(errs, fmt.Errorf("%s: schema %q but unreadable: %w", p, MergedSchemaV1, jsonerr.Explain(b, err)))
				continue
			}
			for i, run := range m.Runs {
				if run.Results == nil || run.Results.Schema != record.SchemaV1 {
					errs = append(errs, fmt.Errorf("%s: run %d (%s): not results of schema %q", p, i+1, run.Column, record.SchemaV1))
					continue
				}
				runs = append(runs, MergedRun{File: p + ": " + run.File, Results: run.Results})
			}
		case err != nil:
			errs = append(errs, fmt.Errorf("%s: %w", p, err))
		case r.Run.GoSideOnly:
			errs = append(errs, fmt.Errorf("%s: a Go-side run, which times the bindings' Go side only: give it to bench --go-side", p))
		default:
			runs = append(runs, MergedRun{File: p, Results: r})
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	runs, warnings := dropSameRuns(runs)
	m := Merge(runs)
	m.Warnings = warnings
	return m, nil
}

// runKey identifies a run: the machine, the moment it started and the
// command. A run without a date (not written by bench) has no identity
// and is never taken for another.
func runKey(r *record.Results) string {
	if r.Run.Date.IsZero() {
		return ""
	}
	m := r.Machine
	return strings.Join([]string{m.Arch, m.Label, m.CPU, r.Run.Date.UTC().Format(time.RFC3339Nano), r.Run.Command}, "\x00")
}

// dropSameRuns keeps the first of runs that are the same run (a file given
// twice, or a run also inside a merged.json), with a warning for each
// one dropped.
func dropSameRuns(runs []MergedRun) ([]MergedRun, []string) {
	first := map[string]string{}
	var kept []MergedRun
	var warnings []string
	for _, run := range runs {
		key := runKey(run.Results)
		if f, ok := first[key]; ok && key != "" {
			m := run.Results.Machine
			warnings = append(warnings, fmt.Sprintf("%s is the same run as %s (%s %s, %s): merged once",
				run.File, f, m.Arch, cmp.Or(m.Label, m.CPU), run.Results.Run.Date.UTC().Format(time.RFC3339)))
			continue
		}
		first[key] = run.File
		kept = append(kept, run)
	}
	return kept, warnings
}

// Merge puts runs side by side in the order given, naming their columns.
func Merge(runs []MergedRun) *Merged {
	m := &Merged{Schema: MergedSchemaV1, Runs: slices.Clone(runs)}
	seen := map[string]int{}
	for i := range m.Runs {
		col := columnLabel(m.Runs[i].Results.Machine)
		seen[col]++
		if n := seen[col]; n > 1 {
			col = fmt.Sprintf("%s #%d", col, n)
		}
		m.Runs[i].Column = col
	}
	return m
}

// columnLabel names a machine in a column header: "arm64 Neoverse-N1
// (QEMU)". It is the machine's text as it is, for the terminal, the charts
// and merged.csv; report.md escapes it where it writes it.
func columnLabel(m record.Machine) string {
	name := m.Label
	if name == "" {
		name = m.CPU
	}
	s := strings.TrimSpace(m.Arch + " " + name)
	if m.Emulated {
		s += " (QEMU)"
	}
	return s
}

// EmulatedHeading heads the section of emulated runs.
const EmulatedHeading = "QEMU-emulated: not comparable with native figures"

// sections splits the runs: native ones first, then emulated ones.
func (m *Merged) sections() (native, emulated []*MergedRun) {
	for i := range m.Runs {
		if r := &m.Runs[i]; r.Results.Machine.Emulated {
			emulated = append(emulated, r)
		} else {
			native = append(native, r)
		}
	}
	return native, emulated
}

// Files renders report.md and report.html, merged.json, merged.csv and, under charts/, one
// chart per byte-oriented call and section.
func (m *Merged) Files() (map[string][]byte, error) {
	files := map[string][]byte{}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	files["merged.json"] = bytes.Clone(b.Bytes())
	b.Reset()
	if err := m.WriteCSV(&b); err != nil {
		return nil, err
	}
	files["merged.csv"] = bytes.Clone(b.Bytes())
	charts := map[string]bool{}
	native, emulated := m.sections()
	for _, sec := range []struct {
		runs     []*MergedRun
		emulated bool
	}{{native, false}, {emulated, true}} {
		if len(sec.runs) == 0 {
			continue
		}
		p := planUnits(sec.runs)
		for _, g := range mergeGroups(sec.runs) {
			plt, h := p.longChart(g, sec.runs, sec.emulated)
			if plt == nil {
				continue
			}
			name := g.chartName(sec.emulated)
			c, err := render(plt, name, 9*vg.Inch, h)
			if err != nil {
				return nil, fmt.Errorf("chart %s: %w", name, err)
			}
			files["charts/"+name+".svg"], files["charts/"+name+".png"] = c.svg, c.png
			charts[name] = true
		}
	}
	b.Reset()
	m.writeMarkdown(&b, charts)
	files["report.md"] = bytes.Clone(b.Bytes())
	page, err := renderHTML(htmlPage{Title: "naclcmp cross-architecture report", Markdown: files["report.md"], Files: files})
	if err != nil {
		return nil, err
	}
	files["report.html"] = page
	return files, nil
}

// WriteDir writes every file of Files into dir, each atomically and only
// once all have been rendered.
func (m *Merged) WriteDir(dir string) error {
	files, err := m.Files()
	if err != nil {
		return err
	}
	return writeFiles(dir, files)
}

// WriteCSV writes every run's results.csv rows under one header, each row
// prefixed by its run's column, file, emulation flag and counter: the
// data of every table, in each run's own units as well as nanoseconds.
func (m *Merged) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	prefix := []string{"machine", "file", "emulated", "counter"}
	if err := cw.Write(append(slices.Clone(prefix), csvHeader...)); err != nil {
		return err
	}
	for _, run := range m.Runs {
		var b bytes.Buffer
		if err := (view{run.Results}).writeCSV(&b); err != nil {
			return err
		}
		rows, err := csv.NewReader(&b).ReadAll()
		if err != nil {
			return err
		}
		pre := []string{run.Column, run.File, fmt.Sprint(run.Results.Machine.Emulated), (view{run.Results}).costName()}
		for _, row := range rows[1:] {
			if err := cw.Write(append(slices.Clone(pre), row...)); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
