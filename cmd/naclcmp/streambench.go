package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/naclcmp/naclcmp/matrix"
)

// The stream experiment (`naclcmp bench --stream`) repeats the OpenSSL
// versus Raaz measurement of BLAKE2 on a long stream on this machine: the
// same zero bytes, as `dd if=/dev/zero` gave them there, are piped into
// `openssl dgst`, `raaz`, the coreutils tool and `naclcmp sum` once per
// implementation that hashes incrementally; each digest is cross-checked
// and each program's throughput is reported side by side from one run.

// streamDefaultSize keeps a plain `naclcmp bench --stream` to a few
// seconds per program; `--size 1GiB` or more gives steadier numbers.
const streamDefaultSize = 256 << 20

// streamBuf is the size of each write into a program's standard input.
const streamBuf = 1 << 20

// streamAlgo is one algorithm of the experiment and its external programs.
type streamAlgo struct {
	sum       string // naclcmp sum -a
	title     string
	size      int    // digest bytes
	openssl   string // openssl dgst flag
	raaz      string // raaz subcommand
	coreutils string // coreutils program, "" when there is none
}

var streamAlgos = []streamAlgo{
	{"blake2b", "BLAKE2b-512", 64, "-blake2b512", "blake2bsum", "b2sum"},
	{"blake2s", "BLAKE2s-256", 32, "-blake2s256", "blake2ssum", ""},
	{"sha256", "SHA-256", 32, "-sha256", "sha256sum", "sha256sum"},
	{"sha512", "SHA-512", 64, "-sha512", "sha512sum", "sha512sum"},
}

// streamSelf returns how to run this program's own `sum` command; tests
// replace it, since a test binary is not naclcmp.
var streamSelf = func() (path string, env []string, err error) {
	path, err = os.Executable()
	return path, nil, err
}

// streamRun is one program's measurement.
type streamRun struct {
	Program string  `json:"program"` // as the user could type it
	Kind    string  `json:"kind"`    // "openssl", "raaz", "coreutils" or "naclcmp"
	Impl    string  `json:"impl,omitempty"`
	Version string  `json:"version,omitempty"`
	Status  string  `json:"status"` // "ok", "absent", "failed" or "mismatch"
	Detail  string  `json:"detail,omitempty"`
	Digest  string  `json:"digest,omitempty"`
	WallS   float64 `json:"wall_s,omitempty"`
	CPUS    float64 `json:"cpu_s,omitempty"`
	MBps    float64 `json:"mb_per_s,omitempty"` // 10^6 bytes per second of wall time, as dd reports
	argv    []string
	env     []string
}

// streamTable is the result for one algorithm.
type streamTable struct {
	Algorithm string      `json:"algorithm"`
	Bytes     int64       `json:"bytes"`
	Runs      []streamRun `json:"runs"`
	Agree     bool        `json:"digests_agree"`
	// FastestNaclcmp and its speed relative to `openssl dgst` (the
	// issue's target: at least 1).
	FastestNaclcmp string  `json:"fastest_naclcmp,omitempty"`
	VsOpenSSL      float64 `json:"fastest_naclcmp_vs_openssl,omitempty"`
}

// streamRequested reports whether a bench command line asks for the
// stream experiment, which has flags of its own.
func streamRequested(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "-stream" || a == "--stream" || a == "-stream=true" || a == "--stream=true" {
			return true
		}
	}
	return false
}

func runStreamBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench", "bench --stream [--size 1GiB] [-a blake2b,blake2s,sha256,sha512] [--impl a,b] [--json]", stderr)
	fs.Bool("stream", true, "the stream experiment (this mode)")
	sizeFlag := fs.String("size", "256MiB", "bytes piped into each program: 1GiB, 256MiB, 5GB or a number")
	algos := fs.String("a", "", "comma-separated algorithms (default: blake2b, blake2s, sha256, sha512)")
	impls := fs.String("impl", "", "comma-separated naclcmp implementations (default: every one that hashes incrementally)")
	jsonOut := fs.Bool("json", false, "print the results as JSON")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	usageErr := func(format string, a ...any) int { return usageError(stderr, "bench --stream", format, a...) }
	if fs.NArg() > 0 {
		return usageErr("unexpected argument %q", fs.Arg(0))
	}
	size, err := parseSize(*sizeFlag)
	if err != nil {
		return usageErr("--size: %v", err)
	}
	var selected []streamAlgo
	for _, name := range splitList(*algos) {
		a, ok := findStreamAlgo(name)
		if !ok {
			return usageErr("-a: unknown algorithm %q (have blake2b, blake2s, sha256, sha512)", name)
		}
		selected = append(selected, a)
	}
	if len(selected) == 0 {
		selected = streamAlgos
	}
	reg, err := selectRegistry(*impls)
	if err != nil {
		return usageErr("--impl: %v", err)
	}
	self, selfEnv, err := streamSelf()
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp bench --stream: cannot find this program to run its sum command: %v\n", err)
		return exitFail
	}

	status := exitOK
	var tables []streamTable
	for _, a := range selected {
		runs := streamPrograms(reg, a, self, selfEnv)
		for i := range runs {
			measureStream(&runs[i], size, a.size)
		}
		t := summarise(a, size, runs)
		if !t.Agree {
			status = exitFail
		}
		for _, r := range t.Runs {
			if r.Status == "failed" {
				status = exitFail
			}
		}
		tables = append(tables, t)
		if !*jsonOut {
			printStreamTable(stdout, t)
		}
	}
	if *jsonOut {
		if err := writeJSON(stdout, tables); err != nil {
			fmt.Fprintf(stderr, "naclcmp bench --stream: %v\n", err)
			return exitFail
		}
	}
	return status
}

