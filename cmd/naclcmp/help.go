package main

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
)

func init() {
	register(command{"version", "print the naclcmp module version and the Go version it was built with", cmdVersion})
}

// cmdStderr is the stderr run hands to a command: it writes to stderr and
// carries stdout, where newFlags prints the help a user asked for.
type cmdStderr struct {
	io.Writer
	stdout io.Writer
}

// helpOutput returns where a command's --help goes: stdout when the
// command was started by run, else the writer it was given.
func helpOutput(stderr io.Writer) io.Writer {
	if c, ok := stderr.(*cmdStderr); ok {
		return c.stdout
	}
	return stderr
}

// rawStderr returns the writer under a cmdStderr, so that a terminal is
// still seen as one.
func rawStderr(w io.Writer) io.Writer {
	if c, ok := w.(*cmdStderr); ok {
		return c.Writer
	}
	return w
}

// usageError prints one line naming the command and what is wrong, with
// a pointer to its --help, and returns exitUsage. name is the command as
// typed after naclcmp ("bench", "bench --stream"), or "" for naclcmp itself.
//
// A name of --impl or --op that names nothing (a matrix.UnknownNameError
// among a) is pointed elsewhere: --help does not list the names, so the
// line offers the closest ones, or, when none is close, points to
// `naclcmp list`, which does. The error is short enough for the line to
// fit 100 columns (matrix.UnknownNameWidth).
func usageError(stderr io.Writer, name, format string, a ...any) int {
	prog := strings.TrimSpace("naclcmp " + name)
	msg := strings.TrimRight(fmt.Sprintf(format, a...), "\n")
	msg = strings.ReplaceAll(msg, "\n", "; ")
	pointer := fmt.Sprintf(" (see %s --help)", prog)
	if u := unknownName(a); u != nil {
		pointer = ""
		if len(u.Suggestions) == 0 {
			pointer = " (see naclcmp list)"
		}
		// The suggestions may take what the command's name leaves of
		// the line.
		short := u.Error()
		other := termtext.Len(prog+": "+msg+pointer) - termtext.Len(short)
		msg = strings.Replace(msg, short, u.Within(termtext.Width-other), 1)
	}
	fmt.Fprintf(stderr, "%s: %s%s\n", prog, msg, pointer)
	return exitUsage
}

// unknownName returns the matrix.UnknownNameError among a, or nil.
func unknownName(a []any) *matrix.UnknownNameError {
	for _, v := range a {
		var u *matrix.UnknownNameError
		if err, ok := v.(error); ok && errors.As(err, &u) {
			return u
		}
	}
	return nil
}

// flagErrors receives what the flag package writes on a parse error and
// turns it into usageError's line.
type flagErrors struct {
	name   string
	w      io.Writer
	failed bool
}

// longFlag matches a flag name of several letters as the flag package
// prints it (-foo), to be shown as typed in this suite's help (--foo).
var longFlag = regexp.MustCompile(`(^|[\s:])-([A-Za-z][A-Za-z0-9-]+)`)

// Write takes a parse error the flag package writes here instead of to
// stderr and reports it through usageError, as the suite's other usage
// errors are: "unknown flag" for the package's wording, a flag as typed
// (--foo). It records that parsing failed.
func (f *flagErrors) Write(p []byte) (int, error) {
	msg := strings.TrimSpace(string(p))
	msg = strings.Replace(msg, "flag provided but not defined: ", "unknown flag ", 1)
	msg = longFlag.ReplaceAllString(msg, "$1--$2")
	f.failed = true
	usageError(f.w, f.name, "%s", msg)
	return len(p), nil
}

// versionLine is what --version prints: the main module's version as
// stamped by the go command ("(devel)" in a binary built or run from a
// checkout without version information) and the Go toolchain.
func versionLine() string {
	version, extra := "(devel)", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" {
			version = v
		}
		vcs := map[string]string{}
		for _, s := range bi.Settings {
			vcs[s.Key] = s.Value
		}
		if rev := vcs["vcs.revision"]; rev != "" && version == "(devel)" {
			extra = " revision " + rev
			if vcs["vcs.modified"] == "true" {
				extra += " (modified)"
			}
		}
	}
	if version == "(devel)" {
		extra += " (built from a checkout; no module version stamped)"
	}
	return fmt.Sprintf("naclcmp %s%s %s %s/%s", version, extra, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

func cmdVersion(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("version", "version", stderr)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	fmt.Fprintln(stdout, versionLine())
	return exitOK
}
