package transcript

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/naclcmp/naclcmp/internal/jsonerr"
	"github.com/naclcmp/naclcmp/internal/termtext"
)

// WriteText prints a transcript of a run over impls implementations: one
// line per operation × implementation, then the problems, then the
// overall digest.
func WriteText(w io.Writer, t *Transcript, impls int) {
	fmt.Fprintf(w, "Transcript v%d: seed %d, %s, %s. Each digest is SHA-256 over a chained sequence of calls.\n\n",
		t.Version, t.Seed, t.Platform, termtext.Count(impls, "implementation"))
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

// WriteComparison prints a comparison: the differing cells as a table
// naming both platforms, then per platform the implementations whose
// cells only it has.
func WriteComparison(w io.Writer, c *Comparison) {
	here, there, differ, absent := c.Transcript, c.there, c.differ, c.absent
	common := len(here.Cells)
	for _, d := range absent {
		if d.Got == "absent" {
			common--
		}
	}
	if len(differ) == 0 {
		fmt.Fprintf(w, "transcript: %s matches %s: %s, digest %s\n", there.Platform, here.Platform, termtext.Count(common, "cell"), here.Digest)
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

// ReadFile reads a transcript written as JSON (`naclcmp transcript
// --json`), refusing a file that holds none.
func ReadFile(path string) (*Transcript, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t Transcript
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", path, jsonerr.Explain(b, err))
	}
	if t.Version == 0 || len(t.Cells) == 0 {
		return nil, fmt.Errorf("%s: not a transcript (no version or no cells)", path)
	}
	return &t, nil
}
