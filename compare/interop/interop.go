package interop

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/google/go-cmp/cmp"
	"github.com/naclcmp/naclcmp/matrix"
)

// This file is the driver of the interoperability matrix. For every
// operation, every ordered pair (producer, consumer) of implementations is
// checked by the family's cross-check in cross_*.go: what the producer
// computes, seals or signs, the consumer must reproduce, open or verify.
// The same code serves `go test` (interop_test.go) and `naclcmp interop`.

// MessageLengths are the message lengths every cross-check covers: the
// edges of 64- and 128-byte blocks, a typical packet, a page, and a length
// that crosses a 64 KiB boundary.
var MessageLengths = []int{0, 1, 63, 64, 65, 127, 128, 129, 1000, 4096, 65537}

// randomCases is how many extra seeded random inputs each cross-check adds.
const randomCases = 8

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

// Case is the verdict of one part of a pair's check.
type Case struct {
	Name string `json:"name"`
	// Result is CasePass, CaseFail or CaseLacking.
	Result string `json:"result"`
	// Detail says why the part failed, or what one side lacks.
	Detail string `json:"detail,omitempty"`
}

// The results of a Case. CaseLacking is a part that one side of the pair
// cannot take part in (errors.ErrUnsupported: associated data, an explicit
// rekey): it is shown as "—" and counts neither as a pass nor a failure.
const (
	CasePass    = "pass"
	CaseFail    = "fail"
	CaseLacking = "—"
)

// crossCheck runs one family's check with a producing and b consuming.
type crossCheck func(s matrix.Spec, a, b matrix.Provider[any], in *inputs) error

var crossChecks = map[matrix.Family]crossCheck{
	matrix.FamilyHash:          crossHash,
	matrix.FamilyMAC:           crossMAC,
	matrix.FamilyStream:        crossStream,
	matrix.FamilyCore:          crossCore,
	matrix.FamilySecretBox:     crossSecretBox,
	matrix.FamilyBox:           crossBox,
	matrix.FamilySealedBox:     crossSealedBox,
	matrix.FamilyScalarMult:    crossScalarMult,
	matrix.FamilySignature:     crossSignature,
	matrix.FamilyAEAD:          crossAEAD,
	matrix.FamilyKeyConversion: crossKeyConversion,
	matrix.FamilyEqual:         crossEqual,
	matrix.FamilySecretStream:  crossSecretStream,
	matrix.FamilyPasswordHash:  crossPasswordHash,
}

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
	check, ok := crossChecks[s.Family]
	if !ok {
		return nil, nil, fmt.Errorf("%s: no cross-check for family %q", s.ID(), s.Family)
	}
	pa, pb := matrix.Provider[any]{Impl: a, Op: a.Ops[s.ID()]}, matrix.Provider[any]{Impl: b, Op: b.Ops[s.ID()]}
	if pa.Op == nil || pb.Op == nil {
		return nil, nil, fmt.Errorf("%s: not provided by both %s and %s", s.ID(), a.Name, b.Name)
	}
	in := newInputs(c.seed, s.ID())
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
		cases = in.cases
	}()
	err = check(s, remembered(c.memo, "from", s, pa), remembered(c.memo, "to", s, pb), in)
	return nil, in.unchecked, err
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

// inputs yields the deterministic inputs of one cross-check: a ChaCha8
// stream keyed by the run's seed and the operation, so that a failure can be
// reproduced from the seed alone and every pair sees the same bytes.
type inputs struct {
	seed uint64
	rng  *rand.Rand
	// cases collects the verdicts of a check made of parts (Case).
	cases []Case
	// unchecked collects, once each, what a cross-check left out because
	// an implementation cannot take it (PairResult.Unchecked).
	unchecked []string
}

// lacks records that p could not take the input described by err
// (errors.ErrUnsupported), which the pair therefore did not compare.
func (in *inputs) lacks(p matrix.Provider[any], err error) {
	note := p.Name() + ": " + strings.TrimSuffix(err.Error(), ": "+errors.ErrUnsupported.Error())
	if !slices.Contains(in.unchecked, note) {
		in.unchecked = append(in.unchecked, note)
	}
}

func newInputs(seed uint64, op string) *inputs {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:], seed)
	copy(key[8:], op) // operation names are short; a long one is truncated
	return &inputs{seed: seed, rng: rand.New(rand.NewChaCha8(key))}
}

// bytes returns n pseudo-random bytes.
func (in *inputs) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(in.rng.Uint32())
	}
	return b
}

// lengths returns MessageLengths followed by randomCases random lengths
// below 5000.
func (in *inputs) lengths() []int {
	ls := append([]int(nil), MessageLengths...)
	for range randomCases {
		ls = append(ls, in.rng.IntN(5000))
	}
	return ls
}

// keyLengths returns the key lengths to check: the canonical one, plus for
// primitives with a range its ends (HMAC: empty, and longer than a block).
func keyLengths(s matrix.Spec) []int {
	ks := []int{s.Key}
	switch {
	case s.KeyMax < 0:
		ks = append(ks, 0, 131) // RFC 4231 uses 131-byte keys
	case s.KeyMax > s.KeyMin:
		ks = append(ks, s.KeyMin, s.KeyMax)
	}
	return ks
}

// errOp wraps an implementation's error with its name and what it was doing.
func errOp(p matrix.Provider[any], what string, err error) error {
	return fmt.Errorf("%s: %s: %w", p.Name(), what, err)
}

// mismatch describes two outputs that should be equal, with a go-cmp diff
// naming both implementations.
func mismatch(what string, a, b matrix.Provider[any], got, want []byte) error {
	d := cmp.Diff(want, got)
	if lines := strings.Split(d, "\n"); len(lines) > 16 {
		d = strings.Join(lines[:16], "\n") + "\n\t..."
	}
	return fmt.Errorf("%s: %s and %s differ (-%s +%s):\n%s", what, a.Name(), b.Name(), a.Name(), b.Name(), d)
}

// allZero reports whether b holds only zero bytes.
func allZero(b []byte) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}
