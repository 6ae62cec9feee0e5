package checksum

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
)

// CheckResult is one checked file.
type CheckResult struct {
	File  string `json:"file"`
	OK    bool   `json:"ok"`
	Impl  string `json:"impl,omitempty"`
	Error string `json:"error,omitempty"`
}

// checker verifies checksum lists as `b2sum -c`, `sha256sum -c` and
// `sha512sum -c` of coreutils 9.1 do, with the same output and status. Its
// parser keeps state across the lines and lists of one run (see
// untaggedLayout).
type checker struct {
	env     Env
	reg     *matrix.Registry
	o       Options
	w       *bufio.Writer
	buf     []byte
	parser  checkLineParser
	results []CheckResult
}

// Check verifies every line of every checksum list ("-": env.Stdin), each
// file hashed with o.Impl or the first implementation of reg able to at
// the line's digest length. ok is what coreutils' exit status says: every
// list had a proper line, every listed file matched (or, with
// o.IgnoreMissing, was missing), and with o.Strict no line was improperly
// formatted.
func Check(env Env, reg *matrix.Registry, o Options, lists []string) (results []CheckResult, ok bool) {
	c := &checker{env: env, reg: reg, o: o, w: bufio.NewWriter(env.Stdout), buf: make([]byte, Chunk), parser: checkLineParser{algo: o.Algorithm}}
	defer c.w.Flush()
	ok = true
	for _, list := range lists {
		ok = c.checkList(list) && ok
	}
	return c.results, ok
}

// warn writes a message to standard error after what is due on standard
// output.
func (c *checker) warn(format string, a ...any) {
	c.w.Flush()
	fmt.Fprintf(c.env.Stderr, "%s: "+format+"\n", append([]any{c.env.Prog}, a...)...)
}

// say writes a result line, unless the options silence it.
func (c *checker) say(format string, a ...any) {
	if !c.o.Status && !c.o.JSON {
		fmt.Fprintf(c.w, format, a...)
	}
}

// checkList checks one checksum list ("-": standard input), reading it a
// line at a time whatever a line's length. As coreutils 9.1 does, it skips
// a line that starts with '#' and one that is empty once its newline and
// a single carriage return before it are removed, and counts as
// improperly formatted a line of standard input that names "-".
func (c *checker) checkList(list string) bool {
	r, display := c.env.stdin(), "standard input"
	isStdin := list == "-"
	if !isStdin {
		f, err := os.Open(list)
		if err != nil {
			c.warn("%s: %s", quotef(list), strerror(err))
			return false
		}
		defer f.Close()
		r, display = f, list
	}
	br := bufio.NewReaderSize(r, 64<<10)
	var improper, failures, mismatched uint64
	proper, matched := false, false
	for lineNo := uint64(1); ; lineNo++ {
		line, err := br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			c.warn("%s: %s", quotef(display), strerror(err))
			return false
		}
		if len(line) == 0 {
			break
		}
		if line[0] == '#' {
			continue
		}
		line = bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r"))
		if len(line) == 0 {
			continue
		}
		entry, ok := c.parser.parse(line)
		if !ok || (isStdin && entry.name == "-") {
			improper++
			if c.o.Warn {
				c.warn("%s: %d: improperly formatted %s checksum line", quotef(display), lineNo, c.o.Algorithm.Tag)
			}
			continue
		}
		proper = true
		name := entry.name
		res := CheckResult{File: name}
		sum, missing, err := c.hash(name, len(entry.digest)/2, &res)
		switch {
		case err != nil:
			failures++
			res.Error = err.Error()
			c.say("%s: FAILED open or read\n", displayName(name))
		case missing:
			continue
		case strings.ToLower(entry.digest) != hex.EncodeToString(sum):
			mismatched++
			c.say("%s: FAILED\n", displayName(name))
		default:
			matched, res.OK = true, true
			if !c.o.Quiet {
				c.say("%s: OK\n", displayName(name))
			}
		}
		c.results = append(c.results, res)
	}
	if !proper {
		c.warn("%s: no properly formatted checksum lines found", quotef(display))
		return false
	}
	if !c.o.Status {
		if improper > 0 {
			c.warn("WARNING: %s improperly formatted", plural(improper, "line is", "lines are"))
		}
		if failures > 0 {
			c.warn("WARNING: %s could not be read", plural(failures, "listed file", "listed files"))
		}
		if mismatched > 0 {
			c.warn("WARNING: %s did NOT match", plural(mismatched, "computed checksum", "computed checksums"))
		}
		if c.o.IgnoreMissing && !matched {
			c.warn("%s: no file was verified", quotef(display))
		}
	}
	return matched && failures == 0 && mismatched == 0 && (!c.o.Strict || improper == 0)
}

// hash hashes the named file at n bytes; missing reports a file that does
// not exist under --ignore-missing. An error has been reported.
func (c *checker) hash(name string, n int, res *CheckResult) (sum []byte, missing bool, err error) {
	h, err := Pick(c.reg, c.o.Algorithm, n, c.o.Impl)
	if err != nil {
		c.warn("%s: %v", quotef(name), err)
		return nil, false, err
	}
	res.Impl = h.Impl
	sum, err = h.SumFile(n, name, c.env.stdin(), c.buf)
	if err != nil {
		if c.o.IgnoreMissing && errors.Is(err, fs.ErrNotExist) {
			return nil, true, nil
		}
		c.warn("%s: %s", quotef(name), strerror(err))
	}
	return sum, false, err
}

// plural renders "1 line is" or "3 lines are".
func plural(n uint64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
