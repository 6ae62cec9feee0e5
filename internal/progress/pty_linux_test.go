package progress

import (
	"fmt"
	"os"
	"testing"

	"golang.org/x/sys/unix"
)

// openPTY returns the terminal end of a new pseudo-terminal, or skips the
// test where none can be had (a container without /dev/pts).
func openPTY(t *testing.T) *os.File {
	t.Helper()
	ptm, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { ptm.Close() })
	fd := int(ptm.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetUint32(fd, unix.TIOCGPTN)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	pts, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { pts.Close() })
	return pts
}

// TestForTerminal: on a real terminal the bar is drawn unless $TERM is
// dumb or unset, and takes the terminal's width.
func TestForTerminal(t *testing.T) {
	pts := openPTY(t)
	if err := unix.IoctlSetWinsize(int(pts.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 40, Col: 100}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		term string
		want bool
	}{{"xterm-256color", true}, {"dumb", false}, {"", false}} {
		t.Setenv("TERM", c.term)
		b := For(pts)
		if (b != nil) != c.want {
			t.Errorf("TERM=%q: a bar %v, want %v", c.term, b != nil, c.want)
		}
		if b != nil && b.width != 100 {
			t.Errorf("TERM=%q: a bar of %d columns on a terminal of 100", c.term, b.width)
		}
	}
}
