package js

import (
	"os/exec"
	"syscall"
)

// dieWithParent asks the kernel to send the peer SIGKILL when naclcmp's
// thread that started it dies, so that a peer that is busy (not reading
// its stdin, whose closing it would otherwise notice) cannot outlive a
// crashed naclcmp either. The peer gets a process group of its own, so a
// Ctrl-C at the terminal reaches naclcmp alone: naclcmp stops the run
// cleanly and the peers then end with it, instead of dying mid-request
// and leaving spurious errors in a partial report.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL, Setpgid: true}
}

// askToEndWithParent is dieWithParent with SIGTERM instead of SIGKILL,
// for a peer program that ends what it started when asked to
// (browser.js: the browser's process group, then its profile), which a
// SIGKILL would leave behind.
func askToEndWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM, Setpgid: true}
}

// killGroup kills the process started with dieWithParent and everything
// it started in turn, its process group: a wrapper script's node would
// otherwise survive it and hold its pipes open.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) != nil {
		cmd.Process.Kill()
	}
}
