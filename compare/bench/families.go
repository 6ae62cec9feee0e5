package bench

import (
	"fmt"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/aead"
	"github.com/naclcmp/naclcmp/compare/family/box"
	"github.com/naclcmp/naclcmp/compare/family/core"
	"github.com/naclcmp/naclcmp/compare/family/hash"
	"github.com/naclcmp/naclcmp/compare/family/keyconv"
	"github.com/naclcmp/naclcmp/compare/family/mac"
	"github.com/naclcmp/naclcmp/compare/family/pwhash"
	"github.com/naclcmp/naclcmp/compare/family/scalarmult"
	"github.com/naclcmp/naclcmp/compare/family/sealedbox"
	"github.com/naclcmp/naclcmp/compare/family/secretbox"
	"github.com/naclcmp/naclcmp/compare/family/secretstream"
	"github.com/naclcmp/naclcmp/compare/family/sign"
	"github.com/naclcmp/naclcmp/compare/family/stream"
	"github.com/naclcmp/naclcmp/compare/family/verify"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
)

// families maps every family to what its package says about the
// benchmark: the calls it times, the call its C loops time and the
// loop's crossing shape, with the operation's type erased by benchAdapter.
// TEMPORARY: the integration of the engines replaces this table by the
// shared list of families.
var families = map[matrix.Family]erasedFamily{
	matrix.FamilyHash:          benchAdapter[matrix.Hash]{hash.Bench, &hash.Loop, hash.Crossing},
	matrix.FamilyMAC:           benchAdapter[matrix.MAC]{mac.Bench, &mac.Loop, mac.Crossing},
	matrix.FamilyStream:        benchAdapter[matrix.Stream]{stream.Bench, &stream.Loop, stream.Crossing},
	matrix.FamilyCore:          benchAdapter[matrix.Core]{core.Bench, &core.Loop, core.Crossing},
	matrix.FamilySecretBox:     benchAdapter[matrix.SecretBox]{secretbox.Bench, &secretbox.Loop, secretbox.Crossing},
	matrix.FamilyBox:           benchAdapter[matrix.Box]{box.Bench, &box.Loop, box.Crossing},
	matrix.FamilySealedBox:     benchAdapter[matrix.SealedBox]{sealedbox.Bench, &sealedbox.Loop, sealedbox.Crossing},
	matrix.FamilyScalarMult:    benchAdapter[matrix.ScalarMult]{scalarmult.Bench, &scalarmult.Loop, scalarmult.Crossing},
	matrix.FamilySignature:     benchAdapter[matrix.Signature]{sign.Bench, &sign.Loop, sign.Crossing},
	matrix.FamilyAEAD:          benchAdapter[matrix.AEAD]{aead.Bench, &aead.Loop, aead.Crossing},
	matrix.FamilyKeyConversion: benchAdapter[matrix.KeyConversion]{keyconv.Bench, &keyconv.Loop, keyconv.Crossing},
	matrix.FamilyEqual:         benchAdapter[matrix.Equal]{verify.Bench, &verify.Loop, verify.Crossing},
	matrix.FamilySecretStream:  benchAdapter[matrix.SecretStream]{secretstream.Bench, &secretstream.Loop, secretstream.Crossing},
	matrix.FamilyPasswordHash:  benchAdapter[matrix.PasswordHash]{pwhash.Bench, &pwhash.Loop, pwhash.Crossing},
}

// erasedFamily is one family's benchmark code with its operation type
// erased, so that the engine holds the families in one table.
type erasedFamily interface {
	calls(s matrix.Spec) []benchCall
	loopCall() (loopCall, bool)
}

// benchCallsOf returns the calls that s's family times (none for a family
// missing from the table).
func benchCallsOf(s matrix.Spec) []benchCall {
	f, ok := families[s.Family]
	if !ok {
		return nil
	}
	return f.calls(s)
}

// loopCallOf returns the call that family f's C loops time; ok is false
// for a family without one.
func loopCallOf(f matrix.Family) (lc loopCall, ok bool) {
	if bf, ok := families[f]; ok {
		return bf.loopCall()
	}
	return loopCall{}, false
}

// benchAdapter erases the operation type T of one family package: the
// engine hands every call an untyped operation, and the adapter asserts it
// to T once, in a call's preparation and never in the closure that is
// timed, so that the erasure costs the benchmark nothing. loop and
// crossing are nil for a family without C loops.
type benchAdapter[T any] struct {
	bench    func(matrix.Spec) []family.BenchCall[T]
	loop     *family.BenchLoop[T]
	crossing func(*family.BenchOnce) T
}

// op is the one assertion: op as T, or an error naming what op lacks
// rather than a panic.
func (benchAdapter[T]) op(s matrix.Spec, op any) (T, error) {
	t, ok := op.(T)
	if !ok {
		return t, fmt.Errorf("%s: %T does not implement the %s interface", s.ID(), op, s.Family)
	}
	return t, nil
}

func (f benchAdapter[T]) calls(s matrix.Spec) []benchCall {
	var out []benchCall
	for _, c := range f.bench(s) {
		e := benchCall{Name: c.Name, PerByte: c.PerByte, Bytes: c.Bytes, Depth: c.Depth, Cost: c.Cost, Random: c.Random,
			Prepare: func(s matrix.Spec, op any, n int, in *family.BenchRand) (func(int) error, [][]byte, error) {
				t, err := f.op(s, op)
				if err != nil {
					return nil, nil, err
				}
				return c.Prepare(s, t, n, in)
			}}
		if c.Lacks != nil {
			// An operation of another type lacks nothing here: Prepare
			// reports it.
			e.Lacks = func(s matrix.Spec, op any) string {
				if t, err := f.op(s, op); err == nil {
					return c.Lacks(s, t)
				}
				return ""
			}
		}
		out = append(out, e)
	}
	return out
}

func (f benchAdapter[T]) loopCall() (loopCall, bool) {
	if f.loop == nil {
		return loopCall{}, false
	}
	lc := loopCall{BenchLoop: family.BenchLoop[any]{Call: f.loop.Call, Sizes: f.loop.Sizes,
		Prepare: func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
			t, err := f.op(s, op)
			if err != nil {
				return nil, err
			}
			return f.loop.Prepare(s, t, a)
		}}}
	if f.crossing != nil {
		lc.crossing = func(c *family.BenchOnce) any { return f.crossing(c) }
	}
	return lc, true
}
