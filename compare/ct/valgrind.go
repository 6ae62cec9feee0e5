package ct

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// ValgrindFlags are the memcheck options of every harness run. Leak
// checking is off: the question is where secrets flow, not memory hygiene.
var ValgrindFlags = []string{
	"--tool=memcheck", "--error-exitcode=99", "--track-origins=yes",
	"--num-callers=30", "--leak-check=no",
}

// HarnessOp is one call of one operation a built harness offers.
type HarnessOp struct {
	ID     string // the operation ("secretbox/xsalsa20poly1305")
	Call   string // the checked call ("Open")
	Secret string // which inputs are marked secret
}

// Key names the call on the harness's command line and in its markers:
// "<id>:<call>".
func (o HarnessOp) Key() string { return o.ID + ":" + o.Call }

// ListOps runs the harness natively and returns its calls, controls
// included.
func ListOps(exe string) ([]HarnessOp, error) {
	out, err := exec.Command(exe, "list").Output()
	if err != nil {
		return nil, fmt.Errorf("%s list: %w", exe, err)
	}
	var ops []HarnessOp
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || f[0] == "" || f[1] == "" {
			return nil, fmt.Errorf("%s list: malformed line %q", exe, line)
		}
		ops = append(ops, HarnessOp{ID: f[0], Call: f[1], Secret: f[2]})
	}
	return ops, nil
}

