// Package argtest runs the argument table tests shared by the gonative
// packages. For every method it checks that a valid call succeeds and that
// nil, empty, short and long arguments and partially overlapping buffers are
// refused with an error naming the parameter, without a panic and without
// changing any argument.
package argtest

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Nil in Arg.Bad stands for a nil slice, as opposed to an empty one.
const Nil = -1

// Arg describes one byte-slice parameter of a method.
type Arg struct {
	Name  string // parameter name the error must mention
	Valid []byte // a value the method accepts
	Out   bool   // written by the method: checked against overlap with every other argument
	Bad   []int  // lengths the method must refuse (Nil for a nil slice)
}

// Fixed is a parameter of exactly n bytes.
func Fixed(name string, n int) Arg {
	return Arg{Name: name, Valid: pattern(n), Bad: uniq(Nil, 0, n-1, n+1)}
}

// Range is a parameter of lo to hi bytes, valid with n bytes.
func Range(name string, lo, hi, n int) Arg {
	bad := []int{hi + 1}
	if lo > 0 {
		bad = append(bad, Nil, 0, lo-1)
	}
	return Arg{Name: name, Valid: pattern(n), Bad: uniq(bad...)}
}

// Min is a parameter of at least lo bytes, valid with n bytes.
func Min(name string, lo, n int) Arg {
	return Arg{Name: name, Valid: pattern(n), Bad: uniq(Nil, 0, lo-1)}
}

// Free is a parameter of any length, valid with n bytes.
func Free(name string, n int) Arg {
	return Arg{Name: name, Valid: pattern(n)}
}

// AsOut marks the parameter as an output.
func (a Arg) AsOut() Arg { a.Out = true; return a }

// With replaces the valid value, for parameters whose content matters (a
// point that must not be of low order, a standard constant).
func (a Arg) With(v []byte) Arg { a.Valid = v; return a }

// Call is one method under test; Fn receives the arguments in Args order.
type Call struct {
	Name string
	Args []Arg
	Fn   func(args [][]byte) error
}

// Run checks every call in a subtest named after it and reports each
// problem Check finds.
func Run(t *testing.T, calls ...Call) {
	t.Helper()
	for _, c := range calls {
		t.Run(c.Name, func(t *testing.T) {
			for _, p := range Check(c) {
				t.Error(p)
			}
		})
	}
}

// Check runs c with valid arguments, which must succeed, then with every
// bad length of every argument and with every output partially overlapping
// each other argument, which must each return an error naming the
// parameter, without a panic and without changing any argument. It returns
// the problems found.
func Check(c Call) []string {
	if err := invoke(c.Fn, fresh(c.Args)); err != nil {
		return []string{fmt.Sprintf("valid arguments: %v", err)}
	}
	var problems []string
	for i, a := range c.Args {
		for _, n := range a.Bad {
			args := fresh(c.Args)
			args[i] = resize(a.Valid, n)
			what := fmt.Sprintf("%s of length %s", a.Name, lenName(n))
			problems = append(problems, refused(c, args, what, a.Name)...)
		}
	}
	for i, o := range c.Args {
		if !o.Out {
			continue
		}
		for j, a := range c.Args {
			if j == i || len(a.Valid) == 0 || len(o.Valid) == 0 {
				continue
			}
			args := fresh(c.Args)
			args[i], args[j] = overlapping(o.Valid, a.Valid)
			what := fmt.Sprintf("%s overlapping %s", o.Name, a.Name)
			problems = append(problems, refused(c, args, what, o.Name, a.Name)...)
		}
	}
	return problems
}

// refused requires an error that names one of names and leaves every
// argument as it was.
func refused(c Call, args [][]byte, what string, names ...string) []string {
	before := make([][]byte, len(args))
	for i, a := range args {
		before[i] = bytes.Clone(a)
	}
	err := invoke(c.Fn, args)
	if err == nil {
		return []string{what + ": no error"}
	}
	var p panicked
	if errors.As(err, &p) {
		return []string{fmt.Sprintf("%s: %v", what, err)}
	}
	var problems []string
	named := false
	for _, n := range names {
		named = named || strings.Contains(err.Error(), ": "+n+": ")
	}
	if !named {
		problems = append(problems, fmt.Sprintf("%s: error %q does not name %v", what, err, names))
	}
	for i := range args {
		if !bytes.Equal(args[i], before[i]) {
			problems = append(problems, fmt.Sprintf("%s: %s changed although the call failed", what, c.Args[i].Name))
		}
	}
	return problems
}

// invoke calls fn, turning a panic into an error so that one bad binding
// fails its test instead of ending the test binary.
func invoke(fn func([][]byte) error, args [][]byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = panicked{r}
		}
	}()
	return fn(args)
}

// panicked is the error invoke makes of a panic.
type panicked struct{ value any }

func (p panicked) Error() string { return fmt.Sprintf("panicked: %v", p.value) }

// fresh returns independent copies of the valid arguments.
func fresh(args []Arg) [][]byte {
	out := make([][]byte, len(args))
	for i, a := range args {
		out[i] = bytes.Clone(a.Valid)
		if out[i] == nil {
			out[i] = []byte{}
		}
	}
	return out
}

// overlapping places o and a in one buffer, sharing exactly one byte: the
// last byte of o is the first byte of a.
func overlapping(o, a []byte) (oo, aa []byte) {
	buf := make([]byte, len(o)+len(a)-1)
	copy(buf, o)
	copy(buf[len(o)-1:], a)
	return buf[:len(o):len(o)], buf[len(o)-1:]
}

// resize returns a slice of n bytes (nil for Nil) starting like v.
func resize(v []byte, n int) []byte {
	if n == Nil {
		return nil
	}
	b := make([]byte, n)
	copy(b, v)
	return b
}

func lenName(n int) string {
	if n == Nil {
		return "nil"
	}
	return fmt.Sprint(n)
}

// pattern returns n recognisable non-zero bytes.
func pattern(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(7*i + 1)
	}
	return b
}

// uniq drops duplicates and lengths below Nil, keeping order.
func uniq(ns ...int) []int {
	var out []int
	for _, n := range ns {
		if n >= Nil && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}
