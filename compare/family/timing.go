package family

import (
	"crypto/ecdh"
	"crypto/ed25519"
	"math/rand/v2"
)

// TimingSlots is the number of prepared inputs of every timing target
// (Timed.Prepare's i is below it); the constant-time test's batch is
// capped by it.
const TimingSlots = 1000

// TimingMsgLen is the message length of every timed call: short, so that
// the fixed cost of the call (key setup, scalar multiplication) dominates,
// and the same for both classes.
const TimingMsgLen = 64

// Timed is a family's call as the constant-time timing test (compare/ct,
// dudect's method) runs it: the call that handles the operation's
// long-term secret, with every other input fixed and public. Prepare
// writes slot i's secret for class 0 (fixed) or 1 (random), outside the
// timed region; Run makes the call on slot i, and only Run is timed.
type Timed struct {
	// Call is the call measured ("Sign"), Secret the inputs that differ
	// between the classes ("private key").
	Call, Secret string
	Prepare      func(i, class int)
	Run          func(i int) error
}

// Secrets holds one secret input per timing slot: the fixed value for
// class 0, a fresh random value for class 1, drawn outside the timed
// region.
type Secrets struct {
	// Fixed is class 0's value; Buf holds each slot's current secret.
	Fixed []byte
	Buf   [][]byte
	rng   *rand.ChaCha8
	// Derive, when set, turns random bytes into a well-formed secret (an
	// Ed25519 private key from its seed).
	Derive func(dst, random []byte)
}

// NewSecrets returns secrets of size bytes whose fixed class is fixed, or
// all zero when fixed is nil, as in dudect's examples: special values are
// the likeliest to take a data-dependent shortcut.
func NewSecrets(size int, fixed []byte) *Secrets {
	if fixed == nil {
		fixed = make([]byte, size)
	}
	s := &Secrets{Fixed: fixed, Buf: make([][]byte, TimingSlots)}
	for i := range s.Buf {
		s.Buf[i] = make([]byte, size)
	}
	var seed [32]byte
	for i := range seed {
		seed[i] = byte(rand.Uint32())
	}
	s.rng = rand.NewChaCha8(seed)
	return s
}

// Prepare writes slot i's secret of class (0 fixed, 1 random); it is a
// Timed.Prepare.
func (s *Secrets) Prepare(i, class int) {
	if class == 0 {
		copy(s.Buf[i], s.Fixed)
		return
	}
	if s.Derive != nil {
		var r [32]byte
		s.rng.Read(r[:])
		s.Derive(s.Buf[i], r[:])
		return
	}
	s.rng.Read(s.Buf[i])
}

// Ed25519Secrets holds Ed25519 private keys (seed ‖ public, derived with
// crypto/ed25519 so that preparing them is cheap and the same for every
// implementation).
func Ed25519Secrets() *Secrets {
	derive := func(dst, seed []byte) { copy(dst, ed25519.NewKeyFromSeed(seed)) }
	fixed := make([]byte, 64)
	derive(fixed, make([]byte, 32))
	s := NewSecrets(64, fixed)
	s.Derive = derive
	return s
}

// TwoSecrets is a Timed.Prepare writing two secret inputs together.
func TwoSecrets(a, b *Secrets) func(i, class int) {
	return func(i, class int) { a.Prepare(i, class); b.Prepare(i, class) }
}

// PublicBytes returns n fixed pseudo-random public bytes.
func PublicBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*131 + 7)
	}
	return b
}

// X25519Public returns a valid X25519 public key (not of low order, which
// libsodium refuses).
func X25519Public() []byte {
	k, err := ecdh.X25519().NewPrivateKey(PublicBytes(32))
	if err != nil {
		panic(err) // 32 bytes are always a valid X25519 private key
	}
	return k.PublicKey().Bytes()
}
