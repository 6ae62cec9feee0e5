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
// fails and 2 on bad usage.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/naclcmp/naclcmp/internal/cstack"
)

// A command is one subcommand of naclcmp. run returns the exit status.
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands holds every subcommand; each file registers its own in init.
var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// Exit statuses shared by every command.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// main runs the command off the main goroutine: on linux/riscv64 that
// goroutine is locked to the one thread from which Go enters C misaligned
// (see internal/cstack).
func main() {
	os.Exit(cstack.Run(func() int { return run(os.Args[1:], os.Stdout, os.Stderr) }))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "naclcmp: unknown command %q\n", args[0])
		usage(stderr)
		return exitUsage
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: naclcmp <command> [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-11s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'naclcmp <command> -h' for a command's flags.")
}
