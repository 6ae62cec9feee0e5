package progress

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// TestRedraws: a bar only on a terminal whose type can redraw a line.
func TestRedraws(t *testing.T) {
	for _, c := range []struct {
		term     string
		terminal bool
		want     bool
	}{
		{"xterm-256color", true, true},
		{"screen", true, true},
		{"dumb", true, false},
		{"", true, false},
		{"xterm-256color", false, false},
		{"dumb", false, false},
	} {
		if got := Redraws(c.term, c.terminal); got != c.want {
			t.Errorf("Redraws(TERM=%q, terminal %v) = %v, want %v", c.term, c.terminal, got, c.want)
		}
	}
}

// TestForFile: stderr sent to a file (ct --timing 2>file) gets no bar,
// whatever $TERM says.
func TestForFile(t *testing.T) {
	t.Setenv("TERM", "xterm-256color")
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if b := For(f); b != nil {
		t.Error("a bar on a file")
	}
}

// TestLineCut: whatever the step's name, the line leaves the terminal's
// last column free, and a cut line says so.
func TestLineCut(t *testing.T) {
	long := "sign/ed25519 verify js:libsodium-wrappers-sumo 4096 bytes " + strings.Repeat("x", 200)
	for _, width := range []int{40, 80, 100, 200} {
		l := Line(78, 100, 78*time.Second, long, width)
		if n := utf8.RuneCountInString(l); n > width-1 || !strings.HasSuffix(l, "…") {
			t.Errorf("width %d: a line of %d columns: %q", width, n, l)
		}
	}
	if l := Line(3, 12, 2*time.Second, "verify/verify32 go-stdlib", 100); !strings.HasSuffix(l, "  verify/verify32 go-stdlib") {
		t.Errorf("a short line was cut: %q", l)
	}
	if l := Line(0, 0, 0, "", 3); utf8.RuneCountInString(l) > 2 {
		t.Errorf("a 3-column terminal: %q", l)
	}
}

// TestETA: the estimate comes from the rate so far, is never 0 s while
// steps remain, and is not made from too little progress.
func TestETA(t *testing.T) {
	for _, c := range []struct {
		done, total int
		elapsed     time.Duration
		want        time.Duration
		ok          bool
	}{
		{78, 100, 78 * time.Second, 22 * time.Second, true},
		{50, 100, 10 * time.Minute, 10 * time.Minute, true},
		{99, 100, 1100 * time.Millisecond, time.Second, true}, // 11 ms left: at least 1 s
		{1, 100, time.Minute, 0, false},                       // one step
		{3, 100, time.Minute, 0, false},                       // under 5%
		{50, 100, 500 * time.Millisecond, 0, false},           // under a second
		{100, 100, time.Minute, 0, false},                     // done
	} {
		got, ok := ETA(c.done, c.total, c.elapsed)
		if ok != c.ok || got != c.want {
			t.Errorf("ETA(%d of %d after %v) = %v, %v; want %v, %v", c.done, c.total, c.elapsed, got, ok, c.want, c.ok)
		}
	}
	if l := Line(78, 100, 78*time.Second, "", 100); !strings.Contains(l, "78/100 1m18s, ETA 22s") {
		t.Errorf("the line at 78%%: %q", l)
	}
}

// fakeClock is a test's time, moved by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// TestBarDrawsAndEnds: redraws are throttled but the last step is drawn,
// every redraw covers the one before and stays within the terminal, and
// Finish ends the line once.
func TestBarDrawsAndEnds(t *testing.T) {
	var out bytes.Buffer
	clk := &fakeClock{t: time.Unix(1e9, 0)}
	b := New(&out, 60)
	b.now = clk.now
	b.Update(0, 10, "starting the JavaScript hosts, which takes a while on a busy machine")
	clk.t = clk.t.Add(10 * time.Millisecond)
	b.Update(1, 10, "hash/sha256 go-stdlib") // throttled
	clk.t = clk.t.Add(200 * time.Millisecond)
	b.Update(2, 10, "hash/sha256 libsodium")
	clk.t = clk.t.Add(10 * time.Millisecond)
	b.Update(10, 10, "done")
	b.Finish()
	b.Finish()
	s := out.String()
	if !strings.HasSuffix(s, "\n") || strings.Count(s, "\n") != 1 {
		t.Errorf("the bar does not end with one newline: %q", s)
	}
	draws := strings.Split(strings.TrimSuffix(s, "\n"), "\r")[1:]
	if len(draws) != 3 || strings.Contains(s, "go-stdlib") || !strings.Contains(draws[2], "10/10") {
		t.Errorf("draws %q: want the first, the third and the last step", draws)
	}
	for i, d := range draws {
		if n := utf8.RuneCountInString(d); n > 59 || (i > 0 && n < utf8.RuneCountInString(draws[i-1])) {
			t.Errorf("draw %d of %d columns, after one of %d: %q", i, n, utf8.RuneCountInString(draws[max(i-1, 0)]), d)
		}
	}
	var nilBar *Bar
	nilBar.Update(1, 2, "x")
	nilBar.Finish()
}

// TestEndAll: a bar left drawn, as on a signal's exit, is ended, and a
// bar finished or never drawn writes nothing more.
func TestEndAll(t *testing.T) {
	var drawn, finished, idle bytes.Buffer
	a, b, _ := New(&drawn, 80), New(&finished, 80), New(&idle, 80)
	a.Update(1, 4, "one")
	b.Update(1, 4, "one")
	b.Finish()
	EndAll()
	if !strings.HasSuffix(drawn.String(), "\n") || strings.Count(finished.String(), "\n") != 1 || idle.Len() != 0 {
		t.Errorf("after EndAll: %q, %q, %q", drawn.String(), finished.String(), idle.String())
	}
}

// TestLineBeforeTheCount checks the line drawn before the steps are
// counted (total 0): the time and what is under way, with no bar, share
// or "0/0" count that would say nothing.
func TestLineBeforeTheCount(t *testing.T) {
	l := Line(0, 0, 3*time.Second, "starting the JavaScript hosts", 100)
	if l != "3s  starting the JavaScript hosts" {
		t.Errorf("line before the count: %q", l)
	}
}
