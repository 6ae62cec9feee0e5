package argtest

import (
	"github.com/naclcmp/naclcmp/matrix"
)

// The argument tables of the symmetric families, each keyed by nothing or
// by a secret key alone: hash, MAC, stream, core, constant-time equality and
// password hash.

func hashTable(name string, s matrix.Spec, op any) Calls {
	h := op.(matrix.Hash)
	return Calls{{Name: name + ".Hash", Args: []Arg{output("out", s).AsOut(), Free("msg", msgLen)},
		Fn: func(a [][]byte) error { return h.Hash(a[0], a[1]) }}}
}

func macTable(name string, s matrix.Spec, op any) Calls {
	m := op.(matrix.MAC)
	tag, msg, k := output("tag", s), Free("msg", msgLen), key(s)
	return Calls{
		{Name: name + ".MAC", Args: []Arg{tag.AsOut(), msg, k},
			Fn: func(a [][]byte) error { return m.MAC(a[0], a[1], a[2]) }},
		{Name: name + ".Verify", Args: []Arg{tag, msg, k},
			Fn: func(a [][]byte) error { return Verdict(m.Verify(a[0], a[1], a[2])) }},
	}
}

// streamTable: a wrong length of in may be reported as one of out, and XOR
// may work in place, as every stream binding documents.
func streamTable(name string, s matrix.Spec, op any) Calls {
	x := op.(matrix.Stream)
	nonce, k := Fixed("nonce", s.Nonce), Fixed("key", s.Key)
	return Calls{
		{Name: name + ".KeyStream", Args: []Arg{Free("out", msgLen).AsOut(), nonce, k},
			Fn: func(a [][]byte) error { return x.KeyStream(a[0], a[1], a[2]) }},
		{Name: name + ".XOR", Args: []Arg{Fixed("out", msgLen).AsOut().InPlaceWith("in"), Fixed("in", msgLen).TiedTo("out"), nonce, k},
			Fn: func(a [][]byte) error { return x.XOR(a[0], a[1], a[2], a[3]) }},
	}
}

// coreTable: the valid constant is the standard one, since x/crypto's
// HChaCha20 accepts no other.
func coreTable(name string, s matrix.Spec, op any) Calls {
	c := op.(matrix.Core)
	constant := Fixed("constant", s.Const)
	if s.Const == len(matrix.Sigma) {
		constant = constant.With([]byte(matrix.Sigma))
	}
	return Calls{{Name: name + ".Core",
		Args: []Arg{Fixed("out", s.Out).AsOut(), Fixed("in", s.In), Fixed("key", s.Key), constant},
		Fn:   func(a [][]byte) error { return c.Core(a[0], a[1], a[2], a[3]) }}}
}

func equalTable(name string, s matrix.Spec, op any) Calls {
	e := op.(matrix.Equal)
	return Calls{{Name: name + ".Equal", Args: []Arg{Fixed("a", s.In), Fixed("b", s.In)},
		Fn: func(a [][]byte) error { return Verdict(e.Equal(a[0], a[1])) }}}
}

// PasswordHashCost is the cost of the password hash tables: 32 KiB, which
// four lanes may share, and three passes, the fewest libsodium's Argon2i
// takes, so that a valid call costs microseconds everywhere.
var PasswordHashCost = matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 1}

// passwordHashTable: the tag may have any length from RFC 9106's 4 bytes
// on (libsodium refuses shorter than 16 as unsupported, which a binding's
// own table adds), every input any length; the cost parameters are
// integer arguments whose values outside RFC 9106's ranges every
// implementation refuses: no passes or lanes, 2^32 passes, 2^24 lanes,
// less than 8 KiB of memory and 2^32 KiB. No absurd value can reach an
// allocation: each is refused before anything is computed. Since memory
// must be at least 8 KiB per lane, an error about lanes may name memory.
func passwordHashTable(name string, s matrix.Spec, op any) Calls {
	h := op.(matrix.PasswordHash)
	c := PasswordHashCost
	out := Arg{Name: "out", Valid: pattern(s.Out), Bad: uniq(Nil, 0, matrix.Argon2MinTag-1)}.AsOut()
	return Calls{{Name: name + ".PasswordHash",
		Args: []Arg{out, Free("password", msgLen), Free("salt", s.Salt), Free("secret", 0), Free("ad", 0),
			Uint("passes", c.Passes, 0, matrix.Argon2MaxPasses+1),
			Uint("memory", c.MemoryKiB, matrix.Argon2MemPerLane-1, matrix.Argon2MaxMemory+1),
			Uint("lanes", c.Lanes, 0, matrix.Argon2MaxLanes+1).TiedTo("memory")},
		Fn: func(a [][]byte) error {
			return h.PasswordHash(a[0], a[1], a[2], a[3], a[4],
				matrix.Argon2Cost{Passes: AsUint64(a[5]), MemoryKiB: AsUint64(a[6]), Lanes: AsUint64(a[7])})
		}}}
}
