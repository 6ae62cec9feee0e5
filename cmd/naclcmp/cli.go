package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/naclcmp/naclcmp/compare/bench"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/progress"
	"github.com/naclcmp/naclcmp/internal/termtext"
	"github.com/naclcmp/naclcmp/matrix"
)

// newFlags returns a flag set that reports errors instead of exiting, so
// that every command maps bad usage to exit status 2 itself. A parse error
// is one line with a pointer to --help; --help itself prints, on stdout
// (see cmdStderr), the command's help (writeHelp): what it does, the
// usage line naclcmp followed by synopsis, its flags and examples.
func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	errs := &flagErrors{name: name, w: stderr}
	fs.SetOutput(errs)
	fs.Usage = func() {
		if errs.failed {
			return // the error line has pointed to --help
		}
		writeHelp(helpOutput(stderr), name, []string{"naclcmp " + synopsis}, flagsHelp(fs))
	}
	if flagsMade != nil {
		flagsMade(fs)
	}
	return fs
}

// flagsMade, when set (by tests), is given each flag set newFlags makes.
var flagsMade func(*flag.FlagSet)

// parseFlags parses args and returns the exit status to stop with, or -1 to
// go on. -h is not an error.
func parseFlags(fs *flag.FlagSet, args []string) int {
	if code := parseFlagsOnly(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "unexpected argument %q", fs.Arg(0))
		return exitUsage
	}
	return -1
}

// parseFlagsOnly is parseFlags without its refusal of positional
// arguments.
func parseFlagsOnly(fs *flag.FlagSet, args []string) int {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	return -1
}

// parseInterleaved parses flags that may come before, between or after
// the positional arguments, returning those, or an exit status (≥ 0) to
// stop with.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, int) {
	var files []string
	for {
		if code := parseFlagsOnly(fs, args); code >= 0 {
			return nil, code
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return files, -1
		}
		files = append(files, rest[0])
		args = rest[1:]
	}
}

// printJSON writes v as indented JSON on stdout for command name and
// returns exitOK, or exitFail when it cannot.
func printJSON(stdout, stderr io.Writer, name string, v any) int {
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return failed(stderr, name, err)
	}
	return exitOK
}

// failed reports an error that stops command name, not caused by its
// command line, and returns exitFail. A long word in it (a path or an
// argument the user gave) is cut to termtext.EchoWidth columns.
func failed(stderr io.Writer, name string, err error) int {
	fmt.Fprintf(stderr, "naclcmp %s: %s\n", name, termtext.CutWords(err.Error(), termtext.EchoWidth))
	return exitFail
}

// The words of --impl and --op most commands use.
const (
	implsUsage = "only these implementations (comma-separated)"
	opsUsage   = "only these operations or families (comma-separated)"
)

// selection is the --impl and --op pair of flags. Every command reads
// them through matrix.Selection, so that a name means the same in each.
type selection struct{ impls, ops *string }

// addSelection defines --impl, and --op unless opUsage is empty, with the
// command's own words for them.
func addSelection(fs *flag.FlagSet, implUsage, opUsage string) selection {
	s := selection{impls: fs.String("impl", "", implUsage), ops: new(string)}
	if opUsage != "" {
		s.ops = fs.String("op", "", opUsage)
	}
	return s
}

// parsed is the selection as matrix reads it.
func (s selection) parsed() matrix.Selection { return matrix.ParseSelection(*s.impls, *s.ops) }

// resolve returns the registry narrowed to the selected implementations,
// and the selected operations. A selection of in-process implementations
// only is resolved without looking for node and the browsers (impls.For).
func (s selection) resolve() (*matrix.Registry, []matrix.Spec, error) {
	r, err := impls.For(s.parsed().Impls)
	if err != nil {
		return nil, nil, err
	}
	return s.parsed().Resolve(r)
}

// addEmulated defines --emulated, one form for every command that
// benchmarks: auto, the default, yes or no (see bench.DecideEmulation).
// Run its arguments through bareEmulated first.
func addEmulated(fs *flag.FlagSet) *string {
	return fs.String("emulated", "auto", "mark the benchmark results as measured under an emulator: `auto|yes|no`; auto detects QEMU user mode (env "+
		bench.EmulationEnv+"=yes|no overrides); --emulated alone is yes, --emulated=false no")
}

// bareEmulated rewrites --emulated given alone, without a value (last,
// or before another flag), as --emulated=yes: the spelling of the boolean
// flag bench had, which scripts use.
func bareEmulated(args []string) []string {
	out := append([]string(nil), args...)
	for i, a := range out {
		if a == "--" {
			break
		}
		if (a == "--emulated" || a == "-emulated") && (i+1 == len(out) || strings.HasPrefix(out[i+1], "-")) {
			out[i] = "--emulated=yes"
		}
	}
	return out
}

// addWide adds --wide, which keeps the full grids (a column per
// implementation) that the default output, made to fit a 100-column
// terminal (internal/termtext), summarises.
func addWide(fs *flag.FlagSet) *bool {
	return fs.Bool("wide", false, "print the full grids, one column per implementation, however wide")
}

// terminalBar returns a progress bar on stderr when stderr is a terminal
// that can redraw a line (progress.For), and nil otherwise, so that logs,
// pipes, files and dumb terminals get no carriage returns. A nil bar's
// Update and Finish do nothing.
func terminalBar(stderr io.Writer) *progress.Bar {
	if f, ok := rawStderr(stderr).(*os.File); ok {
		return progress.For(f)
	}
	return nil
}
