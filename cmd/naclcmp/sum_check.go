package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/naclcmp/naclcmp/compare"
)

// sumEntry is one properly formatted line of a checksum file.
type sumEntry struct {
	name   string
	digest []byte
}

// parseSumLine reads a line in either format coreutils writes, for
// algorithm a: "DIGEST  NAME" (or "DIGEST *NAME", binary mode), or
// "TAG (NAME) = DIGEST"; a leading backslash marks an escaped name. It
// reports false for a line that is not properly formatted.
func parseSumLine(a sumAlgo, line string) (sumEntry, bool) {
	escaped := strings.HasPrefix(line, "\\")
	if escaped {
		line = line[1:]
	}
	var name, digest string
	if i := strings.Index(line, " ("); i > 0 && strings.HasPrefix(line, a.tag) {
		j := strings.LastIndex(line, ") = ")
		if j < i {
			return sumEntry{}, false
		}
		tag, name, digest := line[:i], line[i+2:j], line[j+4:]
		e, ok := sumEntryOf(a, name, digest, escaped)
		if !ok || tag != a.tagName(len(e.digest)) {
			return sumEntry{}, false
		}
		return e, true
	}
	sp := strings.IndexByte(line, ' ')
	if sp <= 0 || sp+1 >= len(line) {
		return sumEntry{}, false
	}
	digest, name = line[:sp], line[sp+1:]
	if name[0] == ' ' || name[0] == '*' {
		name = name[1:]
	}
	return sumEntryOf(a, name, digest, escaped)
}

// sumEntryOf decodes a digest of a length the algorithm has, and unescapes
// the name.
func sumEntryOf(a sumAlgo, name, digest string, escaped bool) (sumEntry, bool) {
	d, err := hex.DecodeString(digest)
	if err != nil || name == "" || len(d) == 0 || len(d) > a.size || (!a.variable && len(d) != a.size) {
		return sumEntry{}, false
	}
	if escaped {
		var ok bool
		if name, ok = unescapeName(name); !ok {
			return sumEntry{}, false
		}
	}
	return sumEntry{name: name, digest: d}, true
}

// unescapeName undoes coreutils' escaping: \\ and \n.
func unescapeName(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		if i++; i == len(s) {
			return "", false
		}
		switch s[i] {
		case '\\':
			b.WriteByte('\\')
		case 'n':
			b.WriteByte('\n')
		default:
			return "", false
		}
	}
	return b.String(), true
}

// checkResult is one checked file, for --json.
type checkResult struct {
	File  string `json:"file"`
	OK    bool   `json:"ok"`
	Impl  string `json:"impl,omitempty"`
	Error string `json:"error,omitempty"`
}

// checkSums verifies every line of every checksum file, as `b2sum -c`.
func checkSums(reg *compare.Registry, o sumOptions, files []string, stdin io.Reader, stdout, stderr io.Writer) int {
	buf := make([]byte, sumChunk)
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	var results []checkResult
	status := exitOK
	say := func(format string, a ...any) {
		if !o.status && !o.json {
			fmt.Fprintf(w, format, a...)
		}
	}
	warn := func(format string, a ...any) {
		if !o.status {
			w.Flush()
			fmt.Fprintf(stderr, "naclcmp sum: "+format+"\n", a...)
		}
	}
	for _, list := range files {
		lines, err := readLines(list, stdin)
		if err != nil {
			fmt.Fprintf(stderr, "naclcmp sum: %s: %v\n", list, err)
			status = exitFail
			continue
		}
		improper, unreadable, mismatched, proper := 0, 0, 0, 0
		for _, line := range lines {
			e, ok := parseSumLine(o.algo, line)
			if !ok {
				improper++
				continue
			}
			proper++
			res := checkResult{File: e.name}
			h, err := pickHasher(reg, o.algo, len(e.digest), o.impl)
			var sum []byte
			if err == nil {
				res.Impl = h.impl
				sum, err = hashFile(h, len(e.digest), e.name, stdin, buf)
			}
			switch {
			case err != nil:
				unreadable++
				res.Error = err.Error()
				warn("%s: %v", e.name, err)
				say("%s: FAILED open or read\n", sumDisplayName(e.name))
			case !bytes.Equal(sum, e.digest):
				mismatched++
				say("%s: FAILED\n", sumDisplayName(e.name))
			default:
				res.OK = true
				if !o.quiet {
					say("%s: OK\n", sumDisplayName(e.name))
				}
			}
			results = append(results, res)
		}
		display := list
		if list == "-" {
			display = "standard input"
		}
		if proper == 0 {
			warn("%s: no properly formatted checksum lines found", display)
			status = exitFail
			continue
		}
		if improper > 0 {
			warn("WARNING: %s improperly formatted", plural(improper, "line is", "lines are"))
		}
		if unreadable > 0 {
			warn("WARNING: %s could not be read", plural(unreadable, "listed file", "listed files"))
			status = exitFail
		}
		if mismatched > 0 {
			warn("WARNING: %s did NOT match", plural(mismatched, "computed checksum", "computed checksums"))
			status = exitFail
		}
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

// sumDisplayName escapes a name for a result line as coreutils 9 does:
// only a name with a newline is escaped (and then its backslashes too).
func sumDisplayName(name string) string {
	if strings.Contains(name, "\n") {
		return "\\" + strings.NewReplacer("\\", "\\\\", "\n", "\\n").Replace(name)
	}
	return name
}

// plural renders "1 line is" or "3 lines are".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// readLines returns the lines of a checksum file ("-": standard input),
// without their line ends.
func readLines(name string, stdin io.Reader) ([]string, error) {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	var lines []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		lines = append(lines, strings.TrimSuffix(sc.Text(), "\r"))
	}
	return lines, sc.Err()
}
