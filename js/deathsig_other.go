//go:build !linux

package js

import "os/exec"

// dieWithParent does nothing where there is no parent-death signal: the
// peer still exits when its stdin closes.
func dieWithParent(*exec.Cmd) {}
