package family

// MemoCalls makes one provider's calls through the interop engine's memo,
// which runs each call once per implementation and role in a run instead
// of once per pair (every pair of an operation sees the same Inputs). A
// family's Remember wraps its operation in a type that passes every call
// through Write or Check, naming the call, every byte it is given (args)
// and the buffers it writes (outs): the memo is keyed by all of them, so
// that only the very same call is answered from memory. The engine keeps
// the memo itself; a family knows only this interface.
type MemoCalls interface {
	// Write remembers a call that writes outs and returns only an error.
	Write(call string, args, outs [][]byte, f func() error) error
	// Check remembers a call that answers yes or no (and may write outs).
	Check(call string, args, outs [][]byte, f func() (bool, error)) (bool, error)
}
