package report

import (
	"io"

	"github.com/naclcmp/naclcmp/record"
)

// view is one run's results as this package reads them: the methods that
// group, tabulate, chart and write a run hang on it, while the results
// themselves (package record) stay a plain schema that the measuring side
// fills without linking any of this.
type view struct{ *record.Results }

// WriteJSON writes the results as indented JSON (results.json).
func WriteJSON(w io.Writer, r *record.Results) error { return view{r}.writeJSON(w) }

// Files renders every result file: report.md, report.html (the same
// report as one self-contained page), results.json, results.csv,
// benchstat.txt (BenchstatFile) and the charts under charts/ (names
// relative to the results directory).
// excerpt, if not empty, also names a short Markdown excerpt (one table and
// one chart per family) for a README.
func Files(r *record.Results, excerpt string) (map[string][]byte, error) {
	return view{r}.files(excerpt)
}

// WriteDir writes every result file into dir (see Files), atomically per
// file and only once all have been rendered.
func WriteDir(r *record.Results, dir, excerpt string) error { return view{r}.writeDir(dir, excerpt) }

// WriteTables prints the run's tables for a terminal: the cgo cost, one
// table per operation call, and the binding efficiency; then one
// algorithm in several languages and when cgo pays, where the run has
// them. Every line fits termtext.Width columns: a grid too wide is cut
// into parts or stacked (see table.text).
func WriteTables(w io.Writer, r *record.Results) { writeRunTables(w, r, false) }

// WriteWideTables is WriteTables with every grid whole, however wide:
// bench --wide.
func WriteWideTables(w io.Writer, r *record.Results) { writeRunTables(w, r, true) }

// writeRunTables implements WriteTables and WriteWideTables.
func writeRunTables(w io.Writer, r *record.Results, wide bool) {
	v := view{r}
	v.writeTables(w, wide)
	gs := v.groups()
	v.writeLanguageTables(w, gs, wide)
	v.writeHostTables(w, gs, wide)
	v.writePaysTables(w, gs, wide)
}
