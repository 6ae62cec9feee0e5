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
	c := memoCalls{m, fmt.Sprintf("%s %p %s %s", role, p.Impl, p.Name(), s.ID())}
	switch s.Family {
	case matrix.FamilySignature:
		p.Op = memoSignature{c, p.Op.(matrix.Signature)}
		return p
	case matrix.FamilyScalarMult:
		p.Op = memoScalarMult{c, p.Op.(matrix.ScalarMult)}
		return p
	case matrix.FamilyBox:
		p.Op = memoBox{c, p.Op.(matrix.Box)}
		return p
	}
	if p.Impl.Language != matrix.LangJS {
		return p
	}
	switch s.Family {
	case matrix.FamilyHash:
		p.Op = memoHash{c, p.Op.(matrix.Hash)}
	case matrix.FamilyMAC:
		p.Op = memoMAC{c, p.Op.(matrix.MAC)}
	case matrix.FamilyStream:
		p.Op = memoStream{c, p.Op.(matrix.Stream)}
	case matrix.FamilyCore:
		p.Op = memoCore{c, p.Op.(matrix.Core)}
	case matrix.FamilySecretBox:
		p.Op = memoSecretBox{c, p.Op.(matrix.SecretBox)}
	case matrix.FamilyAEAD:
		p.Op = memoAEAD{c, p.Op.(matrix.AEAD)}
	case matrix.FamilyKeyConversion:
		p.Op = memoKeyConversion{c, p.Op.(matrix.KeyConversion)}
	case matrix.FamilyEqual:
		p.Op = memoEqual{c, p.Op.(matrix.Equal)}
	case matrix.FamilyPasswordHash:
		p.Op = memoPasswordHash{c, p.Op.(matrix.PasswordHash)}
	}
	return p
}

// memoCalls makes one provider's calls through m, as who: each wrapper
// below names the call, its arguments and its outputs.
type memoCalls struct {
	m   *memo
	who string
}

// write remembers a call that writes outs and returns only an error.
func (c memoCalls) write(call string, args, outs [][]byte, f func() error) error {
	_, err := c.m.do(c.who, call, args, outs, func() (bool, error) { return true, f() })
	return err
}

// check remembers a call that answers yes or no (and may write outs).
func (c memoCalls) check(call string, args, outs [][]byte, f func() (bool, error)) (bool, error) {
	return c.m.do(c.who, call, args, outs, f)
}

type memoSignature struct {
	memoCalls
	op matrix.Signature
}

func (x memoSignature) KeyFromSeed(public, private, seed []byte) error {
	return x.write("KeyFromSeed", [][]byte{seed}, [][]byte{public, private}, func() error { return x.op.KeyFromSeed(public, private, seed) })
}

func (x memoSignature) Sign(sig, msg, private []byte) error {
	return x.write("Sign", [][]byte{msg, private}, [][]byte{sig}, func() error { return x.op.Sign(sig, msg, private) })
}

func (x memoSignature) Verify(sig, msg, public []byte) (bool, error) {
	return x.check("Verify", [][]byte{sig, msg, public}, nil, func() (bool, error) { return x.op.Verify(sig, msg, public) })
}

type memoScalarMult struct {
	memoCalls
	op matrix.ScalarMult
}

func (x memoScalarMult) ScalarMult(dst, scalar, point []byte) error {
	return x.write("ScalarMult", [][]byte{scalar, point}, [][]byte{dst}, func() error { return x.op.ScalarMult(dst, scalar, point) })
}

func (x memoScalarMult) ScalarBaseMult(dst, scalar []byte) error {
	return x.write("ScalarBaseMult", [][]byte{scalar}, [][]byte{dst}, func() error { return x.op.ScalarBaseMult(dst, scalar) })
}

type memoBox struct {
	memoCalls
	op matrix.Box
}

func (x memoBox) Seal(box, msg, nonce, peerPublic, private []byte) error {
	return x.write("Seal", [][]byte{msg, nonce, peerPublic, private}, [][]byte{box}, func() error { return x.op.Seal(box, msg, nonce, peerPublic, private) })
}

func (x memoBox) Open(msg, box, nonce, peerPublic, private []byte) (bool, error) {
	return x.check(
		"Open",
		[][]byte{box, nonce, peerPublic, private},
		[][]byte{msg},
		func() (bool, error) { return x.op.Open(msg, box, nonce, peerPublic, private) },
	)
}

func (x memoBox) Precompute(shared, peerPublic, private []byte) error {
	return x.write("Precompute", [][]byte{peerPublic, private}, [][]byte{shared}, func() error { return x.op.Precompute(shared, peerPublic, private) })
}

