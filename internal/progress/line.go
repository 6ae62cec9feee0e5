package progress

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// barCells is the width of the bar itself, between its brackets.
const barCells = 20

// Line is the line a bar draws for done of total steps after elapsed,
// what being the step under way: the share done, a bar, the count, the
// time so far, an estimate of the rest (ETA) once there is enough to go
// on, and what, all cut to width-1 columns. One column is left free: a
// terminal that wraps on a full line would move the cursor to the next
// and the next redraw would leave the line behind. A total of zero, not
// known yet (set-up before the steps are counted), draws no bar or count.
func Line(done, total int, elapsed time.Duration, what string, width int) string {
	if total <= 0 {
		return cut(strings.TrimSpace(clock(elapsed)+"  "+what), width-1)
	}
	done = max(0, min(done, total))
	share := 0.0
	if total > 0 {
		share = float64(done) / float64(total)
	}
	filled := int(share * barCells)
	s := fmt.Sprintf("%3d%% [%s%s] %d/%d %s", int(share*100), strings.Repeat("=", filled), strings.Repeat(" ", barCells-filled),
		done, total, clock(elapsed))
	if e, ok := ETA(done, total, elapsed); ok {
		s += ", ETA " + clock(e)
	}
	if what != "" {
		s += "  " + what
	}
	return cut(s, width-1)
}

// cut returns s in at most n columns, an ellipsis ending what was cut.
func cut(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// The least progress an estimate is made from: the first steps include
// starting up (the JavaScript hosts, the cgo measurement), and an
// estimate from a few of them, or from less than a second, swings
// widely.
const (
	etaShare   = 0.05 // of the steps
	etaSteps   = 2
	etaElapsed = time.Second
)

// ETA estimates the time left from the rate so far, elapsed per step
// done, and reports whether there is enough progress to say: none before
// etaSteps steps, etaShare of them and etaElapsed, and none once all are
// done. The estimate is at least a second, so that it never reads 0 s
// while steps remain.
func ETA(done, total int, elapsed time.Duration) (time.Duration, bool) {
	if done >= total || done < etaSteps || float64(done) < etaShare*float64(total) || elapsed < etaElapsed {
		return 0, false
	}
	left := time.Duration(float64(elapsed) * float64(total-done) / float64(done))
	return max(left, time.Second), true
}

// clock writes a duration in whole seconds, rounded up, as "45s",
// "3m05s" or "1h02m".
func clock(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	switch {
	case s < 60:
		return fmt.Sprintf("%ds", s)
	case s < 3600:
		return fmt.Sprintf("%dm%02ds", s/60, s%60)
	default:
		return fmt.Sprintf("%dh%02dm", s/3600, s%3600/60)
	}
}
