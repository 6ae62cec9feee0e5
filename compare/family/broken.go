package family

import (
	"bytes"

	"github.com/naclcmp/naclcmp/matrix"
)

// Breaker is one realistic bug of a family: a small wrapper around a real
// implementation that is wrong in one way (a stream cipher that ignores its
// nonce, a Verify that accepts everything, an Open that leaves the box
// behind). The checks must be able to fail, and a family's breakers are
// how compare/interop's TestBrokenImplementationsCaught shows it: applied
// to a real implementation of every operation of the family, each must be
// caught by the cross-check (checkPair, in both directions) and by the
// transcript, or be declared blind to one of them. They live with the
// family, beside the checks they prove, so that adding a family needs no
// file in an engine.
type Breaker[T any] struct {
	// Name names the bug ("ignores-nonce"); the broken implementation is
	// called "broken-" + Name, which a check's error must name.
	Name string
	// Wrap returns the broken wrapper of op, an implementation of s.
	Wrap func(s matrix.Spec, op T) T
	// Applies, when not nil, says whether the bug can exist in s at all
	// (a wrong output length needs a variable output length); nil: in
	// every operation of the family. The engine skips the others, saying
	// so.
	Applies func(s matrix.Spec) bool
	// The blind spots: why a check cannot see the bug by design, and what
	// catches it instead; empty, the check must catch it. ConsumerBlind is
	// the cross-check with the broken implementation consuming (good →
	// broken), ProducerBlind producing (broken → good), TranscriptBlind
	// the transcript of {good, broken}. The engine requires a declared
	// blind check to pass, so that a blind spot closed later shows up and
	// its declaration can go, and a bug blind to every check fails.
	ConsumerBlind, ProducerBlind, TranscriptBlind string
}

// BreakerHook is a Breaker as Hooks holds it, with the operation held as
// any: Wrap asserts op to the family's interface, as every hook does, and
// returns an error instead of a wrapper when op does not implement it,
// never a panic. (A wrapper of a wrong value would fail every check, which
// the engine would take for the bug caught.) The other fields are the
// Breaker's.
type BreakerHook struct {
	Name                                          string
	Wrap                                          func(s matrix.Spec, op any) (any, error)
	Applies                                       func(s matrix.Spec) bool
	ConsumerBlind, ProducerBlind, TranscriptBlind string
}

// breakers is Hooks.Breakers: each of d.Breakers with Wrap asserting its
// operation to T.
func (d Def[T]) breakers() []BreakerHook {
	var out []BreakerHook
	for _, b := range d.Breakers {
		h := BreakerHook{Name: b.Name, Applies: b.Applies,
			ConsumerBlind: b.ConsumerBlind, ProducerBlind: b.ProducerBlind, TranscriptBlind: b.TranscriptBlind}
		if b.Wrap != nil {
			h.Wrap = func(s matrix.Spec, op any) (any, error) {
				t, err := as[T](s, op)
				if err != nil {
					return nil, err
				}
				return b.Wrap(s, t), nil
			}
		}
		out = append(out, h)
	}
	return out
}

// The recurring reasons for a blind spot, shared by the families whose
// checks have it.
const (
	// OnlyConsumes is a bug in verifying or opening: the producer of a
	// pair only hashes, seals and signs, so the bug shows when the
	// implementation consumes, which the interop matrix also checks, as
	// every ordered pair (and a lone implementation against itself) runs.
	OnlyConsumes = "checkPair(a, b) never has a verify or open: the good → broken direction catches it"
	// OnlyProduces is the mirror of OnlyConsumes, for a bug in pushing
	// only: a correct producer gives the broken consumer nothing to get
	// wrong.
	OnlyProduces = "checkPair(a, b) has b only pull: the broken → good direction catches it"
	// SSNoOptional is a secretstream bug in associated data or rekeying:
	// the transcript uses only what every secretstream implementation has,
	// no associated data and no rekey.
	SSNoOptional = "the transcript has no associated data and no rekey, which not every implementation has: checkPair's parts catch it"
	// WipeUnread is an open that leaves the input behind when it refuses:
	// the transcript opens tampered boxes into a fresh buffer that it
	// never reads, checking the verdict, not the wipe.
	WipeUnread = "the transcript does not read the buffer of a refused open: checkPair's family.CrossCheckOpen catches it"
)

// An Opener changes what an open reports and leaves in out, given the
// real open's verdict (ok, err) on box: the secretbox, box, sealed box and
// AEAD breakers share the two below.
type Opener func(ok bool, err error, out, box []byte) (bool, error)

// OpenLenient ignores the tag check's failure, as a binding that tests the
// C function's result the wrong way.
func OpenLenient(ok bool, err error, _, _ []byte) (bool, error) {
	return ok || err == nil, err
}

// OpenLeaves refuses what it must but leaves the box in out, as a binding
// that copies the box into out and opens in place (NaCl's zero-padded
// API) without wiping on failure.
func OpenLeaves(ok bool, err error, out, box []byte) (bool, error) {
	if !ok && err == nil {
		copy(out, box)
	}
	return ok, err
}

// DropLast returns b without its last byte: an off-by-one in the length a
// binding hands to C.
func DropLast(b []byte) []byte {
	if len(b) == 0 {
		return b
	}
	return b[:len(b)-1]
}

// ZeroTail returns a copy of b with the bytes from i on zeroed: a binding
// that copies too few bytes of a key, seed or nonce. b itself, the
// caller's, is left alone.
func ZeroTail(b []byte, i int) []byte {
	c := bytes.Clone(b)
	if i < len(c) {
		clear(c[i:])
	}
	return c
}

// Truncated computes an output of n bytes through f and copies its prefix
// to out: a binding that computes a fixed length where the length is a
// parameter of the function (BLAKE2, Argon2), so that every other length
// comes out wrong.
func Truncated(out []byte, n int, f func(full []byte) error) error {
	full := make([]byte, n)
	err := f(full)
	copy(out, full)
	return err
}

// FlipLast flips a bit of the last byte of b, if any, and returns err: a
// slip in the final partial block.
func FlipLast(b []byte, err error) error {
	if len(b) > 0 {
		b[len(b)-1] ^= 1
	}
	return err
}
