package interop

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"

	"github.com/naclcmp/naclcmp/matrix"
)

// Every pair of an operation sees the same inputs (newInputs), so the
// public-key calls that the cross-checks make are the same in every pair:
// each signer derives the same keys and signs the same messages for every
// verifier, and each verifier checks the same signatures and the same
// forgeries from every signer whose signatures agree. Those calls cost
// microseconds to milliseconds each (0.1 s for TweetNaCl's JavaScript
// port, more under emulation), while the symmetric ones cost nanoseconds.
// A memo makes each of them run once per implementation and role in a run
// instead of once per pair: the checks are unchanged, and the same
// implementation's two roles (producer and consumer) remain two separate
// calls, so a pair of an implementation with itself still catches one
// whose results differ from call to call.

// memo remembers what the wrapped calls wrote and returned, by a digest
// of the implementation, its role, the call and every byte it was given.
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

// remembered returns p with its operation's public-key calls going
// through m, in role ("from" or "to"); other families are returned as
// they are.
func remembered(m *memo, role string, p matrix.Provider[any]) matrix.Provider[any] {
	// The Impl pointer tells apart two implementations that share a name
	// (a test's broken copy of a registered one).
	who := fmt.Sprintf("%s %p %s", role, p.Impl, p.Name())
	switch op := p.Op.(type) {
	case matrix.Signature:
		p.Op = memoSignature{m, who, op}
	case matrix.ScalarMult:
		p.Op = memoScalarMult{m, who, op}
	case matrix.Box:
		p.Op = memoBox{m, who, op}
	}
	return p
}

// err0 adapts a call that returns only an error to memo.do.
func err0(f func() error) func() (bool, error) { return func() (bool, error) { return true, f() } }

type memoSignature struct {
	m   *memo
	who string
	op  matrix.Signature
}

func (s memoSignature) KeyFromSeed(public, private, seed []byte) error {
	_, err := s.m.do(s.who, "KeyFromSeed", [][]byte{seed}, [][]byte{public, private}, err0(func() error { return s.op.KeyFromSeed(public, private, seed) }))
	return err
}

func (s memoSignature) Sign(sig, msg, private []byte) error {
	_, err := s.m.do(s.who, "Sign", [][]byte{msg, private}, [][]byte{sig}, err0(func() error { return s.op.Sign(sig, msg, private) }))
	return err
}

func (s memoSignature) Verify(sig, msg, public []byte) (bool, error) {
	return s.m.do(s.who, "Verify", [][]byte{sig, msg, public}, nil, func() (bool, error) { return s.op.Verify(sig, msg, public) })
}

type memoScalarMult struct {
	m   *memo
	who string
	op  matrix.ScalarMult
}

func (x memoScalarMult) ScalarMult(out, scalar, point []byte) error {
	_, err := x.m.do(x.who, "ScalarMult", [][]byte{scalar, point}, [][]byte{out}, err0(func() error { return x.op.ScalarMult(out, scalar, point) }))
	return err
}

func (x memoScalarMult) ScalarBaseMult(out, scalar []byte) error {
	_, err := x.m.do(x.who, "ScalarBaseMult", [][]byte{scalar}, [][]byte{out}, err0(func() error { return x.op.ScalarBaseMult(out, scalar) }))
	return err
}

type memoBox struct {
	m   *memo
	who string
	op  matrix.Box
}

func (b memoBox) Seal(box, msg, nonce, peerPublic, private []byte) error {
	_, err := b.m.do(b.who, "Seal", [][]byte{msg, nonce, peerPublic, private}, [][]byte{box}, err0(func() error { return b.op.Seal(box, msg, nonce, peerPublic, private) }))
	return err
}

func (b memoBox) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	return b.m.do(b.who, "Open", [][]byte{box, nonce, peerPublic, private}, [][]byte{msg}, func() (bool, error) { return b.op.Open(msg, box, nonce, peerPublic, private) })
}

func (b memoBox) Precompute(shared, peerPublic, private []byte) error {
	_, err := b.m.do(b.who, "Precompute", [][]byte{peerPublic, private}, [][]byte{shared}, err0(func() error { return b.op.Precompute(shared, peerPublic, private) }))
	return err
}

func (b memoBox) SealAfter(box, msg, nonce, shared []byte) error {
	_, err := b.m.do(b.who, "SealAfter", [][]byte{msg, nonce, shared}, [][]byte{box}, err0(func() error { return b.op.SealAfter(box, msg, nonce, shared) }))
	return err
}

func (b memoBox) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	return b.m.do(b.who, "OpenAfter", [][]byte{box, nonce, shared}, [][]byte{msg}, func() (bool, error) { return b.op.OpenAfter(msg, box, nonce, shared) })
}
