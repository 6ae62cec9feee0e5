package checksum

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestParseArgs reads command lines as getopt_long reads b2sum's: the
// options they set, the files, and the refusals with their kind. The
// tests of `naclcmp sum` compare the messages with coreutils'.
func TestParseArgs(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		want  func(Options) bool
		files []string
		err   string // the message, or "help"; "" for none
		hint  bool
		own   bool
	}{
		{args: nil, want: func(o Options) bool { return o.Algorithm.Name == "blake2b" && o.Size == 64 }, files: []string{"-"}},
		{args: []string{"-cw", "a", "--qui", "b"}, want: func(o Options) bool { return o.Check && o.Quiet && !o.Warn }, files: []string{"a", "b"}},
		{args: []string{"x", "-a", "sha256", "--", "-l"}, want: func(o Options) bool { return o.Algorithm.Name == "sha256" && o.Size == 32 }, files: []string{"x", "-l"}},
		{args: []string{"-l8", "--tag"}, want: func(o Options) bool { return o.Size == 1 && o.Tag && o.Mode == ModeBinary }, files: []string{"-"}},
		{args: []string{"--length=0", "-t"}, want: func(o Options) bool { return o.Size == 64 && o.Mode == ModeText }, files: []string{"-"}},
		{args: []string{"-impl", "libb2", "-json"}, want: func(o Options) bool { return o.Impl == "libb2" && o.JSON }, files: []string{"-"}},
		{args: []string{"--algorithm=blake2s", "--status", "-c"}, want: func(o Options) bool { return o.Algorithm.Tag == "BLAKE2s" && o.Status }, files: []string{"-"}},
		{args: []string{"-h", "-x"}, err: "invalid option -- 'x'", hint: true},
		{args: []string{"a", "--help"}, err: "help"},
		{args: []string{"--st"}, err: "option '--st' is ambiguous; possibilities: '--status' '--strict'", hint: true},
		{args: []string{"--nope"}, err: "unrecognized option '--nope'", hint: true},
		{args: []string{"--tag=1"}, err: "option '--tag' doesn't allow an argument", hint: true},
		{args: []string{"a", "-l"}, err: "option requires an argument -- 'l'", hint: true},
		{args: []string{"--impl"}, err: "option '--impl' requires an argument", hint: true},
		{args: []string{"-l", "0x10"}, err: "invalid length: '0x10'"},
		{args: []string{"-l", "99999999999999999999"}, err: "invalid length: '99999999999999999999': Value too large for defined data type"},
		{args: []string{"-l", "12"}, err: "invalid length: '12'\nlength is not a multiple of 8"},
		{args: []string{"-l", "520"}, err: "invalid length: '520'\nmaximum digest length for 'BLAKE2b' is 512 bits"},
		{args: []string{"-a", "sha512", "-l", "8"}, err: "--length is only supported with --algorithm=blake2b"},
		{args: []string{"-a", "md5"}, err: `-a: unknown algorithm "md5" (have blake2b, blake2s, sha256, sha512)`, own: true},
		{args: []string{"-c", "-z"}, err: "the --zero option is not supported when verifying checksums", hint: true},
		{args: []string{"--tag", "-t"}, err: "--tag does not support --text mode", hint: true},
		{args: []string{"-w"}, err: "the --warn option is meaningful only when verifying checksums", hint: true},
	} {
		o, files, err := ParseArgs(tc.args)
		var bad *ArgError
		switch {
		case tc.err == "help":
			if !errors.Is(err, ErrHelp) {
				t.Errorf("%q: %v, want ErrHelp", tc.args, err)
			}
		case tc.err != "":
			if !errors.As(err, &bad) || bad.Msg != tc.err || bad.Hint != tc.hint || bad.Own != tc.own {
				t.Errorf("%q: %#v, want %q (hint %v, own %v)", tc.args, err, tc.err, tc.hint, tc.own)
			}
		case err != nil:
			t.Errorf("%q: %v", tc.args, err)
		case !tc.want(o) || !slices.Equal(files, tc.files):
			t.Errorf("%q: %+v, files %q; want files %q", tc.args, o, files, tc.files)
		}
	}
}

// TestOptionsHelp: the help names every option ParseArgs reads, the long
// form as typed (--name) and a short one beside it (-a, --algorithm), and
// each usage line fits 100 columns after "usage: ".
func TestOptionsHelp(t *testing.T) {
	var b strings.Builder
	WriteOptions(&b)
	text := b.String()
	for _, o := range options {
		want := "--" + o.long
		if o.short != 0 {
			want = fmt.Sprintf("-%c, --%s", o.short, o.long)
		}
		if !strings.Contains(text, want) {
			t.Errorf("the help does not show %s:\n%s", want, text)
		}
	}
	for _, line := range append(strings.Split(text, "\n"), Usage("naclcmp sum")...) {
		if n := len([]rune(line)) + len("usage: "); n > 100 {
			t.Errorf("%d columns: %q", n, line)
		}
	}
}
