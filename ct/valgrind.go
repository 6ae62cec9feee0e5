package ct

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"sync"
)

// ValgrindFlags are the memcheck options of every harness run. Leak
// checking is off: the question is where secrets flow, not memory hygiene.
var ValgrindFlags = []string{
	"--tool=memcheck", "--error-exitcode=99", "--track-origins=yes",
	"--num-callers=30", "--leak-check=no",
}

// Verdicts of the valgrind method, in eBACS's notation.
const (
	VerdictConstantTime = "constant time"
	VerdictLeak         = "T!!!"
	VerdictError        = "error"
)

// Finding is one memcheck error: what secret data decided, where, and
// where the secret came from.
type Finding struct {
	// Kind is valgrind's description: "Conditional jump or move depends on
	// uninitialised value(s)" (a secret-dependent branch) or "Use of
	// uninitialised value of size 8" (a secret-dependent memory index).
	Kind string `json:"kind"`
	// Stack is the first stack, innermost frame first, each frame as
	// valgrind prints it: "naclcmp_ct_leaky_equal (ct_controls.c:19)".
	Stack []string `json:"stack"`
	// Origin is where the uninitialised (secret) value was created.
	Origin []string `json:"origin,omitempty"`
}

// ValgrindResult is the verdict of one operation of one C library.
type ValgrindResult struct {
	Impl     string    `json:"impl"`
	Op       string    `json:"op"`
	Secret   string    `json:"secret"`
	Verdict  string    `json:"verdict"`
	Findings []Finding `json:"findings,omitempty"`
	// Declassified are reports of branches on values that are public by
	// design (see Declassifications); they do not count against the
	// verdict but are shown with their reason.
	Declassified []Declassified `json:"declassified,omitempty"`
	Err          string         `json:"error,omitempty"`
}

// HarnessOp is one operation a built harness offers.
type HarnessOp struct {
	ID     string
	Secret string
}

// ListOps runs the harness natively and returns its operations, controls
// included.
func ListOps(exe string) ([]HarnessOp, error) {
	out, err := exec.Command(exe, "list").Output()
	if err != nil {
		return nil, fmt.Errorf("%s list: %w", exe, err)
	}
	var ops []HarnessOp
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		id, secret, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fmt.Errorf("%s list: malformed line %q", exe, line)
		}
		ops = append(ops, HarnessOp{ID: id, Secret: secret})
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

// marker is the harness's line around each operation on stderr.
var marker = regexp.MustCompile(`^naclcmp-ct: (begin|ok|failed) (\S+)$`)

// RunValgrind runs the given operations of one harness in a single
// memcheck process and turns each operation's share of the report into a
// verdict.
func RunValgrind(ctx context.Context, impl, exe string, ops []HarnessOp) []ValgrindResult {
	args := append(append([]string{}, ValgrindFlags...), exe)
	for _, op := range ops {
		args = append(args, op.ID)
	}
	cmd := exec.CommandContext(ctx, "valgrind", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()

	// Split stderr at the harness's markers: what valgrind reports between
	// "begin X" and the next marker happened inside operation X.
	segment := map[string]*strings.Builder{}
	status := map[string]string{}
	cur := ""
	for _, line := range strings.SplitAfter(stderr.String(), "\n") {
		if m := marker.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			if m[1] == "begin" {
				cur = m[2]
				segment[cur] = &strings.Builder{}
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

	out := make([]ValgrindResult, len(ops))
	for i, op := range ops {
		res := ValgrindResult{Impl: impl, Op: op.ID, Secret: op.Secret}
		text := ""
		if b := segment[op.ID]; b != nil {
			text = b.String()
		}
		res.Findings, res.Declassified = declassify(impl, ParseMemcheck(text))
		switch {
		case status[op.ID] == "":
			res.Verdict = VerdictError
			res.Err = fmt.Sprintf("the operation did not complete (valgrind: %v): %s", err, lastLines(text+stderr.String(), 5))
		case status[op.ID] != "ok":
			res.Verdict, res.Err = VerdictError, "the operation returned an error"
		case len(res.Findings) > 0:
			res.Verdict = VerdictLeak
		default:
			res.Verdict = VerdictConstantTime
		}
		out[i] = res
	}
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && (exit.ExitCode() == 99 || exit.ExitCode() == 3)) {
		// valgrind itself failed: no verdict stands.
		for i := range out {
			if out[i].Verdict != VerdictError {
				out[i].Verdict, out[i].Err = VerdictError, fmt.Sprintf("valgrind: %v: %s", err, lastLines(stderr.String(), 5))
			}
		}
	}
	return out
}

var (
	vgLine  = regexp.MustCompile(`^==\d+== ?(.*)$`)
	vgFrame = regexp.MustCompile(`^\s+(?:at|by) 0x[0-9A-Fa-f]+: (.*)$`)
)

// errorKinds are the memcheck reports that mean secret data decided a
// branch or an address (or left the program through a system call).
var errorKinds = []string{
	"Conditional jump or move depends on uninitialised value",
	"Use of uninitialised value of size",
	"Syscall param",
}

// ParseMemcheck extracts the errors from memcheck's output, each with its
// stack and the origin of the secret value.
func ParseMemcheck(out string) []Finding {
	var (
		findings []Finding
		cur      *Finding
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
			if inOrigin {
				cur.Origin = append(cur.Origin, f[1])
			} else {
				cur.Stack = append(cur.Stack, f[1])
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
				findings = append(findings, Finding{Kind: text})
				cur = &findings[len(findings)-1]
				break
			}
		}
	}
	return findings
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
func RunValgrindJobs(ctx context.Context, jobs []ValgrindJob, parallel int) []ValgrindResult {
	if parallel < 1 {
		parallel = 1
	}
	out := make([][]ValgrindResult, len(jobs))
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
	var all []ValgrindResult
	for _, rs := range out {
		all = append(all, rs...)
	}
	return all
}
