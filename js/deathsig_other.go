//go:build !linux

package js

import "os/exec"

// dieWithParent does nothing where there is no parent-death signal: the
// peer still exits when its stdin closes.
func dieWithParent(*exec.Cmd) {}

// askToEndWithParent does nothing where there is no parent-death
// signal, as dieWithParent.
func askToEndWithParent(*exec.Cmd) {}

// killGroup kills the process; without process groups its children are
// left to notice their closed pipes.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
