package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/check/transcript"
	"github.com/naclcmp/naclcmp/matrix"
)

func init() {
	register(command{"transcript", "checksum a seeded sequence of every operation; compare across implementations and architectures", cmdTranscript})
}

// transcriptResult is the JSON form of `transcript --against`.
type transcriptResult struct {
	Transcript  *transcript.Transcript `json:"transcript"`
	Against     string                 `json:"against"` // platform of the other transcript
	Differences []transcriptDiff       `json:"differences"`
}

// transcriptDiff is the JSON form of one differing cell.
type transcriptDiff struct {
	Op       string `json:"op"`
	Impl     string `json:"impl"`
	Here     string `json:"here"`
	Platform string `json:"platform"`
	There    string `json:"there"`
}

func cmdTranscript(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("transcript", "transcript [--json] [--seed N] [--impl NAME,…] [--op ID|FAMILY,…] [--against FILE]", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	seed := fs.Uint64("seed", 1, "seed of the sequence")
	sel := addSelection(fs)
	against := fs.String("against", "", "compare with a `FILE` written by transcript --json (on another architecture, say) and print only the differences")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	r, err := sel.registry()
	if err != nil {
		return usageError(stderr, "transcript", "%v", err)
	}
	var other *transcript.Transcript
	if *against != "" {
		if other, err = readTranscript(*against); err != nil {
			fmt.Fprintf(stderr, "naclcmp transcript: --against: %v\n", err)
			return exitUsage
		}
	}

	t := transcript.RunTranscript(r, *seed)
	if other != nil {
		return againstTranscript(t, other, *asJSON, stdout, stderr)
	}
	if *asJSON {
		if err := writeJSON(stdout, t); err != nil {
			fmt.Fprintf(stderr, "naclcmp transcript: %v\n", err)
			return exitFail
		}
	} else {
		printTranscript(stdout, r, t)
	}
	if len(t.Cells) == 0 || len(t.Problems()) > 0 {
		return exitFail
	}
	return exitOK
}

// readTranscript reads a transcript written by transcript --json.
func readTranscript(path string) (*transcript.Transcript, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t transcript.Transcript
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if t.Version == 0 || len(t.Cells) == 0 {
		return nil, fmt.Errorf("%s: not a transcript (no version or no cells)", path)
	}
	return &t, nil
}

// againstTranscript compares this run's transcript with another one and
// names every operation and implementation whose digest differs, with the
// platform that gave each.
func againstTranscript(here, there *transcript.Transcript, asJSON bool, stdout, stderr io.Writer) int {
	diffs, err := transcript.CompareTranscripts(here, there)
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp transcript: %v\n", err)
		return exitFail
	}
	// Cells built into one binary only are listed, not failed: the cells
	// both computed must agree.
	res := transcriptResult{Transcript: here, Against: there.Platform, Differences: []transcriptDiff{}}
	var differ, absent []transcript.TranscriptDiff
	for _, d := range diffs {
		res.Differences = append(res.Differences, transcriptDiff{Op: d.Op, Impl: d.Impl, Here: d.Want, Platform: there.Platform, There: d.Got})
		if d.Absent() {
			absent = append(absent, d)
		} else {
			differ = append(differ, d)
		}
	}
	if asJSON {
		if err := writeJSON(stdout, res); err != nil {
			fmt.Fprintf(stderr, "naclcmp transcript: %v\n", err)
			return exitFail
		}
	} else {
		printAgainst(stdout, here, there, differ, absent)
	}
	// Digests that match across platforms can still disagree across
	// implementations (the same bug on both): that fails as well.
	status := exitOK
	if len(differ) > 0 {
		status = exitFail
	}
	for _, t := range []*transcript.Transcript{there, here} {
		for _, p := range t.Problems() {
			fmt.Fprintf(stderr, "naclcmp transcript: %s: %s\n", t.Platform, p)
			status = exitFail
		}
	}
	return status
}

// printAgainst prints the outcome of a comparison: the differing cells as
// a table naming both platforms, then the cells only one binary has.
func printAgainst(w io.Writer, here, there *transcript.Transcript, differ, absent []transcript.TranscriptDiff) {
	common := len(here.Cells)
	for _, d := range absent {
		if d.Got == "absent" {
			common--
		}
	}
	if len(differ) == 0 {
		fmt.Fprintf(w, "transcript: %s matches %s: %d cells, digest %s\n", there.Platform, here.Platform, common, here.Digest)
	} else {
		fmt.Fprintf(w, "transcript: %s differs from %s in %d of %d cells:\n", there.Platform, here.Platform, len(differ), common)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  OPERATION\tIMPLEMENTATION\t%s\t%s\n", there.Platform, here.Platform)
		for _, d := range differ {
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", d.Op, d.Impl, cellText(d.Got), cellText(d.Want))
		}
		tw.Flush()
	}
	only := map[string]map[string]int{} // platform → implementation → cells
	for _, d := range absent {
		p := here.Platform
		if d.Want == "absent" {
			p = there.Platform
		}
		if only[p] == nil {
			only[p] = map[string]int{}
		}
		only[p][d.Impl]++
	}
	for _, p := range []string{there.Platform, here.Platform} {
		if len(only[p]) == 0 {
			continue
		}
		var parts []string
		for im, n := range only[p] {
			parts = append(parts, fmt.Sprintf("%s (%d)", im, n))
		}
		sort.Strings(parts)
		fmt.Fprintf(w, "transcript: cells only %s computed, not compared: %s\n", p, strings.Join(parts, ", "))
	}
}

// cellText shortens a digest for a table; errors stay whole.
func cellText(v string) string {
	if len(v) == 64 {
		return v[:16] + "…"
	}
	return v
}

// printTranscript prints one line per operation × implementation, then the
// problems, then the overall digest.
func printTranscript(w io.Writer, r *matrix.Registry, t *transcript.Transcript) {
	fmt.Fprintf(w, "Transcript v%d: seed %d, %s, %d implementations. Each digest is SHA-256 over a chained sequence of calls.\n\n",
		t.Version, t.Seed, t.Platform, len(r.Impls))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "OPERATION\tIMPLEMENTATION\tSTEPS\tSHA-256")
	for _, c := range t.Cells {
		d := c.Digest
		switch {
		case c.Error != "":
			d = "✗ " + c.Error
		case c.Unsupported != "":
			d = "— unsupported: " + c.Unsupported
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\n", c.Op, c.Impl, c.Steps, d)
	}
	tw.Flush()
	if p := t.Problems(); len(p) > 0 {
		fmt.Fprintf(w, "\nProblems (%d):\n", len(p))
		for _, line := range p {
			fmt.Fprintf(w, "  ✗ %s\n", line)
		}
	}
	if t.Digest == "" {
		fmt.Fprintln(w, "\ntranscript digest: none (see the problems above)")
		return
	}
	fmt.Fprintf(w, "\ntranscript digest: %s\n", t.Digest)
}
