package bench

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
)

// stateProbe is a hash that records, at each call, the scheduler state of
// a process (/proc/PID/stat's third field: S sleeping, T stopped).
type stateProbe struct {
	pid  int
	seen map[byte]int
}

func (p *stateProbe) Hash(out, msg []byte) error {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p.pid))
	if err != nil {
		return err
	}
	f := bytes.Fields(b[bytes.LastIndexByte(b, ')')+1:])
	p.seen[f[0][0]]++
	return nil
}

// TestHostsPausedWhileInProcessTimed: a child process of the benchmark
// (standing for a JavaScript host) is stopped while an in-process
// implementation is timed, runs while a JavaScript one is, and is left
// running when the run ends; with the precaution off (Trial.HostsRun) it
// is never stopped.
func TestHostsPausedWhileInProcessTimed(t *testing.T) {
	for _, off := range []bool{false, true} {
		child := exec.Command("sleep", "60")
		if err := child.Start(); err != nil {
			t.Skip("no sleep to start:", err)
		}
		pid := child.Process.Pid
		goProbe := &stateProbe{pid: pid, seen: map[byte]int{}}
		jsProbe := &stateProbe{pid: pid, seen: map[byte]int{}}
		r := &matrix.Registry{}
		if err := r.Add(
			&matrix.Impl{Name: "in-process", Language: matrix.LangGo, Ops: map[string]any{"hash/sha256": goProbe}},
			&matrix.Impl{Name: "js:hosted", Language: matrix.LangJS, Ops: map[string]any{"hash/sha256": jsProbe}},
		); err != nil {
			t.Fatal(err)
		}
		opt, _ := ModeOptions("quick")
		opt.Lengths, opt.CellTime, opt.MinSamples, opt.MaxSamples = []int{8}, 2*time.Millisecond, 3, 20
		opt.Trial.HostsRun = off
		_, err := Run(context.Background(), r, opt)
		after := &stateProbe{pid: pid, seen: map[byte]int{}}
		after.Hash(nil, nil)
		child.Process.Kill()
		child.Wait()
		if err != nil {
			t.Fatal(err)
		}
		stoppedGo, stoppedJS := goProbe.seen['T'] > 0, jsProbe.seen['T'] > 0
		switch {
		case !off && (!stoppedGo || goProbe.seen['T'] != sum(goProbe.seen)):
			t.Errorf("the host was not stopped at every in-process call: states %v", goProbe.seen)
		case off && stoppedGo:
			t.Errorf("Trial.HostsRun: the host was stopped anyway: states %v", goProbe.seen)
		case stoppedJS || sum(jsProbe.seen) == 0:
			t.Errorf("hosts=%v: a JavaScript implementation's calls saw its host stopped: states %v", !off, jsProbe.seen)
		case after.seen['T'] > 0:
			t.Errorf("hosts=%v: the host is left stopped after the run", !off)
		}
	}
}

func sum(m map[byte]int) (n int) {
	for _, v := range m {
		n += v
	}
	return n
}

// hostedProbe is a JavaScript implementation's hash in a host of its own
// (HostProcess: own's process) that records, at each call, the state of
// its host and of another host.
type hostedProbe struct{ own, other *stateProbe }

func (h hostedProbe) Hash(out, msg []byte) error {
	if err := h.own.Hash(out, msg); err != nil {
		return err
	}
	return h.other.Hash(out, msg)
}

func (h hostedProbe) HostPID() int { return h.own.pid }

// TestOtherHostsPausedWhileHostTimed: while a JavaScript implementation
// whose host is known is timed, its host runs and every other host is
// stopped; both run again when the run ends.
func TestOtherHostsPausedWhileHostTimed(t *testing.T) {
	var pids []int
	for range 2 {
		child := exec.Command("sleep", "60")
		if err := child.Start(); err != nil {
			t.Skip("no sleep to start:", err)
		}
		defer func() { child.Process.Kill(); child.Wait() }()
		pids = append(pids, child.Process.Pid)
	}
	probe := hostedProbe{&stateProbe{pid: pids[0], seen: map[byte]int{}}, &stateProbe{pid: pids[1], seen: map[byte]int{}}}
	r := &matrix.Registry{}
	if err := r.Add(&matrix.Impl{Name: "js:hosted", Language: matrix.LangJS, Ops: map[string]any{"hash/sha256": probe}}); err != nil {
		t.Fatal(err)
	}
	opt, _ := ModeOptions("quick")
	opt.Lengths, opt.CellTime, opt.MinSamples, opt.MaxSamples = []int{8}, 2*time.Millisecond, 3, 20
	if _, err := Run(context.Background(), r, opt); err != nil {
		t.Fatal(err)
	}
	if probe.own.seen['T'] > 0 || sum(probe.own.seen) == 0 {
		t.Errorf("the timed implementation's own host was stopped: states %v", probe.own.seen)
	}
	// Every call of the timed implementation, its preparing call too,
	// sees the other host stopped.
	if probe.other.seen['T'] < sum(probe.other.seen) || probe.other.seen['T'] == 0 {
		t.Errorf("another host ran while a JavaScript implementation was timed: states %v", probe.other.seen)
	}
	for _, pid := range pids {
		after := &stateProbe{pid: pid, seen: map[byte]int{}}
		after.Hash(nil, nil)
		if after.seen['T'] > 0 {
			t.Errorf("host %d is left stopped after the run", pid)
		}
	}
}
