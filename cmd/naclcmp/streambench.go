package main

import (
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/naclcmp/naclcmp/compare/bench/stream"
)

// streamRequested reports whether a bench command line asks for the
// stream experiment, which has flags of its own.
func streamRequested(args []string) bool {
	if end := slices.Index(args, "--"); end >= 0 {
		args = args[:end]
	}
	return slices.ContainsFunc(args, func(a string) bool {
		return slices.Contains([]string{"-stream", "--stream", "-stream=true", "--stream=true"}, a)
	})
}

// runStreamBench runs the stream experiment (package compare/bench/stream), one
// table per algorithm as each completes.
func runStreamBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench --stream", "bench --stream [--size 1GiB] [-a blake2b,blake2s,sha256,sha512] [--impl a,b] [--json]", stderr)
	fs.Bool("stream", true, "the stream experiment (this mode)")
	sizeFlag := fs.String("size", "256MiB", "bytes piped into each program: 1GiB, 256MiB, 5GB or a number")
	algos := fs.String("a", "", "comma-separated algorithms (default: blake2b, blake2s, sha256, sha512)")
	sel := addSelection(fs, "comma-separated naclcmp implementations (default: every one that hashes incrementally)", "")
	jsonOut := fs.Bool("json", false, "print the results as JSON")
	if code := parseFlags(fs, args); code >= 0 {
		return code
	}
	usageErr := func(format string, a ...any) int { return usageError(stderr, "bench --stream", format, a...) }
	size, err := stream.ParseSize(*sizeFlag)
	if err != nil {
		return usageErr("--size: %v", err)
	}
	selected, err := stream.Select(*algos)
	if err != nil {
		return usageErr("-a: %v", err)
	}
	reg, _, err := sel.resolve()
	if err != nil {
		return usageErr("%v", err)
	}
	self, err := os.Executable()
	if err != nil {
		return failed(stderr, "bench --stream", fmt.Errorf("cannot find this program to run its sum command: %w", err))
	}
	cfg := stream.Config{Registry: reg, Bytes: size, Self: self}
	status := exitOK
	var tables []stream.Table
	for _, a := range selected {
		t := stream.Measure(cfg, a)
		if t.Failed() {
			status = exitFail
		}
		tables = append(tables, t)
		if !*jsonOut {
			stream.WriteText(stdout, t)
		}
	}
	if *jsonOut {
		if code := printJSON(stdout, stderr, "bench --stream", tables); code != exitOK {
			return code
		}
	}
	return status
}
