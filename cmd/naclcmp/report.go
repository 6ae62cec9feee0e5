package main

import (
	"fmt"
	"io"

	"github.com/naclcmp/naclcmp/internal/atomicfile"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/report"
)

func init() {
	register(command{name: "report", run: runReport})
}

// runReport merges the results.json files of several runs (machines,
// architectures, Docker images) into one report: report.md, report.html,
// merged.json, merged.csv and charts/ in --out. A file that cannot be used
// stops the merge before anything is written. With --diff it compares
// two runs instead (runDiff).
func runReport(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("report", "report --merge FILE|DIR… [--out DIR] [--json] | --diff OLD NEW [--out DIR] [--json]", stderr)
	merge := fs.Bool("merge", false, "merge the results.json files, bench --out directories and merged.json files given as arguments")
	diff := fs.Bool("diff", false, "compare two runs, OLD and NEW (results.json files or bench --out directories), cell by cell, "+
		"with a significance test of each, as benchstat")
	out := fs.String("out", "results-merged",
		"directory for report.md, report.html, merged.json, merged.csv and charts/ (refused if such a file there was not written by naclcmp); "+
			"with --diff, for diff.md and diff.html, written only when given")
	jsonOut := fs.Bool("json", false, "print merged.json (with --diff, the diff) on stdout instead of the tables")
	wide := fs.Bool("wide", false, "print the Machines and headline tables (with --diff, every table) as whole grids, however wide")
	// The files follow --merge, and flags may follow the files.
	files, code := parseInterleaved(fs, args)
	if code >= 0 {
		return code
	}
	switch {
	case *merge && *diff:
		return usageError(stderr, "report", "--merge and --diff exclude each other: --merge puts several runs side by side, --diff compares two")
	case *diff:
		outDir := ""
		if flagGiven(fs, "out") {
			if *out == "" {
				return usageError(stderr, "report", "--out: empty directory name")
			}
			outDir = *out
		}
		return runDiff(files, outDir, *jsonOut, *wide, stdout, stderr)
	case !*merge:
		return usageError(stderr, "report",
			"--merge or --diff is required: --merge FILE|DIR… merges runs into one report, --diff OLD NEW compares two "+
				"(`naclcmp bench` writes a single run's report)")
	}
	if len(files) == 0 {
		return usageError(stderr, "report", "--merge: no results.json files given")
	}
	if *out == "" {
		return usageError(stderr, "report", "--out: empty directory name")
	}
	if err := atomicfile.CheckDir(*out); err != nil {
		return failed(stderr, "report", fmt.Errorf("--out: %w", err))
	}
	if err := report.CheckOut(*out, ""); err != nil {
		return outFailed(stderr, "report", "--out", err, "use a new folder")
	}
	m, err := report.LoadMerge(files)
	if err != nil {
		return failed(stderr, "report", fmt.Errorf("nothing written:\n%w", err))
	}
	for _, w := range m.Warnings {
		fmt.Fprintf(stderr, "naclcmp report: warning: %s\n", w)
	}
	if len(m.Runs) == 1 {
		fmt.Fprintln(stderr, "naclcmp report: note: only one run to merge; the report has a single column")
	}
	if err := m.WriteDir(*out); err != nil {
		return failed(stderr, "report", fmt.Errorf("writing the report: %w", err))
	}
	if *jsonOut {
		if code := printJSON(stdout, stderr, "report", m); code != exitOK {
			return code
		}
	} else if *wide {
		m.WriteWideTables(stdout)
	} else {
		m.WriteTables(stdout)
	}
	runs := fmt.Sprintf("%d runs", len(m.Runs))
	if len(m.Runs) == 1 {
		runs = "1 run"
	}
	termtext.WriteWords(stderr, "naclcmp report: ", fmt.Sprintf("wrote %s into report.md, report.html, merged.json, merged.csv and charts/ in %s", runs, *out), 2)
	return exitOK
}

// runDiff compares two runs, OLD and NEW, cell by cell (report.Diff):
// the tables on stdout, or the diff as JSON, and diff.md and diff.html
// in out when it is not empty. The warnings of a pair that is not like
// for like (other machines, modes or lengths) are in the tables and the
// files, and on stderr beside JSON, which a reader may not look into.
// Slower cells are the diff's finding, not a failure: the exit status is
// 0 whatever the diff says.
func runDiff(files []string, out string, jsonOut, wide bool, stdout, stderr io.Writer) int {
	if len(files) != 2 {
		return usageError(stderr, "report", "--diff takes two runs, OLD and NEW (results.json files or bench --out directories); got %d", len(files))
	}
	if out != "" {
		if err := atomicfile.CheckDir(out); err != nil {
			return failed(stderr, "report", fmt.Errorf("--out: %w", err))
		}
		if err := report.CheckDiffOut(out); err != nil {
			return outFailed(stderr, "report", "--out", err, "use another folder")
		}
	}
	d, err := report.LoadDiff(files[0], files[1])
	if err != nil {
		return failed(stderr, "report", fmt.Errorf("nothing compared:\n%w", err))
	}
	if out != "" {
		if err := d.WriteDir(out); err != nil {
			return failed(stderr, "report", fmt.Errorf("writing the diff: %w", err))
		}
	}
	switch {
	case jsonOut:
		for _, w := range d.Warnings {
			termtext.WriteWords(stderr, "naclcmp report: warning: ", w, 2)
		}
		if code := printJSON(stdout, stderr, "report", d); code != exitOK {
			return code
		}
	case wide:
		d.WriteWideTables(stdout)
	default:
		d.WriteTables(stdout)
	}
	if out != "" {
		termtext.WriteWords(stderr, "naclcmp report: ", "wrote diff.md and diff.html in "+out, 2)
	}
	return exitOK
}
