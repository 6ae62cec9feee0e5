package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/bench"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/matrix"
)

func init() {
	register(command{
		name:    "sum",
		summary: "checksums in the format of b2sum, sha256sum and sha512sum, through any implementation",
		run:     runSum,
	})
}

// sumChunk is how much of a file is read and hashed at a time: memory stays
// constant whatever the file's size.
const sumChunk = 128 << 10

// sumStdin is the standard input of `naclcmp sum`; tests replace it.
var sumStdin io.Reader = os.Stdin

// sumAlgo is one algorithm of `naclcmp sum`.
type sumAlgo struct {
	name string   // value of -a
	ids  []string // catalogue operations that compute it, in preference order
	size int      // default digest length in bytes
	tag  string   // name in BSD-style (--tag) lines
	// variable allows -l and digests of other lengths in -c files, as
	// b2sum does.
	variable bool
}

// sumAlgos are the algorithms of coreutils' b2sum, sha256sum and sha512sum,
// and BLAKE2s. OpenSSL 3.0 has BLAKE2b only at 64 bytes, so it appears
// under hash/blake2b512, which serves -a blake2b at the default length.
var sumAlgos = []sumAlgo{
	{"blake2b", []string{"hash/blake2b", "hash/blake2b512"}, 64, "BLAKE2b", true},
	{"blake2s", []string{"hash/blake2s"}, 32, "BLAKE2s", false},
	{"sha256", []string{"hash/sha256"}, 32, "SHA256", false},
	{"sha512", []string{"hash/sha512"}, 64, "SHA512", false},
}

func lookupSumAlgo(name string) (sumAlgo, error) {
	var names []string
	for _, a := range sumAlgos {
		if a.name == name {
			return a, nil
		}
		names = append(names, a.name)
	}
	return sumAlgo{}, fmt.Errorf("unknown algorithm %q (have %s)", name, strings.Join(names, ", "))
}

// tagName is the BSD-style name of a digest of n bytes: b2sum writes
// "BLAKE2b" at the default length and "BLAKE2b-256" otherwise.
func (a sumAlgo) tagName(n int) string {
	if n == a.size {
		return a.tag
	}
	return a.tag + "-" + strconv.Itoa(8*n)
}

// sumHasher is one implementation able to hash a stream incrementally.
type sumHasher struct {
	impl string
	op   string
	s    bench.HashStreamer
}

// sumHashers lists, in registry order, the implementations that hash
// algorithm a incrementally at n bytes, each once.
func sumHashers(r *matrix.Registry, a sumAlgo, n int) []sumHasher {
	var out []sumHasher
	seen := map[string]bool{}
	for _, id := range a.ids {
		spec, err := matrix.Lookup(id)
		if err != nil {
			continue
		}
		min, max := spec.Out, spec.Out
		if spec.VariableOut() {
			min, max = spec.OutMin, spec.OutMax
		}
		outside := n < min || n > max
		if outside && !a.variable {
			continue
		}
		for _, p := range bench.HashStreamers(r, id) {
			if outside {
				// Below the 16 bytes the catalogue compares (b2sum -l
				// 8 to 120), only where the library's own incremental
				// API takes the length: libb2's blake2b_init and x/crypto's
				// blake2b.New accept 1 to 64 bytes, libsodium's
				// crypto_generichash_init 16 to 64.
				if _, err := p.Op.NewHash(n); err != nil {
					continue
				}
			}
			if !seen[p.Name()] {
				seen[p.Name()] = true
				out = append(out, sumHasher{p.Name(), id, p.Op})
			}
		}
	}
	return out
}

// pickHasher returns the named implementation, or the first one when name
// is empty. An implementation that cannot hash at n bytes is refused with
// its own library's reason.
func pickHasher(r *matrix.Registry, a sumAlgo, n int, name string) (sumHasher, error) {
	hs := sumHashers(r, a, n)
	var names []string
	for _, h := range hs {
		if name == "" || h.impl == name {
			return h, nil
		}
		names = append(names, h.impl)
	}
	what := fmt.Sprintf("incremental %s with a %d-byte digest", a.name, n)
	if len(hs) == 0 {
		return sumHasher{}, fmt.Errorf("no implementation has an %s", what)
	}
	why := ""
	for _, id := range a.ids {
		for _, p := range bench.HashStreamers(r, id) {
			if _, err := p.Op.NewHash(n); p.Name() == name && err != nil && why == "" {
				why = " (" + err.Error() + ")"
			}
		}
	}
	return sumHasher{}, fmt.Errorf("%s has no %s%s; these have: %s", name, what, why, strings.Join(names, ", "))
}

