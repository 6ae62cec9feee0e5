package matrix

import "errors"

// ErrDown is matched (errors.Is) by the error of an implementation that
// went down as a whole — its process hung, exited or never started — as
// opposed to one call that failed or gave a wrong answer. Such a failure
// is sticky: every later call of the implementation fails the same way,
// at once. So a check that meets it reports the implementation once, left
// out from the operation where it went down, rather than a failure for
// every pair or input that follows; a run in which an implementation went
// down is still a failed run. Bindings return a DownError, which names
// the implementation.
var ErrDown = errors.New("implementation down")

// DownError is the error of implementation Impl, gone down; Err says how.
// It matches ErrDown and unwraps to Err.
type DownError struct {
	Impl string // the implementation's name, the prefix of Error
	Err  error  // what happened: "sign/ed25519 sign: node exited (signal: killed)"
}

// Error is the implementation's name and what happened.
func (e *DownError) Error() string { return e.Impl + ": " + e.Err.Error() }

// Unwrap returns what happened.
func (e *DownError) Unwrap() error { return e.Err }

// Is reports whether target is ErrDown.
func (e *DownError) Is(target error) bool { return target == ErrDown }
