package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"runtime"
	"strings"

	"github.com/naclcmp/naclcmp/internal/buildinfo"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
)

func init() {
	register(command{name: "version", run: cmdVersion})
}

// A helpText is what naclcmp says of one command besides its flags: the
// line of what it does (its --help's first line and its row in naclcmp
// --help's command table) and two examples taken from real use, each a
// command line that works as written and a note on what it does.
type helpText struct {
	summary  string
	examples [2]example
}

type example struct{ cmd, note string }

// helps holds the helpText of every command, and of bench --stream, which
// has flags of its own. A summary fits the command table, 100 columns.
var helps = map[string]helpText{
	"all": {"interop, transcript and bench --quick in one run: what the Docker images run", [2]example{
		{"naclcmp all", "on this machine, emulation detected"},
		{"naclcmp all --emulated=no", "benchmarks marked as measured natively"},
	}},
	"bench": {"benchmark every implementation side by side: cycles/byte, MB/s, ops/s, cgo cost", [2]example{
		{"naclcmp bench --quick --impl libsodium,go-stdlib --op sign", "two libraries, signing"},
		{"naclcmp bench --op hash/sha256 --lengths 64,4096 --out sha256", "one operation, two lengths"},
	}},
	"bench --stream": {"hash one long stream with openssl dgst, raaz, b2sum and naclcmp sum, MB/s side by side",
		[2]example{
			{"naclcmp bench --stream --size 64MiB -a sha256", "a shorter stream, one algorithm"},
			{"naclcmp bench --stream --impl libsodium,go-stdlib --json", "two of naclcmp sum's"},
		}},
	"ct": {"check that secrets steer no branch or memory index (valgrind) and no timing (dudect)", [2]example{
		{"naclcmp ct --valgrind --impl libsodium,openssl --op sign", "valgrind"},
		{"naclcmp ct --timing --impl libsodium,x-crypto --op secretbox --duration 5s", "dudect"},
	}},
	"edge": {"show which Ed25519 edge-case signatures each verifier accepts", [2]example{
		{"naclcmp edge", "every verifier, every case"},
		{"naclcmp edge --impl libsodium,go-stdlib,tweetnacl --wide", "the full matrix"},
	}},
	"interop": {"cross-check every pair of implementations and run the known-answer vectors", [2]example{
		{"naclcmp interop --impl libsodium,go-stdlib --op sign", "two implementations, signatures"},
		{"naclcmp interop --seed 7 --junit interop.xml", "other inputs, a report for CI"},
	}},
	"list": {"print the implementations with their versions and operations", [2]example{
		{"naclcmp list", "every implementation this machine has"},
		{"naclcmp list --impl libsodium,go-stdlib --json", "two of them, as JSON"},
	}},
	"report": {"merge several machines' results.json into one report, or compare two runs (--diff)", [2]example{
		{"naclcmp report --merge amd64/results.json arm64/ --out results-merged", "two machines"},
		{"naclcmp report --diff before/ after/ --out diff", "two runs, cell by cell"},
	}},
	"sum": {"write or check (-c) checksums as b2sum and sha256sum do, through any implementation", [2]example{
		{"naclcmp sum -a sha256 --impl libsodium FILE", "as sha256sum FILE does"},
		{"naclcmp sum -c -a sha256 SHA256SUMS", "check the files SHA256SUMS lists"},
	}},
	"transcript": {"checksum a seeded run of every operation, to compare implementations and machines", [2]example{
		{"naclcmp transcript --json > amd64.json", "on one machine"},
		{"naclcmp transcript --against amd64.json", "on another: print only the differences"},
	}},
	"vectors": {"run Wycheproof, ed25519vectors, CCTV or speccheck files against every implementation", [2]example{
		{"naclcmp vectors wycheproof/testvectors_v1/ed25519_test.json", "a Wycheproof checkout's file"},
		{"naclcmp vectors --impl libsodium,go-stdlib ed25519vectors.json", "filippo.io's"},
	}},
	"version": {"print the naclcmp module version and the Go version it was built with", [2]example{
		{"naclcmp version", "the same as naclcmp --version"},
		{"naclcmp version | cut -d' ' -f2", "the module version alone"},
	}},
}

