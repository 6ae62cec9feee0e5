package argcheck_test

import (
	"errors"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/argcheck"
)

func TestOverlap(t *testing.T) {
	buf := make([]byte, 16)
	for _, c := range []struct {
		name          string
		a, b          []byte
		overlap, same bool
	}{
		{"disjoint neighbours", buf[0:8], buf[8:16], false, false},
		{"one shared byte", buf[0:9], buf[8:16], true, false},
		{"contained", buf[0:16], buf[4:8], true, false},
		{"same", buf[2:10], buf[2:10], true, true},
		{"same start, other length", buf[2:10], buf[2:11], true, false},
		{"empty inside", buf[0:8], buf[4:4], false, false},
		{"nil", buf, nil, false, false},
		{"separate arrays", make([]byte, 4), make([]byte, 4), false, false},
	} {
		if got := argcheck.Overlap(c.a, c.b); got != c.overlap {
			t.Errorf("%s: Overlap = %v", c.name, got)
		}
		if got := argcheck.Overlap(c.b, c.a); got != c.overlap {
			t.Errorf("%s: Overlap (swapped) = %v", c.name, got)
		}
		if got := argcheck.Same(c.a, c.b); got != c.same {
			t.Errorf("%s: Same = %v", c.name, got)
		}
	}
}

func TestMessages(t *testing.T) {
	const c = argcheck.Checker("pkg")
	for _, tc := range []struct {
		err  error
		want string
	}{
		{c.Len("key", make([]byte, 31), 32), "pkg: key: want 32 bytes, got 31"},
		{c.Range("out", nil, 16, 64), "pkg: out: want 16 to 64 bytes, got 0"},
		{c.AtLeast("box", make([]byte, 3), 16), "pkg: box: want at least 16 bytes, got 3"},
		{c.AtMost("in", make([]byte, 3), 2), "pkg: in: want at most 2 bytes, got 3"},
		{c.Disjoint("out", make([]byte, 2)[:2], "in", nil), ""},
		{c.Len("key", make([]byte, 32), 32), ""},
	} {
		got := ""
		if tc.err != nil {
			got = tc.err.Error()
		}
		if got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
	buf := make([]byte, 8)
	if err := c.DisjointOrSame("out", buf, "in", buf); err != nil {
		t.Errorf("DisjointOrSame(same) = %v", err)
	}
	if err := c.DisjointOrSame("out", buf[:4], "in", buf[2:6]); err == nil {
		t.Error("DisjointOrSame(partial) = nil")
	}
	if err := c.Unsupported("constant", "only sigma"); !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Unsupported does not wrap errors.ErrUnsupported: %v", err)
	}
	if err := argcheck.First(nil, c.Len("a", nil, 1), c.Len("b", nil, 1)); err == nil || err.Error() != "pkg: a: want 1 bytes, got 0" {
		t.Errorf("First = %v", err)
	}
}
