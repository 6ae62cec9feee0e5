package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// TestInterruptContextStatus sends naclcmp's own process SIGINT, then
// SIGTERM, while it holds a context of the real interruptContext: the
// context is cancelled with the signal, and interruptStatus gives 130 for
// SIGINT and 143 for SIGTERM. A context cancelled without a signal gives
// exitInterrupted.
func TestInterruptContextStatus(t *testing.T) {
	defer signalled.Store(nil)
	for _, c := range []struct {
		sig  syscall.Signal
		want int
	}{{syscall.SIGINT, exitInterrupted}, {syscall.SIGTERM, 143}} {
		ctx, stop := interruptContext()
		if err := syscall.Kill(os.Getpid(), c.sig); err != nil {
			t.Fatal(err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Minute): // a guard against hanging, not a measurement
			t.Fatalf("%v did not cancel the context", c.sig)
		}
		stop()
		if got := interruptStatus(ctx); got != c.want {
			t.Errorf("interrupted by %v: status %d, want %d", c.sig, got, c.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := interruptStatus(ctx); got != exitInterrupted {
		t.Errorf("cancelled without a signal: status %d, want %d", got, exitInterrupted)
	}
	if n := catching.Load(); n != 0 {
		t.Errorf("%d contexts still catch the signal after stop", n)
	}
}

// countdown is a context, cancelled by a signal, that reports itself
// done only once Err has been asked left times: a command checks Err
// between steps, so the interruption comes after exactly that many.
type countdown struct {
	context.Context
	left atomic.Int64
}

func (c *countdown) Err() error {
	if c.left.Add(-1) >= 0 {
		return nil
	}
	return c.Context.Err()
}

// interruptAfter makes interruptContext return a context that sig
// interrupts after steps steps, until the test ends.
func interruptAfter(t *testing.T, sig syscall.Signal, steps int64) {
	saved := interruptContext
	t.Cleanup(func() { interruptContext = saved })
	interruptContext = func() (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancelCause(context.Background())
		interrupt(sig, cancel)
		c := &countdown{Context: ctx}
		c.left.Store(steps)
		return c, func() { cancel(context.Canceled) }
	}
}

// TestInterruptedChecksSayHowFar: interop, edge and transcript, stopped
// by SIGINT or SIGTERM after a few steps, print nothing on stdout, write
// nothing, and leave one line on stderr saying how far they got; the
// status is the signal's.
func TestInterruptedChecksSayHowFar(t *testing.T) {
	junitFile := filepath.Join(t.TempDir(), "interop.xml")
	for _, c := range []struct {
		args  []string
		steps int64
		want  string // the line, with the total as a pattern
	}{
		{[]string{"interop", "--impl", "libsodium,go-stdlib", "--op", "sign/ed25519", "--junit", junitFile}, 3,
			`naclcmp interop: interrupted after 3 of 4 pairs; nothing written`},
		{[]string{"interop", "--json", "--impl", "libsodium,go-stdlib", "--op", "sign/ed25519"}, 0,
			`naclcmp interop: interrupted after 0 of 4 pairs; nothing written`},
		{[]string{"edge", "--impl", "go-stdlib"}, 5,
			`naclcmp edge: interrupted after 5 of (\d+) verdicts; nothing written`},
		{[]string{"transcript", "--impl", "go-stdlib", "--op", "hash,mac"}, 2,
			`naclcmp transcript: interrupted after 2 of (\d+) cells; nothing written`},
	} {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
			interruptAfter(t, sig, c.steps)
			code, stdout, stderr := runCLI(c.args...)
			if want := 128 + int(sig); code != want {
				t.Errorf("naclcmp %s, %v: exit %d, want %d (stderr %q)", c.args[0], sig, code, want, stderr)
			}
			m := regexp.MustCompile(`^` + c.want + `\n$`).FindStringSubmatch(stderr)
			if m == nil {
				t.Errorf("naclcmp %s, %v: stderr %q, want one line %q", c.args[0], sig, stderr, c.want)
			} else if len(m) > 1 {
				if total, _ := strconv.ParseInt(m[1], 10, 64); total <= c.steps {
					t.Errorf("naclcmp %s: %d steps planned, want more than the %d done", c.args[0], total, c.steps)
				}
			}
			if stdout != "" {
				t.Errorf("naclcmp %s, %v: printed %q", c.args[0], sig, stdout)
			}
		}
	}
	if _, err := os.Stat(junitFile); !os.IsNotExist(err) {
		t.Errorf("interrupted interop wrote its --junit file (%v)", err)
	}
}

// TestBenchTerminatedExits143: bench returns exitInterrupted when
// stopped by either signal; after SIGTERM, naclcmp exits 143.
func TestBenchTerminatedExits143(t *testing.T) {
	interruptAfter(t, syscall.SIGTERM, 0)
	out := t.TempDir()
	code, _, stderr := runCLI("bench", "--quick", "--op", "hash/sha256", "--impl", "go-stdlib", "--out", out)
	if code != 143 {
		t.Errorf("bench sent SIGTERM: exit %d, want 143 (stderr %q)", code, stderr)
	}
}

// TestAllStopsAtInterrupt: naclcmp all, whose first step is interrupted,
// starts none of the later ones, and exits with the signal's status.
func TestAllStopsAtInterrupt(t *testing.T) {
	interruptAfter(t, syscall.SIGTERM, 0)
	// A bench that did start would write to ./results.
	t.Chdir(t.TempDir())
	code, stdout, stderr := runCLI("all")
	if code != 143 {
		t.Errorf("all sent SIGTERM: exit %d, want 143", code)
	}
	if n := strings.Count(stderr, "\n"); n != 1 || !strings.HasPrefix(stderr, "naclcmp interop: interrupted after 0 of ") {
		t.Errorf("all sent SIGTERM: stderr %q, want interop's line alone", stderr)
	}
	if strings.Contains(stdout, "Transcript") || strings.Contains(stdout, "== naclcmp transcript") || strings.Contains(stdout, "naclcmp bench: wrote") {
		t.Errorf("all went on after the interrupt: %q", stdout)
	}
}
