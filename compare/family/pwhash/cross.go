package pwhash

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// The cross-check of password hashing: two implementations interoperate
// when they compute the same tag for the same password, salt, secret,
// associated data and cost. Argon2 takes more than every library offers
// (libsodium: one lane, 16-byte salts, no secret or associated data,
// Argon2i from three passes on), so the cases are of two kinds:
//
//   - common cases, which every Argon2 implementation takes: a password
//     of at least one byte, a 16-byte salt, one lane, three or four
//     passes, no secret or associated data, tags of 16 bytes or more. An error there, unsupported or not, fails
//     the pair: an implementation cannot escape the check by claiming it
//     lacks everything.
//   - the others, each of which exercises one parameter beyond the common
//     ground (the empty password, one or two passes, several lanes,
//     other salt and tag lengths, a secret, associated data). A pair compares them where
//     both implementations take them; where either says it cannot
//     (errors.ErrUnsupported) the case is left out of that pair, which is
//     a missing capability, not a pass of what was not compared.
//
// Memory stays between 8 and 64 KiB: the cost of a pair is a few
// milliseconds natively, and the same checks run under emulation.

// crossCase is one set of inputs, by length, and the cost.
type crossCase struct {
	out, password, salt, secret, ad int
	cost                            matrix.Argon2Cost
}

// common reports whether every Argon2 implementation takes the case.
func (c crossCase) common() bool {
	return CrossCommon(c.out, c.password, c.salt, c.secret, c.ad, c.cost)
}

// CrossCommon reports whether a call is on the common ground of every
// Argon2 implementation (see the top of this file), where a refusal is a
// failure rather than a missing capability. RFC 9106 allows an empty
// password, but hash-wasm refuses it. The interop engine's fuzzing asks
// it too, to tell a refusal it may skip from one that is a failure.
func CrossCommon(out, password, salt, secret, ad int, c matrix.Argon2Cost) bool {
	return out >= 16 && password >= 1 && salt == 16 && secret == 0 && ad == 0 && c.Lanes == 1 && c.Passes >= 3
}

func (c crossCase) String() string {
	s := fmt.Sprintf("%d-byte tag, %d-byte password, %d-byte salt", c.out, c.password, c.salt)
	if c.secret > 0 {
		s += fmt.Sprintf(", %d-byte secret", c.secret)
	}
	if c.ad > 0 {
		s += fmt.Sprintf(", %d-byte ad", c.ad)
	}
	return s + ", " + c.cost.String()
}

// crossCases are the cases of every pair. The common ones vary the tag
// (16 to 64 bytes in BLAKE2b's one call, 65 and 100 through H”s chain of
// calls), the password (one byte to longer than a BLAKE2b block), the memory
// (9 and 37 KiB are not multiples of 4, which Argon2 rounds down) and the
// passes, so that a binding that drops one of them differs.
var crossCases = []crossCase{
	{out: 32, password: 1, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 16, password: 8, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 9, Lanes: 1}},
	{out: 64, password: 32, salt: 16, cost: matrix.Argon2Cost{Passes: 4, MemoryKiB: 16, Lanes: 1}},
	{out: 65, password: 100, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 37, Lanes: 1}},
	{out: 100, password: 129, salt: 16, cost: matrix.Argon2Cost{Passes: 4, MemoryKiB: 64, Lanes: 1}},
	{out: 33, password: 1000, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 24, Lanes: 1}},

	{out: 32, password: 0, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 32, password: 16, salt: 16, cost: matrix.Argon2Cost{Passes: 1, MemoryKiB: 8, Lanes: 1}},
	{out: 32, password: 16, salt: 16, cost: matrix.Argon2Cost{Passes: 2, MemoryKiB: 12, Lanes: 1}},
	{out: 32, password: 16, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 16, Lanes: 2}},
	{out: 32, password: 16, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 40, Lanes: 4}},
	{out: 32, password: 16, salt: 8, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 32, password: 16, salt: 0, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 32, password: 16, salt: 33, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 4, password: 16, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 15, password: 16, salt: 16, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 32, password: 16, salt: 16, secret: 8, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 32, password: 16, salt: 16, ad: 12, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 8, Lanes: 1}},
	{out: 32, password: 16, salt: 16, secret: 32, ad: 32, cost: matrix.Argon2Cost{Passes: 3, MemoryKiB: 32, Lanes: 2}},
}

// Cross checks that a and b compute the same tag for every case of
// crossCases: on the common ground, where both must take it; beyond it,
// where both do, the others being left out of the pair and recorded
// (family.Inputs.Lacks).
func Cross(s matrix.Spec, a, b matrix.Provider[matrix.PasswordHash], in *family.Inputs) error {
	ha, hb := a.Op, b.Op
	for _, c := range crossCases {
		password, salt, secret, ad := in.Bytes(c.password), in.Bytes(c.salt), in.Bytes(c.secret), in.Bytes(c.ad)
		what := c.String()
		want, got := make([]byte, c.out), make([]byte, c.out)
		errA := ha.PasswordHash(want, password, salt, secret, ad, c.cost)
		errB := hb.PasswordHash(got, password, salt, secret, ad, c.cost)
		lacks := errors.Is(errA, errors.ErrUnsupported) || errors.Is(errB, errors.ErrUnsupported)
		switch {
		case errA != nil && (c.common() || !errors.Is(errA, errors.ErrUnsupported)):
			return family.CrossErrOp(a, what, errA)
		case errB != nil && (c.common() || !errors.Is(errB, errors.ErrUnsupported)):
			return family.CrossErrOp(b, what, errB)
		case lacks:
			for _, e := range []struct {
				p   matrix.Provider[matrix.PasswordHash]
				err error
			}{{a, errA}, {b, errB}} {
				if e.err != nil {
					in.Lacks(e.p.Name(), e.err)
				}
			}
		case !bytes.Equal(got, want):
			return family.CrossMismatch(what, a, b, got, want)
		}
	}
	return nil
}

// RememberNative is false: at these costs (at most 64 KiB) a pair costs a
// few milliseconds in process, while a JavaScript implementation's call
// is a round trip to a peer process on top of a slower Argon2, so only
// the calls of JavaScript implementations are remembered.
const RememberNative = false

// Remember returns op with its calls going through c.
func Remember(c family.MemoCalls, op matrix.PasswordHash) matrix.PasswordHash {
	return remembered{c, op}
}

// remembered is op with each call made through the memo, as one call
// named by its method and keyed by every byte it is given.
type remembered struct {
	family.MemoCalls
	op matrix.PasswordHash
}

// PasswordHash remembers by the cost too, written into the call's name.
func (x remembered) PasswordHash(dst, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	call := fmt.Sprintf("PasswordHash t=%d m=%d p=%d", c.Passes, c.MemoryKiB, c.Lanes)
	return x.Write(call, [][]byte{password, salt, secret, ad}, [][]byte{dst}, func() error { return x.op.PasswordHash(dst, password, salt, secret, ad, c) })
}
