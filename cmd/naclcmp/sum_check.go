package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
)

// checkResult is one checked file, for --json.
type checkResult struct {
	File  string `json:"file"`
	OK    bool   `json:"ok"`
	Impl  string `json:"impl,omitempty"`
	Error string `json:"error,omitempty"`
}

// sumChecker verifies checksum lists as `b2sum -c`, `sha256sum -c` and
// `sha512sum -c` of coreutils 9.1 do, with the same output and status. Its
// parser keeps state across the lines and lists of one command (see
// untaggedLayout).
type sumChecker struct {
	reg     *matrix.Registry
	o       sumOptions
	stdin   io.Reader
	w       *bufio.Writer
	stderr  io.Writer
	buf     []byte
	parser  checkLineParser
	results []checkResult
}

// checkedLine is what a proper line of a checksum list names: the expected
// digest, in hex as written (either case), and the file to hash.
type checkedLine struct {
	digest string
	name   string
}

// untaggedLayout is how the untagged lines of a run of -c are laid out. The
// first untagged line decides it for every later line, in every list of
// the same command, as coreutils 9.1 behaves.
type untaggedLayout int

const (
	// layoutUndecided: no untagged line has been read yet.
	layoutUndecided untaggedLayout = iota
	// layoutMarked: "HEX  NAME" or "HEX *NAME", a blank then a mode
	// character (' ' text, '*' binary) before the name. Once decided, a
	// line without the mode character is improperly formatted.
	layoutMarked
	// layoutBare: "HEX NAME", a single blank before the name (the output
	// of BSD's `md5 -r`). Once decided, a ' ' or '*' after the blank is
	// the first byte of the name.
	layoutBare
)

// checkLineParser reads the lines of checksum lists for one algorithm. The
// formats it accepts, observed from coreutils 9.1 (b2sum -c, sha256sum -c,
// sha512sum -c):
//
//   - Blanks (space, tab) may precede a line. A backslash after them marks
//     an escaped name (see sumUnescape): "\\", "\n" and "\r" stand for a
//     backslash, a newline and a carriage return, and any other escape, a
//     trailing backslash or a NUL byte make the line improperly
//     formatted. An unescaped name ends at its first NUL.
//   - A tagged line is "TAG (NAME) = HEX" (see parseTagged).
//   - Any other line is untagged, "HEX  NAME", "HEX *NAME" or "HEX NAME"
//     (see parseUntagged).
//
// The digest's hex digits may be of either case.
type checkLineParser struct {
	algo   sumAlgo
	layout untaggedLayout
}

// parse reads one line, without its line end; false means improperly
// formatted.
func (p *checkLineParser) parse(line []byte) (checkedLine, bool) {
	rest := bytes.TrimLeft(line, " \t")
	escaped := len(rest) > 0 && rest[0] == '\\'
	if escaped {
		rest = rest[1:]
	}
	if after, ok := bytes.CutPrefix(rest, []byte(p.algo.tag)); ok {
		return p.parseTagged(after, escaped)
	}
	return p.parseUntagged(rest, escaped)
}

// parseTagged reads what follows the tag of a tagged line (the format of
// --tag): "ALGO (NAME) = HEX", where, as observed:
//
//   - b2sum writes "BLAKE2b-BITS" for a digest of other than 512 bits.
//     BITS is read as C reads an unsigned number in any base (leading
//     white space, an optional '+', "0x" for hex, a leading 0 for octal:
//     "-0x10" and "-020" both mean 16) and must be a multiple of 8 from 8
//     to 512. Without "-BITS", b2sum skips any one byte after the tag
//     other than '(' ("BLAKE2bX(abc)" and "BLAKE2b  (abc)" are read).
//   - A single space may come before the '('.
//   - NAME runs to the last ')' of the line and may be empty.
//   - Blanks may surround the '='.
//   - HEX is the rest of the line up to a NUL, if any, and must have
//     exactly the digits of the digest length.
func (p *checkLineParser) parseTagged(rest []byte, escaped bool) (checkedLine, bool) {
	digits := 2 * p.algo.size
	if p.algo.variable {
		if after, ok := bytes.CutPrefix(rest, []byte("-")); ok {
			bits, after, ok := leadingNumber(after)
			if !ok || bits == 0 || bits > uint64(8*p.algo.size) || bits%8 != 0 {
				return checkedLine{}, false
			}
			rest, digits = after, int(bits/4)
		} else if len(rest) > 0 && rest[0] != '(' {
			rest = rest[1:]
		}
	}
	rest = bytes.TrimPrefix(rest, []byte(" "))
	rest, ok := bytes.CutPrefix(rest, []byte("("))
	if !ok {
		return checkedLine{}, false
	}
	closing := bytes.LastIndexByte(rest, ')')
	if closing < 0 {
		return checkedLine{}, false
	}
	rawName, tail := rest[:closing], bytes.TrimLeft(rest[closing+1:], " \t")
	tail, ok = bytes.CutPrefix(tail, []byte("="))
	if !ok {
		return checkedLine{}, false
	}
	digest := beforeNUL(bytes.TrimLeft(tail, " \t"))
	if len(digest) != digits || !isHex(digest) {
		return checkedLine{}, false
	}
	name, ok := decodeListedName(rawName, escaped)
	return checkedLine{string(digest), name}, ok
}

