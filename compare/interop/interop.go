package interop

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/compare/family/families"
	"github.com/naclcmp/naclcmp/matrix"
)

// This file is the driver of the interoperability matrix. For every
// operation, every ordered pair (producer, consumer) of implementations is
// checked by the family's cross-check (Cross in compare/family/<name>,
// reached through compare/family/families): what the producer computes, seals or
// signs, the consumer must reproduce, open or verify. The same code
// serves `go test` (interop_test.go) and `naclcmp interop`.

// MessageLengths are the message lengths every cross-check covers
// (family.CrossMessageLengths).
var MessageLengths = family.CrossMessageLengths

// PairResult is the outcome of one cross-check between two implementations.
type PairResult struct {
	Op   string `json:"op"`
	From string `json:"from"` // producer: hashes, seals, signs
	To   string `json:"to"`   // consumer: compares, opens, verifies
	Pass bool   `json:"pass"`
	// Failure names the first failing input and shows a diff of the two
	// implementations' outputs.
	Failure string `json:"failure,omitempty"`
	// Down, when set, names the implementation that went down during this
	// pair (matrix.ErrDown), and Failure says how. It is left out of every
	// later pair, which is neither checked nor recorded.
	Down string `json:"down,omitempty"`
	// Cases are the verdicts of the parts of the pair's check, for a
	// family whose check is made of parts that an implementation may lack
	// (secretstream); empty for the others.
	Cases []Case `json:"cases,omitempty"`
	// Unchecked lists, "; "-separated, the inputs of a passing pair that
	// were not compared because one of the two implementations cannot take
	// them (errors.ErrUnsupported, named with its reason): what Pass does
	// not cover.
	Unchecked string `json:"unchecked,omitempty"`
}

// Case is the verdict of one part of a pair's check (family.Case).
type Case = family.Case

// The results of a Case (family.CasePass, …). CaseLacking is a part that
// one side of the pair cannot take part in: it is shown as "—" and counts
// neither as a pass nor a failure.
const (
	CasePass    = family.CasePass
	CaseFail    = family.CaseFail
	CaseLacking = family.CaseLacking
)

// checkPair cross-checks operation s with a producing and b consuming,
// using inputs derived from seed. It returns nil when they interoperate.
// A panic inside an implementation is reported as a failure, not a crash.
func checkPair(s matrix.Spec, a, b *matrix.Impl, seed uint64) error {
	return NewChecker(seed).Pair(s, a, b)
}

// Checker cross-checks pairs with one seed. It remembers what each
// implementation's costly calls returned (see memo), so that checking
// every pair of an operation costs about what checking each
// implementation once would. It is safe for concurrent use.
type Checker struct {
	seed uint64
	memo *memo
}

// NewChecker returns a Checker whose inputs derive from seed.
func NewChecker(seed uint64) *Checker { return &Checker{seed: seed, memo: newMemo()} }

// Pair cross-checks operation s with a producing and b consuming: checkPair
// with the Checker's seed and memory.
func (c *Checker) Pair(s matrix.Spec, a, b *matrix.Impl) error {
	_, _, err := c.PairCases(s, a, b)
	return err
}

// PairCases is Pair that also returns the verdicts of the check's parts,
// for the families whose check records them (see Case), and what the pair
// left unchecked because one side cannot take it (see
// PairResult.Unchecked).
func (c *Checker) PairCases(s matrix.Spec, a, b *matrix.Impl) (cases []Case, unchecked []string, err error) {
	h, ok := families.Of(s.Family)
	if !ok || h.Cross == nil {
		return nil, nil, fmt.Errorf("%s: no cross-check for family %q", s.ID(), s.Family)
	}
	pa, pb := matrix.Provider[any]{Impl: a, Op: a.Ops[s.ID()]}, matrix.Provider[any]{Impl: b, Op: b.Ops[s.ID()]}
	if pa.Op == nil || pb.Op == nil {
		return nil, nil, fmt.Errorf("%s: not provided by both %s and %s", s.ID(), a.Name, b.Name)
	}
	in := family.InputsFor(c.seed, s.ID())
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
		cases = in.Cases()
	}()
	err = h.Cross(s, pa, pb, c.memo.of(s), in)
	return nil, in.Unchecked(), err
}

// Interop runs checkPair over every operation and every ordered pair of
// implementations in r that provide it, calling progress (if not nil)
// after each pair. An implementation that goes down (matrix.ErrDown)
// fails the pair where it did, which says so (Down), and is left out of
// the pairs after it: each of them would only repeat that failure.
func Interop(r *matrix.Registry, seed uint64, progress func(PairResult)) []PairResult {
	out, _ := InteropContext(context.Background(), r, seed, progress)
	return out
}

// InteropContext is Interop that stops between pairs once ctx is done,
// returning the pairs checked by then and ctx's error: an interrupted run
// ends after the pair in hand, not after the thousands still to come.
func InteropContext(ctx context.Context, r *matrix.Registry, seed uint64, progress func(PairResult)) ([]PairResult, error) {
	var out []PairResult
	down := map[string]bool{}
	c := NewChecker(seed)
	for _, s := range r.Specs() {
		impls := matrix.Providers[any](r, s.ID())
		for _, a := range impls {
			for _, b := range impls {
				if err := ctx.Err(); err != nil {
					return out, err
				}
				if down[a.Name()] || down[b.Name()] {
					continue
				}
				res := PairResult{Op: s.ID(), From: a.Name(), To: b.Name(), Pass: true}
				cases, unchecked, err := c.PairCases(s, a.Impl, b.Impl)
				res.Cases, res.Unchecked = cases, strings.Join(unchecked, "; ")
				if err != nil {
					// Unchecked qualifies a pass; a failure says what failed.
					res.Pass, res.Unchecked, res.Failure = false, "", err.Error()
					var d *matrix.DownError
					if errors.As(err, &d) {
						// What the pair was doing when it happened says
						// nothing about the pair; how it went down does.
						res.Down, res.Failure = d.Impl, d.Error()
						down[d.Impl] = true
					}
				}
				if progress != nil {
					progress(res)
				}
				out = append(out, res)
			}
		}
	}
	return out, nil
}

// Planned is the number of pairs Interop checks over r when no
// implementation goes down: for each operation, every ordered pair of its
// implementations, each with itself included. Progress shows done of it.
func Planned(r *matrix.Registry) int {
	n := 0
	for _, s := range r.Specs() {
		k := len(matrix.Providers[any](r, s.ID()))
		n += k * k
	}
	return n
}
