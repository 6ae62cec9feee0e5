package family

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"strings"

	"github.com/naclcmp/naclcmp/matrix"
)

// The benchmark's side of the kit: what a family's Bench returns, the
// seeded inputs it draws from and the loops that turn one call into k.
// Nothing here is specific to an implementation, so a new one is
// benchmarked without new code, and nothing is specific to a family, so
// each family package says what it times in its own bench.go.

// BenchCall describes one call a family times. The benchmark engine forms
// one workload per call, implementation and (for per-byte calls) length,
// and hands the family's Prepare the implementation's operation as the
// family's interface T, so that a family's workload is written against
// its own operations and the engine needs no code per family.
type BenchCall[T any] struct {
	// Name is what is timed, as the reports show it: "hash", "seal",
	// "open-afternm", "keypair", or a password hash's preset ("owasp").
	Name string
	// PerByte marks a call whose cost grows with the message: it is timed
	// at every length of the run and reported per byte.
	PerByte bool
	// Bytes is the message length of a per-call workload (0: none).
	Bytes int
	// Depth is the least depth of run that times the call (0: every run),
	// so that the quick run and the tests skip the costly ones.
	Depth int
	// Cost is the cost of a password hash call, which labels its workload
	// in place of a length.
	Cost *matrix.Argon2Cost
	// Random marks a call whose outputs differ from call to call (a seal
	// under a fresh ephemeral key): it gets no digest, rather than one
	// that every implementation would share without computing the same
	// thing.
	Random bool
	// Prepare allocates inputs and outputs for an n-byte message (per-byte
	// calls), drawing the inputs from in, and returns the closure
	// performing k calls and the output buffers to fingerprint (nil: no
	// digest). The closure is what is timed, so it holds the calls and
	// nothing else; any conversion belongs here, before it.
	Prepare func(s matrix.Spec, op T, n int, in *BenchRand) (run func(k int) error, outs [][]byte, err error)
	// Lacks, when set, says why op cannot make this call (the
	// implementation's own reason), or returns "": a call an
	// implementation lacks is shown as absent ("—"), not timed as a
	// failure. It must be cheap: it runs for every workload formed.
	Lacks func(s matrix.Spec, op T) string
}

// BenchRepeat turns one call into the closure performing k calls, which
// stops at the first error so that a timed batch does not swallow a
// failure partway through.
func BenchRepeat(call func() error) func(k int) error {
	return func(k int) error {
		for range k {
			if err := call(); err != nil {
				return err
			}
		}
		return nil
	}
}

// BenchErrRejected is returned when Open or Verify refuses an input made
// valid by the same implementation: timing a rejection would time the
// wrong path.
var BenchErrRejected = errors.New("rejected a valid input")

// BenchRepeatAccept is BenchRepeat for calls that must return true: a
// false is BenchErrRejected.
func BenchRepeatAccept(call func() (bool, error)) func(k int) error {
	return BenchRepeat(func() error {
		ok, err := call()
		if err == nil && !ok {
			err = BenchErrRejected
		}
		return err
	})
}

// BenchUnsupported is the reason an errors.ErrUnsupported error gives,
// without the generic suffix: what a report shows beside a "—" cell.
func BenchUnsupported(err error) string {
	return strings.TrimSuffix(err.Error(), ": "+errors.ErrUnsupported.Error())
}

// BenchRand yields a workload's deterministic inputs: a ChaCha8 stream
// keyed by the seed and a label naming the operation, call and length, so
// that every implementation gets the same bytes and a run can be
// repeated.
type BenchRand struct{ c *rand.ChaCha8 }

// BenchRandFor returns the inputs of the workload labelled label in a run
// seeded with seed.
func BenchRandFor(seed uint64, label string) *BenchRand {
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], seed)
	return &BenchRand{rand.NewChaCha8(sha256.Sum256(append(buf[:], label...)))}
}

// Bytes returns n pseudo-random bytes, never nil, so that an empty
// message is still a valid slice.
func (r *BenchRand) Bytes(n int) []byte {
	b := make([]byte, n)
	r.c.Read(b)
	return b
}

// Fill fills b with the next pseudo-random bytes: for buffers allocated
// elsewhere (a C loop's, in C memory).
func (r *BenchRand) Fill(b []byte) { r.c.Read(b) }
