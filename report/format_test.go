package report

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/record"
	"github.com/naclcmp/naclcmp/record/schema"
)

// The files a real run writes, held to what docs/results-format.md and
// the schema of record/schema say of them.

// formatDoc is the documentation of the formats, whose column tables the
// CSV headers must equal; formatDocName its name in messages.
const (
	formatDocName = "docs/results-format.md"
	formatDoc     = "../" + formatDocName
)

// smallRun is one short benchmark of real implementations, shared by the
// tests below: Go's standard library and libsodium (whose C loops fill
// cgo.loops, with their crossing and added figures), SHA-256 at three
// lengths and Ed25519's calls.
var smallRun = sync.OnceValues(func() (*record.Results, error) {
	native, err := impls.Native()
	if err != nil {
		return nil, err
	}
	// A build without libsodium (naclcmp_no_libsodium) still runs the
	// Go side of the check.
	names := []string{"go-stdlib"}
	if native.Impl("libsodium") != nil {
		names = append(names, "libsodium")
	}
	reg, err := native.Filter(names)
	if err != nil {
		return nil, err
	}
	o := testOptions()
	o.Lengths = []int{64, record.LongFrom, record.LongTo}
	o.Select = func(s matrix.Spec) bool { return s.ID() == "hash/sha256" || s.ID() == "sign/ed25519" }
	return bench.Run(context.Background(), reg, o)
})

// smallRunFiles returns the files report writes for smallRun.
func smallRunFiles(t *testing.T) (*record.Results, map[string][]byte) {
	t.Helper()
	res, err := smallRun()
	if err != nil {
		t.Fatal(err)
	}
	files, err := (view{res}).files("")
	if err != nil {
		t.Fatal(err)
	}
	return res, files
}

// TestRunResultsValidate validates the results.json of a real run, and
// each run of the merged.json made from it, against the schema.
func TestRunResultsValidate(t *testing.T) {
	res, files := smallRunFiles(t)
	if len(res.CGo.Loops) == 0 && slices.ContainsFunc(res.Impls, func(im record.ImplInfo) bool { return im.Name == "libsodium" }) {
		t.Error("libsodium timed no C loop: the run checks less of the schema than it should")
	}
	t.Logf("%d cells, %d C loops", len(res.Cells), len(res.CGo.Loops))
	if err := schema.Validate(files["results.json"]); err != nil {
		t.Errorf("results.json: %v", err)
	}
	merged, err := Merge([]MergedRun{{File: "results.json", Results: res}}).Files()
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Runs []struct {
			Results json.RawMessage `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(merged["merged.json"], &m); err != nil || len(m.Runs) != 1 {
		t.Fatalf("merged.json: %d runs, %v", len(m.Runs), err)
	}
	if err := schema.Validate(m.Runs[0].Results); err != nil {
		t.Errorf("merged.json's run: %v", err)
	}
}

// docColumns returns the first cell of every row of the first table after
// the heading line heading in markdown md: the columns a table documents.
func docColumns(md, heading string) ([]string, error) {
	sc := bufio.NewScanner(strings.NewReader(md))
	found, inTable := false, false
	var cols []string
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case !found:
			found = line == heading
		case strings.HasPrefix(line, "|"):
			inTable = true
			cell, _, _ := strings.Cut(strings.TrimPrefix(line, "|"), "|")
			cell = strings.Trim(strings.TrimSpace(cell), "`")
			if cell != "column" && strings.Trim(cell, "-: ") != "" {
				cols = append(cols, cell)
			}
		case inTable:
			return cols, nil
		}
	}
	if !found || len(cols) == 0 {
		return nil, fmt.Errorf("%s: no table under %q", formatDocName, heading)
	}
	return cols, nil
}

// columnFaults says how the columns a file writes differ from those its
// documentation lists: a column undocumented, a documented one no longer
// written, or the two in another order.
func columnFaults(file string, written, documented []string) []string {
	var out []string
	for i, c := range written {
		if !slices.Contains(documented, c) {
			out = append(out, fmt.Sprintf("%s column %d, %q, is not documented in %s", file, i+1, c, formatDocName))
		}
	}
	for _, c := range documented {
		if !slices.Contains(written, c) {
			out = append(out, fmt.Sprintf("%s: %s documents a column %q that is not written", file, formatDocName, c))
		}
	}
	if out == nil && !slices.Equal(written, documented) {
		out = append(out, fmt.Sprintf("%s writes its columns in another order than %s lists them:\n%v\n%v", file, formatDocName, written, documented))
	}
	return out
}

// TestCSVColumnsDocumented reads the headers of the results.csv and the
// merged.csv of a real run and holds them to the column tables of
// docs/results-format.md: a new column without its row there fails.
func TestCSVColumnsDocumented(t *testing.T) {
	res, files := smallRunFiles(t)
	doc, err := os.ReadFile(formatDoc)
	if err != nil {
		t.Fatal(err)
	}
	results, err := docColumns(string(doc), "### Columns of results.csv")
	if err != nil {
		t.Fatal(err)
	}
	lead, err := docColumns(string(doc), "### Columns of merged.csv")
	if err != nil {
		t.Fatal(err)
	}
	var merged bytes.Buffer
	if err := Merge([]MergedRun{{File: "results.json", Results: res}}).WriteCSV(&merged); err != nil {
		t.Fatal(err)
	}
	for _, f := range []struct {
		name       string
		data       []byte
		documented []string
	}{
		{"results.csv", files["results.csv"], results},
		{"merged.csv", merged.Bytes(), append(slices.Clone(lead), results...)},
	} {
		header, err := csv.NewReader(bytes.NewReader(f.data)).Read()
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		for _, fault := range columnFaults(f.name, header, f.documented) {
			t.Error(fault)
		}
	}
}

// TestColumnFaultsCatch shows the check able to fail: a column added to
// the header, one dropped from it, and two swapped.
func TestColumnFaultsCatch(t *testing.T) {
	doc := []string{"arch", "op", "ns_median"}
	for _, c := range []struct {
		written []string
		want    string
	}{
		{[]string{"arch", "op", "ns_median", "ns_p999"}, `results.csv column 4, "ns_p999", is not documented in ` + formatDocName},
		{[]string{"arch", "op"}, `results.csv: ` + formatDocName + ` documents a column "ns_median" that is not written`},
		{[]string{"op", "arch", "ns_median"}, "results.csv writes its columns in another order"},
	} {
		got := columnFaults("results.csv", c.written, doc)
		if len(got) != 1 || !strings.HasPrefix(got[0], c.want) {
			t.Errorf("header %v: %q, want %q", c.written, got, c.want)
		}
	}
	if got := columnFaults("results.csv", doc, doc); got != nil {
		t.Errorf("a documented header: %q", got)
	}
}

// TestDocColumnsReadsTheTable keeps the reading of the documentation
// honest: the table under the heading, its header and rule skipped,
// backquotes removed, nothing after it; no table is an error.
func TestDocColumnsReadsTheTable(t *testing.T) {
	md := "# x\n\n### Columns of a\n\nText.\n\n| column | unit | meaning |\n|---|---|---|\n" +
		"| `one` | ns | first |\n| two | | second |\n\n| three | | not this table |\n"
	got, err := docColumns(md, "### Columns of a")
	if err != nil || !slices.Equal(got, []string{"one", "two"}) {
		t.Errorf("columns %q, %v", got, err)
	}
	if _, err := docColumns(md, "### Columns of b"); err == nil {
		t.Error("a heading that is not there gave no error")
	}
}
