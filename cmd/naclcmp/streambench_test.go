package main

import (
	"strings"
	"testing"
)

// TestStreamBenchUsage checks the refusals of `bench --stream`'s flags:
// exit 2 and one line naming the flag. The experiment itself is tested in
// package compare/bench/stream.
func TestStreamBenchUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"bench", "--stream", "--size", "lots"}, "naclcmp bench --stream: --size: "},
		{[]string{"bench", "--stream", "--size", "-1MiB"}, "naclcmp bench --stream: --size: "},
		{[]string{"bench", "--stream", "-a", "md5"}, `naclcmp bench --stream: -a: unknown algorithm "md5"`},
		{[]string{"bench", "--stream", "--impl", "nope"}, `naclcmp bench --stream: unknown implementation "nope"`},
		{[]string{"bench", "--stream", "extra"}, `naclcmp bench --stream: unexpected argument "extra"`},
		{[]string{"bench", "--stream", "--op", "hash"}, "naclcmp bench --stream: unknown flag --op"},
	} {
		code, stdout, stderr := runCLI(tc.args...)
		if code != exitUsage || stdout != "" || !strings.HasPrefix(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("naclcmp %q: exit %d, %q %q; want %d and one line starting %q", tc.args, code, stdout, stderr, exitUsage, tc.want)
		}
	}
}
