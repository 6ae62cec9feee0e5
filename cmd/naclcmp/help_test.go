package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestHelpOnStdout: help asked for is the answer, not an error — it goes to
// standard output with status 0, for the top level and every command.
func TestHelpOnStdout(t *testing.T) {
	cases := [][]string{{"--help"}, {"-h"}, {"help"}}
	for name := range commands {
		cases = append(cases, []string{name, "--help"}, []string{name, "-h"}, []string{"help", name})
	}
	cases = append(cases, []string{"bench", "--stream", "--help"})
	for _, args := range cases {
		code, stdout, stderr := runCLI(args...)
		if code != exitOK {
			t.Errorf("naclcmp %q: exit %d, want 0 (stderr %q)", args, code, stderr)
		}
		if !strings.Contains(stdout, "usage: naclcmp") {
			t.Errorf("naclcmp %q: no usage on stdout: %q", args, stdout)
		}
		if stderr != "" {
			t.Errorf("naclcmp %q: help wrote to stderr: %q", args, stderr)
		}
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"-version"}, {"version"}} {
		code, stdout, stderr := runCLI(args...)
		if code != exitOK || stderr != "" {
			t.Errorf("naclcmp %q: exit %d, stderr %q", args, code, stderr)
		}
		if !strings.HasPrefix(stdout, "naclcmp ") || !strings.Contains(stdout, runtime.Version()) {
			t.Errorf("naclcmp %q: %q names no module version and Go version %s", args, stdout, runtime.Version())
		}
	}
	// A test binary carries no module version: it must say so, not invent one.
	if _, stdout, _ := runCLI("version"); !strings.Contains(stdout, "(devel)") {
		t.Errorf("version of a test binary: %q, want (devel)", stdout)
	}
}

// TestUsageErrorOneLine: bad usage is one line on stderr that points to
// --help, and exit status 2.
func TestUsageErrorOneLine(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the whole of stderr, or "" to check only the shape
	}{
		{[]string{"bench", "--foo"}, "naclcmp bench: unknown flag --foo (see naclcmp bench --help)\n"},
		{[]string{"list", "-x"}, "naclcmp list: unknown flag -x (see naclcmp list --help)\n"},
		{[]string{"nope"}, "naclcmp: unknown command \"nope\" (see naclcmp --help)\n"},
		{[]string{"help", "nope"}, "naclcmp: unknown command \"nope\" (see naclcmp --help)\n"},
		{[]string{"list", "extra"}, "naclcmp list: unexpected argument \"extra\" (see naclcmp list --help)\n"},
		{[]string{"bench", "--batch", "x"}, ""},
		{[]string{"bench", "--quick", "--full"}, ""},
		{[]string{"bench", "--stream", "--foo"}, ""},
		{[]string{"ct", "--duration", "0s"}, ""},
		{[]string{"all", "--emulated", "maybe"}, ""},
		{[]string{"report"}, ""},
		{[]string{"report", "--merge"}, ""},
		{[]string{"vectors"}, ""},
	} {
		code, _, stderr := runCLI(c.args...)
		if code != exitUsage {
			t.Errorf("naclcmp %q: exit %d, want %d", c.args, code, exitUsage)
		}
		if c.want != "" && stderr != c.want {
			t.Errorf("naclcmp %q: stderr %q, want %q", c.args, stderr, c.want)
		}
		if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, " --help)\n") {
			t.Errorf("naclcmp %q: stderr is not one line ending in the --help hint: %q", c.args, stderr)
		}
	}
}

// TestBenchInterruptedExits130: an interrupted benchmark writes what it
// measured and exits 130, as a command killed by Ctrl-C does.
func TestBenchInterruptedExits130(t *testing.T) {
	saved := interruptContext
	defer func() { interruptContext = saved }()
	interruptContext = func() (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx, cancel
	}
	out := t.TempDir()
	code, _, stderr := runCLI("bench", "--quick", "--op", "hash/sha256", "--impl", "go-stdlib", "--out", out)
	if code != exitInterrupted {
		t.Errorf("interrupted bench: exit %d, want %d (stderr %q)", code, exitInterrupted, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "results.json")); err != nil {
		t.Errorf("interrupted bench wrote no results: %v", err)
	}
}

// TestInterruptExits130 sends SIGINT, then SIGTERM, to naclcmp running a
// command that does not catch it itself (sum, waiting on standard input):
// main exits 130 for SIGINT and 143 for SIGTERM, as a shell reports a
// process each signal killed, rather than being killed by SIGTERM.
func TestInterruptExits130(t *testing.T) {
	if os.Getenv("NACLCMP_MAIN_HELPER") != "" {
		os.Args = append([]string{"naclcmp"}, strings.Fields(os.Getenv("NACLCMP_MAIN_HELPER"))...)
		main()
		return
	}
	for _, c := range []struct {
		sig  syscall.Signal
		want int
	}{{syscall.SIGINT, exitInterrupted}, {syscall.SIGTERM, 143}} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptExits130$")
		cmd.Env = append(os.Environ(), "NACLCMP_MAIN_HELPER=sum -")
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		defer stdin.Close()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(2 * time.Second) // main has long installed its handler
		if err := cmd.Process.Signal(c.sig); err != nil {
			t.Fatal(err)
		}
		err = cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != c.want {
			t.Errorf("naclcmp sum, sent %v: %v, want exit status %d", c.sig, err, c.want)
		}
	}
}
