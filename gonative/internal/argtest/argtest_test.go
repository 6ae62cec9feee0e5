package argtest_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naclcmp/naclcmp/gonative/internal/argcheck"
	"github.com/naclcmp/naclcmp/gonative/internal/argtest"
)

const chk = argcheck.Checker("test")

// good copies in to out (same length), checking everything.
func good(a [][]byte) error {
	out, in := a[0], a[1]
	if err := argcheck.First(chk.Len("out", out, 8), chk.Len("in", in, 8),
		chk.Disjoint("out", out, "in", in)); err != nil {
		return err
	}
	copy(out, in)
	return nil
}

func args() []argtest.Arg {
	return []argtest.Arg{argtest.Fixed("out", 8).AsOut(), argtest.Fixed("in", 8)}
}

// Check must pass a correct binding and catch each kind of broken one:
// otherwise every package's argument test could pass vacuously.
func TestCheck(t *testing.T) {
	if p := argtest.Check(argtest.Call{Name: "good", Args: args(), Fn: good}); len(p) != 0 {
		t.Fatalf("correct binding reported: %v", p)
	}
	for _, c := range []struct {
		name string
		fn   func([][]byte) error
		want string // substring of one reported problem
	}{
		{"panics", func(a [][]byte) error { _ = a[1][7]; return good(a) }, "in of length 0: panicked"},
		{"no length check", func(a [][]byte) error {
			if err := chk.Disjoint("out", a[0], "in", a[1]); err != nil {
				return err
			}
			copy(a[0], a[1])
			return nil
		}, "no error"},
		{"writes before failing", func(a [][]byte) error {
			clear(a[0])
			return good(a)
		}, "out changed"},
		{"unnamed error", func(a [][]byte) error {
			if good(a) != nil {
				return errors.New("bad input")
			}
			return nil
		}, "does not name"},
		{"no overlap check", func(a [][]byte) error {
			if err := argcheck.First(chk.Len("out", a[0], 8), chk.Len("in", a[1], 8)); err != nil {
				return err
			}
			copy(a[0], a[1])
			return nil
		}, "out overlapping in: no error"},
		{"refuses valid input", func([][]byte) error { return fmt.Errorf("test: out: always") }, "valid arguments"},
	} {
		p := argtest.Check(argtest.Call{Name: c.name, Args: args(), Fn: c.fn})
		if !strings.Contains(strings.Join(p, "\n"), c.want) {
			t.Errorf("%s: problems %q do not include %q", c.name, p, c.want)
		}
	}
}

func TestFixedBadLengths(t *testing.T) {
	got := fmt.Sprint(argtest.Fixed("k", 32).Bad)
	if want := fmt.Sprint([]int{argtest.Nil, 0, 31, 33}); got != want {
		t.Errorf("Fixed(32).Bad = %s, want %s", got, want)
	}
	got = fmt.Sprint(argtest.Range("k", 0, 64, 64).Bad)
	if want := "[65]"; got != want {
		t.Errorf("Range(0, 64).Bad = %s, want %s", got, want)
	}
}
