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
