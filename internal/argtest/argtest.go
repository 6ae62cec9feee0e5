// Package argtest runs the argument table tests shared by the bindings.
// For every method it checks that a valid call succeeds and that nil,
// empty, short and long arguments, refused values and overlapping buffers
// are each refused with an error naming the parameter, without a panic and
// without changing any argument. A panic in a cgo
// binding would be a crash in C, so every refusal must happen in Go.
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
	Bad   []int  // lengths the method must refuse (Nil for a nil slice)
	// Refused are values of a valid length that the method must refuse,
	// such as a low-order point.
	Refused [][]byte
	// Out marks an argument the method writes: it is checked against
	// overlapping every other argument, by one byte and by starting at the
	// same byte.
	Out bool
	// InPlace names the arguments an output may start at the same byte as,
	// the exact in-place use that stream ciphers and some boxes document;
	// a call with such aliasing must succeed, and a partial overlap must
	// still be refused.
	InPlace []string
	// MayOverlap names the arguments an output may overlap in any way,
	// because the binding copies through a buffer of its own; a call with
	// such an overlap must succeed.
	MayOverlap []string
	// Tied names the other parameters an error about this one may name
	// instead, when its length is checked against theirs (len(box) is
	// len(msg) + 16).
	Tied []string
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

// Blocks is a parameter whose length is a multiple of block bytes, empty
// included, valid with n bytes (a multiple): lengths one byte off a block
// boundary are refused.
func Blocks(name string, block, n int) Arg {
	return Arg{Name: name, Valid: pattern(n), Bad: uniq(1, block-1, block+1, n-1, n+1)}
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

// Refusing adds values of a valid length that the method must refuse.
func (a Arg) Refusing(vs ...[]byte) Arg {
	a.Refused = append(slices.Clip(a.Refused), vs...)
	return a
}

// Overlapping marks an output that may overlap the named arguments.
func (a Arg) Overlapping(names ...string) Arg {
	a.MayOverlap = append(slices.Clip(a.MayOverlap), names...)
	return a
}

// InPlaceWith marks an output that may start at the same byte as the named
// arguments.
func (a Arg) InPlaceWith(names ...string) Arg {
	a.InPlace = append(slices.Clip(a.InPlace), names...)
	return a
}

// TiedTo names parameters an error about this one may name instead.
func (a Arg) TiedTo(names ...string) Arg {
	a.Tied = append(slices.Clip(a.Tied), names...)
	return a
}

// Call is one method under test; Fn receives the arguments in Args order.
type Call struct {
	Name string
	Args []Arg
	Fn   func(args [][]byte) error
}

// Verdict adapts a method that returns (bool, error), such as Verify or
// Open: a malformed argument must come with false, so true together with
// an error is reported as a problem of its own.
func Verdict(ok bool, err error) error {
	if ok && err != nil {
		return trueWithError{err}
	}
	return err
}

// trueWithError is the error Verdict makes of (true, err).
type trueWithError struct{ err error }

func (e trueWithError) Error() string { return fmt.Sprintf("reported true alongside error %v", e.err) }

// Run checks every call of the binding package lib in a subtest named
// after it and reports each problem Check finds.
func Run(t *testing.T, lib string, calls ...Call) {
	t.Helper()
	for _, c := range calls {
		t.Run(c.Name, func(t *testing.T) {
			for _, p := range Check(lib, c) {
				t.Error(p)
			}
		})
	}
}

// Check runs c with valid arguments, which must succeed; then with every
// bad length and every refused value of every argument, and with every
// output overlapping each other argument by one byte and starting at the
// same byte, which must each return an error that starts with the binding
// package lib and the parameter ("lib: key: …"), without a panic and
// without changing any argument; and with every overlap an output allows,
// which must succeed.
// It returns the problems found, and one when the table gives nothing to
// refuse, so that a test cannot pass by checking nothing.
func Check(lib string, c Call) []string {
	if err := invoke(c.Fn, fresh(c.Args)); err != nil {
		return []string{fmt.Sprintf("valid arguments: %v", err)}
	}
	var problems []string
	tried := 0
	for i, a := range c.Args {
		names := append([]string{a.Name}, a.Tied...)
		for _, n := range a.Bad {
			args := fresh(c.Args)
			args[i] = resize(a.Valid, n)
			what := fmt.Sprintf("%s of length %s", a.Name, lenName(n))
			problems = append(problems, refused(lib, c, args, what, names...)...)
			tried++
		}
		for k, v := range a.Refused {
			args := fresh(c.Args)
			args[i] = bytes.Clone(v)
			what := fmt.Sprintf("%s with refused value %d (%x)", a.Name, k, v)
			problems = append(problems, refused(lib, c, args, what, names...)...)
			tried++
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
			for _, ov := range []struct {
				what    string
				place   func(o, a []byte) (oo, aa []byte)
				allowed bool
			}{
				{"overlapping", overlapping, slices.Contains(o.MayOverlap, a.Name)},
				{"starting at the same byte as", sameStart,
					slices.Contains(o.MayOverlap, a.Name) || slices.Contains(o.InPlace, a.Name)},
			} {
				args := fresh(c.Args)
				args[i], args[j] = ov.place(o.Valid, a.Valid)
				what := fmt.Sprintf("%s %s %s", o.Name, ov.what, a.Name)
				tried++
				if ov.allowed {
					if err := invoke(c.Fn, args); err != nil {
						problems = append(problems, fmt.Sprintf("%s, which the binding allows: %v", what, err))
					}
					continue
				}
				problems = append(problems, refused(lib, c, args, what, o.Name, a.Name)...)
			}
		}
	}
	if tried == 0 {
		problems = append(problems, "no bad length, refused value or overlap to try: the table checks nothing")
	}
	return problems
}

// refused requires an error that starts with lib and one of names and
// leaves every argument as it was.
func refused(lib string, c Call, args [][]byte, what string, names ...string) []string {
	before := make([][]byte, len(args))
	for i, a := range args {
		before[i] = bytes.Clone(a)
	}
	err := invoke(c.Fn, args)
	if err == nil {
		return []string{what + ": no error"}
	}
	var p panicked
	var tw trueWithError
	if errors.As(err, &p) || errors.As(err, &tw) {
		return []string{fmt.Sprintf("%s: %v", what, err)}
	}
	var problems []string
	named := false
	for _, n := range names {
		named = named || strings.HasPrefix(err.Error(), lib+": "+n+": ")
	}
	if !named {
		problems = append(problems, fmt.Sprintf("%s: error %q does not start with %s and one of %v", what, err, lib, names))
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

// sameStart places o and a at the start of one buffer, holding a's value:
// an output aliasing an input exactly, as in-place use does.
func sameStart(o, a []byte) (oo, aa []byte) {
	buf := make([]byte, max(len(o), len(a)))
	copy(buf, o)
	copy(buf, a)
	return buf[:len(o):len(o)], buf[:len(a):len(a)]
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
