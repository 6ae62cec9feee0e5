package tweetnacl

import (
	"math"

	"github.com/naclcmp/naclcmp/internal/naclpad"
)

// Sizes of crypto_sign_ed25519.
const (
	ed25519PublicBytes  = 32
	ed25519PrivateBytes = 64
	ed25519SeedBytes    = 32
	ed25519SigBytes     = 64
	// Verify's scratch buffer holds sig‖msg twice (crypto_sign_open's
	// signed message and its output), so 2·(len(msg) + 64) must be an int.
	ed25519MaxOpen = math.MaxInt/2 - ed25519SigBytes
)

// Ed25519 is the Ed25519 signature scheme (crypto_sign). Private keys are
// 64 bytes, seed‖public, as in crypto/ed25519 and libsodium; like them,
// Sign takes the public half from the private key as given.
//
// Verification accepts a non-canonical S (S ≥ L, which libsodium and
// crypto/ed25519 reject): TweetNaCl does not check it, and neither does
// the port.
type Ed25519 struct{}

// KeyFromSeed derives the key pair of a 32-byte seed: crypto_sign_keypair,
// whose random bytes the port takes as a parameter, with the seed as
// those bytes.
func (Ed25519) KeyFromSeed(public, private, seed []byte) error {
	c := begin()
	c.KeyFromSeedArgs(public, private, seed, ed25519PublicBytes, ed25519PrivateBytes, ed25519SeedBytes)
	if err := c.Err(); err != nil {
		return err
	}
	return failed(crypto_sign_keypair(public, private, seed), "crypto_sign_keypair")
}

// Sign writes the 64-byte signature of msg under private to sig. The port
// only makes signed messages (crypto_sign), so the binding signs into a
// scratch buffer and keeps the first 64 bytes. sig may overlap msg.
func (Ed25519) Sign(sig, msg, private []byte) error {
	c := begin()
	c.Size("sig", sig, ed25519SigBytes)
	c.Size("private", private, ed25519PrivateBytes)
	c.Disjoint("sig", sig, "private", private)
	if err := c.Err(); err != nil {
		return err
	}
	s := naclpad.GetScratch(len(msg) + ed25519SigBytes)
	defer s.Release()
	var smlen uint64
	if err := failed(crypto_sign(s.Buf, &smlen, msg, uint64(len(msg)), private), "crypto_sign"); err != nil {
		return err
	}
	copy(sig, s.Buf[:ed25519SigBytes])
	return nil
}

// Verify reports whether sig is a valid signature of msg under public. The
// binding builds the signed message sig‖msg in a scratch buffer for
// crypto_sign_open. A sig that is not 64 bytes is an error.
func (Ed25519) Verify(sig, msg, public []byte) (bool, error) {
	c := begin()
	c.VerifyArgs(sig, public, ed25519SigBytes, ed25519PublicBytes)
	c.AtMost("msg", msg, ed25519MaxOpen)
	if err := c.Err(); err != nil {
		return false, err
	}
	n := len(msg) + ed25519SigBytes
	s := naclpad.GetScratch(2 * n)
	defer s.Release()
	sm, m := s.Buf[:n], s.Buf[n:]
	copy(sm, sig)
	copy(sm[ed25519SigBytes:], msg)
	var mlen uint64
	return crypto_sign_open(m, &mlen, sm, uint64(n), public) == 0, nil
}
