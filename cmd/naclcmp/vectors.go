package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/check/edge"
	"github.com/naclcmp/naclcmp/check/kat"
)

func init() {
	register(command{"vectors", "run public vector files (Wycheproof, ed25519vectors, CCTV, speccheck) against every implementation", cmdVectors})
}

// vectorsFile is the JSON form of one file's results.
type vectorsFile struct {
	*kat.ExtSuite
	Cases   int             `json:"cases"`
	Results []kat.ExtResult `json:"results"`
}

// cmdVectors runs each file against every implementation of its operation
// (and, for Ed25519 files, the extra Go verifiers). The exit status is 1
// when an implementation fails a valid or invalid case outside the
// documented Ed25519 edge classes, 2 when a file cannot be read or parsed.
func cmdVectors(args []string, stdout, stderr io.Writer) int {
	var formats []string
	for _, f := range kat.ExtFormats {
		formats = append(formats, string(f))
	}
	fs := newFlags("vectors", "vectors [--format FORMAT] [--impl NAME,…] [--json] FILE…", stderr)
	format := fs.String("format", "", "file format, one of "+strings.Join(formats, ", ")+" (default: detect)")
	impls := fs.String("impl", "", "only these registry implementations (comma-separated)")
	noExtra := fs.Bool("no-extra", false, "leave out the extra Go Ed25519 verifiers")
	asJSON := fs.Bool("json", false, "print JSON")
	files, code := parseInterleaved(fs, args)
	if code >= 0 {
		return code
	}
	if len(files) == 0 {
		return usageError(stderr, "vectors", "no vector file given")
	}
	r, err := selectRegistry(*impls)
	if err != nil {
		return usageError(stderr, "vectors", "%v", err)
	}
	var extra []edge.EdgeVerifier
	if !*noExtra {
		extra = edge.ExtraVerifiers()
	}
	var out []vectorsFile
	for _, path := range files {
		suite, err := kat.LoadExtVectors(path, kat.ExtFormat(*format))
		if err != nil {
			fmt.Fprintf(stderr, "naclcmp vectors: %v\n", err)
			return exitUsage
		}
		var res []kat.ExtResult
		if len(suite.Cases) > 0 {
			if res, err = kat.RunExtVectors(r, suite, extra); err != nil {
				fmt.Fprintf(stderr, "naclcmp vectors: %s: %v\n", path, err)
				return exitFail
			}
		}
		out = append(out, vectorsFile{ExtSuite: suite, Cases: len(suite.Cases), Results: res})
	}
	// Failures in a documented Ed25519 edge class (an implementation that
	// does not check S < L accepting Wycheproof's malleability cases) are
	// shown but, like the fuzz targets' edge classes, do not fail the run.
	status := exitOK
	for _, f := range out {
		for _, res := range f.Results {
			if res.Failed > res.EdgeFailed {
				status = exitFail
			}
		}
	}
	if *asJSON {
		if err := writeJSON(stdout, out); err != nil {
			fmt.Fprintf(stderr, "naclcmp vectors: %v\n", err)
			return exitFail
		}
		return status
	}
	for i, f := range out {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		writeVectorsFile(stdout, f)
	}
	return status
}

// parseInterleaved parses flags that may come before, between or after
// the file arguments, returning the files, or an exit status (≥ 0) to stop
// with.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, int) {
	var files []string
	for {
		if code := parseFlagsOnly(fs, args); code >= 0 {
			return nil, code
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return files, -1
		}
		files = append(files, rest[0])
		args = rest[1:]
	}
}

func writeVectorsFile(w io.Writer, f vectorsFile) {
	title := string(f.Format)
	if f.Algorithm != "" {
		title += " " + f.Algorithm
	}
	fmt.Fprintf(w, "%s  (%s, %s, %d cases)\n", filepath.Base(f.Source), title, f.Op, f.Cases)
	for _, why := range sortedKeys(f.Unsupported) {
		fmt.Fprintf(w, "  not run by any implementation: %d cases: %s\n", f.Unsupported[why], why)
	}
	if len(f.Results) == 0 {
		if f.Cases > 0 {
			fmt.Fprintf(w, "  no implementation of %s\n", f.Op)
		}
		return
	}
	sig := f.Op == "sign/ed25519"
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "  implementation\tpassed\tfailed\t")
	if sig {
		fmt.Fprint(tw, "of which edge class\t")
	}
	fmt.Fprint(tw, "acceptable accepted\tacceptable rejected\t")
	if sig {
		fmt.Fprint(tw, "signatures accepted\t")
	}
	fmt.Fprintln(tw, "skipped\t")
	for _, res := range f.Results {
		name := res.Impl
		if !res.Registry {
			name += " (extra)"
		}
		skipped := 0
		for _, n := range res.Skipped {
			skipped += n
		}
		fmt.Fprintf(tw, "  %s\t%d\t%d\t", name, res.Passed, res.Failed)
		if sig {
			fmt.Fprintf(tw, "%d\t", res.EdgeFailed)
		}
		fmt.Fprintf(tw, "%d\t%d\t", res.AcceptableAccepted, res.AcceptableRejected)
		if sig {
			fmt.Fprintf(tw, "%d\t", res.Accepted)
		}
		fmt.Fprintf(tw, "%d\t\n", skipped)
	}
	tw.Flush()
	for _, res := range f.Results {
		if res.Verdicts != "" {
			fmt.Fprintf(w, "  %-24s %s\n", res.Impl, res.Verdicts)
		}
	}
	for _, res := range f.Results {
		for _, why := range sortedKeys(res.Skipped) {
			fmt.Fprintf(w, "  %s: skipped %d: %s\n", res.Impl, res.Skipped[why], why)
		}
		for _, note := range sortedKeys(res.Notes) {
			fmt.Fprintf(w, "  %s: %d cases: %s\n", res.Impl, res.Notes[note], note)
		}
		for _, fail := range res.Failures {
			fmt.Fprintf(w, "  %s: FAIL %s\n", res.Impl, fail)
		}
	}
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
