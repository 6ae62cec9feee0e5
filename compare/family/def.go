package family

import (
	"fmt"
	"reflect"

	"github.com/naclcmp/naclcmp/internal/argtest"
	"github.com/naclcmp/naclcmp/internal/cloop"
	"github.com/naclcmp/naclcmp/matrix"
	"github.com/naclcmp/naclcmp/vectors"
)

// Def is one family as its package declares it (compare/family/<name>,
// def.go): every hook takes the family's interface T, so that no family
// code asserts a type. A nil hook is one the family does not have (key
// conversion has no known-answer checker); the engine that needs it fails
// that family's rows saying so, rather than letting them pass unseen.
type Def[T any] struct {
	// Name is the family, as the catalogue (matrix.Specs) names it.
	Name matrix.Family
	// Cross checks, for the interoperability matrix, that what a
	// computes, seals or signs, b reproduces, opens or verifies.
	Cross func(s matrix.Spec, a, b matrix.Provider[T], in *Inputs) error
	// Remember wraps op so that its costly calls go through the interop
	// engine's memo; RememberNative says whether in-process implementations
	// are worth it too, not only the JavaScript peers.
	Remember       func(c MemoCalls, op T) T
	RememberNative bool
	// KAT checks one known-answer vector against op.
	KAT func(s matrix.Spec, op T, v *vectors.Vector) error
	// Steps is the transcript's step budget for the family, Sequence its
	// chained calls. The budgets keep a whole transcript to seconds under
	// qemu-user: the byte functions take many steps with messages growing
	// to about 1 KiB, the public-key families (where TweetNaCl's arithmetic
	// costs milliseconds per call even natively) few, and password
	// hashing, whose every call fills its memory, eight calls.
	Steps    int
	Sequence func(s matrix.Spec, op T, c *Chain, steps int) error
	// Args is the argument table that every binding of the family runs
	// (see compare/family/families.Ops).
	Args func(name string, s matrix.Spec, op T) argtest.Calls
	// Bench lists the calls the benchmark times for s; Loop is the call
	// the family's C loops time, and Crossing that loop run once per call
	// in the family's shape, the baseline a binding's cost is measured
	// against (nil: the family has no C loops).
	Bench    func(s matrix.Spec) []BenchCall[T]
	Loop     *BenchLoop[T]
	Crossing func(c *BenchOnce) T
	// Wycheproof, when not nil, says how the family's Wycheproof files
	// read as vectors for KAT to judge.
	Wycheproof *Wycheproof
	// Timing is the constant-time timing test's call of s (compare/ct),
	// false when s has none; SecretCalls are the calls that handle a
	// secret, which every C library's valgrind harness must check for
	// every operation of the family it has.
	Timing      func(s matrix.Spec, op T) (Timed, bool)
	SecretCalls []string
	// Breakers are the family's realistic bugs (see Breaker), which the
	// cross-check and the transcript must catch, or be declared blind to:
	// the proof that the checks can fail. Every family needs at least one
	// (compare/interop's TestBrokenBreakersCoverEveryFamily).
	Breakers []Breaker[T]
}

// Hooks is a Def as the engines call it, with operations held as any, as
// matrix.Impl.Ops holds them. Every hook asserts the family's interface
// through one function, so a value filed under the wrong family fails its
// row with an error naming both, never a panic.
type Hooks struct {
	// Name is the family.
	Name matrix.Family
	// Cross is Def.Cross; memo, when not nil, gives the calls an
	// implementation's operation is remembered through in role ("from"
	// or "to"), and is used as Def.Remember and RememberNative say.
	Cross func(s matrix.Spec, a, b matrix.Provider[any], memo func(role string, im *matrix.Impl) MemoCalls, in *Inputs) error
	// KAT is Def.KAT; nil when the family has no known-answer checker.
	KAT func(s matrix.Spec, op any, v *vectors.Vector) error
	// Steps and Sequence are Def's.
	Steps    int
	Sequence func(s matrix.Spec, op any, c *Chain, steps int) error
	// Args is Def.Args.
	Args func(name string, s matrix.Spec, op any) (argtest.Calls, error)
	// Bench, Loop and Crossing are Def's. The assertion is made in a
	// call's Prepare (and Lacks), never in the closure Prepare returns,
	// which is what the benchmark times: erasing T costs it nothing.
	Bench    func(s matrix.Spec) []BenchCall[any]
	Loop     *BenchLoop[any]
	Crossing func(c *BenchOnce) any
	// Wycheproof is Def's.
	Wycheproof *Wycheproof
	// Timing is Def.Timing: false, too, for an op of the wrong type.
	// SecretCalls is Def's.
	Timing      func(s matrix.Spec, op any) (Timed, bool)
	SecretCalls []string
	// Breakers is Def.Breakers, each Wrap asserting its operation.
	Breakers []BreakerHook
}

