// Package stream is the stream experiment of `naclcmp bench --stream`: it
// repeats the OpenSSL versus Raaz measurement of BLAKE2 on a long stream
// on this machine. The same zero bytes, as `dd if=/dev/zero` gave them
// there, are piped into `openssl dgst`, `raaz`, the coreutils tool and
// `naclcmp sum` once per implementation that hashes incrementally; each
// digest is cross-checked and each program's throughput is reported side
// by side from one run.
//
// The programs run as separate processes on purpose: the experiment
// compares what a user of each tool gets, start-up and pipe included.
package stream

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/naclcmp/naclcmp/compare/checksum"
	"github.com/naclcmp/naclcmp/matrix"
)

// pipeBuf is the size of each write into a program's standard input.
const pipeBuf = 1 << 20

// Algorithm is one algorithm of the experiment and its external programs.
type Algorithm struct {
	Sum       string // the value of naclcmp sum -a
	Title     string
	Size      int    // digest bytes
	OpenSSL   string // openssl dgst flag
	Raaz      string // raaz subcommand
	Coreutils string // coreutils program, "" when there is none
}

// Algorithms are the experiment's algorithms, in the order it runs them.
var Algorithms = []Algorithm{
	{"blake2b", "BLAKE2b-512", 64, "-blake2b512", "blake2bsum", "b2sum"},
	{"blake2s", "BLAKE2s-256", 32, "-blake2s256", "blake2ssum", ""},
	{"sha256", "SHA-256", 32, "-sha256", "sha256sum", "sha256sum"},
	{"sha512", "SHA-512", 64, "-sha512", "sha512sum", "sha512sum"},
}

// Lookup returns the algorithm naclcmp sum calls name. An unknown name is
// checksum.Lookup's error, which lists the algorithms of naclcmp sum,
// those of the experiment.
func Lookup(name string) (Algorithm, error) {
	for _, a := range Algorithms {
		if a.Sum == name {
			return a, nil
		}
	}
	if _, err := checksum.Lookup(name); err != nil {
		return Algorithm{}, err
	}
	return Algorithm{}, fmt.Errorf("no stream experiment for %q", name)
}

// Config is what every measurement of a run shares.
type Config struct {
	// Registry holds the implementations naclcmp sum is run with: each
	// that hashes the algorithm incrementally.
	Registry *matrix.Registry
	// Bytes is how many zero bytes are piped into each program.
	Bytes int64
	// Self is the naclcmp executable whose sum command is measured, and
	// SelfEnv what its environment gets besides this process's.
	Self    string
	SelfEnv []string
}

// Run is one program's measurement.
type Run struct {
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

// Table is the result for one algorithm.
type Table struct {
	Algorithm string `json:"algorithm"`
	Bytes     int64  `json:"bytes"`
	Runs      []Run  `json:"runs"`
	Agree     bool   `json:"digests_agree"`
	// FastestNaclcmp and its speed relative to `openssl dgst` (the
	// issue's target: at least 1).
	FastestNaclcmp string  `json:"fastest_naclcmp,omitempty"`
	VsOpenSSL      float64 `json:"fastest_naclcmp_vs_openssl,omitempty"`
}

// Failed reports a table whose digests disagree or one of whose programs
// failed; a program that is not installed is no failure.
func (t Table) Failed() bool {
	for _, r := range t.Runs {
		if r.Status == "failed" {
			return true
		}
	}
	return !t.Agree
}

// Measure runs every program of algorithm a on cfg.Bytes zero bytes, one
// after another, and cross-checks their digests.
func Measure(cfg Config, a Algorithm) Table {
	runs := programs(cfg, a)
	for i := range runs {
		measure(&runs[i], cfg.Bytes, a.Size)
	}
	return summarise(a, cfg.Bytes, runs)
}

// programs lists the programs of one algorithm: the external tools, then
// naclcmp sum with every implementation that hashes it incrementally.
func programs(cfg Config, a Algorithm) []Run {
	runs := []Run{
		{Kind: "openssl", argv: []string{"openssl", "dgst", a.OpenSSL}},
		{Kind: "raaz", argv: []string{"raaz", a.Raaz}},
	}
	if a.Coreutils != "" {
		runs = append(runs, Run{Kind: "coreutils", argv: []string{a.Coreutils}})
	}
	if algo, err := checksum.Lookup(a.Sum); err == nil {
		for _, h := range checksum.Hashers(cfg.Registry, algo, a.Size) {
			runs = append(runs, Run{Kind: "naclcmp", Impl: h.Impl,
				argv: []string{cfg.Self, "sum", "-a", a.Sum, "--impl", h.Impl}, env: cfg.SelfEnv})
		}
	}
	for i := range runs {
		r := &runs[i]
		r.Program = strings.Join(r.argv, " ")
		if r.Kind == "naclcmp" {
			r.Program = "naclcmp sum -a " + a.Sum + " --impl " + r.Impl
		}
	}
	return runs
}

// measure pipes n zero bytes into the program and records its digest,
// wall and CPU time. A program that is not installed is absent.
func measure(r *Run, n int64, digestBytes int) {
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
	buf := make([]byte, pipeBuf)
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
func summarise(a Algorithm, n int64, runs []Run) Table {
	t := Table{Algorithm: a.Title, Bytes: n, Runs: runs, Agree: true}
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
	var openssl, fastest *Run
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

// Select returns the algorithms a comma-separated list names, in its
// order, or every algorithm for an empty list; an unknown name is an
// error listing the known ones.
func Select(list string) ([]Algorithm, error) {
	names := matrix.SplitList(list)
	if len(names) == 0 {
		return Algorithms, nil
	}
	var out []Algorithm
	for _, name := range names {
		a, err := Lookup(name)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}
