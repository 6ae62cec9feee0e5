package js

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"
)

// procStartTimeout bounds the start of a peer in a process of its own
// that is not a browser's (whose bound is browserStartTimeout): the
// process must greet within it. The node implementations, in the shared
// host, have no such deadline. A variable so that tests can shorten it.
var procStartTimeout = 45 * time.Second

// startLocked starts the peer's process unless it runs or has failed,
// and waits for its greeting. A browser's peer whose start failed other
// than by its adapter's refusal is started once more: a browser can crash
// as it starts when many start on two cores (Chromium was seen to exit
// with SIGSEGV in a quick run of every implementation), and one crash
// should not take every cell of the implementation with it.
func (p *Peer) startLocked() error {
	if p.failed != nil || p.cmd != nil {
		return p.failed
	}
	again, err := p.startOnce()
	if err == nil || !again || !p.fewAtATime {
		return err
	}
	select {
	case <-p.exited:
	case <-time.After(p.stop + time.Second):
		return err // the first process has not gone: no second beside it
	}
	first := cause(err)
	p.cmd, p.failed = nil, nil
	if _, err = p.startOnce(); err != nil {
		p.failed = p.down(fmt.Errorf("started twice: %v; the first time: %v", cause(err), first))
		return p.failed
	}
	return nil
}

// cause is what a peer's failure says without the implementation's name
// (matrix.DownError's Err).
func cause(err error) error {
	if inner := errors.Unwrap(err); inner != nil {
		return inner
	}
	return err
}

// startOnce starts the peer's process and waits for its greeting; again
// reports a failure that a second start may not repeat (any but the
// adapter's refusal to load, or a failure to run node at all).
func (p *Peer) startOnce() (again bool, err error) {
	if len(p.argv) == 0 {
		p.failed = p.down(errors.New("no command to start"))
		return false, p.failed
	}
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Dir = p.dir
	if p.cleansUp {
		askToEndWithParent(cmd)
	} else {
		dieWithParent(cmd)
	}
	p.stderr = &tail{}
	cmd.Stderr = p.stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		p.failed = p.down(err)
		return false, p.failed
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		p.failed = p.down(err)
		return false, p.failed
	}
	if p.fewAtATime {
		// Held until the greeting, or the start's failure; the start's
		// time bound counts from here.
		browserStarts <- struct{}{}
		defer func() { <-browserStarts }()
	}
	if err := cmd.Start(); err != nil {
		p.failed = p.down(fmt.Errorf("start node: %w", err))
		return false, p.failed
	}
	p.cmd, p.stdin = cmd, stdin
	p.lines, p.quit, p.exited = make(chan []byte, 1), make(chan struct{}), make(chan struct{})
	go read(stdout, cmd, p.lines, p.quit, p.exited)

	line, err := p.receive(p.start, "greeting")
	if err != nil {
		return true, err
	}
	var r response
	if err := json.Unmarshal(line, &r); err != nil || r.Hello == nil {
		return true, p.fail(fmt.Sprintf("greeting: not a hello line: %.200q", line))
	}
	if r.Hello.Error != "" {
		return false, p.fail("did not load: " + r.Hello.Error)
	}
	p.hello = *r.Hello
	return false, nil
}

// processRoundTrip is roundTrip for a peer in a process of its own.
func (p *Peer) processRoundTrip(req request) (response, error) {
	if err := p.startLocked(); err != nil {
		return response{}, err
	}
	p.record(&req)
	p.id++
	req.ID = p.id
	line, err := p.encode(req)
	if err != nil {
		return response{}, err
	}
	if _, err := p.stdin.Write(line); err != nil {
		// Most likely node has exited since the last request, and its
		// exit status says more than the closed pipe.
		return response{}, p.failGone(req.what(), fmt.Sprintf("%s: send: %v", req.what(), err))
	}
	reply, err := p.receive(p.timeout, req.what())
	if err != nil {
		return response{}, err
	}
	var r response
	if err := json.Unmarshal(reply, &r); err != nil {
		return response{}, p.fail(fmt.Sprintf("%s: bad response %.200q: %v", req.what(), reply, err))
	}
	if r.ID != req.ID {
		return response{}, p.fail(fmt.Sprintf("%s: response to request %d, want %d", req.what(), r.ID, req.ID))
	}
	return r, nil
}

// read forwards stdout line by line until EOF, then reaps the process.
// Wait must follow the last read of the pipe, so it is called here. Once
// quit is closed nobody receives, so lines are dropped until EOF.
func read(stdout io.Reader, cmd *exec.Cmd, lines chan<- []byte, quit <-chan struct{}, exited chan<- struct{}) {
	r := bufio.NewReaderSize(stdout, 64<<10)
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && err == nil {
			select {
			case lines <- line:
			case <-quit:
			}
		}
		if err != nil {
			break
		}
	}
	close(lines)
	cmd.Wait()
	close(exited)
}

// receive waits up to d for the next line of stdout. A peer that exits or
// does not answer in time is failed.
func (p *Peer) receive(d time.Duration, what string) ([]byte, error) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if ok {
			return line, nil
		}
		return nil, p.failGone(what, what+": node closed its stdout")
	case <-timer.C:
		return nil, p.fail(fmt.Sprintf("%s: no answer within %v", what, d))
	}
}

// failGone fails the peer, whose pipes have closed while it was doing
// what, with its exit status, or with why when it has not exited. It
// gives Wait a moment to collect the exit status and the last of stderr,
// which say why.
func (p *Peer) failGone(what, why string) error {
	select {
	case <-p.exited:
		return p.fail(fmt.Sprintf("%s: node exited (%s)", what, p.cmd.ProcessState))
	case <-time.After(time.Second):
		return p.fail(why)
	}
}

// fail records why the peer stopped, kills it, and returns the error,
// which carries the tail of its stderr.
func (p *Peer) fail(why string) error {
	if p.cmd != nil && p.cmd.Process != nil {
		killGroup(p.cmd)
		p.stdin.Close()
		p.stopReading()
	}
	if p.stderr != nil {
		if t := strings.TrimSpace(p.stderr.String()); t != "" {
			why += "; stderr: " + t
		}
	}
	p.failed = p.down(errors.New(why))
	return p.failed
}

// closeProcess closes the process's stdin and waits a second (a
// browser's peer: five) for it to exit before killing it.
func (p *Peer) closeProcess() {
	p.stdin.Close()
	p.stopReading()
	select {
	case <-p.exited:
	case <-time.After(max(time.Second, p.stop)):
		killGroup(p.cmd)
		<-p.exited
	}
}

// stopReading tells the stdout reader that no response will be awaited.
func (p *Peer) stopReading() {
	select {
	case <-p.quit:
	default:
		close(p.quit)
	}
}