// as asserts op, an operation of s, to the family interface T.
func as[T any](s matrix.Spec, op any) (T, error) {
	t, ok := op.(T)
	if !ok {
		return t, fmt.Errorf("%s: %T does not implement %s, the interface of the %s family", s.ID(), op, reflect.TypeFor[T](), s.Family)
	}
	return t, nil
}

// Hooks returns d as the engines call it.
func (d Def[T]) Hooks() Hooks {
	h := Hooks{Name: d.Name, Steps: d.Steps, Wycheproof: d.Wycheproof, SecretCalls: d.SecretCalls, Breakers: d.breakers()}
	if d.Timing != nil {
		h.Timing = func(s matrix.Spec, op any) (Timed, bool) {
			t, err := as[T](s, op)
			if err != nil {
				return Timed{}, false
			}
			return d.Timing(s, t)
		}
	}
	if d.Cross != nil {
		h.Cross = d.cross
	}
	if d.KAT != nil {
		h.KAT = func(s matrix.Spec, op any, v *vectors.Vector) error {
			t, err := as[T](s, op)
			if err != nil {
				return err
			}
			return d.KAT(s, t, v)
		}
	}
	if d.Sequence != nil {
		h.Sequence = func(s matrix.Spec, op any, c *Chain, steps int) error {
			t, err := as[T](s, op)
			if err != nil {
				return err
			}
			return d.Sequence(s, t, c, steps)
		}
	}
	if d.Args != nil {
		h.Args = func(name string, s matrix.Spec, op any) (argtest.Calls, error) {
			t, err := as[T](s, op)
			if err != nil {
				return nil, err
			}
			return d.Args(name, s, t), nil
		}
	}
	if d.Bench != nil {
		h.Bench = d.bench
	}
	if d.Loop != nil {
		h.Loop = &BenchLoop[any]{Call: d.Loop.Call, Sizes: d.Loop.Sizes,
			Prepare: func(s matrix.Spec, op any, a *cloop.Args) (func() error, error) {
				t, err := as[T](s, op)
				if err != nil {
					return nil, err
				}
				return d.Loop.Prepare(s, t, a)
			}}
	}
	if d.Crossing != nil {
		h.Crossing = func(c *BenchOnce) any { return d.Crossing(c) }
	}
	return h
}

// bench is Hooks.Bench: each call of d.Bench(s) with its operation
// asserted to T in Prepare and Lacks.
func (d Def[T]) bench(s matrix.Spec) []BenchCall[any] {
	var out []BenchCall[any]
	for _, c := range d.Bench(s) {
		e := BenchCall[any]{Name: c.Name, PerByte: c.PerByte, Bytes: c.Bytes, Depth: c.Depth, Cost: c.Cost, Random: c.Random,
			Prepare: func(s matrix.Spec, op any, n int, in *BenchRand) (func(int) error, [][]byte, error) {
				t, err := as[T](s, op)
				if err != nil {
					return nil, nil, err
				}
				return c.Prepare(s, t, n, in)
			}}
		if c.Lacks != nil {
			// An operation of another type lacks nothing here: Prepare
			// reports it.
			e.Lacks = func(s matrix.Spec, op any) string {
				if t, err := as[T](s, op); err == nil {
					return c.Lacks(s, t)
				}
				return ""
			}
		}
		out = append(out, e)
	}
	return out
}

// cross is Hooks.Cross: both sides asserted to T, each remembered where
// the family says, then d.Cross on the typed pair.
func (d Def[T]) cross(s matrix.Spec, a, b matrix.Provider[any], memo func(string, *matrix.Impl) MemoCalls, in *Inputs) error {
	var pair [2]matrix.Provider[T]
	for i, side := range [2]struct {
		role string
		p    matrix.Provider[any]
	}{{"from", a}, {"to", b}} {
		op, err := as[T](s, side.p.Op)
		if err != nil {
			return fmt.Errorf("%s: %w", side.p.Name(), err)
		}
		if memo != nil && d.Remember != nil && (d.RememberNative || side.p.Impl.Language == matrix.LangJS) {
			op = d.Remember(memo(side.role, side.p.Impl), op)
		}
		pair[i] = matrix.Provider[T]{Impl: side.p.Impl, Op: op}
	}
	return d.Cross(s, pair[0], pair[1], in)
}
