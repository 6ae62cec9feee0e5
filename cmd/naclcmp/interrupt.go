package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"

	"github.com/naclcmp/naclcmp/internal/progress"
)

// Ctrl-C (SIGINT) and SIGTERM, which a service manager, timeout(1) or a
// CI runner sends, both stop a command, with the same cleanup: the
// JavaScript peers and browsers end with naclcmp (package js), and a
// command that saves partial results saves them. naclcmp then exits with
// the status a shell gives a process the signal killed, 128 plus the
// signal's number, 130 or 143, so that a script can still tell which
// came. A command that stops between steps takes the signal through
// interruptContext; any other is stopped where it is by exitOnInterrupt.

// An interruption is the signal that stopped a command: the cause of the
// context interruptContext cancels.
type interruption struct{ sig os.Signal }

// Error names the signal, so that a command's error says why it stopped.
func (i interruption) Error() string { return "interrupted by " + i.sig.String() }

// status is the exit status for the signal: 128 plus its number, as a
// shell reports a process the signal killed.
func (i interruption) status() int {
	if s, ok := i.sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return exitInterrupted
}

// interruptStatus returns the exit status of a command that ctx, from
// interruptContext, stopped: exitInterrupted (130) for Ctrl-C, 143 for
// SIGTERM. A context cancelled without a signal, as a test's may be,
// gives exitInterrupted.
func interruptStatus(ctx context.Context) int {
	var i interruption
	if errors.As(context.Cause(ctx), &i) {
		return i.status()
	}
	return exitInterrupted
}

// signalled is the signal that interrupted this run of naclcmp, nil
// until one has: run turns a command's exitInterrupted into its status,
// and no command starts after it (see register).
var signalled atomic.Pointer[interruption]

// interrupt records sig as what interrupted the run and cancels a context
// of interruptContext with it as the cause. Tests call it to interrupt as
// a signal would.
func interrupt(sig os.Signal, cancel context.CancelCauseFunc) {
	i := interruption{sig}
	signalled.Store(&i)
	cancel(i)
}

// catching counts the contexts of interruptContext not yet stopped: while
// there is one, the signal is the command's to handle, and
// exitOnInterrupt leaves it be.
var catching atomic.Int32

// interruptContext returns a context cancelled by Ctrl-C or SIGTERM, for a
// command that stops between steps and saves what it has, or says how far
// it got (interruptedLine); it must then return interruptStatus(ctx).
// Until stop is called, the signal is the command's alone, so that a
// second one cannot cut short the writing of what it saves. A variable,
// so that tests can interrupt.
var interruptContext = func() (ctx context.Context, stop context.CancelFunc) {
	catching.Add(1)
	ctx, cancel := context.WithCancelCause(context.Background())
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case sig := <-ch:
			interrupt(sig, cancel)
		case <-ctx.Done():
		}
	}()
	var once sync.Once
	return ctx, func() {
		once.Do(func() {
			signal.Stop(ch)
			cancel(context.Canceled)
			catching.Add(-1)
		})
	}
}

// exitOnInterrupt makes Ctrl-C and SIGTERM end every command with the
// signal's status: a command that has not taken the signal through
// interruptContext is stopped where it is, as Go's default action would,
// but with the status a command that catches it returns. Exiting closes
// the JavaScript peers' standard input and, on Linux, has the kernel
// signal them (js.dieWithParent), so they end too.
func exitOnInterrupt() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		for sig := range ch {
			if catching.Load() == 0 {
				progress.EndAll() // the prompt starts on a line of its own
				os.Exit(interruption{sig}.status())
			}
		}
	}()
}

// interruptedLine prints the one line an interrupted command that writes
// nothing leaves on stderr: how far it got, done of total units ("pairs",
// "cells"), so that the user knows what stopping cost, and that nothing
// was written, so that no one looks for a partial result.
func interruptedLine(stderr io.Writer, cmd string, done, total int, unit string) {
	fmt.Fprintf(stderr, "naclcmp %s: interrupted after %d of %d %s; nothing written\n", cmd, done, total, unit)
}