func (x memoBox) SealAfter(box, msg, nonce, shared []byte) error {
	return x.write("SealAfter", [][]byte{msg, nonce, shared}, [][]byte{box}, func() error { return x.op.SealAfter(box, msg, nonce, shared) })
}

func (x memoBox) OpenAfter(msg, box, nonce, shared []byte) (bool, error) {
	return x.check("OpenAfter", [][]byte{box, nonce, shared}, [][]byte{msg}, func() (bool, error) { return x.op.OpenAfter(msg, box, nonce, shared) })
}

type memoHash struct {
	memoCalls
	op matrix.Hash
}

func (x memoHash) Hash(dst, msg []byte) error {
	return x.write("Hash", [][]byte{msg}, [][]byte{dst}, func() error { return x.op.Hash(dst, msg) })
}

type memoMAC struct {
	memoCalls
	op matrix.MAC
}

func (x memoMAC) MAC(tag, msg, key []byte) error {
	return x.write("MAC", [][]byte{msg, key}, [][]byte{tag}, func() error { return x.op.MAC(tag, msg, key) })
}

func (x memoMAC) Verify(tag, msg, key []byte) (bool, error) {
	return x.check("Verify", [][]byte{tag, msg, key}, nil, func() (bool, error) { return x.op.Verify(tag, msg, key) })
}

type memoStream struct {
	memoCalls
	op matrix.Stream
}

func (x memoStream) KeyStream(dst, nonce, key []byte) error {
	return x.write("KeyStream", [][]byte{nonce, key}, [][]byte{dst}, func() error { return x.op.KeyStream(dst, nonce, key) })
}

func (x memoStream) XOR(dst, src, nonce, key []byte) error {
	return x.write("XOR", [][]byte{src, nonce, key}, [][]byte{dst}, func() error { return x.op.XOR(dst, src, nonce, key) })
}

type memoCore struct {
	memoCalls
	op matrix.Core
}

func (x memoCore) Core(dst, src, key, constant []byte) error {
	return x.write("Core", [][]byte{src, key, constant}, [][]byte{dst}, func() error { return x.op.Core(dst, src, key, constant) })
}

type memoSecretBox struct {
	memoCalls
	op matrix.SecretBox
}

func (x memoSecretBox) Seal(box, msg, nonce, key []byte) error {
	return x.write("Seal", [][]byte{msg, nonce, key}, [][]byte{box}, func() error { return x.op.Seal(box, msg, nonce, key) })
}

func (x memoSecretBox) Open(msg, box, nonce, key []byte) (bool, error) {
	return x.check("Open", [][]byte{box, nonce, key}, [][]byte{msg}, func() (bool, error) { return x.op.Open(msg, box, nonce, key) })
}

type memoAEAD struct {
	memoCalls
	op matrix.AEAD
}

func (x memoAEAD) Seal(ct, msg, ad, nonce, key []byte) error {
	return x.write("Seal", [][]byte{msg, ad, nonce, key}, [][]byte{ct}, func() error { return x.op.Seal(ct, msg, ad, nonce, key) })
}

func (x memoAEAD) Open(msg, ct, ad, nonce, key []byte) (bool, error) {
	return x.check("Open", [][]byte{ct, ad, nonce, key}, [][]byte{msg}, func() (bool, error) { return x.op.Open(msg, ct, ad, nonce, key) })
}

type memoKeyConversion struct {
	memoCalls
	op matrix.KeyConversion
}

func (x memoKeyConversion) PublicToX25519(dst, edPublic []byte) error {
	return x.write("PublicToX25519", [][]byte{edPublic}, [][]byte{dst}, func() error { return x.op.PublicToX25519(dst, edPublic) })
}

func (x memoKeyConversion) PrivateToX25519(dst, edPrivate []byte) error {
	return x.write("PrivateToX25519", [][]byte{edPrivate}, [][]byte{dst}, func() error { return x.op.PrivateToX25519(dst, edPrivate) })
}

type memoEqual struct {
	memoCalls
	op matrix.Equal
}

func (x memoEqual) Equal(a, b []byte) (bool, error) {
	return x.check("Equal", [][]byte{a, b}, nil, func() (bool, error) { return x.op.Equal(a, b) })
}

type memoPasswordHash struct {
	memoCalls
	op matrix.PasswordHash
}

// PasswordHash remembers by the cost too, written into the call's name.
func (x memoPasswordHash) PasswordHash(dst, password, salt, secret, ad []byte, c matrix.Argon2Cost) error {
	call := fmt.Sprintf("PasswordHash t=%d m=%d p=%d", c.Passes, c.MemoryKiB, c.Lanes)
	return x.write(call, [][]byte{password, salt, secret, ad}, [][]byte{dst}, func() error { return x.op.PasswordHash(dst, password, salt, secret, ad, c) })
}
