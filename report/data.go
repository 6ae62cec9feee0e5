package report

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"strconv"

	"github.com/naclcmp/naclcmp/internal/jsonerr"
	"github.com/naclcmp/naclcmp/record"
)

// writeJSON implements WriteJSON.
func (r view) writeJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	withSummary := *r.Results
	withSummary.Summary = deriveSummary(r)
	return enc.Encode(&withSummary)
}

// ReadJSON reads results written by WriteJSON. A decoding error says in
// plain words where the JSON goes wrong (jsonerr).
func ReadJSON(rd io.Reader) (*record.Results, error) {
	b, err := io.ReadAll(rd)
	if err != nil {
		return nil, err
	}
	var r record.Results
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, jsonerr.Explain(b, err)
	}
	return &r, nil
}

// csvHeader are the columns of results.csv: one row per operation, call,
// implementation and length, the cost per call in nanoseconds and counter
// ticks (quartiles and spread), the bounds of the median's interval
// (record.MedianInterval; 0 in results without them), and the per-byte and throughput figures
// derived from the medians.
var csvHeader = []string{
	"arch", "cpu", "op", "call", "impl", "bytes", "per_byte", "batch", "samples", "calls", "total_ns",
	"ns_q1", "ns_median", "ns_q3", "ns_min", "ns_max", "ns_mean", "ns_stddev", "ns_p99", "ns_median_lo", "ns_median_hi",
	"unit", "q1", "median", "q3", "per_byte_median", "mb_per_s", "ops_per_s", "allocs_per_call", "bytes_per_call", "digest", "error", "lacks",
}

// writeCSV implements WriteCSV.
func (r view) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	for i := range r.Cells {
		c := &r.Cells[i]
		row := []string{r.Machine.Arch, r.Machine.CPU, c.Op, c.Call, c.Impl, strconv.Itoa(c.Bytes),
			strconv.FormatBool(c.PerByte), strconv.Itoa(c.Batch), "", strconv.FormatInt(c.Calls, 10), strconv.FormatInt(c.TotalNs, 10)}
		if c.OK() {
			ns, cost := c.Ns, c.Cost()
			row[8] = strconv.Itoa(ns.N)
			row = append(row, f(ns.Q1), f(ns.Median), f(ns.Q3), f(ns.Min), f(ns.Max), f(ns.Mean), f(ns.StdDev), f(ns.P99), f(ns.Lo), f(ns.Hi),
				r.unit(), f(cost.Q1), f(cost.Median), f(cost.Q3))
			if c.PerByte && c.Bytes > 0 {
				row = append(row, f(cost.Median/float64(c.Bytes)), f(record.Throughput(c.Bytes, ns.Median)), "")
			} else {
				row = append(row, "", "", f(record.OpsPerSec(ns.Median)))
			}
		}
		for len(row) < len(csvHeader)-5 {
			row = append(row, "")
		}
		row = append(row, optional(c.AllocsPerCall), optional(c.BytesPerCall), c.Digest, c.Error, c.Lacks)
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// files implements Files.
func (r view) files(excerpt string) (map[string][]byte, error) {
	files := map[string][]byte{}
	var b bytes.Buffer
	if err := r.writeJSON(&b); err != nil {
		return nil, err
	}
	files["results.json"] = bytes.Clone(b.Bytes())
	b.Reset()
	if err := r.writeCSV(&b); err != nil {
		return nil, err
	}
	files["results.csv"] = bytes.Clone(b.Bytes())
	b.Reset()
	if err := r.writeBenchstat(&b); err != nil {
		return nil, err
	}
	files[BenchstatFile] = bytes.Clone(b.Bytes())
	charts, err := r.charts()
	if err != nil {
		return nil, err
	}
	if c, err := r.cgoPaysChart(); err != nil {
		return nil, err
	} else if c != nil {
		charts = append(charts, c)
	}
	chartNames := map[string]bool{}
	for _, c := range charts {
		files["charts/"+c.name+".svg"] = c.svg
		files["charts/"+c.name+".png"] = c.png
		chartNames[c.name] = true
	}
	b.Reset()
	r.writeMarkdown(&b, chartNames)
	files["report.md"] = bytes.Clone(b.Bytes())
	page, err := renderHTML(htmlPage{
		Title:     "naclcmp benchmark report: " + r.Machine.Label,
		Markdown:  files["report.md"],
		Files:     files,
		Grid:      r.agreementGrid(r.groups()),
		GridAfter: answersHeading,
	})
	if err != nil {
		return nil, err
	}
	files["report.html"] = page
	if excerpt != "" {
		b.Reset()
		r.writeExcerpt(&b, chartNames)
		files[excerpt] = bytes.Clone(b.Bytes())
	}
	return files, nil
}

// writeDir implements WriteDir.
func (r view) writeDir(dir, excerpt string) error {
	files, err := r.files(excerpt)
	if err != nil {
		return err
	}
	return writeFiles(dir, files)
}

// optional formats a value that may be absent.
func optional(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', -1, 64)
}
