package argtest

import (
	"fmt"
	"slices"
	"strings"
)

// The methods below adjust a table to what a library documents: outputs it
// may write over its inputs, values it refuses, lengths it takes beyond the
// catalogue's.

// Allow returns a copy of cs in which the output out of the call named
// method may overlap the named arguments, as the binding documents. It
// panics when the call, the output or an argument does not exist, so that
// a misspelt name cannot weaken a test.
func (cs Calls) Allow(method, out string, others ...string) Calls {
	return cs.adjust(method, out, others, Arg.Overlapping)
}

// AllowInPlace returns a copy of cs in which the output out of the call
// named method may start at the same byte as the named arguments, and
// panics as Allow does.
func (cs Calls) AllowInPlace(method, out string, others ...string) Calls {
	return cs.adjust(method, out, others, Arg.InPlaceWith)
}

// adjust applies allow to output out of the call named method.
func (cs Calls) adjust(method, out string, others []string, allow func(Arg, ...string) Arg) Calls {
	i := cs.index(method)
	return cs.update([]int{i}, func(c *Call) {
		o := slices.IndexFunc(c.Args, func(a Arg) bool { return a.Name == out && a.Out })
		if o < 0 {
			panic(fmt.Sprintf("argtest: %s has no output %s", method, out))
		}
		for _, n := range others {
			if !slices.ContainsFunc(c.Args, func(a Arg) bool { return a.Name == n }) {
				panic(fmt.Sprintf("argtest: %s has no argument %s", method, n))
			}
		}
		c.Args[o] = allow(c.Args[o], others...)
	})
}

// Copying returns a copy of cs in which every output of the named calls,
// or of all calls when none is named, may overlap every other argument:
// for methods that compute into buffers of their own and copy the result
// out. It panics when a named call does not exist.
func (cs Calls) Copying(methods ...string) Calls {
	return cs.update(cs.indices(methods), func(c *Call) {
		for j, a := range c.Args {
			if !a.Out {
				continue
			}
			for k, b := range c.Args {
				if k != j {
					a = a.Overlapping(b.Name)
				}
			}
			c.Args[j] = a
		}
	})
}

// Unsupported returns a copy of cs in which the named calls, or all calls
// when none is named, may report that the implementation lacks them (see
// Call.Unsupported). It panics when a named call does not exist.
func (cs Calls) Unsupported(methods ...string) Calls {
	return cs.update(cs.indices(methods), func(c *Call) { c.Unsupported = true })
}

// Refusing returns a copy of cs in which the argument arg of the calls of
// operation op (the calls named op or op + ".method") must also refuse the
// given values of a valid length, such as the low-order points a binding
// rejects. It panics when no such call has the argument, so that a
// misspelt name cannot weaken a test.
func (cs Calls) Refusing(op, arg string, values ...[]byte) Calls {
	return cs.eachArg(op, arg, func(a Arg) Arg { return a.Refusing(values...) })
}

// RefusingLengths returns a copy of cs in which the argument arg of the
// calls of operation op must also refuse the given lengths, beyond the
// ones next to its valid sizes: a length that is valid elsewhere, such as
// an AES-128 key given to AES-256 or a seed given as a private key. It
// panics as Refusing does.
func (cs Calls) RefusingLengths(op, arg string, lengths ...int) Calls {
	return cs.eachArg(op, arg, func(a Arg) Arg {
		a.Bad = uniq(append(slices.Clip(a.Bad), lengths...)...)
		return a
	})
}

// WithLength returns a copy of cs in which the argument arg of the calls
// of operation op is valid with n bytes, for a table that should succeed
// at another length than the catalogue's default (an empty HMAC key, a
// 16-byte BLAKE2b digest). It panics when no such call has the argument or
// n is a length the argument must refuse.
func (cs Calls) WithLength(op, arg string, n int) Calls {
	return cs.eachArg(op, arg, func(a Arg) Arg {
		if slices.Contains(a.Bad, n) {
			panic(fmt.Sprintf("argtest: %s of %d bytes is one of the lengths it must refuse", arg, n))
		}
		return a.With(Pattern(n))
	})
}

// Accepting returns a copy of cs in which the argument arg of the calls of
// operation op takes lo to hi bytes, for a binding that documents a wider
// range than the catalogue requires (x/crypto's BLAKE2b keys of 1 to 64
// bytes). Its valid value is kept. It panics as Refusing does.
func (cs Calls) Accepting(op, arg string, lo, hi int) Calls {
	return cs.eachArg(op, arg, func(a Arg) Arg {
		r := Range(a.Name, lo, hi, len(a.Valid))
		a.Bad, a.floor = r.Bad, r.floor
		return a
	})
}

// eachArg returns a copy of cs with f applied to the argument arg of the
// calls of operation op, and panics when there is none.
func (cs Calls) eachArg(op, arg string, f func(Arg) Arg) Calls {
	var in []int
	for i, c := range cs {
		of := c.Name == op || strings.HasPrefix(c.Name, op+".")
		if of && slices.ContainsFunc(c.Args, func(a Arg) bool { return a.Name == arg }) {
			in = append(in, i)
		}
	}
	if len(in) == 0 {
		panic(fmt.Sprintf("argtest: no call of %s has an argument %s", op, arg))
	}
	return cs.update(in, func(c *Call) {
		for j, a := range c.Args {
			if a.Name == arg {
				c.Args[j] = f(a)
			}
		}
	})
}

// index returns the index of the call named method, and panics when there
// is none.
func (cs Calls) index(method string) int {
	i := slices.IndexFunc(cs, func(c Call) bool { return c.Name == method })
	if i < 0 {
		panic("argtest: no call " + method)
	}
	return i
}

// indices returns the indices of the named calls, or of every call when
// none is named.
func (cs Calls) indices(methods []string) []int {
	var out []int
	for i := range cs {
		if len(methods) == 0 {
			out = append(out, i)
		}
	}
	for _, m := range methods {
		out = append(out, cs.index(m))
	}
	return out
}

// update returns a copy of cs in which f has changed the calls at the
// given indices, each with arguments of its own, so that the tables it
// was built from stay as they were.
func (cs Calls) update(at []int, f func(*Call)) Calls {
	cs = slices.Clone(cs)
	for _, i := range at {
		c := cs[i]
		c.Args = slices.Clone(c.Args)
		f(&c)
		cs[i] = c
	}
	return cs
}