// parseUntagged reads an untagged line (after the blanks and the escape
// marker): HEX, one blank (space or tab), then the name, possibly after a
// mode character, as the parser's layout decides. As observed:
//
//   - HEX runs to the first blank (a NUL does not end it) and there must
//     be one. sha256sum and sha512sum want exactly their digest length;
//     b2sum reads any even number of digits from 2 to 128 as a digest of
//     that length, and -l does not restrict it.
//   - The line must be at least two bytes longer than the digest for
//     sha256sum and sha512sum, at least 3 bytes for b2sum: b2sum reads
//     "6b " as naming the file "", the others refuse a line with an empty
//     name.
//   - A line has the mode character when a ' ' or a '*' follows the blank
//     and something follows it.
func (p *checkLineParser) parseUntagged(rest []byte, escaped bool) (checkedLine, bool) {
	minLen := 2*p.algo.size + 2
	if p.algo.variable {
		minLen = 3
	}
	blank := bytes.IndexAny(rest, " \t")
	if len(rest) < minLen || blank < 0 {
		return checkedLine{}, false
	}
	digest, after := rest[:blank], rest[blank+1:]
	if !isHex(digest) || !p.digestLengthOK(len(digest)) {
		return checkedLine{}, false
	}
	if len(after) >= 2 && (after[0] == ' ' || after[0] == '*') {
		switch p.layout {
		case layoutUndecided, layoutMarked:
			p.layout = layoutMarked
			after = after[1:]
		}
	} else {
		if p.layout == layoutMarked {
			return checkedLine{}, false
		}
		p.layout = layoutBare
	}
	name, ok := decodeListedName(after, escaped)
	return checkedLine{string(digest), name}, ok
}

// digestLengthOK reports whether an untagged line's digest of n hex digits
// has a length the algorithm checks.
func (p *checkLineParser) digestLengthOK(n int) bool {
	if p.algo.variable {
		return n >= 2 && n%2 == 0 && n <= 2*p.algo.size
	}
	return n == 2*p.algo.size
}

// decodeListedName is the file name of a line: unescaped when the line
// has the escape marker, else up to its first NUL.
func decodeListedName(raw []byte, escaped bool) (string, bool) {
	if escaped {
		return sumUnescape(raw)
	}
	return string(beforeNUL(raw)), true
}

// beforeNUL is b up to its first NUL byte.
func beforeNUL(b []byte) []byte {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return b[:i]
	}
	return b
}

