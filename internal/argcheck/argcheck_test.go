package argcheck_test

import (
	"errors"
	"testing"

	"github.com/naclcmp/naclcmp/internal/argcheck"
)

func TestOverlap(t *testing.T) {
	buf := make([]byte, 16)
	for _, c := range []struct {
		name    string
		a, b    []byte
		overlap bool
	}{
		{"disjoint neighbours", buf[0:8], buf[8:16], false},
		{"one shared byte", buf[0:9], buf[8:16], true},
		{"contained", buf[0:16], buf[4:8], true},
		{"same", buf[2:10], buf[2:10], true},
		{"same start, other length", buf[2:10], buf[2:11], true},
		{"empty inside", buf[0:8], buf[4:4], false},
		{"nil", buf, nil, false},
		{"separate arrays", make([]byte, 4), make([]byte, 4), false},
	} {
		if got := argcheck.Overlap(c.a, c.b); got != c.overlap {
			t.Errorf("%s: Overlap = %v", c.name, got)
		}
		if got := argcheck.Overlap(c.b, c.a); got != c.overlap {
			t.Errorf("%s: Overlap (swapped) = %v", c.name, got)
		}
	}
}

// checkCase is one call of the checks on a fresh Checker and the error it
// must record: "" for arguments that pass.
type checkCase struct {
	name  string
	check func(c *argcheck.Checker)
	want  string
}

