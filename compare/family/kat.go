package family

// The known-answer kit: what a family's KAT function returns besides a
// pass (nil) or a failure (any other error), and the limits on the work
// one vector may ask for. The engine (compare/kat) recognises the
// verdicts with errors.As and records them; the family only says which.

// Limits on the work one vector may ask for. A vector beyond them is
// reported as skipped, never run partially and never passed. They are
// the runner's, not a family's: the known answers run in every test and
// under emulation, so each bounds what one vector may cost there.
const (
	// KATMaxCounter bounds the initial block counter of stream vectors: the
	// runner generates 64·counter bytes of keystream to reach it.
	KATMaxCounter = 1 << 16
	// KATMaxIterations bounds iterated X25519 vectors.
	KATMaxIterations = 100_000
	// KATMaxMemoryKiB bounds the memory of password hash vectors: a
	// vector of hundreds of MiB would cost minutes under emulation.
	KATMaxMemoryKiB = 32 << 10
)

// KATSkip marks a vector that was deliberately not run (a limit above):
// neither a pass nor a failure, so that a vector too costly to run is
// never counted as checked. Reason says why, for the result's Detail.
type KATSkip struct{ Reason string }

func (k KATSkip) Error() string { return k.Reason }

// KATLacks marks a vector the implementation cannot run because it lacks
// a capability the vector needs (it said so with errors.ErrUnsupported):
// a missing capability, shown as "—", rather than a failure of the
// implementation. What says what is missing.
type KATLacks struct{ What string }

func (k KATLacks) Error() string { return k.What }

// KATPartial marks a vector whose checks all passed but one part of which
// could not be checked because the implementation lacks an operation: a
// pass of what ran, with the unchecked part (Unchecked) named in the
// result's Detail, so that the pass does not claim more than was shown.
type KATPartial struct{ Unchecked string }

func (k KATPartial) Error() string { return k.Unchecked }
