package transcript

// Comparison is the outcome of comparing a run's transcript with one
// made elsewhere (on another architecture, say), in the form `naclcmp
// transcript --against FILE --json` prints.
type Comparison struct {
	Transcript  *Transcript  `json:"transcript"`
	Against     string       `json:"against"` // platform of the other transcript
	Differences []Difference `json:"differences"`

	there *Transcript
	// differ are the cells both computed, differently; absent those only
	// one of them has (an implementation built into one binary only),
	// which are listed, not failed.
	differ, absent []TranscriptDiff
}

// Difference is one cell that differs: its digest here, and on Platform.
type Difference struct {
	Op       string `json:"op"`
	Impl     string `json:"impl"`
	Here     string `json:"here"`
	Platform string `json:"platform"`
	There    string `json:"there"`
}

// Compare compares here, this run's transcript, with there's; as
// CompareTranscripts, transcripts of different versions or seeds give an
// error.
func Compare(here, there *Transcript) (*Comparison, error) {
	diffs, err := CompareTranscripts(here, there)
	if err != nil {
		return nil, err
	}
	c := &Comparison{Transcript: here, Against: there.Platform, Differences: []Difference{}, there: there}
	for _, d := range diffs {
		c.Differences = append(c.Differences, Difference{Op: d.Op, Impl: d.Impl, Here: d.Want, Platform: there.Platform, There: d.Got})
		if d.Absent() {
			c.absent = append(c.absent, d)
		} else {
			c.differ = append(c.differ, d)
		}
	}
	return c, nil
}

// Problems lists, each prefixed with its platform, what makes either
// transcript fail on its own: digests that match across platforms can
// still disagree across implementations (the same bug on both).
func (c *Comparison) Problems() []string {
	var out []string
	for _, t := range []*Transcript{c.there, c.Transcript} {
		for _, p := range t.Problems() {
			out = append(out, t.Platform+": "+p)
		}
	}
	return out
}

// Failed reports a cell computed on both sides that differs, or a
// problem of either transcript.
func (c *Comparison) Failed() bool { return len(c.differ) > 0 || len(c.Problems()) > 0 }
