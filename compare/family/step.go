package family

import (
	"bytes"
	"fmt"

	"github.com/naclcmp/naclcmp/matrix"
)

// The helpers the families' transcript sequences share (see Chain). Every
// step draws its inputs from the chain, calls the operation through its
// family interface, absorbs every output, and checks what the operation
// itself promises (a sealed box opens, a tampered one does not): a broken
// promise fails the cell even when every implementation breaks it alike.
// The errors name the step, so that a failing cell says where the sequence
// stopped.

// StepLen is the message length at step i: every length up to about 16,
// then wider gaps, 1055 bytes at step 63.
func StepLen(i int) int { return i + i*i/4 }

// StepErr reports an operation's error at step i.
func StepErr(i int, what string, err error) error {
	return fmt.Errorf("step %d: %s: %w", i, what, err)
}

// StepBroken reports a broken promise at step i.
func StepBroken(i int, format string, args ...any) error {
	return fmt.Errorf("step %d: "+format, append([]any{i}, args...)...)
}

// StepLacks is returned by a family's sequence when the implementation
// lacks one of its calls (errors.ErrUnsupported): the engine then marks
// the cell unsupported instead of failed, as it has no digest of its own
// to compare (transcript.TranscriptCell.Unsupported).
type StepLacks struct{ Err error }

// Error is the missing call's error, which the unsupported cell shows.
func (l StepLacks) Error() string { return l.Err.Error() }

// Unwrap gives the missing call's error, errors.ErrUnsupported among its
// chain, to errors.Is.
func (l StepLacks) Unwrap() error { return l.Err }

// StepOpens runs the two opens of step i of an authenticated cipher:
// open, of the step's own box or ciphertext (what), must give msg, and
// openTampered, of a tampered one, must refuse it. openCall and
// tamperedCall name the calls in errors. It returns both verdicts, which
// the transcript absorbs.
func StepOpens(i int, msg []byte, what, tampered string,
	openCall string, open func(pt []byte) (bool, error),
	tamperedCall string, openTampered func(pt []byte) (bool, error)) (ok, bad bool, err error) {
	pt := make([]byte, len(msg))
	if ok, err = open(pt); err != nil {
		return false, false, StepErr(i, openCall, err)
	}
	if bad, err = openTampered(make([]byte, len(msg))); err != nil {
		return false, false, StepErr(i, tamperedCall, err)
	}
	if !ok || !bytes.Equal(pt, msg) || bad {
		return ok, bad, StepBroken(i, "open: own %s opened %v (to the message: %v), %s opened %v", what, ok, bytes.Equal(pt, msg), tampered, bad)
	}
	return ok, bad, nil
}

// StepOut is the output length at step i: the fixed one, or for variable
// outputs each length of the range in turn.
func StepOut(s matrix.Spec, i int) int {
	if !s.VariableOut() {
		return s.Out
	}
	return s.OutMin + i%(s.OutMax-s.OutMin+1)
}

// StepKey is the key length at step i: for HMAC 0 to 159 bytes (empty,
// shorter and longer than a block), for a range each length in turn.
func StepKey(s matrix.Spec, i int) int {
	switch {
	case s.KeyMax < 0:
		return i * 29 % 160
	case s.KeyMax > s.KeyMin:
		return s.KeyMin + i*7%(s.KeyMax-s.KeyMin+1)
	}
	return s.Key
}
