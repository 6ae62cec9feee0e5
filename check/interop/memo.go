package interop

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"

	"github.com/naclcmp/naclcmp/matrix"
)

// Every pair of an operation sees the same inputs (newInputs), so the
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

// remembered returns p, which provides operation s, with the calls worth
// remembering (see above) going through m, in role ("from" or "to");
// other providers are returned as they are.
func remembered(m *memo, role string, s matrix.Spec, p matrix.Provider[any]) matrix.Provider[any] {
	// The Impl pointer tells apart two implementations that share a name
	// (a test's broken copy of a registered one); the operation, two
	// operations of one family that one implementation provides
	// (hash/sha256 and hash/blake2s), whose calls look alike.
	who := fmt.Sprintf("%s %p %s %s", role, p.Impl, p.Name(), s.ID())
	switch s.Family {
	case matrix.FamilySignature:
		p.Op = memoSignature{m, who, p.Op.(matrix.Signature)}
		return p
	case matrix.FamilyScalarMult:
		p.Op = memoScalarMult{m, who, p.Op.(matrix.ScalarMult)}
		return p
	case matrix.FamilyBox:
		p.Op = memoBox{m, who, p.Op.(matrix.Box)}
		return p
	}
	if p.Impl.Language != matrix.LangJS {
		return p
	}
	switch s.Family {
	case matrix.FamilyHash:
		p.Op = memoHash{m, who, p.Op.(matrix.Hash)}
	case matrix.FamilyMAC:
		p.Op = memoMAC{m, who, p.Op.(matrix.MAC)}
	case matrix.FamilyStream:
		p.Op = memoStream{m, who, p.Op.(matrix.Stream)}
	case matrix.FamilyCore:
		p.Op = memoCore{m, who, p.Op.(matrix.Core)}
	case matrix.FamilySecretBox:
		p.Op = memoSecretBox{m, who, p.Op.(matrix.SecretBox)}
	case matrix.FamilyAEAD:
		p.Op = memoAEAD{m, who, p.Op.(matrix.AEAD)}
	case matrix.FamilyKeyConversion:
		p.Op = memoKeyConversion{m, who, p.Op.(matrix.KeyConversion)}
	case matrix.FamilyEqual:
		p.Op = memoEqual{m, who, p.Op.(matrix.Equal)}
	case matrix.FamilyPasswordHash:
		p.Op = memoPasswordHash{m, who, p.Op.(matrix.PasswordHash)}
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

type memoHash struct {
	m   *memo
	who string
	op  matrix.Hash
}

func (x memoHash) Hash(out, msg []byte) error {
	_, err := x.m.do(x.who, "Hash", [][]byte{msg}, [][]byte{out}, err0(func() error { return x.op.Hash(out, msg) }))
	return err
}

type memoMAC struct {
	m   *memo
	who string
	op  matrix.MAC
}

func (x memoMAC) MAC(tag, msg, key []byte) error {
	_, err := x.m.do(x.who, "MAC", [][]byte{msg, key}, [][]byte{tag}, err0(func() error { return x.op.MAC(tag, msg, key) }))
	return err
}

func (x memoMAC) Verify(tag, msg, key []byte) (bool, error) {
	return x.m.do(x.who, "Verify", [][]byte{tag, msg, key}, nil, func() (bool, error) { return x.op.Verify(tag, msg, key) })
}

type memoStream struct {
	m   *memo
	who string
	op  matrix.Stream
}

func (x memoStream) KeyStream(out, nonce, key []byte) error {
	_, err := x.m.do(x.who, "KeyStream", [][]byte{nonce, key}, [][]byte{out}, err0(func() error { return x.op.KeyStream(out, nonce, key) }))
	return err
}

func (x memoStream) XOR(out, in, nonce, key []byte) error {
	_, err := x.m.do(x.who, "XOR", [][]byte{in, nonce, key}, [][]byte{out}, err0(func() error { return x.op.XOR(out, in, nonce, key) }))
	return err
}

type memoCore struct {
	m   *memo
	who string
	op  matrix.Core
}

func (x memoCore) Core(out, in, key, constant []byte) error {
	_, err := x.m.do(x.who, "Core", [][]byte{in, key, constant}, [][]byte{out}, err0(func() error { return x.op.Core(out, in, key, constant) }))
	return err
}

type memoSecretBox struct {
	m   *memo
	who string
	op  matrix.SecretBox
}

func (x memoSecretBox) Seal(box, msg, nonce, key []byte) error {
	_, err := x.m.do(x.who, "Seal", [][]byte{msg, nonce, key}, [][]byte{box}, err0(func() error { return x.op.Seal(box, msg, nonce, key) }))
	return err
}

func (x memoSecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	return x.m.do(x.who, "Open", [][]byte{box, nonce, key}, [][]byte{msg}, func() (bool, error) { return x.op.Open(msg, box, nonce, key) })
}

type memoAEAD struct {
	m   *memo
	who string
	op  matrix.AEAD
}

func (x memoAEAD) Seal(ct, msg, ad, nonce, key []byte) error {
	_, err := x.m.do(x.who, "Seal", [][]byte{msg, ad, nonce, key}, [][]byte{ct}, err0(func() error { return x.op.Seal(ct, msg, ad, nonce, key) }))
	return err
}

func (x memoAEAD) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return x.m.do(x.who, "Open", [][]byte{ct, ad, nonce, key}, [][]byte{msg}, func() (bool, error) { return x.op.Open(msg, ct, ad, nonce, key) })
}

type memoKeyConversion struct {
	m   *memo
	who string
	op  matrix.KeyConversion
}

func (x memoKeyConversion) PublicToX25519(out, edPublic []byte) error {
	_, err := x.m.do(x.who, "PublicToX25519", [][]byte{edPublic}, [][]byte{out}, err0(func() error { return x.op.PublicToX25519(out, edPublic) }))
	return err
}

func (x memoKeyConversion) PrivateToX25519(out, edPrivate []byte) error {
	_, err := x.m.do(x.who, "PrivateToX25519", [][]byte{edPrivate}, [][]byte{out}, err0(func() error { return x.op.PrivateToX25519(out, edPrivate) }))
	return err
}

type memoEqual struct {
	m   *memo
	who string
	op  matrix.Equal
}

func (x memoEqual) Equal(a, b []byte) (bool, error) {
	return x.m.do(x.who, "Equal", [][]byte{a, b}, nil, func() (bool, error) { return x.op.Equal(a, b) })
}

type memoPasswordHash struct {
	m   *memo
	who string
	op  matrix.PasswordHash
}

// PasswordHash remembers by the cost too, written into the call's name.
func (x memoPasswordHash) PasswordHash(out, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	call := fmt.Sprintf("PasswordHash t=%d m=%d p=%d", c.Passes, c.MemoryKiB, c.Lanes)
	_, err := x.m.do(x.who, call, [][]byte{password, salt, secret, ad}, [][]byte{out}, err0(func() error { return x.op.PasswordHash(out, password, salt, secret, ad, c) }))
	return err
}
