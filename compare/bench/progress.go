package bench

import (
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
)

// ProgressBar draws a run's progress (Options.Progress) as a bar with the
// count, the elapsed time and an estimate of the rest, and what is being
// measured. It is for a terminal: the caller makes one only when its
// output is one, so that logs and pipes get no control characters.
type ProgressBar struct {
	w   io.Writer
	bar *progressbar.ProgressBar
}

// NewProgressBar returns a bar that draws on w once Update is first
// called.
func NewProgressBar(w io.Writer) *ProgressBar { return &ProgressBar{w: w} }

// Update is an Options.Progress: done of total measurements, next the one
// starting.
func (p *ProgressBar) Update(done, total int, next string) {
	if p.bar == nil {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(p.w),
			progressbar.OptionSetWidth(30),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionSetElapsedTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionShowDescriptionAtLineEnd(),
			progressbar.OptionClearOnFinish(),
		)
	}
	p.bar.Describe(next)
	p.bar.Set(done)
}

// Finish removes the bar, so that what follows starts on a clean line. A
// nil bar has nothing to remove.
func (p *ProgressBar) Finish() {
	if p != nil && p.bar != nil {
		p.bar.Finish()
	}
}
