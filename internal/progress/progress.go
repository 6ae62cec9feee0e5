// Package progress draws a long command's progress on one terminal line,
// redrawn in place: how far it is, for how long it has run, an estimate
// of the rest and what it is doing. The line is cut to the terminal's
// width, so that a redraw never leaves a wrapped remnant behind; it is
// drawn only on a terminal that can redraw a line (never on a file, a
// pipe or under TERM=dumb, which get no carriage returns); and it ends
// with a newline however the command ends, a signal included (EndAll).
//
// It replaces github.com/schollz/progressbar/v3, which the suite used
// before: as configured here, it drew 145-column lines for a long step
// name in a 100-column terminal, so every redraw (and its clearing, as
// many spaces) left a wrapped remnant; its estimate read 0 s at 78 %; and
// it drew on any terminal, TERM=dumb included. What is left is a line of text, a rate and
// a newline, which this package keeps in about 240 lines.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/term"
)

// Redraws reports whether a bar may be drawn on a writer: only on a
// terminal (isTerminal) whose type (termEnv, $TERM) can return to the
// start of a line. A dumb terminal (an editor's shell buffer) prints the
// carriage return as text; with no $TERM at all nothing says that it can
// redraw.
func Redraws(termEnv string, isTerminal bool) bool {
	return isTerminal && termEnv != "" && termEnv != "dumb"
}

// For returns a bar drawing on f when f is a terminal that redraws (see
// Redraws), sized to it, and nil otherwise. A nil *Bar's methods do
// nothing, so that a caller need not check.
func For(f *os.File) *Bar {
	fd := int(f.Fd())
	if !Redraws(os.Getenv("TERM"), term.IsTerminal(fd)) {
		return nil
	}
	width, _, err := term.GetSize(fd)
	if err != nil || width <= 0 {
		width = fallbackWidth
	}
	return New(f, width)
}

// fallbackWidth is the width assumed of a terminal that does not say.
const fallbackWidth = 80

// Bar is one command's progress line.
type Bar struct {
	w     io.Writer
	width int              // the terminal's columns
	now   func() time.Time // time.Now, or a test's clock

	mu       sync.Mutex
	start    time.Time
	last     time.Time // when the line was last drawn
	line     string    // the line drawn last
	done     bool      // Finish has ended the line
	pending  string    // the newest line, not yet drawn (throttled)
	drawnLen int       // columns of the line on screen
}

// New returns a bar drawing on w, a terminal of width columns, from its
// first Update.
func New(w io.Writer, width int) *Bar {
	return &Bar{w: w, width: width, now: time.Now}
}

// every is the least time between two redraws: more often would cost the
// measurements CPU and show nothing a reader can follow.
const every = 100 * time.Millisecond

// Update draws done of total steps, what being the step under way (a
// bench.Options.Progress, or an engine's callback). Redraws are at most
// every 100 ms, the first and the last step always drawn.
func (b *Bar) Update(done, total int, what string) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done {
		return
	}
	t := b.now()
	if b.start.IsZero() {
		b.start = t
		register(b)
	}
	b.pending = Line(done, total, t.Sub(b.start), what, b.width)
	if b.line == "" || done >= total || t.Sub(b.last) >= every {
		b.draw(t)
	}
}

// draw writes the pending line over the one on screen, padding with
// spaces what the new one leaves of the old.
func (b *Bar) draw(t time.Time) {
	n := utf8.RuneCountInString(b.pending)
	fmt.Fprint(b.w, "\r"+b.pending+strings.Repeat(" ", max(0, b.drawnLen-n)))
	b.line, b.drawnLen, b.last = b.pending, max(n, b.drawnLen), t
}

// Finish draws the last state of the bar and ends its line, so that what
// follows (the tables, a message, the shell's prompt) starts on a line of
// its own. It may be called more than once, and on a nil bar.
func (b *Bar) Finish() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done || b.line == "" {
		b.done = true
		return
	}
	if b.pending != b.line {
		b.draw(b.now())
	}
	fmt.Fprintln(b.w)
	b.done = true
	unregister(b)
}

// active holds the bars drawn and not yet finished.
var (
	activeMu sync.Mutex
	active   = map[*Bar]bool{}
)

func register(b *Bar) {
	activeMu.Lock()
	defer activeMu.Unlock()
	active[b] = true
}

func unregister(b *Bar) {
	activeMu.Lock()
	defer activeMu.Unlock()
	delete(active, b)
}

// EndAll finishes every bar still drawn: for a process about to exit on a
// signal, whose shell prompt would otherwise follow the bar on its line.
func EndAll() {
	activeMu.Lock()
	bars := make([]*Bar, 0, len(active))
	for b := range active {
		bars = append(bars, b)
	}
	activeMu.Unlock()
	for _, b := range bars {
		b.Finish()
	}
}