// hashStream hashes everything r yields in chunks of len(buf) bytes.
func hashStream(h sumHasher, n int, r io.Reader, buf []byte) ([]byte, error) {
	d, err := h.s.NewHash(n)
	if err != nil {
		return nil, err
	}
	for {
		k, err := r.Read(buf)
		if k > 0 {
			if _, werr := d.Write(buf[:k]); werr != nil {
				return nil, werr
			}
		}
		if err == io.EOF {
			return d.Sum(nil), nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// hashFile hashes the file called name, or standard input for "-".
func hashFile(h sumHasher, n int, name string, stdin io.Reader, buf []byte) ([]byte, error) {
	if name == "-" {
		return hashStream(h, n, stdin, buf)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return hashStream(h, n, f, buf)
}

func runSum(args []string, stdout, stderr io.Writer) int {
	o, files, code := parseSumArgs(args, stderr)
	if code >= 0 {
		return code
	}
	reg, err := impls.Default()
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp sum: %v\n", err)
		return exitFail
	}
	if o.impl != "" && reg.Impl(o.impl) == nil {
		fmt.Fprintf(stderr, "naclcmp sum: --impl: unknown implementation %q (have %v)\n", o.impl, reg.Names())
		return exitUsage
	}
	if o.check {
		return checkSums(reg, o, files, sumStdin, stdout, stderr)
	}
	return writeSums(reg, o, files, sumStdin, stdout, stderr)
}

// sumResult is one hashed file, for --json.
type sumResult struct {
	File      string `json:"file"`
	Algorithm string `json:"algorithm"`
	Impl      string `json:"impl"`
	Digest    string `json:"digest,omitempty"`
	Error     string `json:"error,omitempty"`
}

// writeSums prints one checksum line per file.
func writeSums(reg *matrix.Registry, o sumOptions, files []string, stdin io.Reader, stdout, stderr io.Writer) int {
	h, err := pickHasher(reg, o.algo, o.size, o.impl)
	if err != nil {
		fmt.Fprintf(stderr, "naclcmp sum: %v\n", err)
		return exitUsage
	}
	buf := make([]byte, sumChunk)
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	status := exitOK
	var results []sumResult
	for _, name := range files {
		res := sumResult{File: name, Algorithm: o.algo.tagName(o.size), Impl: h.impl}
		sum, err := hashFile(h, o.size, name, stdin, buf)
		if err != nil {
			w.Flush()
			fmt.Fprintf(stderr, "naclcmp sum: %s: %s\n", quotef(name), strerror(err))
			res.Error = err.Error()
			status = exitFail
		} else {
			res.Digest = hex.EncodeToString(sum)
			if !o.json {
				w.WriteString(sumLine(o, res.Digest, name))
			}
		}
		results = append(results, res)
	}
	if o.json {
		w.Flush()
		if err := writeJSON(stdout, results); err != nil {
			fmt.Fprintf(stderr, "naclcmp sum: %v\n", err)
			return exitFail
		}
	}
	return status
}

// sumLine formats one line as coreutils does: "DIGEST  NAME" ("DIGEST
// *NAME" with -b), or with --tag "ALGORITHM (NAME) = DIGEST"; a name with
// a backslash, a newline or a carriage return is escaped and the line
// starts with a backslash, except with -z, whose lines end with a NUL.
func sumLine(o sumOptions, digest, name string) string {
	prefix, end := "", "\n"
	if o.zero {
		end = "\x00"
	} else if sumNeedsEscape(name) {
		prefix, name = "\\", sumEscape(name)
	}
	if o.tag {
		return prefix + o.algo.tagName(len(digest)/2) + " (" + name + ") = " + digest + end
	}
	mode := " "
	if o.binary == 1 {
		mode = "*"
	}
	return prefix + digest + " " + mode + name + end
}