// writeHelp prints the help of command name (as typed after naclcmp: "sum",
// "bench --stream"): what it does, its usage lines, its flags when it has
// any (flags nil: none) and its examples, each line within 100 columns.
func writeHelp(w io.Writer, name string, usage []string, flags func(io.Writer)) {
	h := helps[name]
	fmt.Fprintln(w, h.summary)
	for i, u := range usage {
		lead := "usage: "
		if i > 0 {
			lead = strings.Repeat(" ", len(lead))
		}
		fmt.Fprintln(w, lead+u)
	}
	if flags != nil {
		fmt.Fprintln(w, "\nflags:")
		flags(w)
	}
	fmt.Fprintln(w, "\nexamples:")
	width := 0
	for _, e := range h.examples {
		width = max(width, termtext.Len(e.cmd))
	}
	for _, e := range h.examples {
		line := "  " + e.cmd
		if e.note != "" {
			line += strings.Repeat(" ", width-termtext.Len(e.cmd)) + "  # " + e.note
		}
		fmt.Fprintln(w, line)
	}
}

// flagsHelp returns a printer of fs's flags, or nil when it has none. It
// prints what flag.PrintDefaults does, the type placeholder and the
// default included, but each flag as typed in this suite, --name (a name
// of one letter keeps its single dash, -a, as usage lines write it), and
// the description wrapped under it to fit 100 columns.
func flagsHelp(fs *flag.FlagSet) func(io.Writer) {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		return nil
	}
	return func(w io.Writer) {
		fs.VisitAll(func(f *flag.Flag) {
			name, usage := flag.UnquoteUsage(f)
			head := "  " + flagSpelling(f.Name)
			if name != "" {
				head += " " + name
			}
			fmt.Fprintln(w, head)
			if !zeroDefault(f) {
				if reflect.TypeOf(f.Value).Elem().Kind() == reflect.String {
					usage += fmt.Sprintf(" (default %q)", f.DefValue)
				} else {
					usage += fmt.Sprintf(" (default %v)", f.DefValue)
				}
			}
			termtext.WriteWords(w, strings.Repeat(" ", flagIndent), usage, flagIndent)
		})
	}
}

// flagIndent is the indent of a flag's description under its name.
const flagIndent = 6

// flagSpelling is a flag's name as its help and usage lines write it.
func flagSpelling(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// zeroDefault reports whether f's default is its type's zero value, which
// the help does not mention (as flag.PrintDefaults does not).
func zeroDefault(f *flag.Flag) (zero bool) {
	defer func() {
		if recover() != nil { // a zero Value whose String panics
			zero = false
		}
	}()
	t := reflect.TypeOf(f.Value)
	if t.Kind() != reflect.Pointer {
		return f.DefValue == ""
	}
	v, ok := reflect.New(t.Elem()).Interface().(flag.Value)
	return ok && f.DefValue == v.String()
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
	// What the user typed is repeated, but a pasted file is not.
	msg = termtext.CutWords(msg, termtext.EchoWidth)
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
// stamped by the go command ("(devel)" in a binary built from a checkout),
// the commit it was built from when the build recorded one ("+dirty" for
// uncommitted changes), and the Go toolchain.
func versionLine() string {
	in, extra := buildinfo.Read(), ""
	if in.Commit != "" {
		extra = " commit " + in.Commit
	}
	if in.Version == "(devel)" && in.Commit == "" {
		extra = " (built without version or commit information)"
	}
	return fmt.Sprintf("naclcmp %s%s %s %s/%s", in.Version, extra, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

func cmdVersion(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("version", "version", stderr)
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	fmt.Fprintln(stdout, versionLine())
	return exitOK
}
