package checksum

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
)

// Mode is the mode character of an untagged line.
type Mode int

// The modes: coreutils marks a line ' ' (text, its default) or '*'
// (binary, -b, implied by --tag). ModeUnset is neither asked for, which
// the CLI needs to tell apart for its checks of the options.
const (
	ModeUnset Mode = iota
	ModeText
	ModeBinary
)

// Options are coreutils' options of the checksum tools, as ParseArgs
// reads them.
type Options struct {
	Algorithm Algorithm
	Size      int    // digest length in bytes
	Impl      string // implementation to hash with; "" for the first able to
	Tag       bool   // tagged lines, "ALGORITHM (FILE) = DIGEST"
	Mode      Mode
	Zero      bool // end lines with a NUL and write names unescaped

	// Check verifies lists of checksum lines instead of writing them; the
	// options below apply only then.
	Check         bool
	IgnoreMissing bool // skip listed files that do not exist
	Quiet         bool // print nothing for files that match
	Status        bool // print nothing; the result says it all
	Warn          bool // report each improperly formatted line
	Strict        bool // fail when a line is improperly formatted

	// JSON suppresses the lines coreutils would print on standard output:
	// the caller reports the results itself. Messages still go to Stderr.
	JSON bool
}

// Env is where a run reads and writes.
type Env struct {
	// Prog names the program at the start of its messages, as coreutils
	// names itself: "naclcmp sum".
	Prog   string
	Stdin  io.Reader // read for the file "-"; nil reads as empty
	Stdout io.Writer
	Stderr io.Writer
}

// stdin is Stdin, or an empty reader when there is none.
func (e Env) stdin() io.Reader {
	if e.Stdin == nil {
		return strings.NewReader("")
	}
	return e.Stdin
}

// Result is one hashed file.
type Result struct {
	File      string `json:"file"`
	Algorithm string `json:"algorithm"`
	Impl      string `json:"impl"`
	Digest    string `json:"digest,omitempty"`
	Error     string `json:"error,omitempty"`
}

// Run writes checksum lines for files, or with o.Check verifies the
// lists files names, through o.Impl or the first implementation of reg
// able to, as the coreutils tool would. It returns the results (for
// o.JSON: []Result or []CheckResult) and whether every file passed; an
// error is an implementation that does not exist or cannot hash as asked,
// which the caller reports as bad usage.
func Run(env Env, reg *matrix.Registry, o Options, files []string) (results any, ok bool, err error) {
	if o.Impl != "" {
		// One implementation hashes; the registry stays whole, so that a
		// refusal can name the others able to.
		if _, err := (matrix.Selection{Impls: []string{o.Impl}}).Registry(reg); err != nil {
			return nil, false, fmt.Errorf("--impl: %w", err)
		}
	}
	if o.Check {
		results, ok = Check(env, reg, o, files)
		return results, ok, nil
	}
	h, err := Pick(reg, o.Algorithm, o.Size, o.Impl)
	if err != nil {
		return nil, false, err
	}
	results, ok = Write(env, h, o, files)
	return results, ok, nil
}

// Write hashes each file ("-": env.Stdin) with h and prints its checksum
// line. A file that cannot be read is reported on env.Stderr and the run
// goes on; ok is false when any could not.
func Write(env Env, h Hasher, o Options, files []string) (results []Result, ok bool) {
	buf := make([]byte, Chunk)
	w := bufio.NewWriter(env.Stdout)
	defer w.Flush()
	ok = true
	for _, name := range files {
		res := Result{File: name, Algorithm: o.Algorithm.TagName(o.Size), Impl: h.Impl}
		sum, err := h.SumFile(o.Size, name, env.stdin(), buf)
		if err != nil {
			w.Flush()
			fmt.Fprintf(env.Stderr, "%s: %s: %s\n", env.Prog, quotef(name), strerror(err))
			res.Error = err.Error()
			ok = false
		} else {
			res.Digest = hex.EncodeToString(sum)
			if !o.JSON {
				w.WriteString(Line(o, res.Digest, name))
			}
		}
		results = append(results, res)
	}
	return results, ok
}

// Line formats one checksum line as coreutils does: "DIGEST  NAME"
// ("DIGEST *NAME" in binary mode), or with o.Tag "ALGORITHM (NAME) =
// DIGEST"; a name with a backslash, a newline or a carriage return is
// escaped and the line starts with a backslash, except with o.Zero, whose
// lines end with a NUL.
func Line(o Options, digest, name string) string {
	prefix, end := "", "\n"
	if o.Zero {
		end = "\x00"
	} else if needsEscape(name) {
		prefix, name = "\\", escape(name)
	}
	if o.Tag {
		return prefix + o.Algorithm.TagName(len(digest)/2) + " (" + name + ") = " + digest + end
	}
	mode := " "
	if o.Mode == ModeBinary {
		mode = "*"
	}
	return prefix + digest + " " + mode + name + end
}
