package main

import (
	"context"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/internal/termtext"
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

// singleDashFlag matches a line that starts with a flag of several letters
// written with one dash (-name), as Go's flag.PrintDefaults writes it.
var singleDashFlag = regexp.MustCompile(`^\s*-[A-Za-z0-9][A-Za-z0-9-]+`)

// TestHelpTeaches runs every command's --help, and naclcmp help for it,
// through run, and reads it as a newcomer would: first what the command
// does (its line of the command table), then the usage line, the flags as
// typed (--name; every flag of its flag set, and no section when there is
// none), then exactly two examples of the command, all within 100 columns.
func TestHelpTeaches(t *testing.T) {
	var made []*flag.FlagSet
	flagsMade = func(fs *flag.FlagSet) { made = append(made, fs) }
	defer func() { flagsMade = nil }()
	names := []string{"bench --stream"}
	for name := range commands {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		for _, args := range [][]string{append(strings.Fields(name), "--help"), append([]string{"help"}, strings.Fields(name)...)} {
			if name == "bench --stream" && args[0] == "help" {
				continue // help takes one command
			}
			made = nil
			code, stdout, stderr := runCLI(args...)
			if code != exitOK || stderr != "" {
				t.Errorf("naclcmp %q: exit %d, stderr %q", args, code, stderr)
				continue
			}
			var fs *flag.FlagSet
			if len(made) > 0 {
				fs = made[len(made)-1]
			}
			checkHelp(t, name, stdout, fs)
		}
	}
	// naclcmp --help's command table fits too.
	_, stdout, _ := runCLI("--help")
	if w, line := termtext.MaxWidth(stdout); w > termtext.Width {
		t.Errorf("naclcmp --help: %d columns: %q", w, line)
	}
	for name := range helps {
		if _, ok := commands[strings.Fields(name)[0]]; !ok {
			t.Errorf("help for %q, which is no command", name)
		}
	}
}

// checkHelp checks the help of command name, whose flag set is fs (nil for
// sum, which reads its options as coreutils does).
func checkHelp(t *testing.T, name, help string, fs *flag.FlagSet) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(help, "\n"), "\n")
	first := lines[0]
	if first == "" || first != helps[name].summary || strings.Contains(first, "usage") {
		t.Errorf("naclcmp %s --help: first line %q, want what the command does, %q", name, first, helps[name].summary)
	}
	if len(lines) < 2 || !strings.HasPrefix(lines[1], "usage: naclcmp "+name) {
		t.Errorf("naclcmp %s --help: no usage line after the first:\n%s", name, help)
	}
	if fs != nil {
		fs.VisitAll(func(f *flag.Flag) {
			head := "  --" + f.Name
			if len(f.Name) == 1 { // -a, as usage lines write it
				head = "  -" + f.Name
			}
			if !slices.ContainsFunc(lines, func(l string) bool { return l == head || strings.HasPrefix(l, head+" ") }) {
				t.Errorf("naclcmp %s --help: flag %s not shown as %s:\n%s", name, f.Name, strings.TrimSpace(head), help)
			}
		})
	}
	section := ""
	var examples []string
	for i, line := range lines {
		if w := termtext.Len(line); w > termtext.Width {
			t.Errorf("naclcmp %s --help: %d columns: %q", name, w, line)
		}
		if singleDashFlag.MatchString(line) {
			t.Errorf("naclcmp %s --help: a flag with a single dash: %q", name, line)
		}
		if strings.HasSuffix(line, ":") && !strings.HasPrefix(line, " ") {
			section = line
			if i+1 == len(lines) || strings.TrimSpace(lines[i+1]) == "" {
				t.Errorf("naclcmp %s --help: empty %q section:\n%s", name, line, help)
			}
			continue
		}
		if section == "examples:" && strings.TrimSpace(line) != "" {
			examples = append(examples, strings.TrimSpace(line))
		}
	}
	if len(examples) != 2 {
		t.Errorf("naclcmp %s --help: %d examples, want 2:\n%s", name, len(examples), help)
	}
	for _, e := range examples {
		if !strings.HasPrefix(e+" ", "naclcmp "+name+" ") {
			t.Errorf("naclcmp %s --help: example %q is not of naclcmp %s", name, e, name)
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