// ValgrindVersion returns `valgrind --version`, or an error saying how to
// get valgrind.
func ValgrindVersion() (string, error) {
	out, err := exec.Command("valgrind", "--version").Output()
	if err != nil {
		return "", fmt.Errorf("valgrind not found (install Debian's valgrind package): %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// marker is the harness's line around each call on stderr.
var marker = regexp.MustCompile(`^naclcmp-ct: (begin|ok|failed) (\S+)$`)

// RunValgrind runs the given calls of one harness under one valgrind
// command (the harness runs each call that made memcheck report once more
// in a fresh child process, so that each call's reports are its own; see
// harness/ct_main.c) and turns each call's share of the report into a
// verdict.
func RunValgrind(ctx context.Context, impl, exe string, ops []HarnessOp) []ctrecord.ValgrindResult {
	args := append(append([]string{}, ValgrindFlags...), exe)
	for _, op := range ops {
		args = append(args, op.Key())
	}
	cmd := exec.CommandContext(ctx, "valgrind", args...)
	// valgrind runs one thread at a time; libgomp's waiting threads (libb2's
	// parallel modes) would spin through their time slices. Passive waiting
	// changes nothing a secret decides.
	cmd.Env = append(os.Environ(), "OMP_WAIT_POLICY=passive")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()

	mapped := parseMaps(stderr.String())
	// Split stderr at the harness's markers: what valgrind reports between
	// "begin X" and the next marker happened inside call X.
	segment := map[string]*strings.Builder{}
	status := map[string]string{}
	cur := ""
	for _, line := range strings.SplitAfter(stderr.String(), "\n") {
		if m := marker.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			if m[1] == "begin" {
				// A call that runs again (see harness/ct_main.c) starts
				// afresh: its second run is the one that counts.
				cur = m[2]
				segment[cur] = &strings.Builder{}
				delete(status, cur)
			} else {
				status[m[2]] = m[1]
				cur = ""
			}
			continue
		}
		if cur != "" {
			segment[cur].WriteString(line)
		}
	}

	out := make([]ctrecord.ValgrindResult, len(ops))
	for i, op := range ops {
		res := ctrecord.ValgrindResult{Impl: impl, Op: op.ID, Call: op.Call, Secret: op.Secret}
		text := ""
		if b := segment[op.Key()]; b != nil {
			text = b.String()
		}
		res.Findings, res.Declassified = declassify(impl, op.Call, mapped.resolve(ParseMemcheck(inHarness(text, exe))))
		switch {
		case status[op.Key()] == "":
			detail := text
			if detail == "" {
				detail = stderr.String()
			}
			res.Verdict = ctrecord.VerdictError
			res.Err = fmt.Sprintf("the call did not complete (valgrind: %v): %s", err, lastLines(detail, 5))
		case status[op.Key()] != "ok":
			res.Verdict, res.Err = ctrecord.VerdictError, "the call returned an error"
			for _, line := range strings.Split(text, "\n") {
				if why, ok := strings.CutPrefix(strings.TrimSpace(line), "naclcmp-ct: error: "); ok {
					res.Err += ": " + why
				}
			}
		case len(res.Findings) > 0:
			res.Verdict = ctrecord.VerdictLeak
		default:
			res.Verdict = ctrecord.VerdictConstantTime
		}
		out[i] = res
	}
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && (exit.ExitCode() == 99 || exit.ExitCode() == 3)) {
		// valgrind itself failed: no verdict stands.
		for i := range out {
			if out[i].Verdict != ctrecord.VerdictError {
				out[i].Verdict, out[i].Err = ctrecord.VerdictError, fmt.Sprintf("valgrind: %v: %s", err, lastLines(stderr.String(), 5))
			}
		}
	}
	return out
}

var (
	vgLine  = regexp.MustCompile(`^==\d+== ?(.*)$`)
	vgFrame = regexp.MustCompile(`^\s+(?:at|by) (0x[0-9A-Fa-f]+): (.*)$`)
)

// noFile marks a frame at an address where no file is mapped.
const noFile = "in no mapped file"

// errorKinds are the memcheck reports that mean secret data decided a
// branch or an address (or left the program through a system call).
var errorKinds = []string{
	"Conditional jump or move depends on uninitialised value",
	"Use of uninitialised value of size",
	"Syscall param",
}

// ParseMemcheck extracts the errors from memcheck's output, each with its
// stack and the origin of the secret value.
func ParseMemcheck(out string) []ctrecord.Finding {
	var (
		findings []ctrecord.Finding
		cur      *ctrecord.Finding
		inOrigin bool
	)
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		m := vgLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		text := m[1]
		if f := vgFrame.FindStringSubmatch(text); f != nil && cur != nil {
			frame := f[2]
			switch {
			case libFrame.MatchString(frame + " 0x0"):
				// Keep the address of library code without source
				// lines, for resolve to turn into an offset in its file.
				frame += " " + f[1]
			case frame == unnamed:
				// No file is mapped there: an unwinding step through
				// code without frame information (assembly) read a
				// return address that is none. It names no function.
				frame = fmt.Sprintf("%s (%s, %s)", unnamed, f[1], noFile)
			}
			if inOrigin {
				cur.Origin = append(cur.Origin, frame)
			} else {
				cur.Stack = append(cur.Stack, frame)
			}
			continue
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(text), "Uninitialised value was created") && cur != nil {
			inOrigin = true
			continue
		}
		inOrigin = false
		cur = nil
		for _, k := range errorKinds {
			if strings.HasPrefix(text, k) {
				findings = append(findings, ctrecord.Finding{Kind: text})
				cur = &findings[len(findings)-1]
				break
			}
		}
	}
	return findings
}

// inHarness names the harness executable, which lives in a temporary
// directory, by its file name in valgrind's frames ("(in ct-nacl)": code of
// a static archive linked without debug information), so that reports do
// not carry a path that no longer exists.
func inHarness(text, exe string) string {
	return strings.ReplaceAll(text, "(in "+exe+")", "(in "+filepath.Base(exe)+")")
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// ValgrindJob is one harness and the operations to check with it.
type ValgrindJob struct {
	Impl string
	Exe  string
	Ops  []HarnessOp
}

// RunValgrindJobs runs the jobs, parallel at a time, and returns the
// results in the jobs' order.
func RunValgrindJobs(ctx context.Context, jobs []ValgrindJob, parallel int) []ctrecord.ValgrindResult {
	if parallel < 1 {
		parallel = 1
	}
	out := make([][]ctrecord.ValgrindResult, len(jobs))
	sem := make(chan struct{}, parallel)
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			out[i] = RunValgrind(ctx, j.Impl, j.Exe, j.Ops)
		}()
	}
	wg.Wait()
	var all []ctrecord.ValgrindResult
	for _, rs := range out {
		all = append(all, rs...)
	}
	return all
}
