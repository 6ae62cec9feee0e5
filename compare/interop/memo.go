package interop

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"

	"github.com/naclcmp/naclcmp/compare/family"
	"github.com/naclcmp/naclcmp/matrix"
)

// Every pair of an operation sees the same inputs (family.InputsFor), so the
// calls that the cross-checks make are the same in every pair: each
// signer derives the same keys and signs the same messages for every
// verifier, each verifier checks the same signatures and the same
// forgeries from every signer whose signatures agree, and each hash,
// cipher or MAC is given the same messages by every partner. A memo makes
// each of those calls run once per implementation and role in a run
// instead of once per pair: the checks are unchanged, and the same
// implementation's two roles (producer and consumer) remain two separate
// calls, so a pair of an implementation with itself still catches one
// whose results differ from call to call.
//
// Which calls are worth remembering is a matter of cost. The public-key
// calls cost microseconds to milliseconds each (0.1 s for TweetNaCl's
// JavaScript port, more under emulation), so they are remembered for
// every implementation. The symmetric ones cost nanoseconds in process,
// about what hashing their arguments for the memo costs, but a round
// trip to a peer process for a JavaScript implementation: 0.1 ms to
// node, 1.5 to 2 ms to a browser's page, with tens of partners per
// operation. So the deterministic symmetric families are remembered for
// JavaScript implementations only. The sealed box (randomised sealing)
// and the secret stream (calls on state) are never remembered.
//
// Each family says which of its calls are worth it: its Remember wraps
// an operation so that every call goes through a family.MemoCalls (here
// memoCalls), and its RememberNative says whether native implementations
// are wrapped too; a family without Remember is never remembered.
// family.Hooks.Cross applies them, given the memo's calls (of).

// memo remembers what the wrapped calls wrote and returned, by a digest
// of the implementation, its role, the operation, the call and every byte
// it was given.
// It is safe for concurrent use.
type memo struct {
	mu sync.Mutex
	m  map[[sha256.Size]byte]memoEntry
}

type memoEntry struct {
	outs [][]byte
	ok   bool
	err  error
}

func newMemo() *memo { return &memo{m: map[[sha256.Size]byte]memoEntry{}} }

// do returns what fn returned and wrote into outs the first time the same
// implementation, in the same role, made the same call with the same args
// and the same initial outs; otherwise it runs fn and remembers. A panic
// in fn is not remembered.
func (m *memo) do(who, call string, args, outs [][]byte, fn func() (bool, error)) (bool, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%d\x00%d\x00", who, call, len(args), len(outs))
	for _, b := range append(append([][]byte{}, args...), outs...) {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	var key [sha256.Size]byte
	h.Sum(key[:0])
	m.mu.Lock()
	e, hit := m.m[key]
	m.mu.Unlock()
	if hit {
		for i, o := range e.outs {
			copy(outs[i], o)
		}
		return e.ok, e.err
	}
	ok, err := fn()
	e = memoEntry{ok: ok, err: err, outs: make([][]byte, len(outs))}
	for i, o := range outs {
		e.outs[i] = append([]byte(nil), o...)
	}
	m.mu.Lock()
	m.m[key] = e
	m.mu.Unlock()
	return ok, err
}

// memoCalls makes one provider's calls through m, as who: it is the
// family.MemoCalls that a family's Remember wraps its operation with,
// naming each call, its arguments and its outputs.
type memoCalls struct {
	m   *memo
	who string
}

// Write remembers a call that writes outs and returns only an error.
func (c memoCalls) Write(call string, args, outs [][]byte, f func() error) error {
	_, err := c.m.do(c.who, call, args, outs, func() (bool, error) { return true, f() })
	return err
}

// Check remembers a call that answers yes or no (and may write outs).
func (c memoCalls) Check(call string, args, outs [][]byte, f func() (bool, error)) (bool, error) {
	return c.m.do(c.who, call, args, outs, f)
}

// of returns the calls of operation s's implementations through m, in the
// form family.Hooks.Cross takes them: those of implementation im in role
// ("from" or "to"). The Impl pointer tells apart two implementations that
// share a name (a test's broken copy of a registered one); the operation,
// two operations of one family that one implementation provides
// (hash/sha256 and hash/blake2s), whose calls look alike.
func (m *memo) of(s matrix.Spec) func(role string, im *matrix.Impl) family.MemoCalls {
	return func(role string, im *matrix.Impl) family.MemoCalls {
		return memoCalls{m, fmt.Sprintf("%s %p %s %s", role, im, im.Name, s.ID())}
	}
}
