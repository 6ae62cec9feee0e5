package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// newFlags returns a flag set that reports errors instead of exiting, so
// that every command maps bad usage to exit status 2 itself. A parse error
// is one line with a pointer to --help; --help itself prints the flags on
// stdout (see cmdStderr).
func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	errs := &flagErrors{name: name, w: stderr}
	if strings.HasPrefix(synopsis, name+" --stream") {
		errs.name = name + " --stream"
	}
	fs.SetOutput(errs)
	fs.Usage = func() {
		if errs.failed {
			return // the error line has pointed to --help
		}
		help := helpOutput(stderr)
		fmt.Fprintf(help, "usage: naclcmp %s\n\nflags:\n", synopsis)
		fs.SetOutput(help)
		fs.PrintDefaults()
		fs.SetOutput(errs)
	}
	return fs
}

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

// splitList splits a comma-separated flag value, dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// selectRegistry returns the default registry narrowed by an --impl list.
func selectRegistry(names string) (*matrix.Registry, error) {
	r, err := impls.Default()
	if err != nil {
		return nil, err
	}
	return r.Filter(splitList(names))
}

// selectSpecs returns the operations named by an --op list (IDs such as
// "sign/ed25519" or whole families such as "stream"); all when empty.
func selectSpecs(r *matrix.Registry, ops string) ([]matrix.Spec, error) {
	all := r.Specs()
	names := splitList(ops)
	if len(names) == 0 {
		return all, nil
	}
	var out []matrix.Spec
	for _, n := range names {
		found := false
		for _, s := range all {
			if s.ID() == n || string(s.Family) == n {
				out = append(out, s)
				found = true
			}
		}
		if !found {
			var ids []string
			for _, s := range all {
				ids = append(ids, s.ID())
			}
			return nil, fmt.Errorf("unknown operation %q (have families %v and operations %s)", n, matrix.Families, strings.Join(ids, ", "))
		}
	}
	return out, nil
}

// writeJSON writes v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// vectorFiles returns the known-answer vector files embedded in the binary.
func vectorFiles() ([]vectors.File, error) { return vectors.All() }

// selection is the --impl and --op pair of flags shared by the commands
// that run over the matrix.
type selection struct{ impls, ops *string }

// addSelection defines --impl and --op on fs.
func addSelection(fs *flag.FlagSet) selection {
	return selection{
		impls: fs.String("impl", "", "only these implementations (comma-separated)"),
		ops:   fs.String("op", "", "only these operations or families (comma-separated)"),
	}
}

// registry returns the default registry narrowed to the selected
// implementations, each keeping only the selected operations.
func (s selection) registry() (*matrix.Registry, error) {
	r, err := selectRegistry(*s.impls)
	if err != nil {
		return nil, err
	}
	specs, err := selectSpecs(r, *s.ops)
	if err != nil {
		return nil, err
	}
	return restrictOps(r, specs), nil
}
