package argtest_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/internal/argcheck"
	"github.com/naclcmp/naclcmp/internal/argtest"
)

// copier is a test binding that copies in to out after the given checks.
func copier(checks ...func(c *argcheck.Checker, out, in []byte)) func([][]byte) error {
	return func(a [][]byte) error {
		out, in := a[0], a[1]
		c := argcheck.New("test")
		for _, check := range checks {
			check(&c, out, in)
		}
		if err := c.Err(); err != nil {
			return err
		}
		copy(out, in)
		return nil
	}
}

// The checks a copier can make.
func sizes(c *argcheck.Checker, out, in []byte)    { c.Size("out", out, 8); c.Size("in", in, 8) }
func disjoint(c *argcheck.Checker, out, in []byte) { c.Disjoint("out", out, "in", in) }
func inPlace(c *argcheck.Checker, out, in []byte)  { c.InPlace("out", out, "in", in) }

// good copies in to out (same length), checking everything.
var good = copier(sizes, disjoint)

func args() []argtest.Arg {
	return []argtest.Arg{argtest.Fixed("out", 8).AsOut(), argtest.Fixed("in", 8)}
}

// Check must pass a correct binding and catch each kind of broken one:
// otherwise every package's argument test could pass vacuously.
func TestCheck(t *testing.T) {
	if p := argtest.Check("test", argtest.Call{Name: "good", Args: args(), Fn: good}); len(p) != 0 {
		t.Fatalf("correct binding reported: %v", p)
	}
	for _, c := range []struct {
		name string
		args []argtest.Arg
		fn   func([][]byte) error
		want string // substring of one reported problem
	}{
		{"panics", args(), func(a [][]byte) error { _ = a[1][7]; return good(a) }, "in of length 0: panicked"},
		{"no length check", args(), copier(disjoint), "no error"},
		{"writes before failing", args(), func(a [][]byte) error {
			clear(a[0])
			return good(a)
		}, "out changed"},
		{"unnamed error", args(), func(a [][]byte) error {
			if good(a) != nil {
				return errors.New("bad input")
			}
			return nil
		}, "does not start with test"},
		{"names another library", args(), func(a [][]byte) error {
			if err := good(a); err != nil {
				return fmt.Errorf("other%w", err)
			}
			return nil
		}, "does not start with test and one of [in]"},
		{"names the wrong parameter", args(), func(a [][]byte) error {
			if good(a) != nil {
				return errors.New("test: key: wrong")
			}
			return nil
		}, "does not start with test and one of [in]"},
		{"no overlap check", args(), copier(sizes), "out overlapping in: no error"},
		{"in place where the output must be disjoint", args(), copier(sizes, inPlace),
			"out starting at the same byte as in: no error"},
		{"refuses in-place use it documents",
			[]argtest.Arg{argtest.Fixed("out", 8).AsOut().InPlaceWith("in"), argtest.Fixed("in", 8)},
			good, "out starting at the same byte as in, which the binding allows"},
		{"refuses valid input", args(), func([][]byte) error { return fmt.Errorf("test: out: always") }, "valid arguments"},
		{"refuses an allowed overlap",
			[]argtest.Arg{argtest.Fixed("out", 8).AsOut().Overlapping("in"), argtest.Fixed("in", 8)},
			good, "out overlapping in, which the binding allows"},
		{"accepts a refused value",
			[]argtest.Arg{argtest.Fixed("out", 8).AsOut(), argtest.Fixed("in", 8).Refusing(make([]byte, 8))},
			good, "in with refused value 0"},
		{"true with an error", args(), func(a [][]byte) error { return argtest.Verdict(true, good(a)) },
			"reported true alongside error"},
		{"checks nothing", []argtest.Arg{argtest.Free("msg", 3)}, func([][]byte) error { return nil },
			"checks nothing"},
	} {
		p := argtest.Check("test", argtest.Call{Name: c.name, Args: c.args, Fn: c.fn})
		if !strings.Contains(strings.Join(p, "\n"), c.want) {
			t.Errorf("%s: problems %q do not include %q", c.name, p, c.want)
		}
	}
}

// TestCheckAccepts checks the features that let a correct binding pass: a
// length error naming a tied parameter, a refused value, an allowed
// overlap, exact in-place use and Verdict's (false, nil) and (false, err).
func TestCheckAccepts(t *testing.T) {
	zero := make([]byte, 8)
	copyTied := copier(func(c *argcheck.Checker, out, in []byte) {
		c.Size("out", out, len(in)) // a short in is reported as out
		c.Size("in", in, 8)
		if c.Err() == nil && string(in) == string(zero) {
			c.Record(c.Wrap("in", errors.New("all zero")))
		}
	})
	for _, c := range []argtest.Call{
		{Name: "tied and refused", Fn: copyTied, Args: []argtest.Arg{
			argtest.Fixed("out", 8).AsOut().Overlapping("in"),
			argtest.Fixed("in", 8).TiedTo("out").Refusing(zero),
		}},
		{Name: "verdict", Args: args(), Fn: func(a [][]byte) error { return argtest.Verdict(false, good(a)) }},
		{Name: "in place", Fn: copier(sizes, inPlace),
			Args: []argtest.Arg{argtest.Fixed("out", 8).AsOut().InPlaceWith("in"), argtest.Fixed("in", 8)}},
	} {
		if p := argtest.Check("test", c); len(p) != 0 {
			t.Errorf("%s: correct binding reported: %v", c.Name, p)
		}
	}
}

func TestBadLengths(t *testing.T) {
	for _, c := range []struct {
		arg  argtest.Arg
		want []int
	}{
		{argtest.Fixed("k", 32), []int{argtest.Nil, 0, 31, 33}},
		{argtest.Range("k", 0, 64, 64), []int{65}},
		{argtest.Range("k", 16, 64, 32), []int{65, argtest.Nil, 0, 15}},
		{argtest.Min("k", 16, 32), []int{argtest.Nil, 0, 15}},
		{argtest.Blocks("k", 128, 128), []int{1, 127, 129}},
		{argtest.Free("k", 5), nil},
	} {
		if got, want := fmt.Sprint(c.arg.Bad), fmt.Sprint(c.want); got != want {
			t.Errorf("%s: Bad = %s, want %s", c.arg.Name, got, want)
		}
	}
}
