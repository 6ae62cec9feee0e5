// Command naclcmp compares native Go cryptography with the C reference
// libraries it replaces: it cross-checks every pair of implementations,
// runs known-answer vectors and benchmarks each side in one run.
//
// Usage:
//
//	naclcmp <command> [flags]
//
// Every command prints a human table by default and takes --json for a
// machine-readable result. The exit status is 0 on success, 1 when a check
// fails, 2 on bad usage, 130 when interrupted (Ctrl-C) and 143 when
// terminated (SIGTERM).
package main

import (
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/internal/cstack"
)

// A command is one subcommand of naclcmp. run returns the exit status.
// What it does and its examples are in helps (help.go).
type command struct {
	name string
	run  func(args []string, stdout, stderr io.Writer) int
}

// commands holds every subcommand; each file registers its own in init.
var commands = map[string]command{}

// register adds c to commands. A command does not start once the run has
// been interrupted: naclcmp all runs commands one after another, and the
// signal that stopped one of them stops the run.
func register(c command) {
	run := c.run
	c.run = func(args []string, stdout, stderr io.Writer) int {
		if i := signalled.Load(); i != nil {
			return i.status()
		}
		return run(args, stdout, stderr)
	}
	commands[c.name] = c
}

// Exit statuses shared by every command.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
	// exitInterrupted is the status of a command stopped by Ctrl-C:
	// 128 + SIGINT, as a shell reports a process the signal killed. One
	// stopped by SIGTERM exits 143 (interruptStatus); a command that
	// returns exitInterrupted for either gets the signal's status from
	// run.
	exitInterrupted = 130
)

// main runs the command off the main goroutine: on linux/riscv64 that
// goroutine is locked to the one thread from which Go enters C misaligned
// (see internal/cstack).
// mayExecAgain lets bench execute the program again with the address
// layout fixed (bench.FixAddressLayout). Only main sets it: a test that
// runs a command in-process must not have its test binary replaced.
var mayExecAgain bool

func main() {
	exitOnInterrupt()
	mayExecAgain = true
	os.Exit(cstack.Run(func() int { return run(os.Args[1:], os.Stdout, os.Stderr) }))
}

// run runs the command args name. Help asked for (--help, -h, help [CMD])
// goes to stdout with status 0; bad usage is one line on stderr, status 2.
// A command interrupted by SIGTERM that returns exitInterrupted exits
// 143, the status of the signal that came.
func run(args []string, stdout, stderr io.Writer) int {
	signalled.Store(nil) // each run starts uninterrupted; tests make many
	code := runCommand(args, stdout, stderr)
	if i := signalled.Load(); i != nil && code == exitInterrupted {
		code = i.status()
	}
	return code
}

// runCommand is run before the status of an interruption is settled.
func runCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	case "-version", "--version":
		args = []string{"version"}
	case "help":
		if len(args) == 1 {
			usage(stdout)
			return exitOK
		}
		if len(args) > 2 {
			return usageError(stderr, "", "help takes one command, got %q", args[1:])
		}
		args = []string{args[1], "--help"}
	}
	c, ok := commands[args[0]]
	if !ok {
		return usageError(stderr, "", "unknown command %q", args[0])
	}
	// The Go-side build's C calls compute nothing (internal/cloop): any
	// check or table of it would be false.
	if cloop.Elided && c.name != "bench" && c.name != "version" {
		return usageError(stderr, "",
			"%s: this naclcmp is the Go-side build (-tags naclcmp_goside), whose C calls return without "+
				"computing; it runs only bench, which times the bindings' Go side (build without the tag for %s)",
			c.name, c.name)
	}
	return c.run(args[1:], stdout, &cmdStderr{Writer: stderr, stdout: stdout})
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: naclcmp <command> [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-11s %s\n", n, helps[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'naclcmp <command> --help' (or 'naclcmp help <command>') for a command's flags and")
	fmt.Fprintln(w, "examples, 'naclcmp --version' for the version. The exit status is 0 on success, 1 when a")
	fmt.Fprintln(w, "check fails, 2 on bad usage, 130 when interrupted (Ctrl-C) and 143 when terminated (SIGTERM).")
}
