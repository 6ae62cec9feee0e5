package family

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/google/go-cmp/cmp"
	"github.com/naclcmp/naclcmp/matrix"
)

// This file is what a family's cross-check (its Cross, run by the interop
// engine for every ordered pair of implementations) is written against:
// the pair's inputs, the verdicts of a check made of parts, and the
// wording of a failure. A cross-check makes a producer compute, seal or
// sign, and the consumer reproduce, open or verify; the engine picks the
// pairs, remembers calls and turns a panic into a failure.

// CrossMessageLengths are the message lengths every cross-check covers:
// the edges of 64- and 128-byte blocks, a typical packet, a page, and a
// length that crosses a 64 KiB boundary.
var CrossMessageLengths = []int{0, 1, 63, 64, 65, 127, 128, 129, 1000, 4096, 65537}

// CrossRandomCases is how many extra seeded random inputs each
// cross-check adds. A check without message lengths (X25519, key
// conversion, core functions) draws len(CrossMessageLengths) +
// CrossRandomCases random inputs instead, as many as one with them.
const CrossRandomCases = 8

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

// Inputs yields the deterministic inputs of one cross-check: a ChaCha8
// stream keyed by the run's seed and the operation, so that a failure can be
// reproduced from the seed alone and every pair sees the same bytes. It
// also collects what the check reports besides its error: the verdicts
// of its parts and what it left unchecked.
type Inputs struct {
	rng *rand.Rand
	// cases collects the verdicts of a check made of parts (Case).
	cases []Case
	// unchecked collects, once each, what a cross-check left out because
	// an implementation cannot take it.
	unchecked []string
}

// InputsFor returns the inputs of operation op's cross-checks under seed:
// the same for every pair of op, which is what lets the engine remember
// each implementation's calls across pairs.
func InputsFor(seed uint64, op string) *Inputs {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:], seed)
	copy(key[8:], op) // operation names are short; a long one is truncated
	return &Inputs{rng: rand.New(rand.NewChaCha8(key))}
}

// Bytes returns n pseudo-random bytes.
func (in *Inputs) Bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(in.rng.Uint32())
	}
	return b
}

// Lengths returns CrossMessageLengths followed by CrossRandomCases random
// lengths below 5000.
func (in *Inputs) Lengths() []int {
	ls := append([]int(nil), CrossMessageLengths...)
	for range CrossRandomCases {
		ls = append(ls, in.rng.IntN(5000))
	}
	return ls
}

// Lacks records that implementation who could not take the input
// described by err (errors.ErrUnsupported), which the pair therefore did
// not compare: what a pass does not cover.
func (in *Inputs) Lacks(who string, err error) {
	// A JavaScript peer's errors already start with its name, which is
	// the implementation's: said once.
	msg := strings.TrimPrefix(strings.TrimSuffix(err.Error(), ": "+errors.ErrUnsupported.Error()), who+": ")
	note := who + ": " + msg
	if !slices.Contains(in.unchecked, note) {
		in.unchecked = append(in.unchecked, note)
	}
}

// Unchecked returns what Lacks recorded, in the order first recorded.
func (in *Inputs) Unchecked() []string { return in.unchecked }

// AddCase records the verdict of one part of a check made of parts, so
// that a report can give each part per pair.
func (in *Inputs) AddCase(c Case) { in.cases = append(in.cases, c) }

// Cases returns the verdicts AddCase recorded, in order.
func (in *Inputs) Cases() []Case { return in.cases }

// CrossErrOp wraps an implementation's error with its name and what it was
// doing.
func CrossErrOp[T any](p matrix.Provider[T], what string, err error) error {
	return fmt.Errorf("%s: %s: %w", p.Name(), what, err)
}

// CrossMismatch describes two outputs that should be equal, with a go-cmp
// diff naming both implementations.
func CrossMismatch[T any](what string, a, b matrix.Provider[T], got, want []byte) error {
	d := cmp.Diff(want, got)
	if lines := strings.Split(d, "\n"); len(lines) > 16 {
		d = strings.Join(lines[:16], "\n") + "\n\t..."
	}
	return fmt.Errorf("%s: %s and %s differ (-%s +%s):\n%s", what, a.Name(), b.Name(), a.Name(), b.Name(), d)
}

// CrossExpectVerify calls a verification and checks its answer, treating
// an error as a failure: well-formed arguments must never be refused.
func CrossExpectVerify[T any](p matrix.Provider[T], what string, want bool, verify func() (bool, error)) error {
	ok, err := verify()
	if err != nil {
		return CrossErrOp(p, what, err)
	}
	if ok != want {
		if want {
			return fmt.Errorf("%s: %s: rejected", p.Name(), what)
		}
		return fmt.Errorf("%s: %s: accepted", p.Name(), what)
	}
	return nil
}
