package checksum

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/naclcmp/naclcmp/compare/checksum/checksumtest"
	"github.com/naclcmp/naclcmp/impls"
	"github.com/naclcmp/naclcmp/matrix"
)

// defaultRegistry is built once: it starts the JavaScript peers.
var defaultRegistry = sync.OnceValues(impls.Default)

func registry(t *testing.T) *matrix.Registry {
	t.Helper()
	r, err := defaultRegistry()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// optionsFor returns the options of a run of tool with no option given.
func optionsFor(t *testing.T, tool string) Options {
	t.Helper()
	a, err := Lookup(checksumtest.Algorithm[tool])
	if err != nil {
		t.Fatal(err)
	}
	return Options{Algorithm: a, Size: a.Size}
}

// run runs the engine in the working directory as `naclcmp sum` does
// with o on files, stdin standing for "-": 0 for success, 1 for a file
// that failed.
func run(t *testing.T, o Options, stdin string, files ...string) checksumtest.Run {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{Prog: "naclcmp sum", Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb}
	ok := true
	if o.Check {
		_, ok = Check(env, registry(t), o, files)
	} else {
		h, err := Pick(registry(t), o.Algorithm, o.Size, o.Impl)
		if err != nil {
			t.Fatal(err)
		}
		_, ok = Write(env, h, o, files)
	}
	r := checksumtest.Run{Stdout: out.String(), Stderr: errb.String()}
	if !ok {
		r.Code = 1
	}
	return r
}

// parityCase is one run of a coreutils tool and the same run of the
// engine.
type parityCase struct {
	name  string
	tool  string
	args  []string       // the tool's options
	opts  func(*Options) // the same options for the engine; nil for none
	files []string
	stdin string
}

// runParity runs each case in dir, the working directory, and compares.
func runParity(t *testing.T, dir string, cases []parityCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			want := checksumtest.Tool(t, dir, tc.tool, tc.stdin, append(append([]string(nil), tc.args...), tc.files...)...)
			o := optionsFor(t, tc.tool)
			if tc.opts != nil {
				tc.opts(&o)
			}
			files := tc.files
			if len(files) == 0 {
				files = []string{"-"}
			}
			checksumtest.Compare(t, tc.tool+" "+strings.Join(tc.args, " "), tc.tool, want, run(t, o, tc.stdin, files...))
		})
	}
}

// Setters of Options, named for the coreutils options they stand for.
var (
	check       = func(o *Options) { o.Check = true }
	checkQuiet  = func(o *Options) { o.Check, o.Quiet = true, true }
	checkStatus = func(o *Options) { o.Check, o.Status = true, true }
	checkWarn   = func(o *Options) { o.Check, o.Warn = true, true }
	checkStrict = func(o *Options) { o.Check, o.Strict = true, true }
	checkIgnore = func(o *Options) { o.Check, o.IgnoreMissing = true, true }
	tag         = func(o *Options) { o.Tag, o.Mode = true, ModeBinary }
	binary      = func(o *Options) { o.Mode = ModeBinary }
	zero        = func(o *Options) { o.Zero = true }
	withBits    = func(bits int) func(*Options) { return func(o *Options) { o.Size = bits / 8 } }
	tagWithBits = func(bits int) func(*Options) { return func(o *Options) { tag(o); o.Size = bits / 8 } }
)

// writeFile writes a file of the test into dir.
func writeFile(t *testing.T, dir, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
