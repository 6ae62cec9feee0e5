package argtest

import (
	"encoding/binary"
	"slices"
)

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
	// Value marks an integer parameter (a cost parameter of a password
	// hash), which the engine carries as 8 big-endian bytes (Uint64 and
	// AsUint64) so that its refusals and the no-change check apply to it
	// as to the byte arguments. Its Refused values are outside the
	// catalogue's range, so that every implementation must refuse them
	// (CheckLengths checks them too); no output can overlap it, and it
	// has no lengths to refuse.
	Value bool
	// floor is the least length of a Range: the lengths of Bad below it,
	// but above zero, are refused by a binding that keeps to the range,
	// while the catalogue lets an implementation accept them (libb2's
	// BLAKE2b digests of 1 to 15 bytes), so RunRegistry skips them.
	floor int
}

// Fixed is a parameter of exactly n bytes.
func Fixed(name string, n int) Arg {
	return Arg{Name: name, Valid: Pattern(n), Bad: uniq(Nil, 0, n-1, n+1)}
}

// Range is a parameter of lo to hi bytes, valid with n bytes.
func Range(name string, lo, hi, n int) Arg {
	bad := []int{hi + 1}
	if lo > 0 {
		bad = append(bad, Nil, 0, lo-1)
	}
	return Arg{Name: name, Valid: Pattern(n), Bad: uniq(bad...), floor: lo}
}

// Min is a parameter of at least lo bytes, valid with n bytes.
func Min(name string, lo, n int) Arg {
	return Arg{Name: name, Valid: Pattern(n), Bad: uniq(Nil, 0, lo-1)}
}

// Blocks is a parameter whose length is a multiple of block bytes, empty
// included, valid with n bytes (a multiple): lengths one byte off a block
// boundary are refused.
func Blocks(name string, block, n int) Arg {
	return Arg{Name: name, Valid: Pattern(n), Bad: uniq(1, block-1, block+1, n-1, n+1)}
}

// Free is a parameter of any length, valid with n bytes.
func Free(name string, n int) Arg {
	return Arg{Name: name, Valid: Pattern(n)}
}

// Uint is an integer parameter valid with valid, which every
// implementation must refuse at each of refused (see Arg.Value).
func Uint(name string, valid uint64, refused ...uint64) Arg {
	a := Arg{Name: name, Valid: Uint64(valid), Value: true}
	for _, r := range refused {
		a.Refused = append(a.Refused, Uint64(r))
	}
	return a
}

// Uint64 encodes v as the 8 bytes an integer parameter travels as.
func Uint64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }

// AsUint64 decodes an integer parameter; a table's Fn calls it on its
// Value arguments, which always hold 8 bytes.
func AsUint64(b []byte) uint64 { return binary.BigEndian.Uint64(b) }

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