func isHex(b []byte) bool {
	for _, c := range b {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// leadingNumber reads the unsigned number that b starts with, in the
// syntax of b2sum's "BLAKE2b-BITS": optional white space and '+', then
// hex digits after "0x" or "0X", octal digits after a leading 0, or
// decimal digits. It returns the value and the bytes after the digits;
// false means no digits or a value beyond 64 bits.
func leadingNumber(b []byte) (uint64, []byte, bool) {
	b = bytes.TrimLeft(b, " \t\n\v\f\r")
	b = bytes.TrimPrefix(b, []byte("+"))
	base, digits := 10, "0123456789"
	switch {
	case len(b) > 2 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X') && isHex(b[2:3]):
		base, digits, b = 16, "0123456789abcdefABCDEF", b[2:]
	case len(b) > 0 && b[0] == '0':
		base, digits = 8, "01234567"
	}
	end := 0
	for end < len(b) && strings.IndexByte(digits, b[end]) >= 0 {
		end++
	}
	if end == 0 {
		return 0, nil, false
	}
	v, err := strconv.ParseUint(string(b[:end]), base, 64)
	return v, b[end:], err == nil
}

// checkSums verifies every line of every checksum file, as `b2sum -c`.
func checkSums(reg *matrix.Registry, o sumOptions, files []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := &sumChecker{reg: reg, o: o, stdin: stdin, w: bufio.NewWriter(stdout), stderr: stderr, buf: make([]byte, sumChunk), parser: checkLineParser{algo: o.algo}}
	defer c.w.Flush()
	ok := true
	for _, list := range files {
		ok = c.checkList(list) && ok
	}
	if o.json {
		c.w.Flush()
		if err := writeJSON(stdout, c.results); err != nil {
			fmt.Fprintf(stderr, "naclcmp sum: %v\n", err)
			return exitFail
		}
	}
	if !ok {
		return exitFail
	}
	return exitOK
}

// warn writes a message to standard error after what is due on standard
// output.
func (c *sumChecker) warn(format string, a ...any) {
	c.w.Flush()
	fmt.Fprintf(c.stderr, "naclcmp sum: "+format+"\n", a...)
}

func (c *sumChecker) say(format string, a ...any) {
	if !c.o.status && !c.o.json {
		fmt.Fprintf(c.w, format, a...)
	}
}

// checkList checks one checksum file ("-": standard input), reading it a
// line at a time whatever a line's length. As coreutils 9.1 does, it skips
// a line that starts with '#' and one that is empty once its newline and
// a single carriage return before it are removed, and counts as
// improperly formatted a line of standard input that names "-".
func (c *sumChecker) checkList(list string) bool {
	r, display := c.stdin, "standard input"
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
			if c.o.warn {
				c.warn("%s: %d: improperly formatted %s checksum line", quotef(display), lineNo, c.o.algo.tag)
			}
			continue
		}
		proper = true
		name := entry.name
		res := checkResult{File: name}
		sum, missing, err := c.hash(name, len(entry.digest)/2, &res)
		switch {
		case err != nil:
			failures++
			res.Error = err.Error()
			c.say("%s: FAILED open or read\n", sumDisplayName(name))
		case missing:
			continue
		case strings.ToLower(entry.digest) != hex.EncodeToString(sum):
			mismatched++
			c.say("%s: FAILED\n", sumDisplayName(name))
		default:
			matched, res.OK = true, true
			if !c.o.quiet {
				c.say("%s: OK\n", sumDisplayName(name))
			}
		}
		c.results = append(c.results, res)
	}
	if !proper {
		c.warn("%s: no properly formatted checksum lines found", quotef(display))
		return false
	}
	if !c.o.status {
		if improper > 0 {
			c.warn("WARNING: %s improperly formatted", plural(improper, "line is", "lines are"))
		}
		if failures > 0 {
			c.warn("WARNING: %s could not be read", plural(failures, "listed file", "listed files"))
		}
		if mismatched > 0 {
			c.warn("WARNING: %s did NOT match", plural(mismatched, "computed checksum", "computed checksums"))
		}
		if c.o.ignoreMissing && !matched {
			c.warn("%s: no file was verified", quotef(display))
		}
	}
	return matched && failures == 0 && mismatched == 0 && (!c.o.strict || improper == 0)
}

// hash hashes the named file at n bytes; missing reports a file that does
// not exist under --ignore-missing. An error has been reported.
func (c *sumChecker) hash(name string, n int, res *checkResult) (sum []byte, missing bool, err error) {
	h, err := pickHasher(c.reg, c.o.algo, n, c.o.impl)
	if err != nil {
		c.warn("%s: %v", quotef(name), err)
		return nil, false, err
	}
	res.Impl = h.impl
	sum, err = hashFile(h, n, name, c.stdin, c.buf)
	if err != nil {
		if c.o.ignoreMissing && errors.Is(err, fs.ErrNotExist) {
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