func findStreamAlgo(name string) (streamAlgo, bool) {
	for _, a := range streamAlgos {
		if a.sum == name {
			return a, true
		}
	}
	return streamAlgo{}, false
}

// streamPrograms lists the programs of one algorithm: the external tools,
// then naclcmp sum with every implementation that hashes it incrementally.
func streamPrograms(reg *matrix.Registry, a streamAlgo, self string, selfEnv []string) []streamRun {
	runs := []streamRun{
		{Kind: "openssl", argv: []string{"openssl", "dgst", a.openssl}},
		{Kind: "raaz", argv: []string{"raaz", a.raaz}},
	}
	if a.coreutils != "" {
		runs = append(runs, streamRun{Kind: "coreutils", argv: []string{a.coreutils}})
	}
	algo, _ := lookupSumAlgo(a.sum)
	for _, h := range sumHashers(reg, algo, a.size) {
		runs = append(runs, streamRun{Kind: "naclcmp", Impl: h.impl,
			argv: []string{self, "sum", "-a", a.sum, "--impl", h.impl}, env: selfEnv})
	}
	for i := range runs {
		r := &runs[i]
		r.Program = strings.Join(r.argv, " ")
		if r.Kind == "naclcmp" {
			r.Program = "naclcmp sum -a " + a.sum + " --impl " + r.Impl
		}
	}
	return runs
}

