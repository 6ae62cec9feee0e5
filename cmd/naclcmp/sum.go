package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/naclcmp/naclcmp/compare/checksum"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/internal/termtext"
)

func init() {
	register(command{name: "sum", run: runSum})
}

// sumStdin is the standard input of `naclcmp sum`; tests replace it.
var sumStdin io.Reader = os.Stdin

// runSum writes or (-c) verifies checksum lines with package checksum,
// as coreutils' tools do, and reads its command line as they do: exit
// status 1 for a file that failed or an option coreutils refuses, 2 for
// naclcmp's own options misused.
func runSum(args []string, stdout, stderr io.Writer) int {
	o, files, err := checksum.ParseArgs(args)
	var bad *checksum.ArgError
	switch {
	case errors.Is(err, checksum.ErrHelp):
		writeHelp(helpOutput(stderr), "sum", checksum.Usage("naclcmp sum"), checksum.WriteOptions)
		return exitOK
	case errors.As(err, &bad):
		bad.Write(stderr, "naclcmp sum")
		if bad.Own {
			return exitUsage
		}
		return exitFail
	}
	// Only in-process implementations hash incrementally (impls'
	// TestNativeHoldsEveryStreamer), so sum never waits for the peers to
	// be found, unless a name it is given is not one of them.
	reg, err := impls.Native()
	if o.Impl != "" {
		reg, err = impls.For([]string{o.Impl})
	}
	if err != nil {
		return failed(stderr, "sum", err)
	}
	env := checksum.Env{Prog: "naclcmp sum", Stdin: sumStdin, Stdout: stdout, Stderr: stderr}
	results, ok, err := checksum.Run(env, reg, o, files)
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp sum: %s\n", termtext.CutWords(err.Error(), termtext.EchoWidth))
		return exitUsage
	}
	if o.JSON {
		if code := printJSON(stdout, stderr, "sum", results); code != exitOK {
			return code
		}
	}
	if !ok {
		return exitFail
	}
	return exitOK
}
