package transcript

import (
	"fmt"

	"github.com/naclcmp/naclcmp/expect"
)

// The tests in this file hold the suite to the expectations pinned in
// expect/*.json. A difference fails with a message saying what changed and
// which entry to edit to accept it on purpose.

// checkTranscriptPins compares every digest of tr with the pinned digest
// of its operation.
func checkTranscriptPins(p *expect.Transcript, tr *Transcript) []string {
	const file = "expect/transcript.json"
	if p.Version != tr.Version || p.Seed != tr.Seed {
		return []string{fmt.Sprintf("%s pins version %d seed %d, the transcript is version %d seed %d: when the sequence changes on purpose, put the new digests there", file, p.Version, p.Seed, tr.Version, tr.Seed)}
	}
	var errs []string
	for _, c := range tr.Cells {
		if c.Digest == "" {
			continue // failures and unsupported calls are reported by the transcript's own checks
		}
		want, ok := p.Ops[c.Op]
		switch {
		case !ok:
			errs = append(errs, fmt.Sprintf("%s has no digest for %s: add %q: %q", file, c.Op, c.Op, c.Digest))
		case c.Digest != want:
			errs = append(errs, fmt.Sprintf("%s on %s: digest %s, %s pins %s; if the sequence of %s changed on purpose, bump TranscriptVersion and update the file", c.Op, c.Impl, short(c.Digest), file, short(want), c.Op))
		}
	}
	return errs
}