// measureStream pipes n zero bytes into the program and records its
// digest, wall and CPU time. A program that is not installed is absent.
func measureStream(r *streamRun, n int64, digestBytes int) {
	path, err := exec.LookPath(r.argv[0])
	if err != nil {
		r.Status, r.Detail = "absent", "not installed"
		return
	}
	r.Version = toolVersion(r.Kind, path)
	cmd := exec.Command(path, r.argv[1:]...)
	if r.env != nil {
		cmd.Env = append(os.Environ(), r.env...)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	stdin, err := cmd.StdinPipe()
	if err != nil {
		r.Status, r.Detail = "failed", err.Error()
		return
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		r.Status, r.Detail = "failed", err.Error()
		return
	}
	werr := feedZeros(stdin, n)
	stdin.Close()
	err = cmd.Wait()
	wall := time.Since(start)
	switch {
	case err != nil:
		r.Status, r.Detail = "failed", strings.TrimSpace(err.Error()+": "+errb.String())
		return
	case werr != nil:
		r.Status, r.Detail = "failed", "writing its input: "+werr.Error()
		return
	}
	r.Digest = findDigest(out.String(), digestBytes)
	if r.Digest == "" {
		r.Status, r.Detail = "failed", fmt.Sprintf("no %d-byte digest in its output %q", digestBytes, strings.TrimSpace(out.String()))
		return
	}
	r.Status = "ok"
	r.WallS = wall.Seconds()
	r.CPUS = (cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()).Seconds()
	r.MBps = float64(n) / 1e6 / wall.Seconds()
}

// feedZeros writes n zero bytes to w.
func feedZeros(w io.Writer, n int64) error {
	buf := make([]byte, streamBuf)
	for n > 0 {
		k := min(n, int64(len(buf)))
		if _, err := w.Write(buf[:k]); err != nil {
			return err
		}
		n -= k
	}
	return nil
}

// findDigest returns the first hexadecimal word of exactly 2·n digits in
// a program's output: "DIGEST  -" (coreutils, raaz, naclcmp) or
// "BLAKE2B-512(stdin)= DIGEST" (openssl dgst).
func findDigest(out string, n int) string {
	re := regexp.MustCompile(`\b[0-9a-f]{` + strconv.Itoa(2*n) + `}\b`)
	return re.FindString(out)
}

// toolVersion asks an external program for its version, for the table.
func toolVersion(kind, path string) string {
	var args []string
	switch kind {
	case "openssl":
		args = []string{"version"}
	case "raaz", "coreutils":
		args = []string{"--version"}
	default:
		return ""
	}
	out, err := exec.Command(path, args...).Output()
	if err != nil {
		return ""
	}
	line, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return line
}

// summarise cross-checks the digests (the most common one is taken as the
// reference; any other is a mismatch) and finds the fastest naclcmp
// implementation relative to openssl dgst.
func summarise(a streamAlgo, n int64, runs []streamRun) streamTable {
	t := streamTable{Algorithm: a.title, Bytes: n, Runs: runs, Agree: true}
	count := map[string]int{}
	for _, r := range runs {
		if r.Status == "ok" {
			count[r.Digest]++
		}
	}
	ref, best := "", 0
	for d, c := range count {
		if c > best || (c == best && d < ref) {
			ref, best = d, c
		}
	}
	var openssl, fastest *streamRun
	for i := range t.Runs {
		r := &t.Runs[i]
		if r.Status == "ok" && r.Digest != ref {
			r.Status, r.Detail = "mismatch", "digest differs from the other programs'"
			t.Agree = false
		}
		if r.Status != "ok" {
			continue
		}
		if r.Kind == "openssl" {
			openssl = r
		}
		if r.Kind == "naclcmp" && (fastest == nil || r.MBps > fastest.MBps) {
			fastest = r
		}
	}
	if fastest != nil {
		t.FastestNaclcmp = fastest.Impl
		if openssl != nil {
			t.VsOpenSSL = fastest.MBps / openssl.MBps
		}
	}
	return t
}

func printStreamTable(w io.Writer, t streamTable) {
	fmt.Fprintf(w, "%s, %s of zero bytes piped into each program\n\n", t.Algorithm, formatSize(t.Bytes))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "program\tMB/s\twall s\tCPU s\tdigest\tstatus\t")
	runs := append([]streamRun(nil), t.Runs...)
	sort.SliceStable(runs, func(i, j int) bool { return runs[i].MBps > runs[j].MBps })
	for _, r := range runs {
		digest := r.Digest
		if len(digest) > 16 {
			digest = digest[:16] + "…"
		}
		speed, wall, cpu := "—", "—", "—"
		if r.Status == "ok" || r.Status == "mismatch" {
			speed, wall, cpu = fmt.Sprintf("%.0f", r.MBps), fmt.Sprintf("%.3f", r.WallS), fmt.Sprintf("%.3f", r.CPUS)
		}
		status := r.Status
		if r.Detail != "" && r.Status != "ok" {
			status += " (" + r.Detail + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t\n", r.Program, speed, wall, cpu, digest, status)
	}
	tw.Flush()
	fmt.Fprintln(w)
	for _, r := range t.Runs {
		if r.Version != "" {
			fmt.Fprintf(w, "  %s: %s\n", r.argv[0], r.Version)
		}
	}
	if t.Agree {
		fmt.Fprintln(w, "  digests: all programs that ran agree")
	} else {
		fmt.Fprintln(w, "  digests: MISMATCH (see the status column)")
	}
	if t.VsOpenSSL > 0 {
		fmt.Fprintf(w, "  fastest naclcmp implementation: %s, %.2fx the speed of openssl dgst\n", t.FastestNaclcmp, t.VsOpenSSL)
	}
	fmt.Fprintln(w)
}

// parseSize reads 1GiB, 256MiB, 512KiB, 5GB, 100MB, 64kB or a number of
// bytes.
func parseSize(s string) (int64, error) {
	units := []struct {
		suffix string
		mult   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"GB", 1e9}, {"MB", 1e6}, {"kB", 1e3}, {"KB", 1e3}, {"B", 1}, {"", 1}}
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			v, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
			if err != nil || v <= 0 || v > (1<<62)/u.mult {
				return 0, fmt.Errorf("%q is not a positive size such as 1GiB, 256MiB or 5GB", s)
			}
			return v * u.mult, nil
		}
	}
	return 0, fmt.Errorf("%q is not a size", s)
}

// formatSize renders a byte count as the largest binary unit that divides
// it, or in bytes.
func formatSize(n int64) string {
	for _, u := range []struct {
		name string
		size int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n%u.size == 0 {
			return fmt.Sprintf("%d %s", n/u.size, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}
