package pwhash

import (
	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/matrix"
)

// Args is the argument table of op, an implementation of the password
// hash s describes, each call named name + "." + the method, at
// argtest.PasswordHashCost. The tag may have any length from RFC 9106's 4
// bytes on (libsodium refuses shorter than 16 as unsupported, which a
// binding's own table adds), every input any length; the cost parameters
// are integer arguments whose values outside RFC 9106's ranges every
// implementation refuses: no passes or lanes, 2^32 passes, 2^24 lanes,
// less than 8 KiB of memory and 2^32 KiB. No absurd value can reach an
// allocation: each is refused before anything is computed. Since memory
// must be at least 8 KiB per lane, an error about lanes may name memory.
func Args(name string, s matrix.Spec, op matrix.PasswordHash) argtest.Calls {
	c := argtest.PasswordHashCost
	out := argtest.Min("out", matrix.Argon2MinTag, s.Out).AsOut()
	return argtest.Calls{{Name: name + ".PasswordHash",
		Args: []argtest.Arg{out, argtest.Free("password", argtest.MsgLen), argtest.Free("salt", s.Salt), argtest.Free("secret", 0), argtest.Free("ad", 0),
			argtest.Uint("passes", c.Passes, 0, matrix.Argon2MaxPasses+1),
			argtest.Uint("memory", c.MemoryKiB, matrix.Argon2MemPerLane-1, matrix.Argon2MaxMemory+1),
			argtest.Uint("lanes", c.Lanes, 0, matrix.Argon2MaxLanes+1).TiedTo("memory")},
		Fn: func(a [][]byte) error {
			return op.PasswordHash(a[0], a[1], a[2], a[3], a[4],
				matrix.Argon2Cost{Passes: argtest.AsUint64(a[5]), MemoryKiB: argtest.AsUint64(a[6]), Lanes: argtest.AsUint64(a[7])})
		}}}
}