// runCases runs each case on a Checker of package "pkg" and compares the
// error it recorded.
func runCases(t *testing.T, cases []checkCase) {
	t.Helper()
	for _, tc := range cases {
		c := argcheck.New("pkg")
		tc.check(&c)
		got := ""
		if err := c.Err(); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestMessages checks the text of every error: the library, then the
// parameter, then what was wanted. Errors of the bindings are matched on
// ": <parameter>: " by the argument tests, so the layout is part of the
// contract.
func TestMessages(t *testing.T) {
	buf := make([]byte, 8)
	runCases(t, []checkCase{
		{"Size short", func(c *argcheck.Checker) { c.Size("key", make([]byte, 31), 32) }, "pkg: key: want 32 bytes, got 31"},
		{"Size nil", func(c *argcheck.Checker) { c.Size("key", nil, 32) }, "pkg: key: want 32 bytes, got 0"},
		{"Size ok", func(c *argcheck.Checker) { c.Size("key", make([]byte, 32), 32) }, ""},
		{"Between low", func(c *argcheck.Checker) { c.Between("out", nil, 16, 64) }, "pkg: out: want 16 to 64 bytes, got 0"},
		{"Between high", func(c *argcheck.Checker) { c.Between("out", make([]byte, 65), 16, 64) }, "pkg: out: want 16 to 64 bytes, got 65"},
		{"Between ok", func(c *argcheck.Checker) { c.Between("out", make([]byte, 64), 16, 64) }, ""},
		{"AtLeast", func(c *argcheck.Checker) { c.AtLeast("box", make([]byte, 3), 16) }, "pkg: box: want at least 16 bytes, got 3"},
		{"AtLeast ok", func(c *argcheck.Checker) { c.AtLeast("box", make([]byte, 16), 16) }, ""},
		{"AtMost", func(c *argcheck.Checker) { c.AtMost("in", make([]byte, 3), 2) }, "pkg: in: want at most 2 bytes, got 3"},
		{"AtMost ok", func(c *argcheck.Checker) { c.AtMost("in", make([]byte, 2), 2) }, ""},
		{"Multiple", func(c *argcheck.Checker) { c.Multiple("blocks", make([]byte, 130), 128) }, "pkg: blocks: want a multiple of 128 bytes, got 130"},
		{"Multiple empty", func(c *argcheck.Checker) { c.Multiple("blocks", nil, 128) }, ""},
		{"Disjoint", func(c *argcheck.Checker) { c.Disjoint("out", buf[:4], "in", buf[3:]) }, "pkg: out: overlaps in"},
		{"Disjoint same", func(c *argcheck.Checker) { c.Disjoint("out", buf, "in", buf) }, "pkg: out: overlaps in"},
		{"Disjoint ok", func(c *argcheck.Checker) { c.Disjoint("out", buf[:4], "in", buf[4:]) }, ""},
		{"Value low", func(c *argcheck.Checker) { c.Value("passes", 0, 1, 1<<32-1, "") }, "pkg: passes: want 1 to 4294967295, got 0"},
		{"Value high", func(c *argcheck.Checker) { c.Value("memory", 1<<32, 8, 1<<32-1, "KiB") },
			"pkg: memory: want 8 to 4294967295 KiB, got 4294967296 KiB"},
		{"Value ok", func(c *argcheck.Checker) { c.Value("lanes", 1, 1, 1<<24-1, "") }, ""},
		{"InPlace partial", func(c *argcheck.Checker) { c.InPlace("out", buf[:4], "in", buf[2:6]) },
			"pkg: out: partially overlaps in (only exact in-place use is allowed)"},
		{"InPlace same", func(c *argcheck.Checker) { c.InPlace("out", buf, "in", buf) }, ""},
		// libsodium's in-place box: the box starts at the message and is
		// longer by the tag.
		{"InPlace same start", func(c *argcheck.Checker) { c.InPlace("box", buf, "msg", buf[:4]) }, ""},
		{"InPlace disjoint", func(c *argcheck.Checker) { c.InPlace("out", buf[:4], "in", buf[4:]) }, ""},
	})
}

// TestFirstErrorWins checks that the error is the first failed check in
// the order they were made, and that Record neither overrides an earlier
// error nor clears one with nil.
func TestFirstErrorWins(t *testing.T) {
	c := argcheck.New("pkg")
	c.Size("a", nil, 1)
	c.Size("b", nil, 1)
	c.Record(errors.New("later"))
	c.Record(nil)
	if err := c.Err(); err == nil || err.Error() != "pkg: a: want 1 bytes, got 0" {
		t.Errorf("Err = %v, want the error about a", err)
	}

	early := errors.New("library not initialised")
	c = argcheck.New("pkg")
	c.Record(nil)
	if c.Err() != nil {
		t.Fatalf("Record(nil) set %v", c.Err())
	}
	c.Record(early)
	c.Size("a", nil, 1)
	if err := c.Err(); err != early {
		t.Errorf("Err = %v, want the recorded error", err)
	}
}

// TestWrap checks the errors built for failures the library reports.
func TestWrap(t *testing.T) {
	c := argcheck.New("pkg")
	cause := errors.New("bad point")
	err := c.Wrap("point", cause)
	if err.Error() != "pkg: point: bad point" || !errors.Is(err, cause) {
		t.Errorf("Wrap = %v, want pkg: point: bad point wrapping the cause", err)
	}
	err = c.Unsupported("constant", "only sigma")
	if err.Error() != "pkg: constant: only sigma: "+errors.ErrUnsupported.Error() || !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Unsupported = %v, want it to name constant and wrap errors.ErrUnsupported", err)
	}
	if c.Err() != nil {
		t.Errorf("Wrap or Unsupported recorded %v", c.Err())
	}
}

// TestNoAllocation checks that passing checks allocate nothing: the
// bindings promise zero allocations per call.
func TestNoAllocation(t *testing.T) {
	key, nonce := make([]byte, 32), make([]byte, 24)
	in, out := make([]byte, 100), make([]byte, 100)
	var err error
	allocs := testing.AllocsPerRun(100, func() {
		c := argcheck.New("pkg")
		c.Size("out", out, len(in))
		c.Size("nonce", nonce, 24)
		c.Between("key", key, 16, 64)
		c.AtLeast("in", in, 16)
		c.AtMost("in", in, 1<<38)
		c.Multiple("in", in, 4)
		c.InPlace("out", out, "in", in)
		c.Disjoint("out", out, "key", key)
		err = c.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	if allocs != 0 {
		t.Errorf("passing checks allocate %.1f times, want 0", allocs)
	}
}
