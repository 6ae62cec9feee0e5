// Package argtest is the suite's one bad-input engine. For every method of
// an operation it checks that a valid call succeeds and that nil, empty,
// short and long arguments, refused values and overlapping buffers are
// each refused with an error naming the parameter, without a panic and
// without changing any argument. A panic in a cgo binding would be a crash
// in C, so every refusal must happen in Go.
//
// The tables come from the catalogue: each family package under
// compare/family builds the calls of its operations from their
// matrix.Spec with this package's pieces (tables.go, points.go), so every
// size is the catalogue's, and compare/family/families' Table, Op and Ops
// find the family of an operation. (They cannot live here: internal/ is
// below compare/.) A binding's own test runs the tables with [Run],
// adjusted where its documented rules differ (an output that may work in
// place, a wider key range, a refused low-order point); [RunRegistry] runs
// them over every implementation of a registry, checking what the
// catalogue alone decides.
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

// Call is one method under test; Fn receives the arguments in Args order.
type Call struct {
	Name string
	Args []Arg
	Fn   func(args [][]byte) error
	// Unsupported marks a method the implementation may lack (a library
	// that derives no key pair from a seed): a call that must succeed may
	// instead return an error wrapping errors.ErrUnsupported. Every
	// refusal is still required, so the method must check its arguments
	// before it says it cannot serve them.
	Unsupported bool
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

// Check runs c with valid arguments, which must succeed (or, for a call
// marked Unsupported, may say the method is lacking); then with every
// bad length and every refused value of every argument, and with every
// output overlapping each other argument by one byte and starting at the
// same byte, which must each return an error that starts with the binding
// package lib and the parameter ("lib: key: …"), without a panic and
// without changing any argument; and with every overlap an output allows,
// which must succeed.
// It returns the problems found, and one when the table gives nothing to
// refuse, so that a test cannot pass by checking nothing.
func Check(lib string, c Call) []string {
	return check(c, policy{lib: lib, exact: true})
}

// CheckLengths is Check for an implementation whose own rules the caller
// does not know, such as any implementation of a registry: the valid call
// must succeed unless the implementation says it lacks the method
// (errors.ErrUnsupported), and every bad length must be refused with an
// error of the form "<library>: <parameter>: …", whatever the library's
// name, without a panic and without changing any argument, as must every
// value of an integer parameter outside the catalogue's range (Arg.Value).
// It leaves out what only the binding's own table can decide: refused
// values of byte arguments, overlaps, and the lengths below a range that
// an implementation may accept.
func CheckLengths(c Call) []string {
	c.Unsupported = true
	return check(c, policy{})
}

// policy is what a check requires beyond the refusal of every bad length.
type policy struct {
	lib string // "": any library name before the parameter
	// exact: the table is the binding's own, so its refused values,
	// overlaps and every length outside a range are checked too.
	exact bool
}

// check implements Check and CheckLengths.
func check(c Call, p policy) []string {
	if err := invoke(c.Fn, fresh(c.Args)); !succeeded(c, err) {
		return []string{fmt.Sprintf("valid arguments: %v", err)}
	}
	var problems []string
	tried := 0
	for i, a := range c.Args {
		names := append([]string{a.Name}, a.Tied...)
		for _, n := range a.Bad {
			if !p.exact && n > 0 && n < a.floor {
				continue
			}
			args := fresh(c.Args)
			args[i] = resize(a.Valid, n)
			what := fmt.Sprintf("%s of length %s", a.Name, lenName(n))
			problems = append(problems, refused(p.lib, c, args, what, names...)...)
			tried++
		}
		if !p.exact && !a.Value {
			continue
		}
		for k, v := range a.Refused {
			args := fresh(c.Args)
			args[i] = bytes.Clone(v)
			what := fmt.Sprintf("%s with refused value %d (%x)", a.Name, k, v)
			if a.Value {
				what = fmt.Sprintf("%s = %d", a.Name, AsUint64(v))
			}
			problems = append(problems, refused(p.lib, c, args, what, names...)...)
			tried++
		}
	}
	if p.exact {
		n, ps := checkOverlaps(p.lib, c)
		tried += n
		problems = append(problems, ps...)
	}
	if tried == 0 {
		problems = append(problems, "no bad length, refused value or overlap to try: the table checks nothing")
	}
	return problems
}

// checkOverlaps places every output of c over each other argument, by one
// byte and starting at the same byte, and returns how many calls it made
// and the problems found.
func checkOverlaps(lib string, c Call) (tried int, problems []string) {
	for i, o := range c.Args {
		if !o.Out || o.Value {
			continue
		}
		for j, a := range c.Args {
			if j == i || a.Value || len(a.Valid) == 0 || len(o.Valid) == 0 {
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
					if err := invoke(c.Fn, args); !succeeded(c, err) {
						problems = append(problems, fmt.Sprintf("%s, which the binding allows: %v", what, err))
					}
					continue
				}
				problems = append(problems, refused(lib, c, args, what, o.Name, a.Name)...)
			}
		}
	}
	return tried, problems
}

// succeeded reports whether err is the outcome of a call that must
// succeed: nil, or for a method the implementation may lack, an error
// saying so.
func succeeded(c Call, err error) bool {
	var p panicked
	if err == nil {
		return true
	}
	return c.Unsupported && errors.Is(err, errors.ErrUnsupported) && !errors.As(err, &p)
}

// refused requires an error that starts with lib (any library name when
// lib is empty) and one of names, and that leaves every argument as it
// was.
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
	if !namesParam(err.Error(), lib, names) {
		who := lib
		if who == "" {
			who = "a library name"
		}
		problems = append(problems, fmt.Sprintf("%s: error %q does not start with %s and one of %v", what, err, who, names))
	}
	for i := range args {
		if !bytes.Equal(args[i], before[i]) {
			problems = append(problems, fmt.Sprintf("%s: %s changed although the call failed", what, c.Args[i].Name))
		}
	}
	return problems
}

// namesParam reports whether msg is "lib: name: …" for one of names; an empty
// lib stands for any library name, one word without spaces ("sodium",
// "js:tweetnacl").
func namesParam(msg, lib string, names []string) bool {
	if lib == "" {
		i := strings.Index(msg, ": ")
		if i <= 0 || strings.ContainsAny(msg[:i], " \t\n") {
			return false
		}
		lib = msg[:i]
	}
	for _, n := range names {
		if strings.HasPrefix(msg, lib+": "+n+": ") {
			return true
		}
	}
	return false
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

// Pattern returns n recognisable non-zero bytes, the valid value of every
// argument the constructors make. It is exported for the family packages'
// tables, whose inputs outside the arguments under test (the header and key
// that start a secretstream) must be valid in the same way.
func Pattern(n int) []byte {
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
